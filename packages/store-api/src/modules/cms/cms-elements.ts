import type { Entity } from "../../dal/definition.js";
import {
  fillPlaceholders,
  isObject,
  parseStreamSorting,
  resolvePath,
  stringValue,
  type ConfigValue,
  type Json,
  type JsonObject,
  type SlotConfig,
} from "./cms.js";

/**
 * Element resolvers, one per CMS element type, in two steps so a page loads each kind of data once: `collect`
 * notes what every slot needs (media, products, streams …), the service loads all of it in batches, then `build`
 * turns the loaded data into the slot's `data` struct (Shopware's cms_* structs).
 */

/** A slot as the resolver sees it: its id, type and effective config. */
export interface SlotView {
  id: string;
  type: string;
  config: SlotConfig;
}

/** What the page is rendered for: the entity of `mapped` config values (category, product, landing page). */
export interface Scope {
  entity: JsonObject | null;
}

export interface StreamNeed {
  streamId: string;
  limit: number;
  sort: { field: string; order: "ASC" | "DESC" } | null;
}

export interface Needs {
  media: Set<string>;
  products: Set<string>;
  /** Product streams to run, per slot id. */
  streams: Map<string, StreamNeed>;
  /** Products whose gallery (product_media) a slot shows. */
  galleries: Set<string>;
  manufacturers: Set<string>;
  /** Products whose approved reviews are counted / listed. */
  reviews: Set<string>;
  crossSellings: Set<string>;
  /** Product-listing elements (each lists with its own config). */
  listings: SlotView[];
}

export interface Loaded {
  media: Map<string, Entity>;
  products: Map<string, Entity>;
  streamProducts: Map<string, Entity[]>;
  galleries: Map<string, string[]>;
  manufacturers: Map<string, Entity>;
  reviewCounts: Map<string, number>;
  reviews: Map<string, Json>;
  crossSellings: Map<string, Json[]>;
  listings: Map<string, Json>;
  configurators: Map<string, Json[]>;
}

export function emptyNeeds(): Needs {
  return {
    media: new Set(),
    products: new Set(),
    streams: new Map(),
    galleries: new Set(),
    manufacturers: new Set(),
    reviews: new Set(),
    crossSellings: new Set(),
    listings: [],
  };
}

interface ElementResolver {
  collect?: (slot: SlotView, scope: Scope, needs: Needs) => void;
  build: (slot: SlotView, scope: Scope, loaded: Loaded) => Json;
}

const UUID = /^[0-9a-f]{32}$/;
const asId = (value: Json): string | null => (typeof value === "string" && UUID.test(value) ? value : null);
const bool = (entry: ConfigValue | undefined): boolean =>
  entry?.value === true || entry?.value === "1" || entry?.value === 1;
const url = (entry: ConfigValue | undefined): string | null =>
  typeof entry?.value === "string" && entry.value !== "" ? entry.value : null;

/** The page entity when it is a product (product detail layouts). */
function pageProduct(scope: Scope): JsonObject | null {
  return scope.entity?.apiAlias === "product" ? scope.entity : null;
}

/**
 * The product a product element shows: a static id from its config, else (mapped or unset) the page's product.
 * Returns the id to load, or the page entity itself.
 */
function productRef(slot: SlotView, scope: Scope): { id: string | null; entity: JsonObject | null } {
  const entry = slot.config.product;
  if (entry?.source === "static" && asId(entry.value)) return { id: entry.value as string, entity: null };
  if (entry?.source === "mapped") {
    const mapped = resolvePath(scope.entity, String(entry.value));
    if (isObject(mapped)) return { id: String(mapped.id ?? ""), entity: mapped };
    if (asId(mapped)) return { id: mapped as string, entity: null };
  }
  const own = pageProduct(scope);
  return own ? { id: String(own.id), entity: own } : { id: null, entity: null };
}

function productOf(slot: SlotView, scope: Scope, loaded: Loaded): { productId: string | null; product: Json } {
  const ref = productRef(slot, scope);
  // A copy: the page's own product gets this page as its cmsPage afterwards, which would make the JSON circular.
  if (ref.entity) return { productId: ref.id, product: { ...ref.entity } };
  return { productId: ref.id, product: (ref.id && loaded.products.get(ref.id)) ?? null };
}

/** The media a config entry points at: a static id, or a mapped path yielding a media entity or an id. */
function mediaRef(entry: ConfigValue | undefined, scope: Scope): { id: string | null; media: JsonObject | null } {
  if (!entry) return { id: null, media: null };
  if (entry.source === "mapped") {
    const mapped = resolvePath(scope.entity, String(entry.value));
    if (isObject(mapped) && mapped.apiAlias === "media") return { id: String(mapped.id), media: mapped };
    if (isObject(mapped) && isObject(mapped.media)) return { id: String(mapped.media.id), media: mapped.media };
    // `category.media` on an entity read without the association: fall back to its foreign key.
    const fk = resolvePath(scope.entity, `${String(entry.value)}Id`);
    return { id: asId(mapped) ?? asId(fk), media: null };
  }
  return { id: asId(entry.value), media: null };
}

function collectMedia(entry: ConfigValue | undefined, scope: Scope, needs: Needs): void {
  const ref = mediaRef(entry, scope);
  if (ref.id && !ref.media) needs.media.add(ref.id);
}

function buildImage(slot: SlotView, scope: Scope, loaded: Loaded, entry = slot.config.media): JsonObject {
  const ref = mediaRef(entry, scope);
  const media = ref.media ?? (ref.id ? (loaded.media.get(ref.id) ?? null) : null);
  return {
    mediaId: media ? ref.id : null,
    media,
    url: url(slot.config.url),
    newTab: bool(slot.config.newTab),
    apiAlias: "cms_image",
  };
}

function textContent(slot: SlotView, scope: Scope): string {
  const entry = slot.config.content;
  if (!entry) return "";
  if (entry.source === "mapped") {
    const value = resolvePath(scope.entity, String(entry.value));
    return value === undefined || value === null || typeof value === "object" ? "" : String(value);
  }
  return typeof entry.value === "string" ? fillPlaceholders(entry.value, scope.entity) : "";
}

interface SliderSource {
  id: string;
  /** Already loaded with the page entity (a mapped gallery). */
  media?: JsonObject;
  url: string | null;
  newTab: boolean;
}

/**
 * Static slider items `[{mediaId, url, newTab}]`, or a mapped gallery (`product.media`): the entity's loaded
 * product_media when present (by position), else its id, whose gallery the service loads.
 */
function sliderSources(slot: SlotView, scope: Scope): { items: SliderSource[]; galleryOf: string | null } {
  const entry = slot.config.sliderItems;
  if (entry?.source === "mapped") {
    const mapped = resolvePath(scope.entity, String(entry.value));
    if (Array.isArray(mapped)) {
      const ordered = [...mapped].filter(isObject).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
      const items = ordered.flatMap((item): SliderSource[] => {
        const media = isObject(item.media) ? item.media : item.apiAlias === "media" ? item : null;
        return media ? [{ id: String(media.id), media, url: null, newTab: false }] : [];
      });
      return { items, galleryOf: null };
    }
    const owner = String(entry.value).split(".")[0];
    const entity = scope.entity?.apiAlias === owner ? scope.entity : null;
    return { items: [], galleryOf: entity && typeof entity.id === "string" ? entity.id : null };
  }
  const items = Array.isArray(entry?.value) ? entry.value : [];
  return {
    items: items.filter(isObject).flatMap((item) =>
      asId(item.mediaId)
        ? [
            {
              id: item.mediaId as string,
              url: typeof item.url === "string" && item.url !== "" ? item.url : null,
              newTab: item.newTab === true,
            },
          ]
        : [],
    ),
    galleryOf: null,
  };
}

const productElement = (
  alias: string,
  extra?: (productId: string | null, loaded: Loaded) => JsonObject,
): ElementResolver => ({
  collect(slot, scope, needs) {
    const ref = productRef(slot, scope);
    if (ref.id && !ref.entity) needs.products.add(ref.id);
    if (ref.id && extra) needs.reviews.add(ref.id);
  },
  build(slot, scope, loaded) {
    const { productId, product } = productOf(slot, scope, loaded);
    return { productId, product, ...(extra ? extra(productId, loaded) : {}), apiAlias: alias };
  },
});

const RESOLVERS: Record<string, ElementResolver> = {
  text: { build: (slot, scope) => ({ content: textContent(slot, scope), apiAlias: "cms_text" }) },
  "product-name": {
    build: (slot, scope) => ({
      content: slot.config.content
        ? textContent(slot, scope)
        : String((pageProduct(scope)?.translated as JsonObject | undefined)?.name ?? ""),
      apiAlias: "cms_text",
    }),
  },
  html: { build: (slot, scope) => ({ content: textContent(slot, scope), apiAlias: "cms_html" }) },
  image: {
    collect: (slot, scope, needs) => collectMedia(slot.config.media, scope, needs),
    build: (slot, scope, loaded) => buildImage(slot, scope, loaded),
  },
  "image-slider": sliderResolver(),
  "image-gallery": sliderResolver(),
  "product-box": productElement("cms_product_box"),
  "buy-box": {
    collect(slot, scope, needs) {
      const ref = productRef(slot, scope);
      if (ref.id && !ref.entity) needs.products.add(ref.id);
      if (ref.id) needs.reviews.add(ref.id);
    },
    build(slot, scope, loaded) {
      const { productId, product } = productOf(slot, scope, loaded);
      const configuratorSettings = productId ? (loaded.configurators.get(productId) ?? []) : [];
      return {
        productId,
        product,
        totalReviews: productId ? (loaded.reviewCounts.get(productId) ?? 0) : 0,
        configuratorSettings,
        apiAlias: "cms_buy_box",
      };
    },
  },
  "product-description-reviews": productElement("cms_product_description_reviews", (productId, loaded) => ({
    reviews: productId ? (loaded.reviews.get(productId) ?? null) : null,
    ratingSuccess: false,
  })),
  "cross-selling": {
    collect(slot, scope, needs) {
      const ref = productRef(slot, scope);
      if (ref.id) needs.crossSellings.add(ref.id);
    },
    build(slot, scope, loaded) {
      const productId = productRef(slot, scope).id;
      return {
        crossSellings: productId ? (loaded.crossSellings.get(productId) ?? []) : [],
        apiAlias: "cms_cross_selling",
      };
    },
  },
  "product-slider": {
    collect(slot, _scope, needs) {
      const entry = slot.config.products;
      if (entry?.source === "product_stream" && asId(entry.value)) {
        const limit = Number(slot.config.productStreamLimit?.value ?? 10);
        needs.streams.set(slot.id, {
          streamId: entry.value as string,
          limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 100) : 10,
          sort: parseStreamSorting(slot.config.productStreamSorting?.value),
        });
      } else if (Array.isArray(entry?.value)) {
        for (const id of entry.value) if (asId(id)) needs.products.add(id as string);
      }
    },
    build(slot, _scope, loaded) {
      const entry = slot.config.products;
      if (entry?.source === "product_stream")
        return {
          products: loaded.streamProducts.get(slot.id) ?? [],
          streamId: stringValue(entry),
          apiAlias: "cms_product_slider",
        };
      const ids = Array.isArray(entry?.value) ? entry.value.filter((id): id is string => Boolean(asId(id))) : [];
      return {
        products: ids.flatMap((id) => loaded.products.get(id) ?? []),
        streamId: null,
        apiAlias: "cms_product_slider",
      };
    },
  },
  "product-listing": {
    collect: (slot, _scope, needs) => void needs.listings.push(slot),
    build: (slot, _scope, loaded) => ({
      listing: loaded.listings.get(slot.id) ?? null,
      apiAlias: "cms_product_listing",
    }),
  },
  "manufacturer-logo": {
    collect(slot, scope, needs) {
      const manufacturerId = manufacturerOf(slot, scope);
      if (manufacturerId && !isObject(pageProduct(scope)?.manufacturer)) needs.manufacturers.add(manufacturerId);
      collectMedia(slot.config.media, scope, needs);
    },
    build(slot, scope, loaded) {
      const manufacturerId = manufacturerOf(slot, scope);
      const own = pageProduct(scope)?.manufacturer;
      const manufacturer = isObject(own)
        ? own
        : manufacturerId
          ? (loaded.manufacturers.get(manufacturerId) ?? null)
          : null;
      const image = buildImage(slot, scope, loaded);
      if (!image.media && manufacturer && typeof manufacturer.mediaId === "string") {
        const media = isObject(manufacturer.media)
          ? manufacturer.media
          : (loaded.media.get(manufacturer.mediaId) ?? null);
        Object.assign(image, { mediaId: media ? manufacturer.mediaId : null, media });
      }
      if (!image.url && manufacturer && typeof manufacturer.link === "string" && manufacturer.link !== "")
        image.url = manufacturer.link;
      return { ...image, manufacturer, apiAlias: "cms_manufacturer_logo" };
    },
  },
};

function manufacturerOf(slot: SlotView, scope: Scope): string | null {
  const product = pageProduct(scope);
  const fromConfig = slot.config.manufacturer;
  if (fromConfig?.source === "static" && asId(fromConfig.value)) return fromConfig.value as string;
  return product ? asId(product.manufacturerId) : null;
}

function sliderResolver(): ElementResolver {
  return {
    collect(slot, scope, needs) {
      const sources = sliderSources(slot, scope);
      for (const item of sources.items) if (!item.media) needs.media.add(item.id);
      if (sources.galleryOf) needs.galleries.add(sources.galleryOf);
    },
    build(slot, scope, loaded) {
      const sources = sliderSources(slot, scope);
      const items: SliderSource[] = sources.galleryOf
        ? (loaded.galleries.get(sources.galleryOf) ?? []).map((id) => ({ id, url: null, newTab: false }))
        : sources.items;
      const sliderItems = items.flatMap((item) => {
        const media = item.media ?? loaded.media.get(item.id);
        return media ? [{ url: item.url, newTab: item.newTab, media, apiAlias: "cms_image_slider_item" }] : [];
      });
      const navigation = slot.config.navigation?.value;
      return {
        navigation: isObject(navigation) || Array.isArray(navigation) ? navigation : null,
        sliderItems,
        apiAlias: "cms_image_slider",
      };
    },
  };
}

/** Notes a slot's data needs; config-driven and unknown element types need nothing. */
export function collectSlot(slot: SlotView, scope: Scope, needs: Needs): void {
  RESOLVERS[slot.type]?.collect?.(slot, scope, needs);
}

/** A slot's `data`; null for config-driven (videos, form, sidebar filter, category navigation) and unknown types. */
export function buildSlot(slot: SlotView, scope: Scope, loaded: Loaded): Json {
  const resolver = RESOLVERS[slot.type];
  return resolver ? resolver.build(slot, scope, loaded) : null;
}
