import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.js";

/**
 * The criteria details the official clients rely on, as Shopware's RequestCriteriaBuilder reads them: numbers sent as
 * strings, `page` and the listing's `p`, every total-count-mode spelling, includes per apiAlias (nested), the
 * sw-include-seo-urls header, keys it ignores, and the 400 codes it gives for what it refuses.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
/** The seed's "Clothing" category (the vue-demo-store's listing requests use it). */
const CLOTHING = "0fca271be2fc84f109435eb56ae21273";

const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.api("POST", path, { body, headers });
const ok = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await post(path, body, headers);
  expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(200);
  return response.json() as Json;
};
const codeOf = async (path: string, body: unknown) => {
  const response = await post(path, body);
  expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
  return (response.json() as { errors: { code: string; source?: { pointer: string } }[] }).errors[0];
};
const ids = (result: Json) => (result.elements as { id: string }[]).map((e) => e.id);

describe("numbers sent as strings, page and p", () => {
  it("reads limit and page given as strings (and PHP-numeric forms) as RequestCriteriaBuilder does", async () => {
    const all = await ok("/country", { sort: "position" });
    expect(ids(await ok("/country", { sort: "position", limit: "2", page: "2" }))).toEqual(ids(all).slice(2, 4));
    expect(ids(await ok("/country", { sort: "position", limit: "2.9", page: "2.2" }))).toEqual(ids(all).slice(2, 4));
    expect(ids(await ok("/country", { sort: "position", limit: " 1e0 " }))).toEqual(ids(all).slice(0, 1));
  });

  it("the listing pages by `p` (string or number) with a string limit, and `page` alongside does not disturb it", async () => {
    const first = await ok(`/product-listing/${CLOTHING}`, { page: 1, limit: "1", p: "1" });
    const second = await ok(`/product-listing/${CLOTHING}`, { page: 2, limit: "1", p: "2" });
    expect(first.elements).toHaveLength(1);
    expect(second.elements).toHaveLength(1);
    expect(second.page).toBe(2);
    expect(second.limit).toBe(1);
    expect(second.elements[0].id).not.toBe(first.elements[0].id);
    expect(ids(await ok(`/product-listing/${CLOTHING}`, { limit: 1, p: 2 }))).toEqual(ids(second));
  });

  it.each([
    [{ limit: "" }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: "abc" }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: "0x10" }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: 0 }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: -1 }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: true }, "FRAMEWORK__INVALID_LIMIT_QUERY", "/limit"],
    [{ limit: 101 }, "FRAMEWORK__QUERY_LIMIT_EXCEEDED", "/limit"],
    [{ page: "" }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ page: "x" }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ page: 0 }, "FRAMEWORK__INVALID_PAGE_QUERY", "/page"],
    [{ filter: "nope" }, "FRAMEWORK__INVALID_FILTER_QUERY", "/filter"],
    [{ filter: [{ type: "nope", field: "iso", value: 1 }] }, "FRAMEWORK__INVALID_FILTER_QUERY", undefined],
    [{ sort: [{ order: "ASC" }] }, "FRAMEWORK__INVALID_SORT_QUERY", undefined],
    [{ includes: "iso" }, "FRAMEWORK__EXPECTED_ARRAY_WITH_TYPE", undefined],
    [{ ids: ["nope"] }, "FRAMEWORK__INVALID_API_CRITERIA_IDS", undefined],
  ])("%j is a 400 %s", async (body, code, pointer) => {
    const error = await codeOf("/country", body);
    expect(error.code).toBe(code);
    if (pointer) expect(error.source?.pointer).toBe(pointer);
  });

  it("with ids, limit, page and total-count-mode are not read at all", async () => {
    const all = await ok("/country", {});
    const picked = await ok("/country", {
      ids: ids(all).slice(0, 3),
      limit: "abc",
      page: "",
      "total-count-mode": "nope",
    });
    expect(picked.elements).toHaveLength(3);
  });
});

describe("total-count-mode", () => {
  it.each([
    ["none", "none"],
    [0, "none"],
    ["0", "none"],
    ["exact", "exact"],
    [1, "exact"],
    ["1", "exact"],
    ["1.5", "exact"],
    ["next-pages", "some"],
    [2, "some"],
    ["2", "some"],
    ["nonsense", "none"],
    [7, "none"],
    [-1, "none"],
  ])("%j counts %s", async (mode, expected) => {
    const all = (await ok("/country", {})).elements.length;
    const result = await ok("/country", { limit: 2, "total-count-mode": mode });
    if (expected === "none") expect(result.total).toBe(2);
    if (expected === "exact") expect(result.total).toBe(all);
    if (expected === "some") expect(result.total).toBeGreaterThan(2);
  });
});

describe("keys Shopware ignores", () => {
  it("unknown keys, a non-list query, non-object association values and a numeric term do not fail", async () => {
    await ok("/country", { foo: 1, "unknown-key": { a: 1 }, checkPromotion: true, onlyAvailable: true });
    await ok("/country", { query: "nope" });
    await ok("/country", { associations: { states: true } });
    await ok("/country", { term: 49 });
  });
});

describe("includes", () => {
  it("trims every entity of the listed apiAlias, also nested ones and dotted paths", async () => {
    const result = await ok("/product", {
      limit: 3,
      associations: { manufacturer: {} },
      includes: { product: ["id", "manufacturer", "calculatedPrice.unitPrice"], product_manufacturer: ["name"] },
    });
    for (const product of result.elements as Json[]) {
      expect(Object.keys(product).sort()).toEqual(
        ["apiAlias", "calculatedPrice", "id", "manufacturer"]
          .filter((k) => k !== "manufacturer" || product.manufacturer !== undefined)
          .sort(),
      );
      expect(Object.keys(product.calculatedPrice).sort()).toEqual(
        ["apiAlias", "unitPrice"].filter((k) => k in product.calculatedPrice).sort(),
      );
      expect(product.calculatedPrice.unitPrice).toEqual(expect.any(Number));
      if (product.manufacturer) expect(Object.keys(product.manufacturer).sort()).toEqual(["apiAlias", "name"]);
    }
    // The envelope itself is an apiAlias too.
    expect(Object.keys(await ok("/product", { limit: 1, includes: { dal_entity_search_result: ["total"] } }))).toEqual(
      expect.arrayContaining(["total", "apiAlias"]),
    );
  });

  it.each([
    ["/country", "country", {}],
    ["/currency", "currency", {}],
    ["/language", "language", {}],
    ["/salutation", "salutation", {}],
    ["/payment-method", "payment_method", {}],
    ["/shipping-method", "shipping_method", {}],
    ["/product", "product", { limit: 2 }],
    [`/product-listing/${CLOTHING}`, "product", { limit: 2 }],
    ["/search", "product", { search: "shirt", limit: 2 }],
    ["/search-suggest", "product", { search: "shirt", limit: 2 }],
    [`/category/${CLOTHING}`, "category", {}],
    ["/category", "category", { limit: 2 }],
    [`/navigation/${CLOTHING}/${CLOTHING}`, "category", {}],
    ["/seo-url", "seo_url", { limit: 2 }],
  ])("%s keeps only the included fields of %s", async (path, alias, body) => {
    const result = await ok(path, { ...body, includes: { [alias]: ["id"] } });
    let seen = 0;
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) {
        value.forEach(visit);
        return;
      }
      if (typeof value !== "object" || value === null) return;
      const object = value as Json;
      if (object.apiAlias === alias) {
        seen += 1;
        expect(Object.keys(object).sort()).toEqual(["apiAlias", "id"]);
      }
      Object.values(object).forEach(visit);
    };
    visit(result);
    expect(seen, `no ${alias} in ${path}`).toBeGreaterThan(0);
  });
});

describe("sw-include-seo-urls", () => {
  it("fills seoUrls of products and categories in any response", async () => {
    const products = await ok("/product", { limit: 3 }, { "sw-include-seo-urls": "1" });
    for (const product of products.elements as Json[]) {
      expect(product.seoUrls.length, product.id).toBeGreaterThan(0);
      expect(product.seoUrls[0]).toMatchObject({
        routeName: "frontend.detail.page",
        foreignKey: product.id,
        apiAlias: "seo_url",
      });
    }
    const listing = await ok(`/product-listing/${CLOTHING}`, { limit: 2 }, { "sw-include-seo-urls": "true" });
    expect((listing.elements as Json[]).every((p) => p.seoUrls.length > 0)).toBe(true);
    const category = await ok(`/category/${CLOTHING}`, {}, { "sw-include-seo-urls": "1" });
    expect(category.seoUrls[0]).toMatchObject({ routeName: "frontend.navigation.page", foreignKey: CLOTHING });
    // With includes, seoUrls is trimmed like any other field.
    const trimmed = await ok(
      "/product",
      { limit: 1, includes: { product: ["id", "seoUrls"], seo_url: ["seoPathInfo"] } },
      { "sw-include-seo-urls": "1" },
    );
    expect(Object.keys(trimmed.elements[0].seoUrls[0]).sort()).toEqual(["apiAlias", "seoPathInfo"]);
  });
});
