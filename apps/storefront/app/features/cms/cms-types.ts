import type { SrcSetView } from "../../lib/srcset";
import type { ListingView } from "../listing/listing";
import type { ProductCardView } from "../listing/product-card";
import type { CrossSellingView } from "../product/cross-selling";
import type { ConfiguratorGroupView, ProductView } from "../product/product";

/**
 * The CMS page as the storefront renders it: the Store API's cms_page converted once on the
 * server (cms-page.ts) into plain JSON the components read without further checks.
 */

export interface VisibilityView {
  mobile: boolean;
  tablet: boolean;
  desktop: boolean;
}

export interface MediaView {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** The thumbnails as srcset candidates (lib/srcset.ts), or null when there are none. */
  srcSet: SrcSetView | null;
}

export interface BackgroundView {
  /** The medium sized by the spec's background rules (background-media.ts). */
  url: string;
  /** "cover" | "contain" | "auto" (Shopware's backgroundMediaMode). */
  mode: string;
  /** From the medium's thumbnails, so a block's background can be a responsive <img> (cms-media.ts). */
  srcSet: SrcSetView | null;
  width: number | null;
  height: number | null;
}

/**
 * A section's or block's own style. Each field is present only when it differs from the default (no class, no
 * background, visible everywhere): most boxes have none, and the CMS page is in its page's hydration data
 * (issue 15: page weight).
 */
export interface BoxStyleView {
  cssClass?: string;
  backgroundColor?: string | null;
  background?: BackgroundView | null;
  /** Absent: visible on every device. */
  visibility?: VisibilityView;
}

export interface LinkView {
  href: string;
  external: boolean;
  newTab: boolean;
}

export interface SliderItemView {
  media: MediaView;
  link: LinkView | null;
}

/** Element views by type. Product data arrives already converted by the listing/product features. */
export type CmsElementView =
  | { type: "text"; html: string; verticalAlign: string | null }
  | { type: "html"; html: string }
  | { type: "image"; media: MediaView | null; link: LinkView | null; displayMode: string; minHeight: string | null }
  | {
      type: "image-slider";
      items: SliderItemView[];
      displayMode: string;
      minHeight: string | null;
      autoSlide: boolean;
      autoplayTimeout: number;
    }
  | { type: "image-gallery"; items: SliderItemView[]; minHeight: string | null }
  | { type: "youtube-video" | "vimeo-video"; videoId: string; embedUrl: string; preview: MediaView | null }
  | { type: "form"; formType: string; title: string; confirmationText: string }
  | { type: "product-box"; product: ProductCardView }
  | { type: "product-slider"; title: string; products: ProductCardView[] }
  | {
      type: "product-listing";
      listing: ListingView;
      basePath: string;
      /** A sidebar-filter element shows the filters, so the listing leaves them out. */
      separateFilters: boolean;
    }
  | { type: "sidebar-filter"; listing: ListingView; basePath: string }
  | { type: "cross-selling"; crossSellings: CrossSellingView[] }
  | { type: "buy-box"; product: ProductView; configurator: ConfiguratorGroupView[]; reviewCount: number }
  | { type: "product-name"; name: string }
  | { type: "manufacturer-logo"; name: string; media: MediaView | null; link: LinkView | null }
  | { type: "product-description-reviews"; descriptionHtml: string; ratingAverage: number | null; reviewCount: number }
  | ({ type: "category-navigation" } & CategoryNavigationView);

export interface CategoryTreeItem {
  id: string;
  label: string;
  href: string | null;
  /** The current category or one of its ancestors. */
  active: boolean;
  current: boolean;
  children: CategoryTreeItem[];
}

/** The branch of the main navigation the current category belongs to. */
export interface CategoryNavigationView {
  root: CategoryTreeItem;
}

/**
 * No Store API ids on slots, blocks and sections: they were only React keys, and a CMS page (27 boxes on home) is
 * in its page's hydration data (issue 15: page weight). A page's boxes are keyed by their place (CmsPage is keyed by
 * the page's id, so another page's boxes never reuse them).
 */
export interface CmsSlotView {
  slot: string;
  element: CmsElementView;
}

export interface CmsBlockView {
  type: string;
  sectionPosition: "main" | "sidebar";
  /** Each side only when the block sets it (as BoxStyleView, issue 15: page weight). */
  margin: { top?: string | null; right?: string | null; bottom?: string | null; left?: string | null };
  style: BoxStyleView;
  slots: CmsSlotView[];
}

export interface CmsSectionView {
  type: "default" | "sidebar";
  sizingMode: "boxed" | "full_width";
  /** How a sidebar section stacks on phones: "wrap" (sidebar first) or "hidden" (no sidebar). */
  mobileBehavior: "wrap" | "hidden";
  style: BoxStyleView;
  blocks: CmsBlockView[];
}

export interface CmsPageView {
  id: string;
  type: string;
  name: string;
  cssClass: string;
  sections: CmsSectionView[];
}
