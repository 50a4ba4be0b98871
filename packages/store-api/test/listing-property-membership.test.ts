import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelCache } from "../src/modules/context/channel-cache.js";
import type { SalesChannelContext } from "../src/modules/context/context.js";
import { readContextOf, resolveContext } from "../src/modules/context/context.service.js";
import { loadListing } from "../src/modules/product/product-listing.service.js";
import { carrierTests, type CarrierTest } from "../src/modules/product/product-listing-index.repository.js";
import { ACCESS_KEY, createTestApp, LANGUAGE, type TestApp } from "./helpers.js";

/**
 * A category listing filtered by properties starts from the members carrying the options (product-listing.service.ts,
 * categoryMembers): its pages, totals and facets must be those of the filter tested on every member's row, for
 * property and variant options, options of one group (OR-ed) and of two (AND-ed), with the other filters, every
 * standard sorting and reduced facets; each way of testing the options' carriers (carrierTests: lookups per member,
 * or on SQLite the set of carriers) and the way the listing picks by itself.
 */

const POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
/** The carrier tests to force: the set is SQLite's alone (carrierTests never picks it on PostgreSQL). */
const FORCED: CarrierTest[] = POSTGRES ? ["lookup"] : ["lookup", "set"];

let t: TestApp;
let log: string[] = [];
const contexts: SalesChannelContext[] = [];
/** Per category (largest first): its members' property options and variant options, most used first. */
let cases: { categoryId: string; properties: string[]; variantOptions: string[]; groupOf: Map<string, string> }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => log.push(text) });
  const channel = await new ChannelCache(t.db).byAccessKey(ACCESS_KEY);
  if (!channel) throw new Error("the seeded sales channel is missing");
  for (const language of [LANGUAGE.en, LANGUAGE.de])
    contexts.push(
      readContextOf(await resolveContext(t.db, channel, { includeSeoUrls: false, languageHeader: language })),
    );
  const categories = (
    await sql<{
      id: string;
    }>`SELECT category_id AS id FROM product_category_tree GROUP BY category_id ORDER BY COUNT(*) DESC, category_id LIMIT 4`.execute(
      t.db,
    )
  ).rows.map((r) => r.id);
  const groupOf = new Map(
    (
      await sql<{ id: string; group_id: string }>`SELECT id, group_id FROM property_group_option`.execute(t.db)
    ).rows.map((r) => [r.id, r.group_id] as const),
  );
  const used = async (table: "product_property" | "product_option", categoryId: string) =>
    (
      await sql<{
        id: string;
      }>`SELECT o.property_group_option_id AS id FROM ${sql.table(table)} AS o JOIN product_category_tree AS t ON t.product_id = o.product_id WHERE t.category_id = ${categoryId} GROUP BY o.property_group_option_id ORDER BY COUNT(*) DESC, o.property_group_option_id LIMIT 6`.execute(
        t.db,
      )
    ).rows.map((r) => r.id);
  for (const categoryId of categories)
    cases.push({
      categoryId,
      properties: await used("product_property", categoryId),
      variantOptions: await used("product_option", categoryId),
      groupOf,
    });
  cases = cases.filter((c) => c.properties.length > 1);
}, 120_000);
afterAll(async () => t?.close());

async function listing(
  ctx: SalesChannelContext,
  categoryId: string,
  params: Record<string, unknown>,
  /** false: the filter tested on every member's row; a carrier test: forced; undefined: the listing's own pick. */
  membership: false | CarrierTest | undefined,
) {
  log = [];
  const result = await loadListing(t.db, ctx, { categoryId, params }, { propertyMembership: membership });
  // The membership's test of an option's carriers (categoryMembers): a lookup per member, or the carriers' set.
  const lookup = log.some((text) =>
    /WHERE o\.product_id = t\.product_id AND o\.property_group_option_id IN/.test(text),
  );
  const set = log.some((text) => /\+t\.product_id IN \(SELECT c\.product_id FROM product_property AS c/.test(text));
  return { result, narrowed: lookup || set, lookup, set };
}

/** Two options of one group (OR-ed) and options of two groups (AND-ed), from the options the category uses. */
function filterSets(c: (typeof cases)[number]): string[][] {
  const sets: string[][] = [[c.properties[0]]];
  const sameGroup = c.properties.find((id, i) => i > 0 && c.groupOf.get(id) === c.groupOf.get(c.properties[0]));
  if (sameGroup) sets.push([c.properties[0], sameGroup]);
  const otherGroup = c.properties.find((id) => c.groupOf.get(id) !== c.groupOf.get(c.properties[0]));
  if (otherGroup) sets.push([c.properties[0], otherGroup]);
  if (c.variantOptions.length) {
    sets.push([c.variantOptions[0]]);
    const mixed = c.properties.find((id) => c.groupOf.get(id) !== c.groupOf.get(c.variantOptions[0]));
    if (mixed) sets.push([c.variantOptions[0], mixed]);
  }
  return sets;
}

describe("a category listing filtered by properties", () => {
  it("gives the pages, totals and facets of the filter tested on every member", async () => {
    expect(cases.length).toBeGreaterThan(1);
    expect(cases.some((c) => c.variantOptions.length > 0)).toBe(true);
    let compared = 0;
    let someFound = 0;
    for (const ctx of contexts)
      for (const c of cases)
        for (const options of filterSets(c))
          for (const extra of [
            { order: "name-asc" },
            { order: "price-asc", p: 2, limit: 3 },
            { order: "price-desc", "max-price": 80 },
            { order: "topseller", "reduce-aggregations": true },
            { order: "name-desc", "shipping-free": true },
          ]) {
            const params = { ...extra, properties: options.join("|") };
            const where = `${c.categoryId} ${JSON.stringify(params)} language ${ctx.languageId}`;
            const exact = await listing(ctx, c.categoryId, params, false);
            expect(exact.narrowed, where).toBe(false);
            // Reduced facets are computed by the page's own search, which then keeps every member.
            const narrows = !("reduce-aggregations" in extra);
            for (const way of FORCED) {
              const narrowed = await listing(ctx, c.categoryId, params, way);
              expect(narrowed.narrowed && narrowed[way], `${where} ${way}`).toBe(narrows);
              expect(narrowed.result, `${where} ${way}`).toEqual(exact.result);
            }
            const picked = await listing(ctx, c.categoryId, params, undefined);
            expect(picked.narrowed, where).toBe(narrows);
            if (POSTGRES) expect(picked.set, where).toBe(false);
            expect(picked.result, where).toEqual(exact.result);
            if ((exact.result.total as number) > 0) someFound++;
            compared++;
          }
    expect(compared).toBeGreaterThan(40);
    expect(someFound).toBeGreaterThan(compared / 2);
  }, 300_000);

  it("filters the whole category when its facets ignore the filter, and keeps the facets of every member", async () => {
    const [ctx] = contexts;
    const [c] = cases;
    const unfiltered = await listing(ctx, c.categoryId, {}, undefined);
    const filtered = await listing(ctx, c.categoryId, { properties: c.properties[0] }, undefined);
    expect(filtered.narrowed).toBe(true);
    expect(filtered.result.total).toBeGreaterThan(0);
    expect(filtered.result.total).toBeLessThan(unfiltered.result.total as number);
    expect(filtered.result.aggregations).toEqual(unfiltered.result.aggregations);
  });

  it("picks the carriers' set where an option group has few carriers for the category's members, else lookups", async () => {
    const count = async (query: ReturnType<typeof sql<{ c: number }>>) => Number((await query.execute(t.db)).rows[0].c);
    const members = (categoryId: string) =>
      count(sql<{ c: number }>`SELECT COUNT(*) AS c FROM product_category_tree WHERE category_id = ${categoryId}`);
    const carriers = (option: string) =>
      count(
        sql<{
          c: number;
        }>`SELECT (SELECT COUNT(*) FROM product_property WHERE property_group_option_id = ${option}) + (SELECT COUNT(*) FROM product_option WHERE property_group_option_id = ${option}) AS c`,
      );
    // The largest category with its most used option, and the smallest category with a product against the option
    // carried most in the whole catalogue.
    const [large] = cases;
    const { rows: smallest } = await sql<{
      id: string;
    }>`SELECT category_id AS id FROM product_category_tree GROUP BY category_id ORDER BY COUNT(*) ASC, category_id LIMIT 1`.execute(
      t.db,
    );
    const { rows: common } = await sql<{
      id: string;
    }>`SELECT property_group_option_id AS id FROM product_property GROUP BY property_group_option_id ORDER BY COUNT(*) DESC, property_group_option_id LIMIT 1`.execute(
      t.db,
    );
    const few = { categoryId: large.categoryId, option: large.properties[0] };
    const many = { categoryId: smallest[0].id, option: common[0].id };
    expect(await carriers(few.option)).toBeLessThanOrEqual(3 * (await members(few.categoryId)));
    expect(await carriers(many.option)).toBeGreaterThan(3 * (await members(many.categoryId)));
    const setWhere = POSTGRES ? "lookup" : "set";
    expect(await carrierTests(t.db, few.categoryId, [[few.option]])).toEqual([setWhere]);
    expect(await carrierTests(t.db, many.categoryId, [[many.option]])).toEqual(["lookup"]);
    // Each group on its own counts: both in one filter.
    expect(await carrierTests(t.db, few.categoryId, [[few.option], [many.option]])).toEqual([
      setWhere,
      (await carriers(many.option)) <= 3 * (await members(few.categoryId)) ? setWhere : "lookup",
    ]);
  });
});
