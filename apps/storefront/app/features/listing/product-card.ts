import { localizePath, type Locale } from "../../lib/i18n";
import { packSrcSet, type SrcSetView } from "../../lib/srcset";

/** The part of a Store API media entity that product pictures need. */
export interface ApiMedia {
  url?: string | null;
  alt?: string | null;
  translated?: { alt?: string | null } | null;
  metaData?: { width?: number | null; height?: number | null } | null;
  thumbnails?: ReadonlyArray<{ url?: string | null; width?: number | null; height?: number | null }> | null;
}

interface ApiPrice {
  unitPrice?: number | null;
  listPrice?: { price?: number | null; percentage?: number | null } | null;
  hasRange?: boolean | null;
}

/** The part of a Store API product that a product card needs. */
export interface ApiProduct {
  id: string;
  parentId?: string | null;
  childCount?: number | null;
  name?: string | null;
  translated?: { name?: string | null } | null;
  productNumber?: string | null;
  available?: boolean | null;
  markAsTopseller?: boolean | null;
  ratingAverage?: number | null;
  shippingFree?: boolean | null;
  calculatedPrice?: ApiPrice | null;
  calculatedPrices?: ReadonlyArray<ApiPrice> | null;
  calculatedCheapestPrice?: ApiPrice | null;
  seoUrls?: ReadonlyArray<{ seoPathInfo?: string | null }> | null;
  cover?: { media?: ApiMedia | null } | null;
}

/**
 * Store API `includes` (fields per apiAlias) for every answer whose products become cards (listings, search, CMS
 * product elements, cross-selling, suggest): the fields ApiProduct and ApiMedia name, so a card's product is not
 * sent with its seoCategory, prices table, options, delivery time, description and thumbnail bookkeeping (issue 15:
 * home's category answer shrank from 252 KB). Media also serves CMS images (cms-media.ts reads title too). Only
 * field names Shopware's own includes take (top level per alias), so a real Shopware answers the same.
 */
export const PRODUCT_CARD_INCLUDES = {
  product: [
    "id",
    "parentId",
    "childCount",
    "name",
    "translated",
    "productNumber",
    "available",
    "markAsTopseller",
    "ratingAverage",
    "shippingFree",
    "calculatedPrice",
    "calculatedPrices",
    "calculatedCheapestPrice",
    "seoUrls",
    "cover",
  ],
  product_media: ["media"],
  media: ["id", "url", "alt", "title", "translated", "metaData", "thumbnails"],
  media_thumbnail: ["url", "width", "height"],
  seo_url: ["seoPathInfo", "isCanonical"],
} satisfies Record<string, string[]>;

export interface ImageView {
  src: string;
  srcSet: SrcSetView | null;
  alt: string;
  width: number;
  height: number;
}

export interface PriceView {
  /** The price a shopper pays for one piece (the cheapest one when `from` is set). */
  value: number;
  /** The struck-through list price, only when it is higher than `value`. */
  listPrice: number | null;
  /** Rounded discount in percent, only with a list price. */
  discountPercent: number | null;
  /** Variants or tiers make this a starting price ("from €19.95"). */
  from: boolean;
}

export interface ProductCardView {
  id: string;
  name: string;
  href: string;
  image: ImageView | null;
  price: PriceView | null;
  topseller: boolean;
  /** Average rating 0–5, null without reviews. */
  rating: number | null;
  /** Approved reviews, when the page looked them up (review-counts.server.ts) and there are any; absent otherwise. */
  reviewCount?: number;
  available: boolean;
  /** A parent or variant product: the shopper chooses options before buying. */
  needsOptions: boolean;
}

const DEFAULT_IMAGE_SIZE = 800;

/**
 * The widest a card or cart line picture shows, in device pixels: at most ~340 CSS px (ProductCard's sizes) at a
 * density of 2, or half a 430 px phone at 3. A wider thumbnail is never chosen, yet every candidate is written out
 * in each card's srcset (issue 15: page weight).
 */
const CARD_MAX_DEVICE_WIDTH = 800;

/** The thumbnails a card may choose from: up to the first that covers CARD_MAX_DEVICE_WIDTH. */
function cardThumbnails<T extends { width: number }>(sorted: readonly T[]): T[] {
  const covering = sorted.findIndex((thumb) => thumb.width >= CARD_MAX_DEVICE_WIDTH);
  return covering === -1 ? [...sorted] : sorted.slice(0, covering + 1);
}

/** The picture of a media entity with a srcset made from its thumbnails (smallest first), as a card shows it. */
export function toImageView(media: ApiMedia | null | undefined, fallbackAlt: string): ImageView | null {
  if (!media?.url) return null;
  const all = (media.thumbnails ?? [])
    .filter((thumb): thumb is { url: string; width: number; height?: number | null } =>
      Boolean(thumb.url && thumb.width),
    )
    .sort((a, b) => a.width - b.width);
  const largest = all[all.length - 1];
  const thumbnails = cardThumbnails(all);
  const width = media.metaData?.width ?? largest?.width ?? DEFAULT_IMAGE_SIZE;
  const height = media.metaData?.height ?? largest?.height ?? width;
  return {
    src: thumbnails.find((thumb) => thumb.width >= 400)?.url ?? thumbnails[thumbnails.length - 1]?.url ?? media.url,
    srcSet: packSrcSet(thumbnails),
    alt: media.translated?.alt || media.alt || fallbackAlt,
    width,
    height,
  };
}

/** Product links: the SEO path when the backend has one, else the technical /detail/{id}. */
export function productPath(product: Pick<ApiProduct, "id" | "seoUrls">, locale: Locale): string {
  const seoPath = product.seoUrls?.find((url) => url.seoPathInfo)?.seoPathInfo;
  return localizePath(seoPath ? `/${seoPath.replace(/^\/+/, "")}` : `/detail/${product.id}`, locale);
}

export function toPriceView(product: ApiProduct): PriceView | null {
  const tiers = product.calculatedPrices ?? [];
  const cheapest = product.calculatedCheapestPrice;
  // With graduated prices the last tier is the cheapest; calculatedPrice is always the 1-piece price.
  const tierFrom = tiers.length > 1 ? tiers[tiers.length - 1] : null;
  const from = Boolean(cheapest?.hasRange) || (product.childCount ?? 0) > 0 || tierFrom !== null;
  const base = from ? (tierFrom ?? cheapest ?? product.calculatedPrice) : (product.calculatedPrice ?? cheapest);
  const value = base?.unitPrice;
  if (typeof value !== "number") return null;
  const list = base?.listPrice?.price;
  const listPrice = typeof list === "number" && list > value ? list : null;
  return {
    value,
    listPrice,
    discountPercent: listPrice === null ? null : Math.round((1 - value / listPrice) * 100),
    from,
  };
}

/** Approved reviews per review owner (reviewOwnerId), for a page of cards. */
export type ReviewCounts = ReadonlyMap<string, number>;

/** The product a card's reviews belong to: a variant's are its parent's (as on the product page). */
export const reviewOwnerId = (product: Pick<ApiProduct, "id" | "parentId">): string => product.parentId || product.id;

export function toProductCardView(product: ApiProduct, locale: Locale, reviewCounts?: ReviewCounts): ProductCardView {
  const name = product.translated?.name || product.name || "";
  const rating = product.ratingAverage;
  const reviewCount = reviewCounts?.get(reviewOwnerId(product));
  return {
    id: product.id,
    name,
    href: productPath(product, locale),
    image: toImageView(product.cover?.media, name),
    price: toPriceView(product),
    topseller: Boolean(product.markAsTopseller),
    rating: typeof rating === "number" && rating > 0 ? Math.round(rating * 10) / 10 : null,
    available: product.available !== false,
    // Parents and variants alike: the shopper picks size, colour… on the product page first.
    needsOptions: (product.childCount ?? 0) > 0 || Boolean(product.parentId),
    // Only when known: an absent field keeps the page's hydration data as small as before.
    ...(reviewCount ? { reviewCount } : {}),
  };
}
