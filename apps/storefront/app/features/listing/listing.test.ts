import { describe, expect, it } from "vitest";
import {
  listingRequestFromUrl,
  pageNumbers,
  queryFromForm,
  resetFiltersQuery,
  withListParam,
  toListingView,
  withParams,
  withoutFilter,
  type ApiListing,
} from "./listing";

const A = "a".repeat(32);
const B = "b".repeat(32);
const C = "c".repeat(32);
const url = (query: string, path = "/clothing/") => new URL(`http://shop.test${path}${query}`);

describe("listingRequestFromUrl", () => {
  it("defaults to page 1 and leaves the page size and sorting to the shop's settings (no limit, no order sent)", () => {
    expect(listingRequestFromUrl(url(""))).toEqual({ p: 1 });
  });

  it("reads every listing parameter", () => {
    expect(
      listingRequestFromUrl(
        url(
          `?p=3&limit=20&order=price-asc&manufacturer=${A}|${B}&properties=${C}&min-price=5&max-price=99.5&rating=4&shipping-free=1`,
        ),
      ),
    ).toEqual({
      p: 3,
      limit: 20,
      order: "price-asc",
      manufacturer: `${A}|${B}`,
      properties: C,
      "min-price": 5,
      "max-price": 99.5,
      rating: 4,
      "shipping-free": true,
    });
  });

  it("joins repeated list parameters from a GET form and drops junk", () => {
    expect(listingRequestFromUrl(url(`?properties=${A}&properties=${B}|nope&properties=${A}`)).properties).toBe(
      `${A}|${B}`,
    );
    expect(listingRequestFromUrl(url("?p=-1&limit=abc&rating=9&min-price=x&order=a%20b"))).toEqual({ p: 1 });
    expect(listingRequestFromUrl(url("?limit=5000")).limit).toBeUndefined();
  });
});

describe("query builders", () => {
  it("changes parameters and goes back to page 1", () => {
    expect(withParams("?search=shirt&p=3", { order: "name-desc" })).toBe("?search=shirt&order=name-desc");
    expect(withParams("?p=2", { p: 3 }, true)).toBe("?p=3");
    expect(withParams("?order=x", { order: null })).toBe("");
  });

  it("adds and removes ids of a |-joined list", () => {
    expect(withListParam("?p=2", "properties", A, true)).toBe(`?properties=${A}`);
    expect(withListParam(`?properties=${A}|${B}`, "properties", A, false)).toBe(`?properties=${B}`);
    expect(withListParam(`?manufacturer=${A}`, "manufacturer", A, false)).toBe("");
  });

  it("puts an id in or out of a |-joined list whatever it held before", () => {
    expect(withListParam(`?properties=${A}&p=2`, "properties", B, true)).toBe(`?properties=${A}%7C${B}`);
    expect(withListParam(`?properties=${A}`, "properties", A, true)).toBe(`?properties=${A}`);
    expect(withListParam(`?properties=${A}|${B}`, "properties", A, false)).toBe(`?properties=${B}`);
    expect(withListParam("?order=name-asc", "manufacturer", A, false)).toBe("?order=name-asc");
  });

  it("takes one filter out of any query, whether or not that query holds it", () => {
    const query = `?order=name-asc&manufacturer=${A}&properties=${A}|${B}&rating=3&p=2`;
    expect(withoutFilter(query, { param: "properties", id: A })).toBe(
      `?order=name-asc&manufacturer=${A}&properties=${B}&rating=3`,
    );
    expect(withoutFilter(query, { param: "manufacturer", id: A })).toBe(
      `?order=name-asc&properties=${A}%7C${B}&rating=3`,
    );
    expect(withoutFilter(query, { param: "rating" })).toBe(`?order=name-asc&manufacturer=${A}&properties=${A}%7C${B}`);
    expect(withoutFilter("?order=name-asc", { param: "manufacturer", id: A })).toBe("?order=name-asc");
    expect(withoutFilter("?order=name-asc", { param: "min-price" })).toBe("?order=name-asc");
  });

  it("reset clears manufacturer, properties, price, rating and free shipping but keeps search and sort", () => {
    expect(
      resetFiltersQuery(
        `?search=shirt&order=price-asc&manufacturer=${A}&properties=${B}&min-price=1&max-price=2&rating=3&shipping-free=1&p=2`,
      ),
    ).toBe("?search=shirt&order=price-asc");
  });

  it("lists pages around the current one with gaps", () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
  });
});

describe("toListingView", () => {
  const apiListing: ApiListing = {
    elements: [{ id: A, name: "Shirt", calculatedPrice: { unitPrice: 20 } }],
    total: 25,
    page: 2,
    limit: 10,
    sorting: "name-asc",
    availableSortings: [{ key: "name-asc", label: "Name", translated: { label: "Name A-Z" } }],
    aggregations: {
      manufacturer: { entities: [{ id: B, name: "Nordlicht" }] },
      properties: {
        entities: [
          {
            id: "g1",
            name: "Colour",
            displayType: "color",
            options: [{ id: C, name: "Black", colorHexCode: "#000000" }],
          },
          { id: "g2", name: "Empty", options: [] },
        ],
      },
      price: { min: 4.5, max: 249.2 },
      rating: { max: 5 },
      "shipping-free": { max: 1 },
    },
    currentFilters: { search: "shirt", navigationId: null },
  };

  it("converts products, paging, sortings and filters", () => {
    const view = toListingView(apiListing, url(`?search=shirt&p=2&properties=${C}&min-price=10`, "/pl-PL/search"));
    expect(view.products[0]).toMatchObject({ name: "Shirt", href: `/pl-PL/detail/${A}` });
    expect(view).toMatchObject({ total: 25, page: 2, limit: 10, pageCount: 3, search: "shirt", sorting: "name-asc" });
    expect(view.sortings).toEqual([{ key: "name-asc", label: "Name A-Z" }]);
    expect(view.manufacturers).toEqual([
      {
        id: B,
        label: "Nordlicht",
        selected: false,
        color: null,
        count: null,
      },
    ]);
    expect(view.properties).toHaveLength(1);
    expect(view.properties[0]).toMatchObject({ label: "Colour", display: "color" });
    expect(view.properties[0]!.options[0]).toMatchObject({
      selected: true,
      color: "#000000",
    });
    expect(view.price).toEqual({ min: 4, max: 250, selectedMin: 10, selectedMax: null });
    expect(view.rating).toEqual({ max: 5, selected: null });
    expect(view.shippingFree).toEqual({ available: true, selected: false });
    expect(view.activeFilters).toEqual([
      { kind: "property", label: "Colour: Black", remove: { param: "properties", id: C } },
      { kind: "min-price", value: 10, remove: { param: "min-price" } },
    ]);
    expect(view.activeFilters.map((filter) => withoutFilter(view.query, filter.remove))).toEqual([
      "?search=shirt&min-price=10",
      `?search=shirt&properties=${C}`,
    ]);
    expect(resetFiltersQuery(view.query)).toBe("?search=shirt");
  });

  it("copes with an empty response", () => {
    const view = toListingView({}, url(""));
    expect(view).toMatchObject({
      products: [],
      total: 0,
      page: 1,
      limit: 24,
      pageCount: 1,
      price: null,
      rating: null,
      activeFilters: [],
    });
  });
});

describe("queryFromForm", () => {
  it("joins repeated list fields with | and drops empty ones and the page", () => {
    expect(
      queryFromForm([
        ["search", "shirt"],
        ["properties", A],
        ["properties", B],
        ["min-price", "10"],
        ["max-price", ""],
        ["p", "3"],
      ]),
    ).toBe(`?search=shirt&properties=${A}%7C${B}&min-price=10`);
    expect(queryFromForm([["max-price", " "]])).toBe("");
  });
});
