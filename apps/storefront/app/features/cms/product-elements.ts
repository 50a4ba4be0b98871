import { toListingView, type ApiListing } from "../listing/listing";
import { toProductCardView, type ApiProduct as ApiCardProduct } from "../listing/product-card";
import { toCrossSellings, type ApiCrossSelling } from "../product/cross-selling";
import { toConfigurator, toProductView, type ApiProduct, type ApiPropertyGroup } from "../product/product";
import { configString } from "./cms-config";
import { toBasicElementView, type ApiCmsSlot, type ElementContext } from "./cms-elements";
import { toLinkView, toMediaView, type ApiMedia } from "./cms-media";
import type { CmsElementView } from "./cms-types";
import { sanitizeHtml } from "./sanitize-html";

type Data = Record<string, unknown>;

function record(value: unknown): Data | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Data) : null;
}

function cardProducts(value: unknown, context: ElementContext) {
  const products = Array.isArray(value) ? value : [];
  return products.flatMap((product) => {
    const entry = record(product);
    // Cast: a CMS slot's data is typed as a free record by the generated schema (CmsSlot.data); the id check above
    // is what the card needs, every other field is read defensively.
    return entry && typeof entry.id === "string"
      ? [toProductCardView(entry as unknown as ApiCardProduct, context.locale, context.reviewCounts)]
      : [];
  });
}

function slotConfig(slot: ApiCmsSlot) {
  return { ...(slot.config ?? {}), ...(slot.translated?.config ?? {}) };
}

/** The product the page is about: a product-box/buy-box element's own, else the page entity's. */
function productOf(data: Data): ApiProduct | null {
  const product = record(data.product);
  // Cast: CmsSlot.data is a free record in the generated schema; the id and price checks are what ApiProduct requires.
  return product && typeof product.id === "string" && record(product.calculatedPrice)
    ? (product as unknown as ApiProduct)
    : null;
}

/**
 * Converts any slot, product-based ones included. Everything that needs product, listing or
 * navigation data is here; the rest is `toBasicElementView`.
 */
export function toElementView(slot: ApiCmsSlot, context: ElementContext): CmsElementView | null {
  const data = record(slot.data) ?? {};
  const config = slotConfig(slot);
  switch (slot.type) {
    case "product-box": {
      const product = record(data.product);
      if (!product || typeof product.id !== "string") return null;
      return {
        type: "product-box",
        // Cast: CmsSlot.data is a free record in the generated schema; the id checked above is what a card requires.
        product: toProductCardView(product as unknown as ApiCardProduct, context.locale, context.reviewCounts),
      };
    }
    case "product-slider": {
      const products = cardProducts(data.products, context);
      return products.length ? { type: "product-slider", title: configString(config, "title") ?? "", products } : null;
    }
    case "product-listing":
    case "sidebar-filter": {
      // The sidebar filter has no data of its own: it filters the page's product listing.
      const listing = record(data.listing) ?? context.listing ?? null;
      if (!listing || !context.url) return null;
      const view = toListingView(
        listing as ApiListing,
        context.url,
        context.filterCounts ?? null,
        context.reviewCounts,
      );
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
        (Array.isArray(data.crossSellings) ? data.crossSellings : []) as ApiCrossSelling[],
        context.locale,
        context.reviewCounts,
      );
      return crossSellings.length ? { type: "cross-selling", crossSellings } : null;
    }
    case "buy-box": {
      const product = productOf(data);
      if (!product) return null;
      const groups = (Array.isArray(data.configuratorSettings) ? data.configuratorSettings : []) as ApiPropertyGroup[];
      return {
        type: "buy-box",
        product: toProductView(product),
        configurator: toConfigurator(groups, product.optionIds ?? []),
        reviewCount: typeof data.totalReviews === "number" ? data.totalReviews : 0,
      };
    }
    case "product-name": {
      const product = record(data.product) ?? record(context.product);
      const translated = record(product?.translated);
      const name =
        (translated?.name as string | undefined) ||
        (product?.name as string | undefined) ||
        configString(config, "content") ||
        "";
      return name ? { type: "product-name", name } : null;
    }
    case "manufacturer-logo": {
      const manufacturer = record(data.manufacturer);
      const media = toMediaView((record(data.media) ?? record(manufacturer?.media)) as ApiMedia | null);
      const translated = record(manufacturer?.translated);
      const name = (translated?.name as string | undefined) || (manufacturer?.name as string | undefined) || "";
      if (!media && !name) return null;
      const link = toLinkView(
        (manufacturer?.link as string | undefined) ?? configString(config, "url"),
        true,
        context.locale,
      );
      return { type: "manufacturer-logo", name, media, link };
    }
    case "product-description-reviews": {
      const product = record(data.product) ?? record(context.product);
      if (!product) return null;
      const translated = record(product.translated);
      const reviews = record(data.reviews);
      return {
        type: "product-description-reviews",
        descriptionHtml: sanitizeHtml(
          (translated?.description as string | undefined) ?? (product.description as string | undefined) ?? "",
        ),
        ratingAverage: typeof product.ratingAverage === "number" ? product.ratingAverage : null,
        reviewCount: typeof reviews?.total === "number" ? reviews.total : 0,
      };
    }
    case "category-navigation":
      return context.categoryNavigation ? { type: "category-navigation", ...context.categoryNavigation } : null;
    default:
      return toBasicElementView(slot, context);
  }
}
