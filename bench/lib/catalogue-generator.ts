import { idFor, LOCALES, SEED_TIME } from "../../packages/store-api/seed/ids.js";
import { SeedWriter } from "../../packages/store-api/seed/writer.js";
import { dialectOf, type Db } from "../../packages/store-api/src/db/database.js";
import { rebuildKeywordDictionary } from "../../packages/store-api/src/modules/product/product-search.js";
import { productKeywords } from "../../packages/store-api/src/modules/product/search-analyzer.js";
import { BULK_TABLES, run, withoutSecondaryIndexes } from "./bulk-indexes.js";
import {
  BRAND_TABLE,
  catalogueShape,
  DRAW,
  drawsOf,
  type GeneratedCatalogue,
  type GeneratorOptions,
  key,
  LANGUAGE_IDS,
  netOf,
  PRICE_TABLE,
  productDraws,
  productNumber,
  SALES_TABLE,
  taxOf,
  translated,
  writeCatalogueBase,
} from "./catalogue-plan.js";
import { generateInDatabase } from "./catalogue-generator-sql.js";
import { withoutSqliteBulkOverhead } from "./catalogue-generator-sqlite.js";
import { withoutListingIndexTriggers } from "./listing-index-bulk.js";
import { ADJECTIVES, MATERIALS, NOUNS } from "./words.js";

export type { GeneratedCatalogue, GeneratorOptions } from "./catalogue-plan.js";

/**
 * A large synthetic catalogue written straight into the catalogue tables, next to the demo catalogue, with the row
 * conventions of the seed loader (denormalised variants, category trees, search keywords per language): a
 * 3-level category tree under the channel's navigation root, brands with a long-tail distribution, five property
 * groups, prices spread log-normally from 2 to 900 EUR, and one in six products a parent with colour × size variants.
 * The draws behind every product are in catalogue-plan.ts.
 *
 * On PostgreSQL the rows are made inside the database (catalogue-generator-sql.ts: INSERT … SELECT over
 * generate_series, about 30× faster than sending them); `inDatabase: false` writes them from here row by row, as
 * on SQLite (the reference the in-database generator is checked against). On SQLite the rows are written from here
 * (in batches of multi-row INSERTs) with the tables' secondary indexes and cache insert triggers off for the load
 * (catalogue-generator-sqlite.ts), except for the reference shop whose listing index is kept "by its triggers".
 */
export async function generateCatalogue(
  db: Db,
  options: GeneratorOptions & { inDatabase?: boolean; listingIndex?: "rebuilt at the end" | "by its triggers" },
): Promise<GeneratedCatalogue> {
  return db.transaction().execute(async (trx) => {
    // The listing index's triggers are off for the load and the index is built once at the end (listing-index-bulk.ts);
    // "by its triggers" keeps them on (the reference the tests compare the rebuilt index with).
    if (options.listingIndex === "by its triggers") return generateWithin(trx, options);
    const restore = await withoutListingIndexTriggers(trx);
    const generated = await generateWithin(trx, options);
    const started = Date.now();
    await restore();
    (options.log ?? (() => undefined))(`  listing index built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return generated;
  });
}

async function generateWithin(
  trx: Db,
  options: GeneratorOptions & { inDatabase?: boolean; listingIndex?: "rebuilt at the end" | "by its triggers" },
): Promise<GeneratedCatalogue> {
  if (dialectOf(trx) !== "postgres") {
    if (options.listingIndex === "by its triggers") return generate(trx, options);
    const restore = await withoutSqliteBulkOverhead(trx);
    return generate(trx, { ...options, beforeDictionary: restore });
  }
  // Bulk-load practice: the secondary indexes of the tables written row by row are dropped for the load and built
  // again afterwards (one sorted build each instead of a random-order insert per row), in the same transaction.
  const indexes = await withoutSecondaryIndexes(trx, BULK_TABLES);
  const beforeDictionary = async () => {
    const started = Date.now();
    for (const definition of indexes) await run(trx, definition);
    (options.log ?? (() => undefined))(
      `  ${indexes.length} secondary indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  };
  if (options.inDatabase === false) return generate(trx, { ...options, beforeDictionary });
  return generateInDatabase(trx, { ...options, beforeDictionary });
}

async function generate(db: Db, options: GeneratorOptions): Promise<GeneratedCatalogue> {
  const log = options.log ?? (() => undefined);
  const base = await writeCatalogueBase(db);
  const { shelves, brands, groups, media } = base;
  const writer = new SeedWriter(db, { bulk: true });
  const { numbers, lastParent } = catalogueShape(options.products);

  let rows = 0;
  let parentId = "";
  for (let number = 1; number <= numbers; number++) {
    const draw = productDraws(number);
    const withVariants = number % 6 === 0 && number <= lastParent;
    const shelf = shelves[draw[DRAW.shelf] % shelves.length];
    const brand = brands[BRAND_TABLE[draw[DRAW.brand] % 1024]];
    const name = translated([
      ADJECTIVES[draw[DRAW.adjective] % ADJECTIVES.length],
      MATERIALS[draw[DRAW.material] % MATERIALS.length],
      NOUNS[draw[DRAW.noun] % NOUNS.length],
    ]);
    const gross = PRICE_TABLE[draw[DRAW.price] % 1024];
    const tax = taxOf(base, draw[DRAW.tax]);
    const pickOption = (group: number, d: number) => groups[group].options[d % groups[group].options.length].id;
    const properties = [
      pickOption(2, draw[DRAW.materialOption]),
      pickOption(3, draw[DRAW.pattern]),
      pickOption(4, draw[DRAW.season]),
      pickOption(0, draw[DRAW.colour]),
    ];
    const rowNumber = productNumber(number);
    const id = key("product", number);
    const variants = withVariants
      ? [0, 1, 2, 3].map((v) => ({
          id: key("product", number, v),
          colour: groups[0].options[(number + v) % 12],
          size: groups[1].options[v % 6],
          gross: gross + v * 100,
        }))
      : [];
    const common = {
      active: 1,
      visibility: 30,
      type: "physical",
      min_purchase: 1,
      purchase_steps: 1,
      shipping_free: draw[DRAW.shippingFree] % 10 === 0 ? 1 : 0,
      manufacturer_id: brand.id,
      tax_id: tax.id,
      cms_page_id: base.detailLayoutId,
      display_group: id,
      // The variants cost the parent's price plus 1 EUR a step: the cheapest is the parent's.
      cheapest_price: gross,
      release_date: SEED_TIME,
      sales: SALES_TABLE[draw[DRAW.sales] % 1024],
      rating_average: draw[DRAW.rated] % 10 < 3 ? (25 + (draw[DRAW.rating] % 26)) / 10 : null,
      property_ids: JSON.stringify(properties),
      category_ids: JSON.stringify([shelf.id]),
      category_tree: JSON.stringify(shelf.lineage),
    };
    const listGross = draw[DRAW.listPrice] % 100 < 15 ? Math.round(gross * 1.25) : null;
    const addRow = (
      rowId: string,
      fields: Record<string, unknown>,
      rowNumber: string,
      rowGross: number,
      optionIds: string[],
    ) => {
      const [stockDraw, mediaDraw] = drawsOf(rowId);
      const stock = stockDraw % 200;
      const coverId = media.length ? idFor(`bench.product-media.${rowId}`) : null;
      writer.addTranslated(
        "product",
        {
          id: rowId,
          product_number: rowNumber,
          stock,
          available_stock: stock,
          available: 1,
          is_closeout: 0,
          price_gross: rowGross,
          price_net: netOf(rowGross, tax.rate),
          list_price_gross: listGross,
          list_price_net: listGross === null ? null : netOf(listGross, tax.rate),
          option_ids: JSON.stringify(optionIds),
          cover_id: coverId,
          ...common,
          ...fields,
        },
        {
          name,
          description: `${name["en-GB"]} by ${brand.name}.`,
          keywords: null,
          meta_title: null,
          meta_description: null,
          pack_unit: null,
          pack_unit_plural: null,
          custom_search_keywords: null,
          slot_config: null,
        },
      );
      if (coverId)
        writer.add("product_media", {
          id: coverId,
          product_id: rowId,
          media_id: media[mediaDraw % media.length],
          position: 1,
        });
      for (const categoryId of shelf.lineage)
        writer.add("product_category_tree", { product_id: rowId, category_id: categoryId });
      writer.add("product_category", { product_id: rowId, category_id: shelf.id });
      for (const optionId of properties)
        writer.add("product_property", { product_id: rowId, property_group_option_id: optionId });
      for (const optionId of optionIds)
        writer.add("product_option", { product_id: rowId, property_group_option_id: optionId });
      for (const [i, locale] of LOCALES.entries()) {
        // Indexed as the demo seed indexes its products (search-analyzer.ts): name, brand, category, number.
        const best = productKeywords({
          productNumber: rowNumber,
          name: name[locale],
          manufacturer: brand.name,
          categories: [shelf.name[locale]],
        });
        for (const [keyword, ranking] of best)
          writer.add("product_search_keyword", {
            id: idFor(`bench.kw.${rowId}.${i}.${keyword}`),
            product_id: rowId,
            language_id: LANGUAGE_IDS[i],
            keyword,
            ranking,
          });
      }
      rows++;
    };
    addRow(
      id,
      {
        parent_id: null,
        child_count: variants.length,
        main_variant_id: null,
        variant_listing_config: variants.length
          ? JSON.stringify({ displayParent: false, mainVariantId: null, configuratorGroupConfig: [] })
          : null,
      },
      rowNumber,
      gross,
      [],
    );
    for (const [v, variant] of variants.entries()) {
      addRow(
        variant.id,
        { parent_id: id, child_count: 0, main_variant_id: null, variant_listing_config: null },
        `${rowNumber}.${v + 1}`,
        variant.gross,
        [variant.colour.id, variant.size.id],
      );
      writer.add("product_configurator_setting", {
        id: idFor(`bench.conf.${variant.id}.c`),
        product_id: id,
        property_group_option_id: variant.colour.id,
        media_id: null,
        position: v,
      });
      writer.add("product_configurator_setting", {
        id: idFor(`bench.conf.${variant.id}.s`),
        product_id: id,
        property_group_option_id: variant.size.id,
        media_id: null,
        position: 10 + v,
      });
    }
    if (variants.length) parentId ||= id;
    // Bounded memory: write every few thousand products (each batch starts with its product rows, parents first).
    if (number % 5000 === 0) {
      await writer.flush();
      log(`  ${rows} product rows`);
    }
  }
  await writer.flush();
  await options.beforeDictionary?.();
  await rebuildKeywordDictionary(db);
  return {
    departmentId: base.departments[0],
    departmentOptionId: groups[3].options[1].id,
    parentId,
    searchTerm: NOUNS[0][0].toLowerCase(),
    rows,
  };
}
