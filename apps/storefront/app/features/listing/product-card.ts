import { localizePath, type Locale } from "../../lib/i18n";
import type { AnsweredWithId, Schemas } from "../../lib/store-api-types";
import { MEDIA_INCLUDES, toImageView, type ImageView } from "../../lib/media";
import { coveringUrl, srcSetUrls, type SrcSetView } from "../../lib/srcset";

const CARD_FIELDS = [
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
] as const satisfies ReadonlyArray<keyof Schemas["Product"]>;

/** The fields of a Store API product a product card needs (PRODUCT_CARD_INCLUDES asks for exactly these). */
export type ApiProduct = AnsweredWithId<Schemas["Product"], (typeof CARD_FIELDS)[number]>;

/**
 * Store API `includes` (fields per apiAlias) for every answer whose products become cards (listings, search, CMS
 * product elements, cross-selling, suggest): the fields ApiProduct and ApiMedia name, so a card's product is not
 * sent with its seoCategory, prices table, options, delivery time, description and thumbnail bookkeeping (issue 15:
 * home's category answer shrank from 252 KB). Media also serves CMS images (cms-media.ts reads title too). Only
 * field names Shopware's own includes take (top level per alias), so a real Shopware answers the same.
 */
export const PRODUCT_CARD_INCLUDES = {
  product: [...CARD_FIELDS],
  product_media: ["media"],
  ...MEDIA_INCLUDES,
  seo_url: ["seoPathInfo", "isCanonical"],
} satisfies Record<string, string[]>;

export type { ImageView };

/** The smallest card picture `src`: a thumbnail of at least 400 px (as toImageView chooses it). */
const CARD_SRC_MIN_WIDTH = 400;

/**
 * A card's picture as its page's hydration data carries it: the srcset, and the `src` only when the srcset does not
 * give it (cardImageSrc). Cards show no alt (alt="": the name is the card's link), so none is sent; the `src` is one
 * of the srcset's candidates and was the longest string of every card (issue 15: page weight).
 */
export interface CardImageView {
  srcSet: SrcSetView | null;
  width: number;
  height: number;
  /** Only when it is not the srcset's first candidate of at least 400 px (or else its widest). */
  src?: string;
}

/** The candidate a card takes as its `src` from a srcset: the first of at least 400 px, else the widest. */
function srcFromSrcSet(srcSet: SrcSetView | null): string | null {
  return coveringUrl(srcSet, CARD_SRC_MIN_WIDTH) ?? srcSetUrls(srcSet).at(-1) ?? null;
}

export function toCardImage(image: ImageView | null): CardImageView | null {
  if (!image) return null;
  const { srcSet, width, height, src } = image;
  return srcFromSrcSet(srcSet) === src ? { srcSet, width, height } : { srcSet, width, height, src };
}

/** A card picture's `src`. */
export function cardImageSrc(image: CardImageView): string {
  return image.src ?? srcFromSrcSet(image.srcSet) ?? "";
}

/**
 * A card's price. Cards are in the hydration data of most pages (up to 24 on home): a field that holds its default is
 * left out rather than sent as null or false (issue 15: page weight), and the discount is derived (discountPercent).
 */
export interface PriceView {
  /** The price a shopper pays for one piece (the cheapest one when `from` is set). */
  value: number;
  /** The struck-through list price, present only when it is higher than `value`. */
  listPrice?: number;
  /** Present only when variants or tiers make this a starting price ("from €19.95"). */
  from?: true;
}

/** The rounded discount in percent, null without a list price. */
export function discountPercent(price: PriceView): number | null {
  return price.listPrice === undefined ? null : Math.round((1 - price.value / price.listPrice) * 100);
}

/** A product card. Like PriceView, the flags are present (true) only when they hold. */
export interface ProductCardView {
  id: string;
  name: string;
  href: string;
  image: CardImageView | null;
  price: PriceView | null;
  topseller?: true;
  /** Average rating 0–5, null without reviews. */
  rating: number | null;
  /** Approved reviews, when the page looked them up (review-counts.server.ts) and there are any; absent otherwise. */
  reviewCount?: number;
  /** The product cannot be bought (sold out). */
  soldOut?: true;
  /** A parent or variant product: the shopper chooses options before buying. */
  needsOptions?: true;
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
  return {
    value,
    ...(typeof list === "number" && list > value ? { listPrice: list } : {}),
    ...(from ? { from: true as const } : {}),
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
    image: toCardImage(toImageView(product.cover?.media, name)),
    price: toPriceView(product),
    rating: typeof rating === "number" && rating > 0 ? Math.round(rating * 10) / 10 : null,
    // Each only when it holds: an absent field keeps the page's hydration data small.
    ...(product.markAsTopseller ? { topseller: true as const } : {}),
    ...(product.available === false ? { soldOut: true as const } : {}),
    // Parents and variants alike: the shopper picks size, colour… on the product page first.
    ...((product.childCount ?? 0) > 0 || product.parentId ? { needsOptions: true as const } : {}),
    ...(reviewCount ? { reviewCount } : {}),
  };
}
