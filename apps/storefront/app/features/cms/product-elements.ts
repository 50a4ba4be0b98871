import { toListingView } from "../listing/listing";
import { toProductCardView, type ApiProduct as ApiCardProduct } from "../listing/product-card";
import { toCrossSellings } from "../product/cross-selling";
import { toConfigurator, toProductView, type ApiProduct } from "../product/product";
import { configString } from "./cms-config";
import { toBasicElementView, type ApiCmsSlot, type ElementContext } from "./cms-elements";
import { toLinkView, toMediaView } from "./cms-media";
import { slotData, type SlotProduct } from "./cms-slot";
import type { CmsElementView } from "./cms-types";
import { sanitizeHtml } from "./sanitize-html";

function cardProducts(products: ReadonlyArray<ApiCardProduct> | null | undefined, context: ElementContext) {
  // A card needs the product's id (it keys the card and its wishlist and cart buttons): one without is left out.
  return (products ?? []).flatMap((product) =>
    typeof product?.id === "string" ? [toProductCardView(product, context.locale, context.reviewCounts)] : [],
  );
}

function slotConfig(slot: ApiCmsSlot) {
  return { ...(slot.config ?? {}), ...(slot.translated?.config ?? {}) };
}

/** Whether an element's product has what the product view requires: its number and its 1-piece price. */
function isDetailProduct(product: SlotProduct | null | undefined): product is SlotProduct & ApiProduct {
  const price = product?.calculatedPrice;
  return (
    typeof product?.id === "string" &&
    typeof product.productNumber === "string" &&
    typeof price?.unitPrice === "number" &&
    typeof price.quantity === "number"
  );
}

/**
 * Converts any slot, product-based ones included. Everything that needs product, listing or
 * navigation data is here; the rest is `toBasicElementView`.
 */
export function toElementView(slot: ApiCmsSlot, context: ElementContext): CmsElementView | null {
  const config = slotConfig(slot);
  switch (slot.type) {
    case "product-box": {
      const [product] = cardProducts(
        [slotData(slot, "product-box")?.product].flatMap((entry) => entry ?? []),
        context,
      );
      return product ? { type: "product-box", product } : null;
    }
    case "product-slider": {
      const products = cardProducts(slotData(slot, "product-slider")?.products, context);
      return products.length ? { type: "product-slider", title: configString(config, "title") ?? "", products } : null;
    }
    case "product-listing":
    case "sidebar-filter": {
      // The sidebar filter has no data of its own: it filters the page's product listing.
      const listing = slotData(slot, "product-listing")?.listing ?? context.listing ?? null;
      if (!listing || !context.url) return null;
      const view = toListingView(listing, context.url, context.filterCounts ?? null, context.reviewCounts);
      return slot.type === "product-listing"
        ? {
            type: "product-listing",
            listing: view,
            basePath: context.url.pathname,
            separateFilters: Boolean(context.hasSidebarFilter),
          }
        : { type: "sidebar-filter", listing: view, basePath: context.url.pathname };
    }
    case "cross-selling": {
      const crossSellings = toCrossSellings(
        slotData(slot, "cross-selling")?.crossSellings ?? [],
        context.locale,
        context.reviewCounts,
      );
      return crossSellings.length ? { type: "cross-selling", crossSellings } : null;
    }
    case "buy-box": {
      // The product the page is about: the element's own, else the page entity's.
      const data = slotData(slot, "buy-box");
      const product = data?.product;
      if (!isDetailProduct(product)) return null;
      return {
        type: "buy-box",
        product: toProductView(product),
        configurator: toConfigurator(data?.configuratorSettings ?? [], product.optionIds ?? []),
        reviewCount: data?.totalReviews ?? 0,
      };
    }
    case "product-name": {
      const product = context.product;
      const name = product?.translated?.name || product?.name || configString(config, "content") || "";
      return name ? { type: "product-name", name } : null;
    }
    case "manufacturer-logo": {
      const data = slotData(slot, "manufacturer-logo");
      const manufacturer = data?.manufacturer;
      const media = toMediaView(data?.media ?? manufacturer?.media);
      const name = manufacturer?.translated?.name || manufacturer?.name || "";
      if (!media && !name) return null;
      const link = toLinkView(manufacturer?.link ?? configString(config, "url"), true, context.locale);
      return { type: "manufacturer-logo", name, media, link };
    }
    case "product-description-reviews": {
      const data = slotData(slot, "product-description-reviews");
      const product = data?.product ?? context.product;
      if (!product) return null;
      return {
        type: "product-description-reviews",
        descriptionHtml: sanitizeHtml(product.translated?.description ?? product.description ?? ""),
        ratingAverage: typeof product.ratingAverage === "number" ? product.ratingAverage : null,
        reviewCount: data?.reviews?.total ?? 0,
      };
    }
    case "category-navigation":
      return context.categoryNavigation ? { type: "category-navigation", ...context.categoryNavigation } : null;
    default:
      return toBasicElementView(slot, context);
  }
}
