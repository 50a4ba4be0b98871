import { lazy } from "react";
import { ProductCard } from "../listing/ProductCard";
import type { CmsElementView } from "./cms-types";
import { CmsImage } from "./elements/CmsImage";
import { CmsProductSlider } from "./elements/CmsProductSlider";
import { CmsText } from "./elements/CmsText";

/*
 * The renderers of the rarer element types (lazy-elements.ts), each a chunk of its own: in the browser a page loads
 * only those it shows. The server renders them synchronously and without a Suspense boundary (React would outline a
 * large boundary into hidden, script-revealed HTML that a browser without JavaScript never shows) and names their
 * chunks in the HTML; in the browser hydration waits for a chunk (already on its way) and keeps the server's HTML
 * meanwhile. The import paths are spelt out per renderer: the bundler splits only at a literal import().
 */
const CmsImageSlider = import.meta.env.SSR
  ? (await import("./elements/CmsImageSlider")).CmsImageSlider
  : lazy(() => import("./elements/CmsImageSlider").then((module) => ({ default: module.CmsImageSlider })));
const CmsVideo = import.meta.env.SSR
  ? (await import("./elements/CmsVideo")).CmsVideo
  : lazy(() => import("./elements/CmsVideo").then((module) => ({ default: module.CmsVideo })));
const ContactForm = import.meta.env.SSR
  ? (await import("../contact/ContactForm")).ContactForm
  : lazy(() => import("../contact/ContactForm").then((module) => ({ default: module.ContactForm })));
const NewsletterForm = import.meta.env.SSR
  ? (await import("../newsletter/NewsletterForm")).NewsletterForm
  : lazy(() => import("../newsletter/NewsletterForm").then((module) => ({ default: module.NewsletterForm })));
const CmsProductListing = import.meta.env.SSR
  ? (await import("./elements/CmsProductListing")).CmsProductListing
  : lazy(() => import("./elements/CmsProductListing").then((module) => ({ default: module.CmsProductListing })));
const CmsSidebarFilter = import.meta.env.SSR
  ? (await import("./elements/CmsProductListing")).CmsSidebarFilter
  : lazy(() => import("./elements/CmsProductListing").then((module) => ({ default: module.CmsSidebarFilter })));
const CmsProductName = import.meta.env.SSR
  ? (await import("./elements/CmsProductDetails")).CmsProductName
  : lazy(() => import("./elements/CmsProductDetails").then((module) => ({ default: module.CmsProductName })));
const CmsManufacturerLogo = import.meta.env.SSR
  ? (await import("./elements/CmsProductDetails")).CmsManufacturerLogo
  : lazy(() => import("./elements/CmsProductDetails").then((module) => ({ default: module.CmsManufacturerLogo })));
const CmsProductDescriptionReviews = import.meta.env.SSR
  ? (await import("./elements/CmsProductDetails")).CmsProductDescriptionReviews
  : lazy(() =>
      import("./elements/CmsProductDetails").then((module) => ({ default: module.CmsProductDescriptionReviews })),
    );
const CmsCategoryNavigation = import.meta.env.SSR
  ? (await import("./elements/CmsCategoryNavigation")).CmsCategoryNavigation
  : lazy(() =>
      import("./elements/CmsCategoryNavigation").then((module) => ({ default: module.CmsCategoryNavigation })),
    );
// Only product layouts have a buy box (configurator, cart form).
const BuyBox = import.meta.env.SSR
  ? (await import("../product/BuyBox")).BuyBox
  : lazy(() => import("../product/BuyBox").then((module) => ({ default: module.BuyBox })));

interface CmsElementProps {
  element: CmsElementView;
  blockType: string;
  eager: boolean;
  /** The eager picture also asks for high priority (the page's one LCP candidate); `eager` by default. */
  highPriority?: boolean;
}

function imageSizes(blockType: string): string {
  if (/three|highlight|bubble/.test(blockType)) return "(min-width: 1280px) 400px, (min-width: 640px) 33vw, 100vw";
  if (/four/.test(blockType)) return "(min-width: 1024px) 25vw, 50vw";
  if (/two|image-text/.test(blockType)) return "(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw";
  return "(min-width: 1280px) 1280px, 100vw";
}

/** Picks the component for an element view. */
export function CmsElement({ element, blockType, eager, highPriority = eager }: CmsElementProps) {
  switch (element.type) {
    case "text":
    case "html":
      return <CmsText element={element} />;
    case "image":
      return (
        <CmsImage
          element={element}
          eager={eager}
          highPriority={highPriority}
          sizes={imageSizes(blockType)}
          caption={/column|row|bubble/.test(blockType)}
        />
      );
    case "image-slider":
    case "image-gallery":
      return <CmsImageSlider element={element} eager={eager} highPriority={highPriority} />;
    case "youtube-video":
    case "vimeo-video":
      return <CmsVideo element={element} />;
    case "form":
      // The newsletter sign-up or the contact form, with the layout's title and confirmation text.
      return element.formType === "newsletter" ? (
        <NewsletterForm intent="subscribe" title={element.title} confirmationText={element.confirmationText} />
      ) : (
        <ContactForm title={element.title} confirmationText={element.confirmationText} />
      );
    case "product-box":
      return <ProductCard product={element.product} />;
    case "product-slider":
      return <CmsProductSlider title={element.title} products={element.products} />;
    case "product-listing":
      return (
        <CmsProductListing
          listing={element.listing}
          basePath={element.basePath}
          separateFilters={element.separateFilters}
        />
      );
    case "sidebar-filter":
      return <CmsSidebarFilter listing={element.listing} basePath={element.basePath} />;
    case "cross-selling":
      return (
        <div className="flex flex-col gap-8">
          {element.crossSellings.map((crossSelling) => (
            <CmsProductSlider key={crossSelling.id} title={crossSelling.name} products={crossSelling.products} />
          ))}
        </div>
      );
    case "buy-box":
      return <BuyBox product={element.product} configurator={element.configurator} reviewCount={element.reviewCount} />;
    case "product-name":
      return <CmsProductName element={element} />;
    case "manufacturer-logo":
      return <CmsManufacturerLogo element={element} />;
    case "product-description-reviews":
      return <CmsProductDescriptionReviews element={element} />;
    case "category-navigation":
      return <CmsCategoryNavigation root={element.root} />;
  }
}
