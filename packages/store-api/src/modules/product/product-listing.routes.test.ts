import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyId, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { saveContext } from "../context/context.repository.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = (await addProductFixtures(t.db)).root;
});
afterAll(async () => t.close());

const post = (path: string, body: unknown = {}, options: { token?: string; headers?: Record<string, string> } = {}) =>
  t.api("POST", path, { body, ...options });
const listing = async (
  body: Json = {},
  category: string = FX.clothing,
  options: { token?: string } = {},
): Promise<Json> => {
  const response = await post(`/product-listing/${category}`, body, options);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};
const numbers = (body: Json) => body.elements.map((p: Json) => p.productNumber);

describe("readProductListing", () => {
  it("lists one product per display group, sorted by name, with the listing envelope", async () => {
    const response = await post(`/product-listing/${FX.clothing}`);
    const body = expectConformant("readProductListing", response, { status: 200 }) as Json;
    // Bravo shows its main variant, Hotel its parent (displayParent); link-only, search-only and inactive stay out.
    expect(numbers(body)).toEqual(["FX-A", "FX-B.4", "FX-C", "FX-G", "FX-H", "FX-I"]);
    expect(body).toMatchObject({
      entity: "product",
      total: 6,
      page: 1,
      limit: 12, // the demo shop's core.listing.productsPerPage (seed/demo-engagement.ts)
      sorting: "name-asc",
      streamId: null,
      apiAlias: "product_listing",
    });
    expect(body.currentFilters).toEqual({
      manufacturer: [],
      price: { min: 0, max: 0 },
      rating: null,
      "shipping-free": false,
      properties: [],
      navigationId: FX.clothing,
    });
    expect(body.availableSortings.map((s: Json) => s.key)).toEqual([
      "name-asc",
      "name-desc",
      "price-asc",
      "price-desc",
      "topseller",
    ]);
    expect(body.availableSortings[0]).toMatchObject({
      label: "Name A-Z",
      translated: { label: "Name A-Z" },
      priority: 4,
      apiAlias: "product_sorting",
    });
  });

  it("lists the category's sub categories too", async () => {
    expect(numbers(await listing({}, FX.shirts))).toEqual(["FX-A", "FX-B.4"]);
  });

  it.each([
    ["name-desc", ["FX-I", "FX-H", "FX-G", "FX-C", "FX-B.4", "FX-A"]],
    ["price-asc", ["FX-C", "FX-G", "FX-B.4", "FX-I", "FX-A", "FX-H"]],
    ["price-desc", ["FX-H", "FX-A", "FX-I", "FX-B.4", "FX-G", "FX-C"]],
    ["topseller", ["FX-C", "FX-B.4", "FX-A", "FX-G", "FX-H", "FX-I"]],
    ["unknown-key", ["FX-A", "FX-B.4", "FX-C", "FX-G", "FX-H", "FX-I"]],
  ])("sorts by %s", async (order, expected) => {
    const body = await listing({ order });
    expect(numbers(body)).toEqual(expected);
    expect(body.sorting).toBe(order === "unknown-key" ? "name-asc" : order);
  });

  it("pages with p and limit, counting groups exactly", async () => {
    const body = await listing({ p: 2, limit: 2 });
    expect(numbers(body)).toEqual(["FX-C", "FX-G"]);
    expect(body).toMatchObject({ total: 6, page: 2, limit: 2 });
    const viaQuery = await post(`/product-listing/${FX.clothing}?p=3`, { limit: 2 });
    expect(numbers(viaQuery.json())).toEqual(["FX-H", "FX-I"]);
  });

  it("computes the facets over the whole category, in the context currency", async () => {
    const body = await listing();
    expect(body.aggregations.manufacturer.entities.map((m: Json) => m.name).sort()).toEqual(["Fx Nordic", "Fx Potter"]);
    expect(body.aggregations.price).toEqual({ min: 5, max: 29, avg: null, sum: null, apiAlias: "price_aggregation" });
    expect(body.aggregations.rating).toEqual({ max: 4.5, apiAlias: "rating_aggregation" });
    expect(body.aggregations["shipping-free"]).toEqual({ max: 1, apiAlias: "shipping-free_aggregation" });
    const properties = body.aggregations.properties.entities.map((g: Json) => [
      g.name,
      g.options.map((o: Json) => o.name),
    ]);
    // Filterable groups only (the hidden one is not), options ordered by the group's sorting type.
    expect(properties).toEqual([
      ["Fx Colour", ["Blue", "Red"]],
      ["Fx Size", ["S", "M"]],
      ["Fx Material", ["Ceramic", "Linen"]],
    ]);
    expect(body.aggregations).not.toHaveProperty("options");
    const token = `fxusd${Date.now()}`;
    await saveContext(t.db, token, SALES_CHANNEL_ID, { currencyId: currencyId("USD") });
    expect((await listing({}, FX.clothing, { token })).aggregations.price).toMatchObject({ min: 5.4, max: 31.32 });
  });

  it.each([
    ["manufacturer", { manufacturer: FX.potter }, ["FX-C"]],
    [
      "several manufacturers",
      { manufacturer: [FX.potter, FX.nordic] },
      ["FX-A", "FX-B.4", "FX-C", "FX-G", "FX-H", "FX-I"],
    ],
    ["price range", { "min-price": 9, "max-price": 15 }, ["FX-B.4", "FX-G", "FX-I"]],
    ["rating", { rating: 4 }, ["FX-A"]],
    ["shipping-free", { "shipping-free": true }, ["FX-C", "FX-G"]],
    ["a variant option", { properties: FX.red }, ["FX-B.2", "FX-H.1"]],
    ["options of one group (OR)", { properties: `${FX.red}|${FX.blue}` }, ["FX-B.4", "FX-H.1"]],
    ["options of two groups (AND)", { properties: [FX.red, FX.small] }, ["FX-B.1"]],
    ["a property", { properties: [FX.linen] }, ["FX-A", "FX-B.4"]],
    ["non-UUID properties are dropped", { properties: "nope|123" }, ["FX-A", "FX-B.4", "FX-C", "FX-G", "FX-H", "FX-I"]],
  ])("filters by %s as post-filters", async (_name, body, expected) => {
    const result = await listing(body);
    expect(numbers(result)).toEqual(expected);
    expect(result.total).toBe(expected.length);
    // Post-filters leave the facets untouched.
    expect(result.aggregations.manufacturer.entities).toHaveLength(2);
  });

  it("reports the active filters in currentFilters", async () => {
    const body = await listing({
      manufacturer: FX.potter,
      "min-price": 1,
      "max-price": 50,
      rating: "3",
      "shipping-free": 1,
      properties: [FX.ceramic],
    });
    expect(body.currentFilters).toEqual({
      manufacturer: [FX.potter],
      price: { min: 1, max: 50 },
      rating: 3,
      "shipping-free": true,
      properties: [FX.ceramic],
      navigationId: FX.clothing,
    });
    expect(numbers(body)).toEqual(["FX-C"]);
  });

  it("reduces each facet by the other active filters with reduce-aggregations", async () => {
    const body = await listing({ manufacturer: FX.potter, "reduce-aggregations": 1 });
    expect(body.aggregations.manufacturer.entities).toHaveLength(2);
    expect(body.aggregations.price).toMatchObject({ min: 5, max: 5 });
    expect(body.aggregations.properties.entities.map((g: Json) => g.name)).toEqual(["Fx Material"]);
  });

  it("narrows products and facets by a criteria term", async () => {
    const body = await listing({ term: "fxcharlie" });
    expect(numbers(body)).toEqual(["FX-C"]);
    expect(body.aggregations.price).toMatchObject({ min: 5, max: 5 });
    expect(body.aggregations.manufacturer.entities.map((m: Json) => m.name)).toEqual(["Fx Potter"]);
  });

  it("switches filters off with <name>-filter=false", async () => {
    const body = await listing({ manufacturer: FX.potter, "manufacturer-filter": false, "property-filter": false });
    expect(numbers(body)).toHaveLength(6);
    expect(body.aggregations).not.toHaveProperty("manufacturer");
    expect(body.aggregations).not.toHaveProperty("properties");
    expect(body.aggregations).toHaveProperty("price");
  });

  it("drops facets with no-aggregations and products with only-aggregations", async () => {
    expect((await listing({ "no-aggregations": 1 })).aggregations).toEqual({});
    const only = await listing({ "only-aggregations": 1 });
    expect(only.elements).toEqual([]);
    expect(Object.keys(only.aggregations)).toEqual(expect.arrayContaining(["manufacturer", "price", "properties"]));
  });

  it("recomputes shared facets once the data changes", async () => {
    const before = await listing({ p: 1 });
    expect(before.aggregations.manufacturer.entities).toHaveLength(2);
    await t.db.updateTable("product").set({ manufacturer_id: FX.nordic }).where("id", "=", FX.charlie).execute();
    try {
      const after = await listing({ p: 2, limit: 2 });
      expect(after.aggregations.manufacturer.entities.map((m: Json) => m.id)).toEqual([FX.nordic]);
    } finally {
      await t.db.updateTable("product").set({ manufacturer_id: FX.potter }).where("id", "=", FX.charlie).execute();
    }
    expect((await listing({ p: 3, limit: 2 })).aggregations.manufacturer.entities).toHaveLength(2);
  });

  it("lists a product-stream category from its stream", async () => {
    const body = await listing({}, FX.streamCategory);
    expect(numbers(body)).toEqual(["FX-C", "FX-G"]);
    expect(body.streamId).toBe(FX.stream);
  });

  it("serves GET with listing parameters in the query", async () => {
    const response = await t.api(
      "GET",
      `/product-listing/${FX.clothing}?order=price-asc&limit=2&manufacturer=${FX.nordic}`,
    );
    expect(response.statusCode).toBe(200);
    expect(numbers(response.json())).toEqual(["FX-G", "FX-B.4"]);
  });

  it("answers 404 for an unknown category, 400 for malformed ids and bad criteria, 404 for a non-string order", async () => {
    expectEnvelope(await post(`/product-listing/${"0".repeat(32)}`), 404, "PRODUCT__CATEGORY_NOT_FOUND");
    expectEnvelope(await post("/product-listing/home"), 400, "FRAMEWORK__INVALID_UUID");
    const tooMany = await post(`/product-listing/${FX.clothing}`, { limit: 500 });
    expectEnvelope(tooMany, 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED");
    expect(firstError(tooMany).source?.pointer).toBe("/limit");
    expectEnvelope(
      await post(`/product-listing/${FX.clothing}`, { order: ["price-asc"] }),
      404,
      "PRODUCT_SORTING_NOT_FOUND",
    );
  });
});

describe("searchPage and searchSuggest", () => {
  it("finds products by keyword prefix in the request language, ordered by score", async () => {
    const response = await post("/search", { search: "fxbrav" });
    const body = expectConformant("searchPage", response, { status: 200 }) as Json;
    expect(numbers(body)).toEqual(["FX-B.4"]);
    expect(body).toMatchObject({ sorting: "score", currentFilters: { search: "fxbrav", navigationId: root } });
    expect(body.availableSortings.map((s: Json) => s.key)).toContain("score");
  });

  it("requires every token, sees search-only products and not link-only ones", async () => {
    expect(numbers(await (await post("/search", { search: "fxalpha linen" })).json())).toEqual(["FX-A"]);
    expect((await (await post("/search", { search: "fxalpha fxcharlie" })).json()).total).toBe(0);
    const all = (await post("/search", { search: "fx", limit: 50, order: "name-asc" })).json();
    expect(numbers(all)).toEqual(["FX-A", "FX-B.4", "FX-C", "FX-E", "FX-G", "FX-H", "FX-I", "FX-J"]);
  });

  it("ranks product-number hits first", async () => {
    const body = (await post("/search", { search: ["fx-c", "fxcharlie"] })).json();
    expect(numbers(body)).toEqual(["FX-C"]);
    const scored = (await post("/search", { search: "fx-" })).json();
    expect(numbers(scored).length).toBeGreaterThan(1);
  });

  it("searches the keywords of the request language", async () => {
    const german = (
      await post("/search", { search: "fxalpha de" }, { headers: { "sw-language-id": LANGUAGE.de } })
    ).json();
    expect(numbers(german)).toEqual(["FX-A"]);
    expect((await post("/search", { search: "fxalpha de" })).json().total).toBe(0);
  });

  it("applies the listing filters and sortings", async () => {
    const body = (await post("/search", { search: "fx", "shipping-free": 1, order: "price-desc" })).json();
    expect(numbers(body)).toEqual(["FX-G", "FX-C"]);
    expect(body.aggregations.manufacturer.entities).toHaveLength(2);
  });

  it("suggests with the same processors", async () => {
    const response = await post("/search-suggest", { search: "fxhot", limit: 5 });
    const body = expectConformant("searchSuggest", response, { status: 200 }) as Json;
    expect(numbers(body)).toEqual(["FX-H"]);
    const viaGet = await t.api("GET", "/search-suggest?search=fxcharlie");
    expect(numbers(viaGet.json())).toEqual(["FX-C"]);
  });

  it("requires the search parameter", async () => {
    for (const path of ["/search", "/search-suggest"]) {
      for (const body of [{}, { search: "" }, { search: "   " }]) {
        const response = await post(path, body);
        expectEnvelope(response, 400, "FRAMEWORK__MISSING_REQUEST_PARAMETER");
        expect(firstError(response).meta?.parameters).toMatchObject({ parameterName: "search" });
      }
    }
    expectEnvelope(await post("/search", { search: "fx", limit: 101 }), 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED");
  });
});
