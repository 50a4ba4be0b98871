import { lazy } from "react";
import { ListingFilters } from "../listing/ListingFilters";
import { ProductCard } from "../listing/ProductCard";
import type { CmsElementView } from "./cms-types";
import { CmsCategoryNavigation } from "./elements/CmsCategoryNavigation";
import { CmsForm } from "./elements/CmsForm";
import { CmsImage } from "./elements/CmsImage";
import { CmsImageSlider } from "./elements/CmsImageSlider";
import { CmsProductListing } from "./elements/CmsProductListing";
import { CmsManufacturerLogo, CmsProductDescriptionReviews, CmsProductName } from "./elements/CmsProductDetails";
import { CmsProductSlider } from "./elements/CmsProductSlider";
import { CmsText } from "./elements/CmsText";
import { CmsVideo } from "./elements/CmsVideo";

/*
 * Only product layouts have a buy box: in the browser its code (configurator, cart form) loads only on pages
 * that show one. The server renders it synchronously and without a Suspense boundary (React would outline a
 * large boundary into hidden, script-revealed HTML that a browser without JavaScript never shows); in the
 * browser hydration waits for the chunk and keeps the server's HTML meanwhile. The listing is not split off:
 * waiting for its chunk would delay hydration of every category page.
 */
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
      return <CmsForm element={element} />;
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
      return <ListingFilters listing={element.listing} basePath={element.basePath} />;
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
