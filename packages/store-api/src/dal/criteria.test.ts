import { describe, expect, it } from "vitest";
import { StoreApiError } from "../http/errors.js";
import { MAX_NESTING, parseCriteria } from "./criteria.js";

function problems(input: unknown): { code: string; pointer?: string }[] {
  try {
    parseCriteria(input, "product");
  } catch (error) {
    expect(error).toBeInstanceOf(StoreApiError);
    return (error as StoreApiError).entries.map((e) => ({ code: e.code, pointer: e.source?.pointer }));
  }
  return [];
}

describe("parseCriteria", () => {
  it("accepts the full criteria language and strips entity prefixes", () => {
    const criteria = parseCriteria(
      {
        page: 2,
        limit: 10,
        term: "  shirt ",
        "total-count-mode": "exact",
        filter: [
          { type: "equals", field: "product.active", value: true },
          {
            type: "multi",
            operator: "OR",
            queries: [
              { type: "contains", field: "name", value: "a" },
              { type: "range", field: "stock", parameters: { gte: 1 } },
            ],
          },
          { type: "nand", queries: [{ type: "equalsAny", field: "id", value: "a|b" }] },
        ],
        "post-filter": [{ type: "prefix", field: "productNumber", value: "SW" }],
        sort: "name,-createdAt",
        aggregations: [
          {
            name: "f",
            type: "filter",
            filter: [{ type: "equals", field: "active", value: true }],
            aggregation: { name: "m", type: "max", field: "stock" },
          },
        ],
        associations: { manufacturer: { limit: 5, associations: { media: {} } } },
        includes: { product: ["id", "name"] },
        grouping: ["product.displayGroup"],
      },
      "product",
    );
    expect(criteria).toMatchObject({
      page: 2,
      limit: 10,
      term: "shirt",
      totalCountMode: 1,
      grouping: ["displayGroup"],
    });
    expect(criteria.filters[0]).toEqual({ type: "equals", field: "active", value: true });
    expect(criteria.filters[1]).toMatchObject({ type: "multi", operator: "or" });
    expect(criteria.filters[2]).toEqual({
      type: "not",
      operator: "and",
      queries: [{ type: "equalsAny", field: "id", value: ["a", "b"] }],
    });
    expect(criteria.sorts).toEqual([
      { field: "name", order: "ASC", naturalSorting: false },
      { field: "createdAt", order: "DESC", naturalSorting: false },
    ]);
    expect(criteria.aggregations[0]).toMatchObject({ type: "filter", aggregation: { name: "m", type: "max" } });
    expect(criteria.associations.manufacturer.associations.media).toBeDefined();
  });

  it("treats a plain filter object as AND-ed equals", () => {
    expect(parseCriteria({ filter: { "product.active": true, stock: 3 } }, "product").filters).toEqual([
      { type: "equals", field: "active", value: true },
      { type: "equals", field: "stock", value: 3 },
    ]);
  });

  it.each([
    [{ limit: 101 }, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/limit"],
    [{ limit: -1 }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: "ten" }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ page: 0 }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ ids: ["not-a-uuid"] }, "FRAMEWORK__INVALID_API_CRITERIA_IDS", "/ids"],
    [{ filter: [{ field: "name", value: 1 }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/type"],
    [{ filter: [{ type: "equals", value: 1 }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/field"],
    [
      { filter: [{ type: "equals", field: "name", value: { x: 1 } }] },
      "FRAMEWORK__INVALID_FILTER_QUERY",
      "/filter/0/value",
    ],
    [
      { filter: [{ type: "range", field: "stock", parameters: { between: 1 } }] },
      "FRAMEWORK__INVALID_FILTER_QUERY",
      "/filter/0/parameters",
    ],
    [{ filter: [{ type: "fuzzy", field: "name", value: "x" }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/type"],
    [{ filter: "name" }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter"],
    [{ sort: [{ field: "name", order: "up" }] }, "FRAMEWORK__INVALID_SORT_QUERY", "/sort/0/order"],
    [
      { aggregations: [{ name: "x", type: "median", field: "stock" }] },
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
      "/aggregations/0/type",
    ],
    [{ associations: { media: { limit: 1000 } } }, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/associations/media/limit"],
  ])("rejects %j with %s at %s", (input, code, pointer) => {
    expect(problems(input)).toContainEqual({ code, pointer });
  });

  it.each([
    [{ page: 1e308 }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ page: 2 ** 63 }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ limit: Number.MAX_VALUE }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
  ])("refuses numbers past 2^53: %j", (input, code, pointer) => {
    expect(problems(input)).toContainEqual({ code, pointer });
  });

  it(`refuses filters, aggregations and associations nested deeper than ${MAX_NESTING} levels (found by the fuzz suite)`, () => {
    const nest = <T>(depth: number, leaf: T, wrap: (inner: unknown) => T): T =>
      Array.from({ length: depth }).reduce<T>((inner) => wrap(inner), leaf);
    const notFilter = nest(1000, { type: "equals", field: "id", value: "x" } as unknown, (q) => ({
      type: "not",
      queries: [q],
    }));
    expect(problems({ filter: [notFilter] })).toContainEqual({
      code: "FRAMEWORK__INVALID_FILTER_QUERY",
      pointer: `/filter/0${"/queries/0".repeat(MAX_NESTING - 1)}/queries/0/queries`,
    });
    const aggregation = nest(1000, { name: "m", type: "max", field: "stock" } as unknown, (a) => ({
      name: "f",
      type: "filter",
      filter: [],
      aggregation: a,
    }));
    expect(problems({ aggregations: [aggregation] }).map((p) => p.code)).toEqual([
      "FRAMEWORK__INVALID_AGGREGATION_QUERY",
    ]);
    const associations = nest(1000, {} as unknown, (a) => ({ associations: { children: a } }));
    expect(problems(associations).map((p) => p.code)).toEqual(["FRAMEWORK__INVALID_CRITERIA"]);
    // The limit still allows real nesting.
    const shallow = nest(MAX_NESTING - 1, { type: "equals", field: "id", value: "x" } as unknown, (q) => ({
      type: "multi",
      queries: [q],
    }));
    expect(problems({ filter: [shallow] })).toEqual([]);
  });

  it.each([
    [{ term: "a\u0000b" }, "FRAMEWORK__INVALID_CRITERIA", "/term"],
    [
      { filter: [{ type: "contains", field: "name", value: "a\u0000" }] },
      "FRAMEWORK__INVALID_FILTER_QUERY",
      "/filter/0/value",
    ],
    [
      { filter: [{ type: "equalsAny", field: "name", value: ["a", "\u0000"] }] },
      "FRAMEWORK__INVALID_FILTER_QUERY",
      "/filter/0/value",
    ],
    [
      { filter: [{ type: "range", field: "name", parameters: { gte: "\u0000" } }] },
      "FRAMEWORK__INVALID_FILTER_QUERY",
      "/filter/0/value",
    ],
  ])("refuses NUL characters, which PostgreSQL text cannot hold: %j", (input, code, pointer) => {
    expect(problems(input)).toContainEqual({ code, pointer });
  });

  it("reports every problem at once", () => {
    expect(problems({ limit: 0, page: -2 }).map((p) => p.pointer)).toEqual(["/limit", "/page"]);
  });
});
