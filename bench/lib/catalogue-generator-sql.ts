import { LOCALES, SEED_TIME } from "../../packages/store-api/seed/ids.js";
import type { Db } from "../../packages/store-api/src/db/database.js";
import { analyze } from "../../packages/store-api/src/modules/product/search-analyzer.js";
import { BULK_TABLES, run, withoutKeys } from "./bulk-indexes.js";
import {
  BRAND_TABLE,
  type CatalogueBase,
  catalogueShape,
  DRAW,
  type GeneratedCatalogue,
  generatedCatalogue,
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
    log(
      `  ${label} in ${((Date.now() - at) / 1000).toFixed(1)} s (${((Date.now() - started) / 1000).toFixed(0)} s into the generation)`,
    );
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
  // Every name (adjective × material × noun, 2,400 per language) with its keywords, joined to the rows by hash.
  await sql(`CREATE TEMP TABLE gen_name ON COMMIT DROP AS
    SELECT a.i AS adjective, m.i AS material, o.i AS noun, a.l, a.name || ' ' || m.name || ' ' || o.name AS name,
      ARRAY(SELECT DISTINCT unnest(a.kw || m.kw || o.kw)) AS kw
    FROM gen_word AS a JOIN gen_word AS m ON m.kind = 'material' AND m.l = a.l
      JOIN gen_word AS o ON o.kind = 'noun' AND o.l = a.l
    WHERE a.kind = 'adjective'`);
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
  // Temporary tables have no statistics until analysed: without them the planner joins by nested loops.
  for (const table of ["gen_word", "gen_shelf", "gen_brand", "gen_name", "gen_const", "gen_product", "gen_row"])
    await sql(`ANALYZE ${table}`);
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
    SELECT r.row_id, c.language[1 + n.l], n.name, e.name || ' by ' || b.name || '.', NULL, NULL, NULL, NULL, NULL,
      NULL, NULL
    FROM gen_row AS r CROSS JOIN gen_const AS c JOIN gen_brand AS b ON b.i = r.brand
      JOIN gen_name AS n ON n.adjective = r.adjective AND n.material = r.material AND n.noun = r.noun
      JOIN gen_name AS e ON e.adjective = r.adjective AND e.material = r.material AND e.noun = r.noun AND e.l = 0`,
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
  // Per row and language: each keyword once, with its best ranking (search-analyzer.ts RANKING: number 1000, name
  // 700, brand 500, category 300); each list is free of duplicates, so a keyword is taken from the best list having it.
  await step(
    "product_search_keyword",
    `INSERT INTO product_search_keyword (id, created_at, product_id, language_id, keyword, ranking)
    SELECT md5('shop-seed:bench.kw.' || r.row_id || '.' || n.l || '.' || k.keyword), $1, r.row_id, c.language[1 + n.l],
      k.keyword, k.ranking
    FROM gen_row AS r CROSS JOIN gen_const AS c JOIN gen_brand AS b ON b.i = r.brand
      JOIN gen_name AS n ON n.adjective = r.adjective AND n.material = r.material AND n.noun = r.noun
      JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = n.l
      CROSS JOIN LATERAL (
        SELECT x AS keyword, 1000 AS ranking FROM unnest(r.number_keywords) AS x
        UNION ALL SELECT x, 700 FROM unnest(n.kw) AS x WHERE x <> ALL (r.number_keywords)
        UNION ALL SELECT x, 500 FROM unnest(b.kw) AS x WHERE x <> ALL (r.number_keywords) AND x <> ALL (n.kw)
        UNION ALL SELECT x, 300 FROM unnest(s.kw) AS x
          WHERE x <> ALL (r.number_keywords) AND x <> ALL (n.kw) AND x <> ALL (b.kw)
      ) AS k`,
    [SEED_TIME],
  );
  for (const definition of keys) await step(`rebuilt ${definition.split(" ADD ")[0]}`, definition);
  if (superuser[0]?.s) await sql("SET LOCAL session_replication_role = origin");
  await options.beforeDictionary?.();
  // The dictionary (rebuildKeywordDictionary's rule: every keyword without a digit, per language) from the few
  // distinct word combinations in use rather than from the millions of keyword rows.
  await step(
    "keyword dictionary",
    `INSERT INTO product_keyword_dictionary (language_id, keyword)
    SELECT DISTINCT c.language[1 + x.l], x.keyword FROM gen_const AS c CROSS JOIN (
      SELECT n.l, unnest(n.kw || b.kw || s.kw) AS keyword
      FROM (SELECT DISTINCT adjective, material, noun, brand, shelf FROM gen_row) AS r
        JOIN gen_name AS n ON n.adjective = r.adjective AND n.material = r.material AND n.noun = r.noun
        JOIN gen_brand AS b ON b.i = r.brand JOIN gen_shelf AS s ON s.i = r.shelf AND s.l = n.l
      UNION SELECT l, k FROM (SELECT DISTINCT unnest(number_keywords) AS k FROM gen_row) AS u CROSS JOIN generate_series(0, 2) AS l
    ) AS x
    WHERE x.keyword !~ '[0-9]'
    ON CONFLICT DO NOTHING`,
  );
  // The cache triggers were off for the load: one statement on the product table fires them now.
  await sql("DELETE FROM product WHERE false");
  return generatedCatalogue(options.products);
}

/** The tables whose keys no foreign key refers to (every bulk table but product itself), rebuilt after the load. */
const CHILD_TABLES = BULK_TABLES.filter((table) => table !== "product");
