import type { CmsElementView, CmsPageView } from "./cms-types";

/**
 * The renderers of the rarer CMS element types, each a lazily loaded chunk of its own (CmsElement.tsx), by source
 * module as Vite's manifest names it: a page downloads only those of the element types it shows. The server names
 * exactly those chunks in the page's HTML (page-kinds/page-kind-assets.server.ts), so the browser fetches them beside
 * the entry and hydration does not wait for a second round trip. The common ones (text, image, product box and
 * slider) stay in the CMS page's chunk: nearly every page shows them.
 */
export const LAZY_RENDERERS = {
  slider: "app/features/cms/elements/CmsImageSlider.tsx",
  video: "app/features/cms/elements/CmsVideo.tsx",
  contactForm: "app/features/contact/ContactForm.tsx",
  newsletterForm: "app/features/newsletter/NewsletterForm.tsx",
  listing: "app/features/cms/elements/CmsProductListing.tsx",
  productDetails: "app/features/cms/elements/CmsProductDetails.tsx",
  categoryNavigation: "app/features/cms/elements/CmsCategoryNavigation.tsx",
  buyBox: "app/features/product/BuyBox.tsx",
} as const;

export type LazyRenderer = keyof typeof LAZY_RENDERERS;

/** The lazily loaded renderer an element needs, if any. */
export function rendererOf(element: CmsElementView): LazyRenderer | undefined {
  switch (element.type) {
    case "image-slider":
    case "image-gallery":
      return "slider";
    case "youtube-video":
    case "vimeo-video":
      return "video";
    case "form":
      return element.formType === "newsletter" ? "newsletterForm" : "contactForm";
    case "product-listing":
    case "sidebar-filter":
      return "listing";
    case "product-name":
    case "manufacturer-logo":
    case "product-description-reviews":
      return "productDetails";
    case "category-navigation":
      return "categoryNavigation";
    case "buy-box":
      return "buyBox";
    default:
      return undefined;
  }
}

/** The source modules of the lazily loaded renderers a page shows (its hidden-per-breakpoint elements included). */
export function pageRendererSources(page: CmsPageView | null | undefined): string[] {
  const sources = new Set<string>();
  for (const section of page?.sections ?? [])
    for (const block of section.blocks)
      for (const slot of block.slots) {
        const renderer = rendererOf(slot.element);
        if (renderer) sources.add(LAZY_RENDERERS[renderer]);
      }
  return [...sources];
}
