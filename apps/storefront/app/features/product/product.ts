import { largestUrl, MEDIA_INCLUDES, toImageView, type ApiMedia, type ImageView } from "../../lib/media";
import type { Answered, AnsweredWithId, Schemas } from "../../lib/store-api-types";
import { widestCandidate } from "../../lib/srcset";
/**
 * The product detail page's own view of a Store API product: converted once in the loader, so the
 * components never read response plumbing. Only the fields the page shows are described here.
 */

type Product = Schemas["Product"];

/** A price as the product answer carries it (calculatedPrice and each of calculatedPrices). */
export type ApiCalculatedPrice = Answered<
  Schemas["CalculatedPrice"],
  "unitPrice" | "quantity" | "totalPrice" | "referencePrice" | "listPrice"
> &
  Pick<Schemas["CalculatedPrice"], "unitPrice" | "quantity">;

export type ApiPropertyOption = AnsweredWithId<
  Schemas["PropertyGroupOption"],
  "groupId" | "name" | "colorHexCode" | "translated" | "combinable"
> & { media?: ApiMedia | null };

export type ApiPropertyGroup = AnsweredWithId<Schemas["PropertyGroup"], "name" | "displayType" | "translated"> & {
  options?: ReadonlyArray<ApiPropertyOption> | null;
};

const DETAIL_FIELDS = [
  "id",
  "parentId",
  "productNumber",
  "name",
  "description",
  "translated",
  "availableStock",
  "stock",
  "available",
  "isCloseout",
  "minPurchase",
  "purchaseSteps",
  "maxPurchase",
  "calculatedMaxPurchase",
  "shippingFree",
  "markAsTopseller",
  "ratingAverage",
  "calculatedPrice",
  "calculatedPrices",
  "cover",
  "media",
  "manufacturer",
  "deliveryTime",
  "sortedProperties",
  "optionIds",
  "seoUrls",
  "unit",
  "purchaseUnit",
] as const satisfies ReadonlyArray<keyof Product>;

/**
 * The fields of a Store API product the detail page reads (PRODUCT_DETAIL_INCLUDES asks for exactly these). Its
 * number and 1-piece price are in every answer of the detail route. `sortedProperties` is the runtime field
 * Shopware's ProductDetailRoute sets (PropertyGroupSorter) that the generated Product schema lacks.
 */
export type ApiProduct = Omit<
  Answered<Product, (typeof DETAIL_FIELDS)[number]>,
  "calculatedPrice" | "calculatedPrices" | "cover" | "media" | "sortedProperties"
> & {
  id: string;
  productNumber: string;
  calculatedPrice: ApiCalculatedPrice;
  calculatedPrices?: ReadonlyArray<ApiCalculatedPrice> | null;
  cover?: { media?: ApiMedia | null } | null;
  media?: ReadonlyArray<{ media?: ApiMedia | null; position?: number | null }> | null;
  sortedProperties?: ReadonlyArray<ApiPropertyGroup> | null;
};

/**
 * Store API `includes` of the product detail call (issue 15): the fields ApiProduct names (the compiler holds the
 * list to the interface), so the answer leaves out what the page never reads (its CMS product layout, 130 of the
 * 141 KB, seoCategory, prices table, options…). Product media keep their position, media what ApiMedia reads.
 */
export const PRODUCT_DETAIL_INCLUDES = {
  product: [...DETAIL_FIELDS],
  product_media: ["media", "position"],
  ...MEDIA_INCLUDES,
};

/**
 * A gallery picture: the original as src, every thumbnail in the srcset, and the biggest rendition for zooming
 * (zoomUrl). `largestUrl` is sent only when that rendition is not the srcset's widest candidate, which it nearly
 * always is: the product is in its page's hydration data (issue 15: page weight).
 */
export type GalleryImageView = ImageView & { largestUrl?: string };

export interface TierPriceView {
  /** "to" for every tier but the last, "from" for the last one (the spec's labels). */
  kind: "to" | "from";
  quantity: number;
  unitPrice: number;
}

export type Availability = "in-stock" | "low-stock" | "out-of-stock";

export interface QuantityView {
  min: number;
  step: number;
  max: number;
}

export interface ConfiguratorOptionView {
  id: string;
  name: string;
  colorHexCode: string | null;
  imageUrl: string | null;
  selected: boolean;
  combinable: boolean;
}

export interface ConfiguratorGroupView {
  id: string;
  name: string;
  displayType: "color" | "media" | "text";
  options: ConfiguratorOptionView[];
}

export interface PropertyRowView {
  name: string;
  values: string;
}

export interface ProductView {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  descriptionHtml: string;
  manufacturer: string | null;
  /** App path without locale prefix: the SEO path, or /detail/{id}. */
  path: string;
  images: GalleryImageView[];
  price: {
    unitPrice: number;
    listPrice: number | null;
    discountPercentage: number | null;
    /** Price per reference unit ("€33.80 per 1 kg" for a 0.5 kg pack); null without a unit name to show. */
    reference: { price: number; purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  };
  tierPrices: TierPriceView[];
  availability: Availability;
  availableStock: number;
  deliveryTime: string | null;
  shippingFree: boolean;
  topseller: boolean;
  ratingAverage: number | null;
  quantity: QuantityView;
  properties: PropertyRowView[];
}

const LOW_STOCK = 5;
const MAX_QUANTITY_CHOICES = 100;

function translatedName(
  entity: { name?: string | null; translated?: { name?: string | null } | null } | null | undefined,
): string {
  return entity?.translated?.name ?? entity?.name ?? "";
}

function toGalleryImage(media: ApiMedia & { url: string }, fallbackAlt: string): GalleryImageView | null {
  const image = toImageView(media, fallbackAlt, { maxDeviceWidth: Number.POSITIVE_INFINITY, src: "original" });
  if (!image) return null;
  const largest = largestUrl(media);
  return largest === widestCandidate(image) ? image : { ...image, largestUrl: largest };
}

/**
 * Graduated prices as the spec labels them: every tier "to {quantity}" (its upper bound) except the
 * last, which is open-ended: Shopware gives it the quantity it starts at, hence "from {quantity}".
 */
export function toTierPrices(tiers: readonly ApiCalculatedPrice[]): TierPriceView[] {
  if (tiers.length < 2) return [];
  return tiers.map((tier, index) => ({
    kind: index === tiers.length - 1 ? "from" : "to",
    quantity: tier.quantity,
    unitPrice: tier.unitPrice,
  }));
}

export function toAvailability(product: Pick<ApiProduct, "available" | "availableStock" | "isCloseout">): Availability {
  const stock = product.availableStock ?? 0;
  if (product.available === false || (product.isCloseout && stock <= 0)) return "out-of-stock";
  if (stock > 0 && stock <= LOW_STOCK) return "low-stock";
  return "in-stock";
}

/** Min, step and max for the quantity input; the backend's calculatedMaxPurchase already respects stock for closeouts. */
export function toQuantity(
  product: Pick<ApiProduct, "minPurchase" | "purchaseSteps" | "calculatedMaxPurchase" | "maxPurchase">,
): QuantityView {
  const min = Math.max(1, product.minPurchase ?? 1);
  const step = Math.max(1, product.purchaseSteps ?? 1);
  const rawMax = product.calculatedMaxPurchase ?? product.maxPurchase ?? MAX_QUANTITY_CHOICES;
  const max = Math.max(min, Math.min(rawMax, MAX_QUANTITY_CHOICES));
  // The largest quantity reachable from min in whole steps, so the browser never offers an invalid one.
  return { min, step, max: min + Math.floor((max - min) / step) * step };
}

export function toConfigurator(
  groups: readonly ApiPropertyGroup[],
  selectedOptionIds: readonly string[],
): ConfiguratorGroupView[] {
  const selected = new Set(selectedOptionIds);
  return groups.map((group) => ({
    id: group.id,
    name: translatedName(group),
    displayType: group.displayType === "color" || group.displayType === "media" ? group.displayType : "text",
    options: (group.options ?? []).map((option) => ({
      id: option.id,
      name: translatedName(option),
      colorHexCode: option.colorHexCode ?? null,
      imageUrl: option.media?.url ?? null,
      selected: selected.has(option.id),
      combinable: option.combinable !== false,
    })),
  }));
}

export function productPath(product: Pick<ApiProduct, "id" | "seoUrls">): string {
  const seo = product.seoUrls?.find((url) => url.isCanonical) ?? product.seoUrls?.[0];
  return seo ? `/${seo.seoPathInfo}` : `/detail/${product.id}`;
}

/** The reference price to show ("€33.80 per 1 kg"), or null when a part of it or its unit's name is missing. */
function referenceOf(
  reference: ApiCalculatedPrice["referencePrice"],
  unitName: string,
): ProductView["price"]["reference"] {
  if (!reference || !unitName) return null;
  const { price, purchaseUnit, referenceUnit } = reference;
  if (typeof price !== "number" || typeof purchaseUnit !== "number" || typeof referenceUnit !== "number") return null;
  return { price, purchaseUnit, referenceUnit, unitName };
}

export function toProductView(product: ApiProduct): ProductView {
  const name = translatedName(product);
  const media = (product.media ?? [])
    .filter((entry): entry is { media: ApiMedia & { url: string }; position?: number | null } =>
      Boolean(entry.media?.url),
    )
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => entry.media);
  const cover = product.cover?.media;
  const images = (media.length > 0 ? media : cover?.url ? [{ ...cover, url: cover.url }] : [])
    .map((item) => toGalleryImage(item, name))
    .filter((image): image is GalleryImageView => image !== null);
  const price = product.calculatedPrice;
  const list = price.listPrice?.price;
  const listPrice = typeof list === "number" && list > price.unitPrice ? list : null;
  const unitName = price.referencePrice?.unitName || translatedName(product.unit);
  const reference = referenceOf(price.referencePrice, unitName);
  return {
    id: product.id,
    parentId: product.parentId ?? null,
    productNumber: product.productNumber,
    name,
    descriptionHtml: product.translated?.description ?? product.description ?? "",
    manufacturer: product.manufacturer ? translatedName(product.manufacturer) || null : null,
    path: productPath(product),
    images,
    price: {
      unitPrice: price.unitPrice,
      listPrice,
      discountPercentage:
        listPrice === null ? null : Math.round(price.listPrice?.percentage ?? (1 - price.unitPrice / listPrice) * 100),
      reference,
    },
    tierPrices: toTierPrices(product.calculatedPrices ?? []),
    availability: toAvailability(product),
    availableStock: product.availableStock ?? 0,
    deliveryTime: product.deliveryTime ? translatedName(product.deliveryTime) || null : null,
    shippingFree: product.shippingFree === true,
    topseller: product.markAsTopseller === true,
    ratingAverage: product.ratingAverage ?? null,
    quantity: toQuantity(product),
    properties: (product.sortedProperties ?? []).map((group) => ({
      name: translatedName(group),
      values: (group.options ?? []).map(translatedName).join(", "),
    })),
  };
}
