import { LOCALES, SEED_TIME } from "../../packages/store-api/seed/ids.js";
import type { Db } from "../../packages/store-api/src/db/database.js";
import { rebuildKeywordDictionary } from "../../packages/store-api/src/modules/product/product-search.js";
import { analyze } from "../../packages/store-api/src/modules/product/search-analyzer.js";
import { run, withoutKeys } from "./bulk-indexes.js";
import {
  BRAND_TABLE,
  type CatalogueBase,
  catalogueShape,
  DRAW,
  type GeneratedCatalogue,
  type GeneratorOptions,
  LANGUAGE_IDS,
  PRICE_TABLE,
  SALES_TABLE,
  writeCatalogueBase,
} from "./catalogue-plan.js";
import { ADJECTIVES, MATERIALS, NOUNS } from "./words.js";

/**
 * The generated catalogue made inside PostgreSQL: `INSERT … SELECT` over `generate_series`, so no product row
 * crosses the wire. The same catalogue as the row-by-row generator (catalogue-generator.ts), row for row: the draws
 * are the same md5 cuts (catalogue-plan.ts), and the search keywords are assembled per row from the keywords of its
 * words, which the shared analyzer (search-analyzer.ts `analyze`) makes here for the small vocabulary; the product
 * number, the one text unique to each row, is tokenised in SQL by the analyzer's rules (lower-case, split on
 * anything but letters, digits, "_" and "-", hyphens trimmed, tokens of 2+ characters, a hyphenated token also in
 * its parts of 2+ and joined). catalogue-generator-sql.test.ts checks the two generators write the same rows.
 *
 * Bulk-load practice: the caller has dropped the secondary indexes; here the keys of the child tables go too (built
 * again sorted at the end), and, for a superuser, foreign-key and cache triggers are off for the load (the rows are
 * made from the keys they refer to); one statement at the end fires the cache triggers.
 */

type Sql = (text: string, parameters?: unknown[]) => Promise<unknown[]>;

/** Per-word keywords, per language, as the analyzer indexes the word. */
function vocabulary(base: CatalogueBase) {
  const words = (kind: string, list: readonly (readonly string[])[]) =>
    list.flatMap((word, i) => LOCALES.map((_, l) => ({ kind, i, l, name: word[l], kw: analyze(word[l]) })));
  return {
    words: [...words("adjective", ADJECTIVES), ...words("material", MATERIALS), ...words("noun", NOUNS)],
    shelves: base.shelves.flatMap((shelf, i) =>
      LOCALES.map((locale, l) => ({ i, l, id: shelf.id, lineage: shelf.lineage, kw: analyze(shelf.name[locale]) })),
    ),
    brands: base.brands.map((brand, i) => ({ i, id: brand.id, name: brand.name, kw: analyze(brand.name) })),
  };
}

export async function generateInDatabase(db: Db, options: GeneratorOptions): Promise<GeneratedCatalogue> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const step = async (label: string, text: string, parameters: unknown[] = []) => {
    const at = Date.now();
    await run(db, text, parameters);
    log(`  ${label} in ${((Date.now() - at) / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  };
  const sql: Sql = (text, parameters) => run(db, text, parameters);
  const base = await writeCatalogueBase(db);
  const { numbers, lastParent } = catalogueShape(options.products);
  const superuser = (await sql("SELECT rolsuper AS s FROM pg_roles WHERE rolname = current_user")) as { s: boolean }[];
  if (superuser[0]?.s) await sql("SET LOCAL session_replication_role = replica");
  await sql("SET LOCAL work_mem = '64MB'");
  await sql("SET LOCAL maintenance_work_mem = '512MB'");
  const keys = await withoutKeys(db, CHILD_TABLES);

  const vocab = vocabulary(base);
  await sql(
    "CREATE TEMP TABLE gen_word ON COMMIT DROP AS SELECT kind, i, l, name, ARRAY(SELECT jsonb_array_elements_text(kw)) AS kw FROM jsonb_to_recordset($1::jsonb) AS w(kind text, i int, l int, name text, kw jsonb)",
    [JSON.stringify(vocab.words)],
  );
  await sql(
    "CREATE TEMP TABLE gen_shelf ON COMMIT DROP AS SELECT i, l, id, ARRAY(SELECT jsonb_array_elements_text(lineage)) AS lineage, ARRAY(SELECT jsonb_array_elements_text(kw)) AS kw FROM jsonb_to_recordset($1::jsonb) AS w(i int, l int, id text, lineage jsonb, kw jsonb)",
    [JSON.stringify(vocab.shelves)],
  );
  await sql(
    "CREATE TEMP TABLE gen_brand ON COMMIT DROP AS SELECT i, id, name, ARRAY(SELECT jsonb_array_elements_text(kw)) AS kw FROM jsonb_to_recordset($1::jsonb) AS w(i int, id text, name text, kw jsonb)",
    [JSON.stringify(vocab.brands)],
  );
  const options_ = (g: number) => base.groups[g].options.map((o) => o.id);
  const tax2 = base.taxes[Math.min(1, base.taxes.length - 1)];
  await sql(
    `CREATE TEMP TABLE gen_const ON COMMIT DROP AS SELECT
      ARRAY(SELECT jsonb_array_elements_text(c->'brand'))::int[] AS brand,
      ARRAY(SELECT jsonb_array_elements_text(c->'price'))::int[] AS price,
      ARRAY(SELECT jsonb_array_elements_text(c->'sales'))::int[] AS sales,
      ARRAY(SELECT jsonb_array_elements_text(c->'colour')) AS colour,
      ARRAY(SELECT jsonb_array_elements_text(c->'size')) AS size,
      ARRAY(SELECT jsonb_array_elements_text(c->'material')) AS material,
      ARRAY(SELECT jsonb_array_elements_text(c->'pattern')) AS pattern,
      ARRAY(SELECT jsonb_array_elements_text(c->'season')) AS season,
      ARRAY(SELECT jsonb_array_elements_text(c->'media')) AS media,
      ARRAY(SELECT jsonb_array_elements_text(c->'language')) AS language,
      c->>'tax1' AS tax1, (c->>'rate1')::numeric AS rate1, c->>'tax2' AS tax2, (c->>'rate2')::numeric AS rate2
    FROM (SELECT $1::jsonb AS c) AS s`,
    [
      JSON.stringify({
        brand: BRAND_TABLE,
        price: PRICE_TABLE,
        sales: SALES_TABLE,
        colour: options_(0),
        size: options_(1),
        material: options_(2),
        pattern: options_(3),
        season: options_(4),
        media: base.media,
        language: LANGUAGE_IDS,
        tax1: base.taxes[0].id,
        rate1: base.taxes[0].rate,
        tax2: tax2.id,
        rate2: tax2.rate,
      }),
    ],
  );
  await sql(
    "CREATE FUNCTION pg_temp.draw(h text, i int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT ('x' || substr(h, 4 * i + 1, 4))::bit(16)::int $$",
  );
  const d = (i: number) => `pg_temp.draw(${i < 8 ? "h1" : "h2"}, ${i % 8})`;
  // One row per product number, with its draws decided.
  await step(
    `${numbers} product numbers drawn`,
    `CREATE TEMP TABLE gen_product ON COMMIT DROP AS
    SELECT n, id, number, n % 6 = 0 AND n <= ${lastParent} AS with_variants,
      ${d(DRAW.shelf)} % ${base.shelves.length} AS shelf, c.brand[1 + ${d(DRAW.brand)} % 1024] AS brand,
      ${d(DRAW.adjective)} % ${ADJECTIVES.length} AS adjective, ${d(DRAW.material)} % ${MATERIALS.length} AS material,
      ${d(DRAW.noun)} % ${NOUNS.length} AS noun, c.price[1 + ${d(DRAW.price)} % 1024] AS gross,
      CASE WHEN ${d(DRAW.tax)} % 100 < 85 THEN c.tax1 ELSE c.tax2 END AS tax_id,
      CASE WHEN ${d(DRAW.tax)} % 100 < 85 THEN c.rate1 ELSE c.rate2 END AS rate,
      '["' || c.material[1 + ${d(DRAW.materialOption)} % ${MATERIALS.length}] || '","' || c.pattern[1 + ${d(DRAW.pattern)} % 5]
        || '","' || c.season[1 + ${d(DRAW.season)} % 4] || '","' || c.colour[1 + ${d(DRAW.colour)} % 12] || '"]' AS property_ids,
      ARRAY[c.material[1 + ${d(DRAW.materialOption)} % ${MATERIALS.length}], c.pattern[1 + ${d(DRAW.pattern)} % 5],
        c.season[1 + ${d(DRAW.season)} % 4], c.colour[1 + ${d(DRAW.colour)} % 12]] AS properties,
      CASE WHEN ${d(DRAW.shippingFree)} % 10 = 0 THEN 1 ELSE 0 END AS shipping_free,
      c.sales[1 + ${d(DRAW.sales)} % 1024] AS sales,
      CASE WHEN ${d(DRAW.rated)} % 10 < 3 THEN (25 + ${d(DRAW.rating)} % 26) / 10.0 END AS rating,
      CASE WHEN ${d(DRAW.listPrice)} % 100 < 15 THEN (5 * c.price[1 + ${d(DRAW.price)} % 1024] + 2) / 4 END AS list_gross
    FROM (
      SELECT n, md5('shop-seed:bench.product.' || n) AS id, 'BN-' || lpad(n::text, greatest(6, length(n::text)), '0') AS number,
        md5('shop-seed:bench.draw.' || n) AS h1, md5('shop-seed:bench.draw2.' || n) AS h2
      FROM generate_series(1, ${numbers}) AS n
    ) AS s CROSS JOIN gen_const AS c`,
  );
  // One row per product row (parents, then each parent's 4 variants), with its number's keywords.
  await step(
    `${options.products} product rows laid out`,
    `CREATE TEMP TABLE gen_row ON COMMIT DROP AS
    SELECT p.*, r.row_id, r.v, r.parent_id, r.row_number, r.row_gross, r.options,
      pg_temp.draw(r.row_id, 0) % 200 AS stock,
      CASE WHEN cardinality(c.media) > 0 THEN c.media[1 + pg_temp.draw(r.row_id, 1) % cardinality(c.media)] END AS media_id,
      CASE WHEN cardinality(c.media) > 0 THEN md5('shop-seed:bench.product-media.' || r.row_id) END AS cover_id,
      ARRAY(SELECT DISTINCT k FROM (
        SELECT lower(r.row_number) AS k
        UNION ALL
        SELECT x.k FROM regexp_split_to_table(lower(r.row_number), '[^[:alnum:]_-]+') AS t(token)
          CROSS JOIN LATERAL btrim(t.token, '-') AS b(token)
          CROSS JOIN LATERAL (
            SELECT b.token AS k
            UNION ALL SELECT part FROM unnest(string_to_array(b.token, '-')) AS part WHERE strpos(b.token, '-') > 0 AND length(part) >= 2
            UNION ALL SELECT replace(b.token, '-', '') WHERE strpos(b.token, '-') > 0
          ) AS x
          WHERE length(b.token) >= 2
      ) AS z) AS number_keywords
    FROM gen_product AS p CROSS JOIN gen_const AS c CROSS JOIN LATERAL (
      SELECT p.id AS row_id, NULL::int AS v, NULL::text AS parent_id, p.number AS row_number, p.gross AS row_gross, ARRAY[]::text[] AS options
      UNION ALL
      SELECT md5('shop-seed:bench.product.' || p.n || '.' || v), v, p.id, p.number || '.' || (v + 1), p.gross + v * 100,
        ARRAY[c.colour[1 + (p.n + v) % 12], c.size[1 + v % 6]]
      FROM generate_series(0, 3) AS v WHERE p.with_variants
    ) AS r`,
  );
  await step(
    "product",
    `INSERT INTO product (id, created_at, parent_id, product_number, active, visibility, type, stock, available_stock,
      available, is_closeout, min_purchase, purchase_steps, shipping_free, manufacturer_id, tax_id, cover_id, cms_page_id,
      release_date, rating_average, sales, child_count, display_group, main_variant_id, price_gross, price_net,
      list_price_gross, list_price_net, cheapest_price, option_ids, property_ids, category_ids, category_tree,
      variant_listing_config)
    SELECT r.row_id, $1, r.parent_id, r.row_number, 1, 30, 'physical', r.stock, r.stock, 1, 0, 1, 1, r.shipping_free,
      b.id, r.tax_id, r.cover_id, $2, $1, r.rating, r.sales,
      CASE WHEN r.v IS NULL AND r.with_variants THEN 4 ELSE 0 END, r.id, NULL, r.row_gross,
      round(r.row_gross * 100 / (100 + r.rate)), r.list_gross, round(r.list_gross * 100 / (100 + r.rate)), r.gross,
      CASE WHEN cardinality(r.options) = 0 THEN '[]' ELSE '["' || array_to_string(r.options, '","') || '"]' END,
      r.property_ids, '["' || s.id || '"]', '["' || array_to_string(s.lineage, '","') || '"]',
      CASE WHEN r.v IS NULL AND r.with_variants THEN '{"displayParent":false,"mainVariantId":null,"configuratorGroupConfig":[]}' END
    FROM gen_row AS r JOIN gen_brand AS b ON b.i = r.brand JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = 0
    ORDER BY r.n, r.v NULLS FIRST`,
    [SEED_TIME, base.detailLayoutId],
  );
  await step(
    "product_translation",
    `INSERT INTO product_translation (product_id, language_id, name, description, keywords, meta_title,
      meta_description, pack_unit, pack_unit_plural, custom_search_keywords, slot_config)
    SELECT r.row_id, c.language[1 + a.l], a.name || ' ' || m.name || ' ' || o.name,
      ae.name || ' ' || me.name || ' ' || oe.name || ' by ' || b.name || '.', NULL, NULL, NULL, NULL, NULL, NULL, NULL
    FROM gen_row AS r CROSS JOIN gen_const AS c JOIN gen_brand AS b ON b.i = r.brand
      JOIN gen_word AS a ON a.kind = 'adjective' AND a.i = r.adjective
      JOIN gen_word AS m ON m.kind = 'material' AND m.i = r.material AND m.l = a.l
      JOIN gen_word AS o ON o.kind = 'noun' AND o.i = r.noun AND o.l = a.l
      JOIN gen_word AS ae ON ae.kind = 'adjective' AND ae.i = r.adjective AND ae.l = 0
      JOIN gen_word AS me ON me.kind = 'material' AND me.i = r.material AND me.l = 0
      JOIN gen_word AS oe ON oe.kind = 'noun' AND oe.i = r.noun AND oe.l = 0`,
  );
  await step(
    "product_media",
    `INSERT INTO product_media (id, created_at, product_id, media_id, position)
    SELECT r.cover_id, $1, r.row_id, r.media_id, 1 FROM gen_row AS r WHERE r.cover_id IS NOT NULL`,
    [SEED_TIME],
  );
  await step(
    "product_category_tree",
    `INSERT INTO product_category_tree (product_id, category_id)
    SELECT r.row_id, t.category_id FROM gen_row AS r JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = 0
      CROSS JOIN LATERAL unnest(s.lineage) AS t(category_id)`,
  );
  await step(
    "product_category",
    `INSERT INTO product_category (product_id, category_id)
    SELECT r.row_id, s.id FROM gen_row AS r JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = 0`,
  );
  await step(
    "product_property",
    `INSERT INTO product_property (product_id, property_group_option_id)
    SELECT r.row_id, o.id FROM gen_row AS r CROSS JOIN LATERAL unnest(r.properties) AS o(id)`,
  );
  await step(
    "product_option",
    `INSERT INTO product_option (product_id, property_group_option_id)
    SELECT r.row_id, o.id FROM gen_row AS r CROSS JOIN LATERAL unnest(r.options) AS o(id)`,
  );
  await step(
    "product_configurator_setting",
    `INSERT INTO product_configurator_setting (id, created_at, product_id, property_group_option_id, media_id, position)
    SELECT md5('shop-seed:bench.conf.' || r.row_id || '.' || x.axis), $1, r.parent_id, x.option_id, NULL, x.position
    FROM gen_row AS r CROSS JOIN LATERAL (VALUES ('c', r.options[1], r.v), ('s', r.options[2], 10 + r.v)) AS x(axis, option_id, position)
    WHERE r.v IS NOT NULL`,
    [SEED_TIME],
  );
  // Per row and language: each keyword once, with its best ranking (search-analyzer.ts RANKING).
  await step(
    "product_search_keyword",
    `INSERT INTO product_search_keyword (id, created_at, product_id, language_id, keyword, ranking)
    SELECT md5('shop-seed:bench.kw.' || r.row_id || '.' || a.l || '.' || k.keyword), $1, r.row_id, c.language[1 + a.l],
      k.keyword, k.ranking
    FROM gen_row AS r CROSS JOIN gen_const AS c JOIN gen_brand AS b ON b.i = r.brand
      JOIN gen_word AS a ON a.kind = 'adjective' AND a.i = r.adjective
      JOIN gen_word AS m ON m.kind = 'material' AND m.i = r.material AND m.l = a.l
      JOIN gen_word AS o ON o.kind = 'noun' AND o.i = r.noun AND o.l = a.l
      JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = a.l
      CROSS JOIN LATERAL (
        SELECT x.keyword, max(x.ranking) AS ranking FROM (
          SELECT unnest(a.kw || m.kw || o.kw) AS keyword, 700 AS ranking
          UNION ALL SELECT unnest(b.kw), 500
          UNION ALL SELECT unnest(s.kw), 300
          UNION ALL SELECT unnest(r.number_keywords), 1000
        ) AS x GROUP BY x.keyword
      ) AS k`,
    [SEED_TIME],
  );
  for (const definition of keys) await step(`rebuilt ${definition.split(" ADD ")[0]}`, definition);
  if (superuser[0]?.s) await sql("SET LOCAL session_replication_role = origin");
  await options.beforeDictionary?.();
  const dictionary = Date.now();
  await rebuildKeywordDictionary(db);
  log(`  keyword dictionary in ${((Date.now() - dictionary) / 1000).toFixed(1)} s`);
  // The cache triggers were off for the load: one statement on the product table fires them now.
  await sql("DELETE FROM product WHERE false");
  const parent = (await sql(`SELECT md5('shop-seed:bench.product.' || ${lastParent > 0 ? 6 : 0}) AS id`)) as {
    id: string;
  }[];
  return {
    departmentId: base.departments[0],
    departmentOptionId: base.groups[3].options[1].id,
    parentId: lastParent > 0 ? parent[0].id : "",
    searchTerm: NOUNS[0][0].toLowerCase(),
    rows: options.products,
  };
}

/** The tables whose keys no foreign key refers to, rebuilt after the load. */
const CHILD_TABLES = [
  "product_translation",
  "product_media",
  "product_category_tree",
  "product_category",
  "product_property",
  "product_option",
  "product_search_keyword",
  "product_configurator_setting",
];
