import { describe, expect, it } from "vitest";
import {
  applyElementConfig,
  listingAggregations,
  listingFilters,
  parseListingParams,
  PRICE_BOUND_CEILING,
} from "./product-listing.js";
import { combinable, findVariant, searchTerm, tokenize } from "./product.js";

const id = (c: string) => c.repeat(32);

describe("tokenize and searchTerm", () => {
  it("splits like the keyword indexer: lower-case, letters/digits/-/_, at least two characters, once each", () => {
    expect(tokenize("Linen SHIRT, linen  a  SW-1001.2 café_au-lait -x-")).toEqual([
      "linen",
      "shirt",
      "sw-1001",
      "café_au-lait",
    ]);
  });

  it("trims, joins arrays and rejects empty terms", () => {
    expect(searchTerm("  shirt ")).toBe("shirt");
    expect(searchTerm(["linen", "shirt"])).toBe("linen shirt");
    expect(searchTerm(42)).toBe("42");
    expect(searchTerm("   ")).toBeUndefined();
    expect(searchTerm(undefined)).toBeUndefined();
    expect(searchTerm({ a: 1 })).toBeUndefined();
    expect(searchTerm("x".repeat(400))).toHaveLength(300);
  });
});

describe("findVariant", () => {
  const variants = [
    { id: "red-s", optionIds: ["red", "s"] },
    { id: "red-m", optionIds: ["red", "m"] },
    { id: "blue-m", optionIds: ["blue", "m"] },
  ];
  const pick = (selection: [string, string][], switched?: string) =>
    findVariant(variants, new Map(selection), switched);

  it("finds the variant having every option", () => {
    expect(
      pick([
        ["colour", "red"],
        ["size", "m"],
      ]),
    ).toEqual({
      variantId: "red-m",
      options: new Map([
        ["colour", "red"],
        ["size", "m"],
      ]),
    });
  });

  it("drops selections other than the switched group until one matches", () => {
    expect(
      pick(
        [
          ["colour", "blue"],
          ["size", "s"],
        ],
        "size",
      )?.variantId,
    ).toBe("red-s");
    expect(
      pick(
        [
          ["colour", "blue"],
          ["size", "s"],
        ],
        "colour",
      )?.variantId,
    ).toBe("blue-m");
  });

  it("gives up when even a single option matches nothing", () => {
    expect(pick([["colour", "green"]])).toBeUndefined();
    expect(findVariant([], new Map(), undefined)).toBeUndefined();
  });
});

describe("combinable", () => {
  const combinations = [
    ["red", "s"],
    ["red", "m"],
    ["blue", "m"],
  ];
  const current = new Map([
    ["colour", "blue"],
    ["size", "m"],
  ]);
  it.each([
    ["red", "colour", true],
    ["s", "size", false],
    ["m", "size", true],
    ["green", "colour", undefined],
  ])("%s in %s → %s", (option, group, expected) => {
    expect(combinable(option, group, current, combinations)).toBe(expected);
  });
});

describe("parseListingParams", () => {
  it("reads paging, sorting, filters and flags leniently", () => {
    const params = parseListingParams({
      p: "0",
      limit: "-3",
      order: "price-asc",
      manufacturer: `${id("a")}|nope|${id("A")}`,
      "min-price": "5",
      "max-price": -1,
      rating: "3.7",
      "shipping-free": "0",
      properties: [id("b"), 7],
      "manufacturer-filter": false,
      "property-filter": "0",
      "price-filter": true,
      "reduce-aggregations": "",
      "only-aggregations": "1",
    });
    expect(params).toMatchObject({
      page: 1,
      limit: undefined,
      order: "price-asc",
      manufacturer: [id("a")],
      minPrice: 5,
      maxPrice: undefined,
      rating: 3,
      shippingFree: false,
      properties: [id("b")],
    });
    expect([...params.disabled].sort()).toEqual(["manufacturer", "properties"]);
    expect(params).toMatchObject({ reduceAggregations: true, noAggregations: false, onlyAggregations: true });
  });

  it("applies a CMS element's filters, property whitelist and custom sortings", () => {
    const params = applyElementConfig(parseListingParams({}), {
      filters: { value: "manufacturer-filter,property-filter" },
      propertyWhitelist: { value: [id("c")] },
      useCustomSorting: { value: true },
      availableSortings: { value: { [id("d")]: 2 } },
      defaultSorting: { value: id("d") },
    });
    expect([...params.disabled].sort()).toEqual(["price", "rating", "shipping-free"]);
    expect(params).toMatchObject({
      propertyWhitelist: [id("c")],
      availableSortings: { [id("d")]: 2 },
      defaultSortingId: id("d"),
    });
    expect(
      applyElementConfig(parseListingParams({}), {
        useCustomSorting: { value: false },
        availableSortings: { value: { x: 1 } },
      }).availableSortings,
    ).toBeUndefined();
  });
});

describe("listingFilters and listingAggregations", () => {
  it("converts prices of the context currency to the stored default currency", () => {
    const [price] = listingFilters(
      { ...parseListingParams({ "min-price": 10, "max-price": 20 }), disabled: new Set(["manufacturer"]) },
      1.08,
      new Map(),
    );
    expect(price).toMatchObject({
      name: "price",
      filtered: true,
      filter: { type: "range", field: "cheapestPrice", parameters: { gte: 9.26, lte: 18.51 } },
      values: { min: 10, max: 20 },
    });
  });

  it("reads price bounds past any real price as the ceiling, so both engines list alike", () => {
    for (const bound of [2 ** 31, 2 ** 63, 1e308]) {
      const [price] = listingFilters(
        { ...parseListingParams({ "min-price": bound, "max-price": bound }), disabled: new Set(["manufacturer"]) },
        0.85,
        new Map(),
      );
      expect(price.filter).toMatchObject({ parameters: { gte: PRICE_BOUND_CEILING, lte: PRICE_BOUND_CEILING } });
    }
  });

  it("ORs options within a group and ANDs groups", () => {
    const filters = listingFilters(
      parseListingParams({ properties: [id("1"), id("2"), id("3")] }),
      1,
      new Map([
        [id("1"), "g1"],
        [id("2"), "g1"],
        [id("3"), "g2"],
      ]),
    );
    const properties = filters.find((f) => f.name === "properties");
    expect(properties?.filter).toMatchObject({
      type: "multi",
      operator: "and",
      queries: [
        { operator: "or", queries: [{ field: "options.id", value: [id("1"), id("2")] }, { field: "properties.id" }] },
        { operator: "or" },
      ],
    });
  });

  it("wraps each facet in the other active filters for reduce-aggregations, the properties facet in its own too", () => {
    const filters = listingFilters(
      parseListingParams({ manufacturer: id("a"), properties: id("1") }),
      1,
      new Map([[id("1"), "g"]]),
    );
    const byName = Object.fromEntries(listingAggregations(filters, true).map((a) => [a.name, a]));
    expect(byName.manufacturer).toMatchObject({ type: "filter", filter: [{ type: "multi" }] });
    expect(byName.price).toMatchObject({ type: "filter", filter: [{ field: "manufacturerId" }, { type: "multi" }] });
    expect(byName.properties).toMatchObject({
      type: "filter",
      filter: [{ field: "manufacturerId" }, { type: "multi" }],
    });
    expect(listingAggregations(filters, false).map((a) => a.name)).toEqual([
      "manufacturer",
      "price",
      "rating-exists",
      "shipping-free-filter",
      "properties",
      "options",
    ]);
  });
});
