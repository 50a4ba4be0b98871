import { idFor, LOCALES, SEED_TIME } from "../../packages/store-api/seed/ids.js";
import { rebuildKeywordDictionary } from "../../packages/store-api/src/modules/product/product-search.js";
import { productKeywords } from "../../packages/store-api/src/modules/product/search-analyzer.js";
import { dialectOf, type Db } from "../../packages/store-api/src/db/database.js";
import { BULK_TABLES, run, withoutSecondaryIndexes } from "./bulk-indexes.js";
import { SeedWriter } from "../../packages/store-api/seed/writer.js";
import {
  ADJECTIVES,
  BRAND_PARTS,
  DEPARTMENTS,
  MATERIALS,
  NOUNS,
  PROPERTY_GROUPS,
  SECTIONS,
  SHELVES,
  type Word,
} from "./words.js";

/**
 * A large synthetic catalogue written straight into the catalogue tables, next to the demo catalogue, with the row
 * conventions of the seed loader (denormalised variants, category trees, search keywords per language): a
 * 3-level category tree under the channel's navigation root, brands with a long-tail distribution, five property
 * groups, prices spread log-normally from 2 to 900 EUR, and one in six products a parent with colour × size variants.
 */

export interface GeneratorOptions {
  /** Product rows to add, parents and variants included. */
  products: number;
  seed?: number;
  log?: (line: string) => void;
  /** Runs after the rows are written, before the keyword dictionary is rebuilt from them. */
  beforeDictionary?: () => Promise<void>;
}

export interface GeneratedCatalogue {
  /** A first-level category holding about an eighth of the products (with its subcategories). */
  departmentId: string;
  /** A property option used by products of that department. */
  departmentOptionId: string;
  /** A parent product with variants. */
  parentId: string;
  /** A noun of the product names, found in about 1/20 of the products. */
  searchTerm: string;
  rows: number;
}

/** mulberry32: small, fast and reproducible. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const translated = (words: Word[], join = " ") => ({
  "en-GB": words.map((w) => w[0]).join(join),
  "pl-PL": words.map((w) => w[1]).join(join),
  "de-DE": words.map((w) => w[2]).join(join),
});
const LANGUAGE_IDS = Object.fromEntries(LOCALES.map((locale) => [locale, idFor(`language.${locale}`)]));
const netOf = (gross: number, rate: number) => Math.round((gross * 100) / (100 + rate));

/** Adds the catalogue in one transaction (a failed run leaves the database as it was). */
export async function generateCatalogue(db: Db, options: GeneratorOptions): Promise<GeneratedCatalogue> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) !== "postgres") return generate(trx, options);
    // Bulk-load practice: the secondary indexes of the tables written row by row are dropped for the load and built
    // again afterwards (one sorted build each instead of a random-order insert per row), in the same transaction.
    const indexes = await withoutSecondaryIndexes(trx, BULK_TABLES);
    const generated = await generate(trx, {
      ...options,
      beforeDictionary: async () => {
        const started = Date.now();
        for (const definition of indexes) await run(trx, definition);
        (options.log ?? (() => undefined))(
          `  ${indexes.length} secondary indexes built in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    });
    return generated;
  });
}

async function generate(db: Db, options: GeneratorOptions): Promise<GeneratedCatalogue> {
  const rand = random(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const log = options.log ?? (() => undefined);

  const channel = await db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow();
  const rootId = channel.navigation_category_id as string;
  const listingLayout = await db
    .selectFrom("category")
    .select("cms_page_id")
    .where("parent_id", "=", rootId)
    .where("cms_page_id", "is not", null)
    .executeTakeFirst();
  // The demo's most used product page layout, as a shop gives every product the default detail layout.
  const detailLayout = await db
    .selectFrom("product")
    .select((eb) => ["cms_page_id", eb.fn.countAll().as("uses")])
    .where("cms_page_id", "is not", null)
    .groupBy("cms_page_id")
    .orderBy("uses", "desc")
    .executeTakeFirst();
  const taxes = await db.selectFrom("tax").select(["id", "tax_rate"]).orderBy("tax_rate", "desc").execute();
  const media = (await db.selectFrom("media").select("id").where("private", "=", 0).execute()).map(
    (m) => m.id as string,
  );
  if (taxes.length === 0) throw new Error("generator: the database has no taxes; seed the demo shop first");

  const writer = new SeedWriter(db, { bulk: true });
  const key = (...parts: (string | number)[]) => idFor(`bench.${parts.join(".")}`);

  // Categories: 8 departments × 6 sections × 4 shelves; products sit on shelves.
  const shelves: { id: string; lineage: string[]; name: ReturnType<typeof translated> }[] = [];
  const departments: string[] = [];
  const addCategory = (id: string, parents: string[], names: Word[], position: number, children: number) => {
    const breadcrumb = { "en-GB": "", "pl-PL": "", "de-DE": "" };
    const chain = [["Home", "Strona główna", "Startseite"] as Word, ...names];
    for (const [i, locale] of LOCALES.entries()) breadcrumb[locale] = JSON.stringify(chain.map((w) => w[i]));
    writer.addTranslated(
      "category",
      {
        id,
        parent_id: parents[parents.length - 1],
        path: `|${parents.join("|")}|`,
        level: parents.length + 1,
        position,
        type: "page",
        active: 1,
        visible: 1,
        child_count: children,
        cms_page_id: listingLayout?.cms_page_id ?? null,
      },
      { name: translated([names[names.length - 1]]), breadcrumb },
    );
  };
  DEPARTMENTS.forEach((department, d) => {
    const departmentId = key("dep", d);
    departments.push(departmentId);
    addCategory(departmentId, [rootId], [department], 100 + d, SECTIONS.length);
    SECTIONS.forEach((section, s) => {
      const sectionId = key("sec", d, s);
      addCategory(sectionId, [rootId, departmentId], [department, section], s, SHELVES.length);
      SHELVES.forEach((shelf, h) => {
        const shelfId = key("shelf", d, s, h);
        addCategory(shelfId, [rootId, departmentId, sectionId], [department, section, shelf], h, 0);
        shelves.push({ id: shelfId, lineage: [rootId, departmentId, sectionId, shelfId], name: translated([shelf]) });
      });
    });
  });

  // Brands: 120, chosen with a long tail (a few big brands, many small ones).
  const brands = Array.from({ length: 120 }, (_, i) => ({
    id: key("brand", i),
    name: `${BRAND_PARTS.first[i % 12]} ${BRAND_PARTS.second[Math.floor(i / 12) % 10]}`,
  }));
  for (const brand of brands)
    writer.addTranslated(
      "product_manufacturer",
      { id: brand.id, media_id: null, link: null },
      { name: brand.name, description: null },
    );
  const brandFor = () => brands[Math.min(brands.length - 1, Math.floor(brands.length * rand() ** 2.5))];

  const groups = PROPERTY_GROUPS.map((group, g) => ({
    ...group,
    id: key("group", g),
    options: group.options.map((option, o) => ({ id: key("option", g, o), word: option })),
  }));
  for (const [g, group] of groups.entries()) {
    writer.addTranslated(
      "property_group",
      {
        id: group.id,
        display_type: group.displayType,
        sorting_type: "position",
        filterable: 1,
        visible_on_product_detail_page: 1,
        position: 10 + g,
      },
      { name: translated([group.name]), description: null },
    );
    group.options.forEach((option, o) =>
      writer.addTranslated(
        "property_group_option",
        { id: option.id, group_id: group.id, color_hex_code: null, media_id: null, position: o + 1 },
        { name: translated([option.word]) },
      ),
    );
  }
  await writer.flush();

  let rows = 0;
  let parentId = "";
  let number = 0;
  while (rows < options.products) {
    const withVariants = rand() < 1 / 6 && rows + 5 <= options.products;
    const shelf = pick(shelves);
    const brand = brandFor();
    const noun = pick(NOUNS);
    const material = pick(MATERIALS);
    const name = translated([pick(ADJECTIVES), material, noun]);
    const gross = Math.round(Math.exp(Math.log(200) + rand() * (Math.log(90000) - Math.log(200))) / 10) * 10 - 1;
    const tax = rand() < 0.85 ? taxes[0] : taxes[Math.min(1, taxes.length - 1)];
    const properties = [
      pick(groups[2].options).id,
      pick(groups[3].options).id,
      pick(groups[4].options).id,
      pick(groups[0].options).id,
    ];
    const productNumber = `BN-${String(++number).padStart(6, "0")}`;
    const id = key("product", number);
    const variants = withVariants
      ? [0, 1, 2, 3].map((v) => ({
          id: key("product", number, v),
          colour: groups[0].options[(number + v) % 12],
          size: groups[1].options[v % 6],
          gross: gross + v * 100,
        }))
      : [];
    const cheapest = variants.length ? Math.min(...variants.map((v) => v.gross)) : gross;
    const common = {
      active: 1,
      visibility: 30,
      type: "physical",
      min_purchase: 1,
      purchase_steps: 1,
      shipping_free: rand() < 0.1 ? 1 : 0,
      manufacturer_id: brand.id,
      tax_id: tax.id,
      cms_page_id: detailLayout?.cms_page_id ?? null,
      display_group: id,
      cheapest_price: cheapest,
      release_date: SEED_TIME,
      sales: Math.floor(rand() ** 3 * 5000),
      rating_average: rand() < 0.3 ? Math.round((2.5 + rand() * 2.5) * 10) / 10 : null,
      property_ids: JSON.stringify(properties),
      category_ids: JSON.stringify([shelf.id]),
      category_tree: JSON.stringify(shelf.lineage),
    };
    const listGross = rand() < 0.15 ? Math.round(gross * 1.25) : null;
    const addRow = (
      rowId: string,
      fields: Record<string, unknown>,
      rowNumber: string,
      rowGross: number,
      optionIds: string[],
    ) => {
      const stock = Math.floor(rand() * 200);
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
          price_net: netOf(rowGross, Number(tax.tax_rate)),
          list_price_gross: listGross,
          list_price_net: listGross === null ? null : netOf(listGross, Number(tax.tax_rate)),
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
          media_id: media[Math.floor(rand() * media.length)],
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
            language_id: LANGUAGE_IDS[locale],
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
      productNumber,
      gross,
      [],
    );
    for (const [v, variant] of variants.entries()) {
      addRow(
        variant.id,
        { parent_id: id, child_count: 0, main_variant_id: null, variant_listing_config: null },
        `${productNumber}.${v + 1}`,
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
    departmentId: departments[0],
    departmentOptionId: groups[3].options[1].id,
    parentId,
    searchTerm: NOUNS[0][0].toLowerCase(),
    rows,
  };
}
