import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelCache } from "../src/modules/context/channel-cache.js";
import type { SalesChannelContext } from "../src/modules/context/context.js";
import { readContextOf, resolveContext } from "../src/modules/context/context.service.js";
import { loadListing } from "../src/modules/product/product-listing.service.js";
import { dialectOf } from "../src/db/database.js";
import { ACCESS_KEY, createTestApp, LANGUAGE, type TestApp } from "./helpers.js";

/**
 * The product-listing index (migration 018) answers a category listing's page of display groups and its total: the
 * answer must be the grouped query's, for every category, language, standard sorting and page, and stay so after
 * writes that bypass the application (hand-written SQL, as an operator or an import would send).
 */

let t: TestApp;
let log: string[] = [];
const contexts: SalesChannelContext[] = [];
let categories: string[] = [];
const SORTINGS = ["name-asc", "name-desc", "price-asc", "price-desc", "topseller"];
const LIMIT = 10;

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => log.push(text) });
  const channel = await new ChannelCache(t.db).byAccessKey(ACCESS_KEY);
  if (!channel) throw new Error("the seeded sales channel is missing");
  for (const language of [LANGUAGE.en, LANGUAGE.pl, LANGUAGE.de])
    contexts.push(
      readContextOf(await resolveContext(t.db, channel, { includeSeoUrls: false, languageHeader: language })),
    );
  // The categories with listable products, largest first (the root holds every product).
  categories = (
    await sql<{
      id: string;
    }>`SELECT category_id AS id FROM product_category_tree GROUP BY category_id ORDER BY COUNT(*) DESC, category_id`.execute(
      t.db,
    )
  ).rows.map((r) => r.id);
}, 120_000);
afterAll(async () => t?.close());

type Listing = { total: number; elements: { id: string }[] };

async function listing(ctx: SalesChannelContext, categoryId: string, params: Record<string, unknown>, index: boolean) {
  log = [];
  const result = (await loadListing(
    t.db,
    ctx,
    { categoryId, params: { ...params, "no-aggregations": true } },
    { listingIndex: index },
  )) as unknown as Listing; // the listing is a JSON record; these two fields are what is compared
  const usedIndex = log.some((text) => text.includes("product_listing_index"));
  return { total: result.total, ids: result.elements.map((e) => e.id), usedIndex };
}

/**
 * Both ways, in every language and sorting: every page of the largest category (and the page past the end), the
 * first two pages of the others. Returns the pages compared.
 */
async function compareAll(categoryIds: string[]): Promise<number> {
  let compared = 0;
  for (const ctx of contexts)
    for (const [rank, categoryId] of categoryIds.entries())
      for (const order of SORTINGS) {
        const lastPage = rank === 0 ? Number.POSITIVE_INFINITY : 2;
        for (let p = 1; p <= lastPage; p++) {
          const params = { order, limit: LIMIT, p };
          const exact = await listing(ctx, categoryId, params, false);
          const indexed = await listing(ctx, categoryId, params, true);
          const where = `${categoryId} ${order} p${p} language ${ctx.languageId}`;
          expect(exact.usedIndex, where).toBe(false);
          expect(indexed.usedIndex, where).toBe(true);
          expect({ total: indexed.total, ids: indexed.ids }, where).toEqual({ total: exact.total, ids: exact.ids });
          compared++;
          if (exact.ids.length === 0) break;
        }
      }
  return compared;
}

describe("product-listing index", () => {
  it("gives the grouped query's pages, order and totals for each language, standard sorting and page", async () => {
    expect(categories.length).toBeGreaterThan(3);
    expect(await compareAll(categories.slice(0, 6))).toBeGreaterThan(100);
  }, 600_000);

  it("answers a plain category listing from the index and reads only the page's groups", async () => {
    const [ctx] = contexts;
    const { usedIndex, ids } = await listing(ctx, categories[0], { p: 1 }, true);
    expect(usedIndex).toBe(true);
    expect(ids.length).toBeGreaterThan(0);
    // No statement groups the whole category any more.
    expect(log.filter((text) => /GROUP_CONCAT|STRING_AGG/.test(text))).toEqual([]);
  });

  it("counts a category's groups only when the page does not tell the total (on SQLite: after the page)", async () => {
    const [ctx] = contexts;
    const counts = () => log.filter((text) => /COUNT\(\*\)[\s\S]*product_listing_index/.test(text)).length;
    const smallest = categories[categories.length - 1];
    // A short first page is the whole listing: its length is the total.
    const short = await listing(ctx, smallest, { p: 1, limit: 24 }, true);
    expect(short.ids.length).toBeLessThan(24);
    expect(short.total).toBe(short.ids.length);
    // PostgreSQL counts beside the page (another connection, no wait); SQLite runs one statement at a time.
    expect(counts()).toBe(dialectOf(t.db) === "postgres" ? 1 : 0);
    const full = await listing(ctx, categories[0], { p: 1, limit: 2 }, true);
    expect(full.total).toBeGreaterThan(2);
    expect(counts()).toBe(1);
  });

  it("leaves filtered listings and other sortings to the grouped query", async () => {
    const [ctx] = contexts;
    expect((await listing(ctx, categories[0], { "shipping-free": true }, true)).usedIndex).toBe(false);
    expect((await listing(ctx, categories[0], { order: "price-asc", "min-price": 5 }, true)).usedIndex).toBe(false);
  });

  it("stays right after writes that bypass the application", async () => {
    const db = t.db;
    const pick = async (where: ReturnType<typeof sql>) =>
      (await sql<{ id: string }>`SELECT id FROM product WHERE ${where} ORDER BY id LIMIT 3`.execute(db)).rows.map(
        (r) => r.id,
      );
    const variants = await pick(sql`parent_id IS NOT NULL`);
    const simple = await pick(sql`parent_id IS NULL AND child_count = 0`);
    const parents = await pick(sql`parent_id IS NULL AND child_count > 0`);
    expect(variants.length).toBe(3);
    expect(simple.length).toBe(3);
    expect(parents.length).toBeGreaterThan(0);
    // Prices and sales, as an operator's UPDATE or an order would change them.
    await sql`UPDATE product SET cheapest_price = 1 WHERE id = ${variants[0]}`.execute(db);
    await sql`UPDATE product SET sales = 99999 WHERE id = ${variants[1]}`.execute(db);
    await sql`UPDATE product SET cheapest_price = 999999, sales = 0 WHERE id = ${simple[0]}`.execute(db);
    // Names: renamed in one language, gone in another (the fallback language's name counts then).
    await sql`UPDATE product_translation SET name = ${"AAA first"} WHERE product_id = ${simple[1]} AND language_id = ${LANGUAGE.pl}`.execute(
      db,
    );
    await sql`DELETE FROM product_translation WHERE product_id = ${variants[2]} AND language_id = ${LANGUAGE.de}`.execute(
      db,
    );
    await sql`UPDATE product_translation SET name = NULL WHERE product_id = ${simple[2]}`.execute(db);
    // Visibility and activity, a parent displayed itself, a variant in a group of its own.
    await sql`UPDATE product SET active = 0 WHERE id = ${simple[1]}`.execute(db);
    await sql`UPDATE product SET visibility = 20 WHERE id = ${variants[0]}`.execute(db);
    await sql`UPDATE product SET variant_listing_config = ${'{"displayParent": true}'} WHERE id = ${parents[0]}`.execute(
      db,
    );
    await sql`UPDATE product SET display_group = id WHERE id = ${variants[1]}`.execute(db);
    // Category membership, and a product deleted with its variants.
    const [member] = (
      await sql<{
        product_id: string;
      }>`SELECT product_id FROM product_category_tree WHERE category_id = ${categories[1]} ORDER BY product_id LIMIT 1`.execute(
        db,
      )
    ).rows;
    await sql`DELETE FROM product_category_tree WHERE product_id = ${member.product_id} AND category_id = ${categories[1]}`.execute(
      db,
    );
    await sql`INSERT INTO product_category_tree (product_id, category_id) VALUES (${simple[2]}, ${categories[1]})`.execute(
      db,
    );
    if (parents[1]) await sql`DELETE FROM product WHERE id = ${parents[1]}`.execute(db);
    expect(await compareAll(categories.slice(0, 3))).toBeGreaterThan(60);
  }, 600_000);

  it("stays right after writes that replace a row by conflict, or empty a table", async () => {
    const db = t.db;
    const postgres = dialectOf(db) === "postgres";
    const columns = (
      postgres
        ? await sql<{
            name: string;
          }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'product' AND table_schema = current_schema() ORDER BY ordinal_position`.execute(
            db,
          )
        : await sql<{ name: string }>`SELECT name FROM pragma_table_info('product') ORDER BY cid`.execute(db)
    ).rows.map((r) => r.name);
    /** The row of `id` written back as a whole, with some columns replaced (SQL expressions over the old row). */
    const rewrite = (verb: string, id: string, set: Record<string, string>, tail = "") =>
      sql
        .raw(
          `${verb} INTO product (${columns.join(", ")}) SELECT ${columns.map((c) => set[c] ?? c).join(", ")} FROM product WHERE id = '${id}'${tail}`,
        )
        .execute(db);
    const members = (
      await sql<{
        id: string;
      }>`SELECT p.id FROM product AS p JOIN product_category_tree AS t ON t.product_id = p.id WHERE t.category_id = ${categories[0]} AND p.parent_id IS NULL AND p.child_count = 0 AND p.active = 1 AND p.visibility >= 30 ORDER BY p.id LIMIT 4`.execute(
        db,
      )
    ).rows.map((r) => r.id);
    expect(members.length).toBe(4);
    const newId = (n: number) => `${"f".repeat(31)}${n}`;
    if (postgres) {
      // An upsert that moves a product to a group of its own; a table emptied (TRUNCATE fires no row triggers).
      await rewrite(
        "INSERT",
        members[0],
        { display_group: `'${newId(1)}'` },
        " ON CONFLICT (id) DO UPDATE SET display_group = EXCLUDED.display_group",
      );
      await sql`TRUNCATE product_translation`.execute(db);
    } else {
      // REPLACE deletes the row it conflicts with without firing delete triggers (recursive_triggers is off): by id,
      // by product number (another row), and UPDATE OR REPLACE taking another row's number.
      await rewrite("REPLACE", members[0], { display_group: `'${newId(1)}'` });
      await rewrite("REPLACE", members[1], { id: `'${newId(2)}'`, display_group: `'${newId(2)}'` });
      await sql`UPDATE OR REPLACE product SET product_number = (SELECT product_number FROM product WHERE id = ${members[3]}) WHERE id = ${members[2]}`.execute(
        db,
      );
    }
    expect(await compareAll(categories.slice(0, 2))).toBeGreaterThan(30);
  }, 600_000);
});
