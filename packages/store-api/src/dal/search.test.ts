import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, LANGUAGE, type TestApp } from "../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Country = {
  id: string;
  iso: string;
  name: string;
  translated: { name: string };
  states?: { shortCode: string }[];
};
const countries = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await t.api("POST", "/country", { body, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    page: number;
    limit: number;
    elements: Country[];
    aggregations: Record<string, Record<string, unknown>>;
  };
};
const isos = (result: { elements: Country[] }) => result.elements.map((c) => c.iso);

describe("criteria search through the Store API", () => {
  it("filters by equals, equalsAny, contains, prefix, suffix, range, multi and not", async () => {
    expect(isos(await countries({ filter: [{ type: "equals", field: "iso", value: "PL" }] }))).toEqual(["PL"]);
    expect(
      isos(await countries({ filter: [{ type: "equalsAny", field: "country.iso", value: "PL|DE" }], sort: "iso" })),
    ).toEqual(["DE", "PL"]);
    expect(
      isos(await countries({ filter: [{ type: "contains", field: "name", value: "LAND" }], sort: "iso" })),
    ).toEqual(["CH", "NL", "PL"]);
    expect(isos(await countries({ filter: [{ type: "prefix", field: "iso3", value: "PO" }] }))).toEqual(["PL"]);
    expect(isos(await countries({ filter: [{ type: "suffix", field: "iso3", value: "EU" }] }))).toEqual(["DE"]);
    expect(
      isos(
        await countries({
          filter: [{ type: "range", field: "position", parameters: { gte: 2, lt: 4 } }],
          sort: "position",
        }),
      ),
    ).toEqual(["PL", "GB"]);
    const either = await countries({
      filter: [
        {
          type: "multi",
          operator: "or",
          queries: [
            { type: "equals", field: "iso", value: "AT" },
            { type: "equals", field: "iso", value: "FR" },
          ],
        },
      ],
      sort: "iso",
    });
    expect(isos(either)).toEqual(["AT", "FR"]);
    const notEu = await countries({
      filter: [{ type: "not", operator: "and", queries: [{ type: "equals", field: "isEu", value: true }] }],
      sort: "iso",
    });
    expect(isos(notEu)).toEqual(["CH", "GB", "US"]);
  });

  it("filters across a to-many association without duplicating rows", async () => {
    const result = await countries({
      filter: [{ type: "equalsAny", field: "states.shortCode", value: ["DE-BY", "DE-BE", "US-TX"] }],
      sort: "iso",
      "total-count-mode": "exact",
    });
    expect(isos(result)).toEqual(["DE", "US"]);
    expect(result.total).toBe(2);
  });

  it("sorts by translated names in the request language, with fallback", async () => {
    const de = await countries(
      {
        sort: [{ field: "name", order: "ASC" }],
        filter: [{ type: "equalsAny", field: "iso", value: ["DE", "GB", "AT"] }],
      },
      { "sw-language-id": LANGUAGE.de },
    );
    expect(de.elements.map((c) => c.translated.name)).toEqual(
      ["Deutschland", "Österreich", "Vereinigtes Königreich"].sort((a, b) => (a < b ? -1 : 1)),
    );
    const pl = await countries({ ids: [de.elements[0].id] }, { "sw-language-id": LANGUAGE.pl });
    expect(pl.elements[0].name).toBe("Niemcy");
  });

  it("pages with limit and page, and counts per total-count-mode", async () => {
    const first = await countries({ limit: 2, page: 1, sort: "position", "total-count-mode": 1 });
    const second = await countries({ limit: 2, page: 2, sort: "position", "total-count-mode": 1 });
    expect(first.elements).toHaveLength(2);
    expect(second.page).toBe(2);
    expect(first.total).toBe(9);
    expect(isos(second)).not.toContain(isos(first)[0]);
    const none = await countries({ limit: 2, "total-count-mode": "none" });
    expect(none.total).toBe(2);
  });

  it("ignores limit and page when ids are given", async () => {
    const all = await countries({});
    const picked = await countries({ ids: all.elements.slice(0, 5).map((c) => c.id), limit: 1, page: 3 });
    expect(picked.elements).toHaveLength(5);
  });

  it("loads nested associations with their own criteria", async () => {
    const result = await countries({
      filter: [{ type: "equals", field: "iso", value: "PL" }],
      associations: {
        states: {
          sort: [{ field: "shortCode", order: "DESC" }],
          limit: 3,
          filter: [{ type: "prefix", field: "shortCode", value: "PL-" }],
        },
      },
    });
    expect(result.elements[0].states?.map((s) => s.shortCode)).toEqual(["PL-ZP", "PL-WP", "PL-WN"]);
  });

  it("aggregates terms, stats, count, entity, range and filter", async () => {
    const result = await countries({
      limit: 1,
      aggregations: [
        { name: "eu", type: "terms", field: "isEu" },
        { name: "positions", type: "stats", field: "position" },
        { name: "states", type: "count", field: "states.id" },
        { name: "first", type: "min", field: "position" },
        { name: "stateCountries", type: "entity", field: "states.countryId", definition: "country" },
        { name: "bands", type: "range", field: "position", ranges: [{ to: 3 }, { from: 3 }] },
        {
          name: "wrapper",
          type: "filter",
          filter: [{ type: "equals", field: "iso", value: "PL" }],
          aggregation: { name: "plStates", type: "count", field: "states.id" },
        },
      ],
    });
    const aggregations = result.aggregations;
    expect(aggregations.eu.buckets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: "1", count: 6 }),
        expect.objectContaining({ key: "0", count: 3 }),
      ]),
    );
    expect(aggregations.positions).toMatchObject({ min: 1, max: 9, sum: 45, apiAlias: "positions_aggregation" });
    expect(aggregations.states).toMatchObject({ count: 38 });
    expect(aggregations.first).toMatchObject({ min: 1 });
    expect((aggregations.stateCountries.entities as Country[]).map((c) => c.iso).sort()).toEqual(["DE", "PL", "US"]);
    expect((aggregations.bands.buckets as { count: number }[]).map((b) => b.count)).toEqual([2, 7]);
    expect(aggregations.plStates).toMatchObject({ count: 16 });
  });

  it("counts distinct values and answers a terms aggregation's nested aggregation per bucket (Shopware's Bucket)", async () => {
    const result = await countries({
      aggregations: [
        // Every EU country has the same isEu value: a distinct count is 2 (true, false), not one per country.
        { name: "euValues", type: "count", field: "isEu" },
        {
          name: "byEu",
          type: "terms",
          field: "isEu",
          aggregation: { name: "stateIsos", type: "count", field: "states.countryId" },
        },
        {
          name: "byEuPositions",
          type: "terms",
          field: "isEu",
          aggregation: { name: "top", type: "max", field: "position" },
        },
      ],
    });
    const aggregations = result.aggregations;
    expect(aggregations.euValues).toMatchObject({ count: 2 });
    const buckets = aggregations.byEu.buckets as { key: string; count: number; stateIsos?: { count: number } }[];
    // DE and PL (EU) have states, US (not EU) has states: the nested count sits under its own name in each bucket.
    expect(buckets.find((b) => b.key === "1")).toMatchObject({
      count: 6,
      stateIsos: { count: 2, apiAlias: "stateIsos_aggregation" },
    });
    expect(buckets.find((b) => b.key === "0")).toMatchObject({ count: 3, stateIsos: { count: 1 } });
    const positions = aggregations.byEuPositions.buckets as { key: string; top: { max: number } }[];
    expect(positions.every((b) => typeof b.top.max === "number")).toBe(true);
  });

  it("keeps facets unaffected by post-filters", async () => {
    const result = await countries({
      "post-filter": [{ type: "equals", field: "iso", value: "PL" }],
      aggregations: [{ name: "all", type: "count", field: "id" }],
    });
    expect(result.elements).toHaveLength(1);
    expect(result.aggregations.all).toMatchObject({ count: 9 });
  });

  it("applies includes per apiAlias, keeping apiAlias", async () => {
    const result = await countries({ includes: { country: ["iso"] }, filter: { iso: "PL" } });
    expect(result.elements[0]).toEqual({ iso: "PL", apiAlias: "country" });
  });

  it("searches by term", async () => {
    expect(isos(await countries({ term: "niederl" }, { "sw-language-id": LANGUAGE.de }))).toEqual(["NL"]);
  });

  it("groups by a field, one row per group", async () => {
    const result = await countries({ grouping: ["isEu"], sort: "position", "total-count-mode": 1 });
    expect(result.total).toBe(2);
    expect(isos(result)).toEqual(["DE", "GB"]);
  });

  it.each([
    [{ filter: [{ type: "equals", field: "nope", value: 1 }] }, "FRAMEWORK__UNMAPPED_FIELD"],
    [{ associations: { nope: {} } }, "FRAMEWORK__ASSOCIATION_NOT_FOUND"],
    [{ filter: [{ type: "equals", field: "nope.id", value: 1 }] }, "FRAMEWORK__ASSOCIATION_NOT_FOUND"],
    [{ sort: "nope" }, "FRAMEWORK__UNMAPPED_FIELD"],
    [
      { aggregations: [{ name: "x", type: "entity", field: "id", definition: "nope" }] },
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
    ],
  ])("answers 400 for %j", async (body, code) => {
    const response = await t.api("POST", "/country", { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe(code);
  });
});

describe("hostile criteria (found by the fuzz suite)", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "__proto__.polluted", "constructor.name"])(
    "a filter, sort or aggregation on %s is an unknown field, not a server error",
    async (field) => {
      for (const body of [
        { filter: [{ type: "equals", field, value: "x" }] },
        { sort: [{ field, order: "ASC" }] },
        { aggregations: [{ name: "a", type: "max", field }] },
      ]) {
        const response = await t.api("POST", "/country", { body });
        expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(response.json().errors[0].code).toMatch(/^FRAMEWORK__/);
      }
    },
  );

  it("an association named like an Object member is not found", async () => {
    const response = await t.api("POST", "/country", { body: { associations: { constructor: {} } } });
    expect(response.statusCode, response.body).toBe(400);
  });

  it("a page whose offset is past 2^53 is a bad request", async () => {
    const response = await t.api("POST", "/country", { body: { limit: 100, page: 2 ** 50 } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].code).toBe("FRAMEWORK__INVALID_PAGE_QUERY");
  });
});
