import { idFor, LOCALES } from "../../packages/store-api/seed/ids.js";
import { SeedWriter } from "../../packages/store-api/seed/writer.js";
import type { Db } from "../../packages/store-api/src/db/database.js";
import { BRAND_PARTS, DEPARTMENTS, NOUNS, PROPERTY_GROUPS, SECTIONS, SHELVES, type Word } from "./words.js";

/**
 * What both catalogue generators share (the row-by-row one in catalogue-generator.ts, every engine; the in-database
 * one in catalogue-generator-sql.ts, PostgreSQL): the shop's context, the small rows (category tree, brands, property
 * groups) and the draws that decide each product. Every choice is a pure function of the product's number: 16-bit
 * draws cut from the md5 of a key (PostgreSQL's md5() gives the same), looked up in tables of 1,024 buckets for the
 * skewed distributions. So the two generators write the same catalogue, row for row.
 */

export interface GeneratorOptions {
  /** Product rows to add, parents and variants included. */
  products: number;
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

export type TranslatedText = { "en-GB": string; "pl-PL": string; "de-DE": string };

export const translated = (words: readonly Word[], join = " "): TranslatedText => ({
  "en-GB": words.map((w) => w[0]).join(join),
  "pl-PL": words.map((w) => w[1]).join(join),
  "de-DE": words.map((w) => w[2]).join(join),
});

export const LANGUAGE_IDS = LOCALES.map((locale) => idFor(`language.${locale}`));
export const netOf = (gross: number, rate: number) => Math.round((gross * 100) / (100 + rate));
export const key = (...parts: (string | number)[]) => idFor(`bench.${parts.join(".")}`);
export const productNumber = (n: number) => `BN-${String(n).padStart(6, "0")}`;

/** Eight 16-bit draws from a key's md5 (the product row ids are such md5s, and serve as draws of their own). */
export const drawsOf = (hex: string): number[] =>
  Array.from({ length: 8 }, (_, i) => Number.parseInt(hex.slice(4 * i, 4 * i + 4), 16));
/** A product number's sixteen draws; see `DRAW` for which decides what. */
export const productDraws = (n: number): number[] => [
  ...drawsOf(idFor(`bench.draw.${n}`)),
  ...drawsOf(idFor(`bench.draw2.${n}`)),
];
export const DRAW = {
  shelf: 0,
  brand: 1,
  noun: 2,
  material: 3,
  adjective: 4,
  price: 5,
  tax: 6,
  materialOption: 7,
  pattern: 8,
  season: 9,
  colour: 10,
  shippingFree: 11,
  sales: 12,
  rated: 13,
  rating: 14,
  listPrice: 15,
} as const;

const bucket = (i: number) => (i + 0.5) / 1024;
/** Brands with a long tail: a few big brands, many small ones. */
export const BRAND_TABLE = Array.from({ length: 1024 }, (_, i) => Math.min(119, Math.floor(120 * bucket(i) ** 2.5)));
/** Gross prices in cents, spread log-normally from 2 to 900 EUR, ending in 9. */
export const PRICE_TABLE = Array.from(
  { length: 1024 },
  (_, i) => Math.round(Math.exp(Math.log(200) + bucket(i) * (Math.log(90000) - Math.log(200))) / 10) * 10 - 1,
);
export const SALES_TABLE = Array.from({ length: 1024 }, (_, i) => Math.floor(bucket(i) ** 3 * 5000));

/**
 * Product numbers 1..`numbers`; every sixth is a parent with 4 variants while 5 rows still fit, up to number
 * `lastParent` (0: none). The rows add up to exactly `products`.
 */
/**
 * What a generated catalogue of `products` rows is measured by (writeCatalogueBase's first department and the
 * fourth property group's second option; the first parent is number 6). Every id follows from the numbers, so a
 * catalogue generated earlier (a kept PostgreSQL schema) is described without reading it.
 */
export function generatedCatalogue(products: number): GeneratedCatalogue {
  return {
    departmentId: key("dep", 0),
    departmentOptionId: key("option", 3, 1),
    parentId: catalogueShape(products).lastParent > 0 ? key("product", 6) : "",
    searchTerm: NOUNS[0][0].toLowerCase(),
    rows: products,
  };
}

export function catalogueShape(products: number): { numbers: number; lastParent: number } {
  let rows = 0;
  let n = 0;
  let lastParent = 0;
  while (rows < products) {
    n++;
    if (n % 6 === 0 && rows + 5 <= products) {
      rows += 5;
      lastParent = n;
    } else rows++;
  }
  return { numbers: n, lastParent };
}

export interface Shelf {
  id: string;
  lineage: string[];
  name: TranslatedText;
}
export interface Brand {
  id: string;
  name: string;
}
export type Group = Omit<(typeof PROPERTY_GROUPS)[number], "options"> & {
  id: string;
  options: { id: string; word: Word }[];
};

/** The shop the catalogue goes into, and the small rows every product refers to (already written). */
export interface CatalogueBase {
  shelves: Shelf[];
  departments: string[];
  brands: Brand[];
  groups: Group[];
  taxes: { id: string; rate: number }[];
  /** Public media ids, in id order. */
  media: string[];
  listingLayoutId: string | null;
  detailLayoutId: string | null;
}

/** Reads the seeded shop's context and writes the category tree, brands and property groups. */
export async function writeCatalogueBase(db: Db): Promise<CatalogueBase> {
  const channel = await db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow();
  const rootId = channel.navigation_category_id as string;
  const listingLayout = await db
    .selectFrom("category")
    .select("cms_page_id")
    .where("parent_id", "=", rootId)
    .where("cms_page_id", "is not", null)
    .orderBy("id")
    .executeTakeFirst();
  // The demo's most used product page layout, as a shop gives every product the default detail layout.
  const detailLayout = await db
    .selectFrom("product")
    .select((eb) => ["cms_page_id", eb.fn.countAll().as("uses")])
    .where("cms_page_id", "is not", null)
    .groupBy("cms_page_id")
    .orderBy("uses", "desc")
    .orderBy("cms_page_id")
    .executeTakeFirst();
  const taxes = await db.selectFrom("tax").select(["id", "tax_rate"]).orderBy("tax_rate", "desc").execute();
  const media = (await db.selectFrom("media").select("id").where("private", "=", 0).orderBy("id").execute()).map(
    (m) => m.id as string,
  );
  if (taxes.length === 0) throw new Error("generator: the database has no taxes; seed the demo shop first");

  const writer = new SeedWriter(db, { bulk: true });
  // Categories: 8 departments × 6 sections × 4 shelves; products sit on shelves.
  const shelves: Shelf[] = [];
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

  // Brands: 120, chosen with a long tail (BRAND_TABLE).
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
  return {
    shelves,
    departments,
    brands,
    groups,
    taxes: taxes.map((t) => ({ id: t.id as string, rate: Number(t.tax_rate) })),
    media,
    listingLayoutId: (listingLayout?.cms_page_id as string | null | undefined) ?? null,
    detailLayoutId: (detailLayout?.cms_page_id as string | null | undefined) ?? null,
  };
}

/** The product's tax: 85 % the highest rate, the rest the second. */
export const taxOf = (base: CatalogueBase, draw: number) =>
  draw % 100 < 85 ? base.taxes[0] : base.taxes[Math.min(1, base.taxes.length - 1)];
