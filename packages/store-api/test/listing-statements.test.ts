import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Fixtures } from "./conformance/fixtures.js";
import { createTestApp, type TestApp } from "./helpers.js";

/**
 * How many SQL statements a request costs, counted with the database's query hook (not timed): a range aggregation
 * answers all its buckets with one statement, and the buckets equal the products each range's filter finds.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
let log: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onQuery: (text) => log.push(text) });
});
afterAll(async () => t.close());

/** The statements `run` sends, and its result. */
async function statements<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  log = [];
  const result = await run();
  const sql = log;
  log = [];
  return { result, sql };
}

let nonce = 0;
/** A product search; the nonce (ignored by the search) keeps the response cache from answering a repeat. */
const products = async (body: Json): Promise<Json> => {
  const response = await t.api("POST", "/product", { body: { ...body, "test-nonce": ++nonce } });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};

describe("statements per request", () => {
  const ranges = [{ to: 20 }, { from: 20, to: 50 }, { from: 50, to: 100 }, { from: 100 }, { key: "all" }];

  it("answers a range aggregation's buckets with one statement, equal to each range's filtered total", async () => {
    const aggregation = { name: "price-bands", type: "range", field: "cheapestPrice", ranges };
    // Warm: the first request of a context also reads the channel and its settings.
    await products({ limit: 1, aggregations: [aggregation] });
    const withRanges = await statements(() => products({ limit: 1, aggregations: [aggregation] }));
    const without = await statements(() => products({ limit: 1 }));
    expect(withRanges.sql.length - without.sql.length).toBe(1);

    const buckets = withRanges.result.aggregations["price-bands"].buckets as Json[];
    expect(buckets.map((b) => b.key)).toEqual(["*-20", "20-50", "50-100", "100-*", "all"]);
    for (const [i, range] of ranges.entries()) {
      const parameters: Json = {};
      if (range.from !== undefined) parameters.gte = range.from;
      if (range.to !== undefined) parameters.lt = range.to;
      const filtered = await products({
        limit: 1,
        "total-count-mode": 1,
        filter: Object.keys(parameters).length ? [{ type: "range", field: "cheapestPrice", parameters }] : [],
      });
      expect(buckets[i], JSON.stringify(range)).toMatchObject({
        from: range.from ?? null,
        to: range.to ?? null,
        count: filtered.total,
      });
    }
    expect(buckets[3].count).toBeGreaterThan(0);
    expect(buckets[0].count).toBeGreaterThan(0);
  });
});

describe("association loading", () => {
  /** The first table a statement reads (its outermost FROM). */
  const tableOf = (statement: string) => /\bFROM\s+"?(\w+)"?/i.exec(statement)?.[1];

  it("reads each association level of a listing page with one statement, its translations included", async () => {
    const fixtures = new Fixtures({ db: t.db, api: t.api });
    const categoryId = await fixtures.largestListingCategoryId();
    const associations = { manufacturer: {}, deliveryTime: {}, cover: { associations: { media: {} } } };
    const listing = async (p: number) => {
      const response = await t.api("POST", `/product-listing/${categoryId}`, {
        body: { p, limit: 10, associations, "no-aggregations": true, "test-nonce": ++nonce },
      });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      return response.json() as Json;
    };
    await listing(1);
    const { result, sql } = await statements(() => listing(1));
    const elements = result.elements as Json[];
    expect(elements.length).toBeGreaterThan(1);
    expect(elements.some((e) => e.manufacturer?.translated?.name)).toBe(true);
    expect(elements.some((e) => e.cover?.media?.url)).toBe(true);
    const reads = (table: string) => sql.filter((s) => tableOf(s) === table).length;
    // Facets off (they read manufacturers too). The page's products, and each association below them: their rows with their translations in one read.
    for (const table of ["product_manufacturer", "delivery_time", "product_media", "media"])
      expect({ table, reads: reads(table) + reads(`${table}_translation`) }).toEqual({ table, reads: 1 });
    expect(reads("product_translation")).toBe(0);
  });
});
