import { idFor, LOCALES, type Translated } from "../ids.js";
import { mapRefs, type RefKind } from "../catalogue/refs.js";
import type { Catalogue, CmsConfig, CmsVisibility, ProductStreamSeed } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { json, toMinor, type KeyKind, type KeyRegistry, type SeedClock } from "./keys.js";

const REF_KINDS: Record<RefKind, KeyKind> = {
  media: "media",
  product: "product",
  category: "category",
  productStream: "productStream",
  landingPage: "landingPage",
  manufacturer: "manufacturer",
  categoryUrl: "category",
  productUrl: "product",
  landingPageUrl: "landingPage",
};

/**
 * Link targets become technical paths: they are the same in every language, and the storefront redirects them to
 * the SEO URL of the shopper's language.
 */
const URL_PATHS: Partial<Record<RefKind, string>> = {
  categoryUrl: "/navigation/",
  productUrl: "/detail/",
  landingPageUrl: "/landingPage/",
};

/** A CMS config (or any JSON from the catalogue) with its `{$kind: key}` references replaced by ids or paths. */
export function withIds(value: unknown, keys: KeyRegistry): unknown {
  return mapRefs(value, (kind, key) => `${URL_PATHS[kind] ?? ""}${keys.id(REF_KINDS[kind], key)}`);
}

/** An entity's slotConfig: Shopware keys it by slot id. */
export function slotConfigJson(config: Record<string, CmsConfig>, keys: KeyRegistry): string {
  return json(
    Object.fromEntries(
      Object.entries(config).map(([slotKey, slotConfig]) => [keys.id("slot", slotKey), withIds(slotConfig, keys)]),
    ),
  );
}

const visibilityJson = (visibility: CmsVisibility | undefined) => (visibility ? json(visibility) : null);

export function addCmsPages(writer: SeedWriter, catalogue: Catalogue, keys: KeyRegistry): void {
  for (const page of catalogue.cmsPages) {
    const pageId = keys.id("cms", page.key);
    writer.addTranslated(
      "cms_page",
      { id: pageId, type: page.type, entity: null, css_class: page.cssClass ?? null, config: null },
      { name: page.name },
    );
    page.sections.forEach((section, sectionIndex) => {
      const sectionId = idFor(`${page.key}#section-${sectionIndex}`);
      writer.add("cms_section", {
        id: sectionId,
        cms_page_id: pageId,
        position: sectionIndex,
        type: section.type,
        name: section.name ?? null,
        sizing_mode: section.sizingMode,
        mobile_behavior: section.mobileBehavior ?? "wrap",
        background_color: section.backgroundColor ?? null,
        background_media_id: keys.optional("media", section.backgroundMedia),
        background_media_mode: section.backgroundMediaMode ?? null,
        css_class: section.cssClass ?? null,
        visibility: visibilityJson(section.visibility),
      });
      section.blocks.forEach((block, blockIndex) => {
        const blockId = idFor(`${page.key}#section-${sectionIndex}#block-${blockIndex}`);
        writer.add("cms_block", {
          id: blockId,
          cms_section_id: sectionId,
          position: blockIndex,
          section_position: block.sectionPosition,
          type: block.type,
          name: block.name ?? null,
          margin_top: block.marginTop ?? null,
          margin_bottom: block.marginBottom ?? null,
          margin_left: block.marginLeft ?? null,
          margin_right: block.marginRight ?? null,
          background_color: block.backgroundColor ?? null,
          background_media_id: keys.optional("media", block.backgroundMedia),
          background_media_mode: block.backgroundMediaMode ?? null,
          css_class: block.cssClass ?? null,
          visibility: visibilityJson(block.visibility),
        });
        for (const slot of block.slots) {
          const config = Object.fromEntries(
            LOCALES.map((locale) => [locale, json(withIds({ ...slot.config, ...slot.translated?.[locale] }, keys))]),
          ) as Translated;
          writer.addTranslated(
            "cms_slot",
            { id: keys.id("slot", slot.key), cms_block_id: blockId, type: slot.type, slot: slot.slot, locked: 0 },
            { config },
          );
        }
      });
    });
  }
}

export function addLandingPages(writer: SeedWriter, catalogue: Catalogue, keys: KeyRegistry): void {
  for (const page of catalogue.landingPages) {
    writer.addTranslated(
      "landing_page",
      { id: keys.id("landingPage", page.key), active: page.active ? 1 : 0, cms_page_id: keys.id("cms", page.cmsPage) },
      {
        name: page.name,
        url: page.url,
        meta_title: page.metaTitle ?? null,
        meta_description: page.metaDescription ?? null,
        keywords: page.keywords ?? null,
        slot_config: page.slotConfig ? slotConfigJson(page.slotConfig, keys) : null,
      },
    );
  }
}

/** A Shopware filter as stored in product_stream.filter and sent in criteria. */
export type StreamFilter = Record<string, unknown>;

/** The stream's AND-ed conditions as Shopware criteria filters over the product entity. */
export function streamFilters(
  filter: ProductStreamSeed["filter"],
  keys: KeyRegistry,
  clock: SeedClock,
  onSale: string[],
): StreamFilter[] {
  const filters: StreamFilter[] = [];
  if (filter.categoryKey)
    filters.push({ type: "equals", field: "categoriesRo.id", value: keys.id("category", filter.categoryKey) });
  if (filter.markAsTopseller !== undefined)
    filters.push({ type: "equals", field: "markAsTopseller", value: filter.markAsTopseller });
  if (filter.shippingFree !== undefined)
    filters.push({ type: "equals", field: "shippingFree", value: filter.shippingFree });
  // Absolute dates, computed from the same seeding day as the products' release dates, so both age together.
  if (filter.releasedWithinDays !== undefined)
    filters.push({
      type: "range",
      field: "releaseDate",
      parameters: { gte: clock.daysAgo(filter.releasedWithinDays) },
    });
  // List prices are not a filterable Store API field here (price columns are internal), so the stream names the
  // products that have one; the demo catalogue is static, so the list cannot go stale.
  if (filter.hasListPrice) filters.push({ type: "equalsAny", field: "id", value: onSale });
  // cheapestPrice is a money field: decimals on the wire, cents in the table.
  if (filter.maxPrice !== undefined)
    filters.push({ type: "range", field: "cheapestPrice", parameters: { lte: toMinor(filter.maxPrice) / 100 } });
  return filters;
}

/** `onSale`: ids of the product rows with a list price. */
export function addProductStreams(
  writer: SeedWriter,
  catalogue: Catalogue,
  keys: KeyRegistry,
  clock: SeedClock,
  onSale: string[],
): void {
  for (const stream of catalogue.productStreams) {
    writer.addTranslated(
      "product_stream",
      {
        id: keys.id("productStream", stream.key),
        filter: json(streamFilters(stream.filter, keys, clock, onSale)),
        sort: null,
      },
      { name: stream.name, description: stream.description ?? null },
    );
  }
}
