import { existsSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../src/config.js";
import type { Db } from "../src/db/database.js";
import { countRows, createTestApp, LANGUAGE, STOREFRONT_URL, type TestApp } from "../test/helpers.js";
import { catalogue } from "./catalogue/index.js";
import { idFor } from "./ids.js";
import { DOWNLOADS_DIR } from "./loader/downloads.js";
import { SALES_CHANNEL_ID } from "./reference.js";
import { seedDatabase } from "./seed.js";

const rows = async <T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  (await query.execute(db)).rows as T[];
const postgres = Boolean(process.env.TEST_DATABASE_URL);
const count = async (db: Db, query: ReturnType<typeof sql>) => Number((await rows<{ c: number }>(db, query))[0].c);

describe("demo catalogue seed", () => {
  let shop: TestApp;
  let db: Db;
  let seedMs = 0;

  beforeAll(async () => {
    const started = performance.now();
    shop = await createTestApp();
    seedMs = performance.now() - started;
    db = shop.db;
    console.log(`catalogue seeded (${postgres ? "PostgreSQL" : "SQLite"}) in ${seedMs.toFixed(0)} ms`);
  });
  afterAll(async () => shop?.close());

  it("seeds within a few seconds", () => {
    expect(seedMs).toBeLessThan(8000);
  });

  it("loads ≈150 products, variants with configurators, reviews and downloads", async () => {
    const listed = await count(db, sql`SELECT COUNT(*) AS c FROM product WHERE parent_id IS NULL`);
    expect(listed).toBe(catalogue.products.length);
    expect(listed).toBeGreaterThanOrEqual(140);
    const parents = await rows<{
      id: string;
      child_count: number;
      main_variant_id: string | null;
      variant_listing_config: string;
    }>(db, sql`SELECT id, child_count, main_variant_id, variant_listing_config FROM product WHERE child_count > 0`);
    expect(parents.length).toBeGreaterThanOrEqual(10);
    for (const parent of parents) {
      const variants = await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product WHERE parent_id = ${parent.id} AND display_group = ${parent.id}`,
      );
      expect(variants).toBe(parent.child_count);
      expect(
        await count(db, sql`SELECT COUNT(*) AS c FROM product_configurator_setting WHERE product_id = ${parent.id}`),
      ).toBeGreaterThan(1);
      expect(JSON.parse(parent.variant_listing_config)).toMatchObject({
        displayParent: expect.any(Boolean),
        configuratorGroupConfig: expect.any(Array),
      });
    }
    // Variant rows carry their options and the inherited fields; simple products are their own display group.
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product p WHERE p.parent_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_option o WHERE o.product_id = p.id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product WHERE parent_id IS NULL AND child_count = 0 AND display_group <> id`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product WHERE parent_id IS NOT NULL AND (child_count <> 0 OR display_group <> parent_id)`,
      ),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product_translation t JOIN product p ON p.id = t.product_id WHERE t.name IS NULL`,
      ),
    ).toBe(0);
    expect(await countRows(db, "product_review")).toBe(catalogue.reviews.length);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM product WHERE rating_average IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM product WHERE type = 'digital'`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM product_download`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM product_price`)).toBeGreaterThan(0);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM product WHERE cheapest_price > price_gross`)).toBe(0);
  });

  it("prices are consistent: net below gross, cheapest price is the group's minimum", async () => {
    expect(
      await count(db, sql`SELECT COUNT(*) AS c FROM product WHERE price_net > price_gross OR price_gross <= 0`),
    ).toBe(0);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product WHERE list_price_gross IS NOT NULL AND list_price_gross <= price_gross`,
      ),
    ).toBe(0);
    const mismatched = await count(
      db,
      sql`SELECT COUNT(*) AS c FROM product p WHERE p.child_count > 0 AND p.cheapest_price <> (SELECT MIN(v.price_gross) FROM product v WHERE v.parent_id = p.id AND v.active = 1)`,
    );
    expect(mismatched).toBe(0);
  });

  it("builds the three navigation trees, the main one at least 3 levels deep", async () => {
    const context = (await shop.api("GET", "/context")).json() as { salesChannel: Record<string, string | null> };
    const {
      navigationCategoryId: main,
      footerCategoryId: footer,
      serviceCategoryId: service,
      homeCmsPageId,
    } = context.salesChannel;
    expect([main, footer, service, homeCmsPageId].every((id) => typeof id === "string")).toBe(true);
    const underMain = await count(db, sql`SELECT COUNT(*) AS c FROM category WHERE path LIKE ${`|${main}|%`}`);
    expect(underMain).toBeGreaterThanOrEqual(8);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM category WHERE parent_id = ${main}`)).toBeGreaterThanOrEqual(
      8,
    );
    expect(
      await count(db, sql`SELECT MAX(level) AS c FROM category WHERE path LIKE ${`|${main}|%`}`),
    ).toBeGreaterThanOrEqual(4);
    for (const root of [footer, service] as string[])
      expect(await count(db, sql`SELECT COUNT(*) AS c FROM category WHERE parent_id = ${root}`)).toBeGreaterThan(0);
    // child_count, path and level agree with the parent links.
    const wrongCounts = await count(
      db,
      sql`SELECT COUNT(*) AS c FROM category c WHERE c.child_count <> (SELECT COUNT(*) FROM category k WHERE k.parent_id = c.id)`,
    );
    expect(wrongCounts).toBe(0);
    const wrongPaths = await count(
      db,
      sql`SELECT COUNT(*) AS c FROM category c JOIN category p ON p.id = c.parent_id WHERE c.level <> p.level + 1 OR c.path <> COALESCE(p.path, '|') || p.id || '|'`,
    );
    expect(wrongPaths).toBe(0);
    const [crumb] = await rows<{ breadcrumb: string; name: string }>(
      db,
      sql`SELECT t.breadcrumb, t.name FROM category c JOIN category_translation t ON t.category_id = c.id WHERE c.level = 4 AND t.language_id = ${LANGUAGE.pl} AND c.path LIKE ${`|${main}|%`}`,
    );
    const names = JSON.parse(crumb.breadcrumb) as string[];
    expect(names).toHaveLength(4);
    expect(names[3]).toBe(crumb.name);
  });

  it("assigns products to categories and to every ancestor in the category tree", async () => {
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product p WHERE NOT EXISTS (SELECT 1 FROM product_category pc WHERE pc.product_id = p.id)`,
      ),
    ).toBe(0);
    const missingAncestors = await count(
      db,
      sql`SELECT COUNT(*) AS c FROM product_category pc JOIN category c ON c.id = pc.category_id JOIN category a ON c.path LIKE ${sql.raw("'%|' || a.id || '|%'")} WHERE NOT EXISTS (SELECT 1 FROM product_category_tree t WHERE t.product_id = pc.product_id AND t.category_id = a.id)`,
    );
    expect(missingAncestors).toBe(0);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM product_category pc WHERE NOT EXISTS (SELECT 1 FROM product_category_tree t WHERE t.product_id = pc.product_id AND t.category_id = pc.category_id)`,
      ),
    ).toBe(0);
  });

  it("writes canonical SEO URLs in three languages, unique per language", async () => {
    const perLanguage = await rows<{ language_id: string; c: number }>(
      db,
      sql`SELECT language_id, COUNT(*) AS c FROM seo_url WHERE sales_channel_id = ${SALES_CHANNEL_ID} AND is_canonical = 1 GROUP BY language_id`,
    );
    expect(perLanguage.map((r) => r.language_id).sort()).toEqual(Object.values(LANGUAGE).sort());
    const counts = perLanguage.map((r) => Number(r.c));
    expect(new Set(counts).size).toBe(1);
    expect(
      await count(
        db,
        sql`SELECT COUNT(*) AS c FROM (SELECT language_id, seo_path_info FROM seo_url GROUP BY language_id, seo_path_info HAVING COUNT(*) > 1) d`,
      ),
    ).toBe(0);
    expect(
      await count(db, sql`SELECT COUNT(*) AS c FROM seo_url WHERE seo_path_info LIKE '/%' OR seo_path_info = ''`),
    ).toBe(0);
    const routes = await rows<{ route_name: string }>(
      db,
      sql`SELECT DISTINCT route_name FROM seo_url ORDER BY route_name`,
    );
    expect(routes.map((r) => r.route_name)).toEqual([
      "frontend.account.customer-group-registration.page",
      "frontend.detail.page",
      "frontend.landing.page",
      "frontend.navigation.page",
    ]);
    // ASCII only, so URLs survive every client unencoded.
    const all = await rows<{ seo_path_info: string }>(db, sql`SELECT seo_path_info FROM seo_url`);
    expect(all.filter((r) => !/^[a-z0-9._/-]+$/.test(r.seo_path_info))).toEqual([]);
    const shirt = catalogue.products[0];
    const [url] = await rows<{ seo_path_info: string; path_info: string }>(
      db,
      sql`SELECT seo_path_info, path_info FROM seo_url WHERE foreign_key = ${idFor(shirt.key)} AND language_id = ${LANGUAGE.en}`,
    );
    expect(url).toEqual({
      path_info: `/detail/${idFor(shirt.key)}`,
      seo_path_info: expect.stringMatching(new RegExp(`/${shirt.productNumber.toLowerCase().replace(/\./g, "\\.")}$`)),
    });
  });

  it("indexes search keywords per language with rankings", async () => {
    const languages = await count(db, sql`SELECT COUNT(DISTINCT language_id) AS c FROM product_search_keyword`);
    expect(languages).toBe(3);
    const [number] = await rows<{ ranking: number }>(
      db,
      sql`SELECT ranking FROM product_search_keyword WHERE keyword = ${catalogue.products[0].productNumber.toLowerCase()} AND language_id = ${LANGUAGE.de}`,
    );
    expect(Number(number.ranking)).toBe(1000);
  });

  it("has a CMS page for every element type the storefront renders", async () => {
    const types = (await rows<{ type: string }>(db, sql`SELECT DISTINCT type FROM cms_slot`)).map((r) => r.type);
    const expected = [
      "text",
      "image",
      "image-slider",
      "image-gallery",
      "product-box",
      "product-slider",
      "product-listing",
      "buy-box",
      "cross-selling",
      "form",
      "sidebar-filter",
      "category-navigation",
      "manufacturer-logo",
    ];
    expect(types).toEqual(expect.arrayContaining(expected));
    expect(types.some((type) => type === "youtube-video" || type === "vimeo-video")).toBe(true);
    // Every {$kind: key} reference was replaced by an id.
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM cms_slot_translation WHERE config LIKE '%"$%'`)).toBe(0);
    expect(await count(db, sql`SELECT COUNT(*) AS c FROM cms_slot_translation WHERE config IS NULL`)).toBe(0);
  });

  it("keeps references that have no foreign key intact", async () => {
    const dangling = {
      cover: sql`SELECT COUNT(*) AS c FROM product p WHERE p.cover_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product_media m WHERE m.id = p.cover_id AND m.product_id = p.id)`,
      displayGroup: sql`SELECT COUNT(*) AS c FROM product p WHERE NOT EXISTS (SELECT 1 FROM product g WHERE g.id = p.display_group)`,
      mainVariant: sql`SELECT COUNT(*) AS c FROM product p WHERE p.main_variant_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM product v WHERE v.id = p.main_variant_id AND v.display_group = p.display_group)`,
      internalLink: sql`SELECT COUNT(*) AS c FROM category c WHERE c.internal_link IS NOT NULL AND NOT EXISTS (SELECT 1 FROM category x WHERE x.id = c.internal_link) AND NOT EXISTS (SELECT 1 FROM product x WHERE x.id = c.internal_link) AND NOT EXISTS (SELECT 1 FROM landing_page x WHERE x.id = c.internal_link)`,
      linkWithoutTarget: sql`SELECT COUNT(*) AS c FROM category c JOIN category_translation t ON t.category_id = c.id WHERE c.type = 'link' AND c.internal_link IS NULL AND t.external_link IS NULL`,
      seoTarget: sql`SELECT COUNT(*) AS c FROM seo_url s WHERE NOT EXISTS (SELECT 1 FROM category x WHERE x.id = s.foreign_key) AND NOT EXISTS (SELECT 1 FROM product x WHERE x.id = s.foreign_key) AND NOT EXISTS (SELECT 1 FROM landing_page x WHERE x.id = s.foreign_key) AND NOT EXISTS (SELECT 1 FROM customer_group x WHERE x.id = s.foreign_key)`,
      reviewChannel: sql`SELECT COUNT(*) AS c FROM product_review r WHERE NOT EXISTS (SELECT 1 FROM sales_channel s WHERE s.id = r.sales_channel_id)`,
      thumbnails: sql`SELECT COUNT(*) AS c FROM media m WHERE m.private = 0 AND NOT EXISTS (SELECT 1 FROM media_thumbnail t WHERE t.media_id = m.id)`,
    };
    for (const [name, query] of Object.entries(dangling))
      expect({ name, count: await count(db, query) }).toEqual({ name, count: 0 });

    const ids = new Set(
      (await rows<{ id: string }>(db, sql`SELECT id FROM property_group_option UNION SELECT id FROM category`)).map(
        (r) => r.id,
      ),
    );
    const lists = await rows<Record<string, string>>(
      db,
      sql`SELECT option_ids, property_ids, category_ids, category_tree FROM product`,
    );
    const unknown = lists
      .flatMap((row) => Object.values(row).flatMap((value) => JSON.parse(value ?? "[]") as string[]))
      .filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
  });

  it("points every public media row and thumbnail at a file in the served media directory", async () => {
    const paths = await rows<{ path: string }>(
      db,
      sql`SELECT path FROM media WHERE private = 0 UNION ALL SELECT path FROM media_thumbnail`,
    );
    expect(paths.length).toBeGreaterThan(400);
    expect(paths.filter(({ path: file }) => !existsSync(path.join(PACKAGE_ROOT, "seed/media/files", file)))).toEqual(
      [],
    );
    const downloads = await rows<{ path: string }>(db, sql`SELECT path FROM media WHERE private = 1`);
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.filter(({ path: file }) => !existsSync(path.join(DOWNLOADS_DIR, file)))).toEqual([]);
  });

  // Skipped on PostgreSQL on purpose: PRAGMA foreign_key_check exists only in SQLite, and PostgreSQL already
  // rejects a dangling reference at insert time, so the seed could not have completed with one.
  it.runIf(!postgres)("passes SQLite's foreign key check", async () => {
    expect((await sql`PRAGMA foreign_key_check`.execute(db)).rows).toEqual([]);
  });

  it("is a no-op when seeded again", async () => {
    const tables = ["product", "category", "seo_url", "product_search_keyword", "media", "cms_slot"];
    const before = await Promise.all(tables.map((t) => countRows(db, t)));
    const outcome = await seedDatabase(db, { storefrontUrls: [STOREFRONT_URL], schema: await currentSchema(db) });
    expect(outcome).toBe("already-seeded");
    expect(await Promise.all(tables.map((t) => countRows(db, t)))).toEqual(before);
  });

  it("produces identical rows on a second, independent seed", async () => {
    const other = await createTestApp();
    try {
      for (const table of [
        "product",
        "product_translation",
        "category_translation",
        "seo_url",
        "cms_slot_translation",
        "product_search_keyword",
      ]) {
        const dump = async (target: Db) =>
          JSON.stringify(
            (await sql`SELECT * FROM ${sql.table(table)}`.execute(target)).rows.map((r) => JSON.stringify(r)).sort(),
          );
        expect(await dump(other.db), table).toBe(await dump(db));
      }
    } finally {
      await other.close();
    }
  });
});

/** The PostgreSQL schema the test app works in (seedDatabase needs it for the migration bookkeeping). */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (!postgres) return undefined;
  return (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(db)).rows[0].s;
}
