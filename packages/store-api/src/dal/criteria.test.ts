import { describe, expect, it } from "vitest";
import { StoreApiError } from "../http/errors.js";
import { parseCriteria } from "./criteria.js";

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
          { type: "multi", operator: "OR", queries: [{ type: "contains", field: "name", value: "a" }, { type: "range", field: "stock", parameters: { gte: 1 } }] },
          { type: "nand", queries: [{ type: "equalsAny", field: "id", value: "a|b" }] },
        ],
        "post-filter": [{ type: "prefix", field: "productNumber", value: "SW" }],
        sort: "name,-createdAt",
        aggregations: [{ name: "f", type: "filter", filter: [{ type: "equals", field: "active", value: true }], aggregation: { name: "m", type: "max", field: "stock" } }],
        associations: { manufacturer: { limit: 5, associations: { media: {} } } },
        includes: { product: ["id", "name"] },
        grouping: ["product.displayGroup"],
      },
      "product",
    );
    expect(criteria).toMatchObject({ page: 2, limit: 10, term: "shirt", totalCountMode: 1, grouping: ["displayGroup"] });
    expect(criteria.filters[0]).toEqual({ type: "equals", field: "active", value: true });
    expect(criteria.filters[1]).toMatchObject({ type: "multi", operator: "or" });
    expect(criteria.filters[2]).toEqual({ type: "not", operator: "and", queries: [{ type: "equalsAny", field: "id", value: ["a", "b"] }] });
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
    [{ filter: [{ type: "equals", field: "name", value: { x: 1 } }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/value"],
    [{ filter: [{ type: "range", field: "stock", parameters: { between: 1 } }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/parameters"],
    [{ filter: [{ type: "fuzzy", field: "name", value: "x" }] }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter/0/type"],
    [{ filter: "name" }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter"],
    [{ sort: [{ field: "name", order: "up" }] }, "FRAMEWORK__INVALID_SORT_QUERY", "/sort/0/order"],
    [{ aggregations: [{ name: "x", type: "median", field: "stock" }] }, "FRAMEWORK__INVALID_AGGREGATION_QUERY", "/aggregations/0/type"],
    [{ associations: { media: { limit: 1000 } } }, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/associations/media/limit"],
  ])("rejects %j with %s at %s", (input, code, pointer) => {
    expect(problems(input)).toContainEqual({ code, pointer });
  });

  it("reports every problem at once", () => {
    expect(problems({ limit: 0, page: -2 }).map((p) => p.pointer)).toEqual(["/limit", "/page"]);
  });
});
