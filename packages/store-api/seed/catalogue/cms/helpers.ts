/** Small builders for CMS sections, blocks and slots in Shopware's shape. */
import { ref } from "../refs.js";
import type {
  CmsBlockSeed,
  CmsBlockType,
  CmsConfig,
  CmsElementType,
  CmsSectionSeed,
  CmsSlotSeed,
  CmsVisibility,
  JsonValue,
  Locale,
  Translated,
} from "../types.js";

export { ref };

export const LOCALES: Locale[] = ["en-GB", "pl-PL", "de-DE"];
export const s = (value: JsonValue): { source: "static"; value: JsonValue } => ({ source: "static", value });
export const mapped = (path: string): { source: "mapped"; value: string } => ({ source: "mapped", value: path });

export const DESKTOP_ONLY: CmsVisibility = { mobile: false, tablet: true, desktop: true };

export function slot(
  key: string,
  slotName: string,
  type: CmsElementType,
  config: CmsConfig = {},
  translated?: Record<Locale, CmsConfig>,
): CmsSlotSeed {
  return translated ? { key, slot: slotName, type, config, translated } : { key, slot: slotName, type, config };
}

/** Per-language config with one translated value. */
export function perLocale(name: string, text: Translated): Record<Locale, CmsConfig> {
  return {
    "en-GB": { [name]: s(text["en-GB"]) },
    "pl-PL": { [name]: s(text["pl-PL"]) },
    "de-DE": { [name]: s(text["de-DE"]) },
  };
}

export function text(
  key: string,
  html: Translated,
  slotName = "content",
  verticalAlign: string | null = null,
): CmsSlotSeed {
  return slot(
    key,
    slotName,
    "text",
    { content: s(html["en-GB"]), verticalAlign: s(verticalAlign) },
    perLocale("content", html),
  );
}

export function image(
  key: string,
  slotName: string,
  media: string,
  options: {
    url?: JsonValue;
    displayMode?: "standard" | "cover" | "stretched";
    minHeight?: string;
    newTab?: boolean;
  } = {},
): CmsSlotSeed {
  return slot(key, slotName, "image", {
    media: s(ref.media(media)),
    displayMode: s(options.displayMode ?? "standard"),
    url: s(options.url ?? null),
    newTab: s(options.newTab ?? false),
    minHeight: s(options.minHeight ?? "340px"),
    verticalAlign: s(null),
  });
}

export function productBox(key: string, slotName: string, productKey: string): CmsSlotSeed {
  return slot(key, slotName, "product-box", {
    product: s(ref.product(productKey)),
    boxLayout: s("standard"),
    displayMode: s("standard"),
    verticalAlign: s(null),
  });
}

export function productSlider(
  key: string,
  title: Translated,
  products: { stream: string; limit?: number; sorting?: string } | { keys: string[] },
): CmsSlotSeed {
  const source: CmsConfig =
    "stream" in products
      ? {
          products: { source: "product_stream" as const, value: ref.productStream(products.stream) },
          productStreamLimit: s(products.limit ?? 10),
          productStreamSorting: s(products.sorting ?? "name:ASC"),
        }
      : { products: s(products.keys.map((k) => ref.product(k))) };
  return slot(
    key,
    "productSlider",
    "product-slider",
    {
      ...source,
      title: s(title["en-GB"]),
      displayMode: s("standard"),
      boxLayout: s("standard"),
      navigationArrows: s("outside"),
      rotate: s(false),
      autoplayTimeout: s(5000),
      speed: s(300),
      border: s(false),
      elMinWidth: s("300px"),
      verticalAlign: s(null),
    },
    perLocale("title", title),
  );
}

export function sliderItems(items: { media: string; url?: JsonValue; newTab?: boolean }[]): JsonValue {
  return items.map((item) => ({ mediaId: ref.media(item.media), url: item.url ?? null, newTab: item.newTab ?? false }));
}

export function block(
  type: CmsBlockType,
  slots: CmsSlotSeed[],
  options: Partial<Omit<CmsBlockSeed, "type" | "slots">> = {},
): CmsBlockSeed {
  return {
    type,
    sectionPosition: "main",
    marginTop: "20px",
    marginBottom: "20px",
    marginLeft: "20px",
    marginRight: "20px",
    ...options,
    slots,
  };
}

export function section(blocks: CmsBlockSeed[], options: Partial<Omit<CmsSectionSeed, "blocks">> = {}): CmsSectionSeed {
  return { type: "default", sizingMode: "boxed", ...options, blocks };
}

/** One `text` block per page: the typical service page. */
export function textPage(keyPrefix: string, html: Translated): CmsSectionSeed[] {
  return [section([block("text", [text(`${keyPrefix}.text`, html)])])];
}
