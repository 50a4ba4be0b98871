import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSystemConfig } from "../src/modules/mail/system-config.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { addProductFixtures, FX } from "./product-fixtures.js";

/**
 * `core.listing.hideCloseoutProductsWhenOutOfStock` (ProductListingLoader::handleAvailableStock, ProductCloseoutFilter):
 * with it on, closeout products that are not available leave category listings, search and search suggestions,
 * whichever way the listing is computed (the listing index for a plain category listing, the grouped query for a
 * filtered one), and their facets.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
  // Fxindia Sale Scarf: a closeout sold out (the only product of its display group); Bravo keeps available variants.
  await sql`UPDATE product SET stock = 0, available_stock = 0, available = 0 WHERE id = ${FX.india}`.execute(t.db);
});
afterAll(async () => t?.close());

const post = async (path: string, body: Json = {}): Promise<Json> => {
  const response = await t.api("POST", path, { body });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};
const numbers = (body: Json): string[] => body.elements.map((p: Json) => p.productNumber);

/** What each way of listing shows of Fxindia: the plain and filtered category listing, search and suggest. */
async function shown(): Promise<Record<string, unknown>> {
  const plain = await post(`/product-listing/${FX.clothing}`);
  const filtered = await post(`/product-listing/${FX.clothing}`, { "max-price": 100000, order: "price-desc" });
  const search = await post("/search", { search: "Fxindia" });
  const suggest = await post("/search-suggest", { search: "Fxindia" });
  return {
    plain: [plain.total, numbers(plain).includes("FX-I")],
    filtered: [filtered.total, numbers(filtered).includes("FX-I")],
    // The facets count the same products: a search finding only Fxindia has its price range, or none.
    facets: search.aggregations.price ?? null,
    search: [search.total, numbers(search)],
    suggest: [suggest.total, numbers(suggest)],
  };
}

describe("core.listing.hideCloseoutProductsWhenOutOfStock", () => {
  it("off: sold-out closeouts are listed and found", async () => {
    expect(await shown()).toEqual({
      plain: [6, true],
      filtered: [6, true],
      facets: { min: 15, max: 15, avg: null, sum: null, apiAlias: "price_aggregation" },
      search: [1, ["FX-I"]],
      suggest: [1, ["FX-I"]],
    });
  });

  it("on: sold-out closeouts leave listings, search and suggestions", async () => {
    await setSystemConfig(t.db, "core.listing.hideCloseoutProductsWhenOutOfStock", true);
    try {
      expect(await shown()).toEqual({
        plain: [5, false],
        filtered: [5, false],
        facets: null,
        search: [0, []],
        suggest: [0, []],
      });
      // Back in stock: listed again.
      await sql`UPDATE product SET stock = 3, available_stock = 3, available = 1 WHERE id = ${FX.india}`.execute(t.db);
      expect((await shown()).plain).toEqual([6, true]);
    } finally {
      await sql`UPDATE product SET stock = 0, available_stock = 0, available = 0 WHERE id = ${FX.india}`.execute(t.db);
      await setSystemConfig(t.db, "core.listing.hideCloseoutProductsWhenOutOfStock", false);
    }
  });
});
