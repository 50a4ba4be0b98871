import { packSrcSet, type SrcSetView } from "../../lib/srcset";
/**
 * The product detail page's own view of a Store API product: converted once in the loader, so the
 * components never read response plumbing. Only the fields the page shows are described here.
 */

export interface ApiMedia {
  id: string;
  url: string;
  alt?: string | null;
  title?: string | null;
  translated?: { alt?: string | null; title?: string | null } | null;
  metaData?: { width?: number; height?: number } | null;
  thumbnails?: { url: string; width: number; height: number }[] | null;
}

export interface ApiCalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  referencePrice?: { price: number; purchaseUnit: number; referenceUnit: number; unitName: string } | null;
  listPrice?: { price: number; discount: number; percentage: number } | null;
}

export interface ApiPropertyOption {
  id: string;
  groupId: string;
  name?: string | null;
  colorHexCode?: string | null;
  media?: ApiMedia | null;
  translated?: { name?: string | null } | null;
  combinable?: boolean;
}

export interface ApiPropertyGroup {
  id: string;
  name?: string | null;
  displayType?: string | null;
  translated?: { name?: string | null } | null;
  options?: ApiPropertyOption[] | null;
}

export interface ApiProduct {
  id: string;
  parentId?: string | null;
  productNumber: string;
  name?: string | null;
  description?: string | null;
  translated?: { name?: string | null; description?: string | null } | null;
  availableStock?: number | null;
  stock?: number | null;
  available?: boolean | null;
  isCloseout?: boolean | null;
  minPurchase?: number | null;
  purchaseSteps?: number | null;
  maxPurchase?: number | null;
  calculatedMaxPurchase?: number | null;
  shippingFree?: boolean | null;
  markAsTopseller?: boolean | null;
  ratingAverage?: number | null;
  calculatedPrice: ApiCalculatedPrice;
  calculatedPrices?: ApiCalculatedPrice[] | null;
  cover?: { media?: ApiMedia | null } | null;
  media?: { media?: ApiMedia | null; position?: number | null }[] | null;
  manufacturer?: { name?: string | null; translated?: { name?: string | null } | null } | null;
  deliveryTime?: { name?: string | null; translated?: { name?: string | null } | null } | null;
  sortedProperties?: ApiPropertyGroup[] | null;
  optionIds?: string[] | null;
  seoUrls?: { seoPathInfo: string; isCanonical?: boolean | null }[] | null;
  unit?: { name?: string | null; translated?: { name?: string | null } | null } | null;
  purchaseUnit?: number | null;
}

/**
 * Store API `includes` of the product detail call (issue 15): the fields ApiProduct names (the compiler holds the
 * list to the interface), so the answer leaves out what the page never reads (its CMS product layout, 130 of the
 * 141 KB, seoCategory, prices table, options…). Product media keep their position, media what ApiMedia reads.
 */
export const PRODUCT_DETAIL_INCLUDES = {
  product: [
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
  ] satisfies (keyof ApiProduct)[],
  product_media: ["media", "position"],
  media: ["id", "url", "alt", "title", "translated", "metaData", "thumbnails"] satisfies (keyof ApiMedia)[],
  media_thumbnail: ["url", "width", "height"],
};

export interface ImageView {
  url: string;
  /** The biggest rendition (the largest thumbnail or the original), for zooming. */
  largestUrl: string;
  alt: string;
  width: number;
  height: number;
  /** The media thumbnails as srcset candidates (lib/srcset.ts); null when there are none. */
  srcSet: SrcSetView | null;
}

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
  images: ImageView[];
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

export function toImageView(media: ApiMedia, fallbackAlt: string): ImageView {
  const thumbnails = [...(media.thumbnails ?? [])].sort((a, b) => a.width - b.width);
  const largest = thumbnails.at(-1);
  return {
    url: media.url,
    largestUrl: largest && largest.width >= (media.metaData?.width ?? 0) ? largest.url : media.url,
    alt: media.translated?.alt ?? media.alt ?? fallbackAlt,
    width: media.metaData?.width ?? largest?.width ?? 800,
    height: media.metaData?.height ?? largest?.height ?? 800,
    srcSet: packSrcSet(thumbnails),
  };
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

export function toProductView(product: ApiProduct): ProductView {
  const name = translatedName(product);
  const media = (product.media ?? [])
    .filter((entry) => entry.media)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => entry.media as ApiMedia);
  const images = (media.length > 0 ? media : product.cover?.media ? [product.cover.media] : []).map((item) =>
    toImageView(item, name),
  );
  const price = product.calculatedPrice;
  const listPrice = price.listPrice && price.listPrice.price > price.unitPrice ? price.listPrice : null;
  const unitName = price.referencePrice?.unitName || translatedName(product.unit);
  const reference = price.referencePrice && unitName ? { ...price.referencePrice, unitName } : null;
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
      listPrice: listPrice?.price ?? null,
      discountPercentage: listPrice ? Math.round(listPrice.percentage) : null,
      reference: reference
        ? {
            price: reference.price,
            purchaseUnit: reference.purchaseUnit,
            referenceUnit: reference.referenceUnit,
            unitName,
          }
        : null,
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
