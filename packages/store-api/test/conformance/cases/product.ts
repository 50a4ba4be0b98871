import { expect } from "vitest";
import { LANGUAGE } from "../../helpers.js";
import { elementsOf, expectTrimmed, list, objectsWithAlias, type Json, type OperationCases } from "../conformance.js";
import type { Fixtures } from "../fixtures.js";

const pl = { "sw-language-id": LANGUAGE.pl };
const de = { "sw-language-id": LANGUAGE.de };
const seo = { "sw-include-seo-urls": "1" };
const productIncludes = {
  product: ["id", "name", "calculatedPrice", "cover"],
  calculated_price: ["unitPrice", "totalPrice"],
};

function expectProductSeoUrls(body: unknown): void {
  const products = objectsWithAlias(body, "product");
  expect(products.length, "no product in the answer").toBeGreaterThan(0);
  for (const product of products)
    expect(product.seoUrls, `product ${String(product.id)} has no seoUrls`).toEqual(expect.any(Array));
}

const listing = async (
  f: Fixtures,
  body: Json = {},
  extra: { headers?: Record<string, string>; token?: string } = {},
) => ({ params: { categoryId: await f.listingCategoryId() }, body, ...extra });
const search = async (
  f: Fixtures,
  body: Json = {},
  extra: { headers?: Record<string, string>; token?: string } = {},
) => ({ body: { search: await f.searchTerm(), ...body }, ...extra });

/** Products: search, detail, variants, cross-selling, listings, search pages, suggestions and reviews. */
export const productCases: OperationCases[] = [
  {
    operationId: "readProduct",
    cases: [
      {
        name: "first page of products",
        request: () => ({ body: { limit: 10 } }),
        check: (body) => void elementsOf(body),
      },
      {
        name: "with cover, manufacturer, options, properties and media",
        request: () => ({
          body: {
            limit: 5,
            associations: {
              cover: { associations: { media: {} } },
              manufacturer: {},
              options: { associations: { group: {} } },
              properties: { associations: { group: {} } },
              media: {},
            },
          },
        }),
        check: (body) =>
          expect(
            elementsOf(body).some((product) => product.manufacturer !== null && product.manufacturer !== undefined),
          ).toBe(true),
      },
      {
        name: "includes",
        partial: true,
        request: () => ({ body: { limit: 5, includes: productIncludes } }),
        check: (body) => expectTrimmed(body, "product", productIncludes.product),
      },
      { name: "in USD", request: async (f) => ({ token: await f.currencyToken("USD"), body: { limit: 5 } }) },
      {
        name: "in Polish with SEO URLs",
        request: () => ({ headers: { ...pl, ...seo }, body: { limit: 5 } }),
        check: (body) => expectProductSeoUrls(body),
      },
      {
        name: "variants of a parent, sorted by name, with aggregations",
        request: async (f) => ({
          body: {
            filter: [{ type: "equals", field: "parentId", value: (await f.variantProduct()).parentId }],
            sort: [{ field: "name", order: "DESC" }],
            aggregations: [
              { name: "prices", type: "stats", field: "price" },
              { name: "manufacturers", type: "terms", field: "manufacturerId" },
            ],
          },
        }),
        check: (body) =>
          expect(Object.keys(body.aggregations as Json)).toEqual(expect.arrayContaining(["prices", "manufacturers"])),
      },
    ],
  },
  {
    operationId: "readProductDetail",
    cases: [
      {
        name: "a product without variants",
        request: async (f) => ({ params: { productId: await f.simpleProductId() } }),
        check: (body) => expect(body).toMatchObject({ apiAlias: "product_detail", product: { apiAlias: "product" } }),
      },
      {
        name: "a parent resolves to a variant with configurator",
        request: async (f) => ({ params: { productId: (await f.variantProduct()).parentId } }),
        check: async (body, f) => {
          expect((body.product as Json).parentId).toBe((await f.variantProduct()).parentId);
          expect(list(body.configurator).length).toBeGreaterThan(0);
        },
      },
      {
        name: "a variant, in Polish with SEO URLs",
        request: async (f) => ({
          params: { productId: (await f.variantProduct()).variantId },
          headers: { ...pl, ...seo },
        }),
        check: (body) => expectProductSeoUrls(body),
      },
      {
        name: "in GBP, in German",
        request: async (f) => ({
          params: { productId: await f.simpleProductId() },
          token: await f.currencyToken("GBP"),
          headers: de,
        }),
      },
    ],
  },
  {
    operationId: "searchProductVariantIds",
    cases: [
      {
        name: "options as group → option map",
        request: async (f) => {
          const variant = await f.variantProduct();
          return {
            params: { productId: variant.parentId },
            body: { options: Object.fromEntries(variant.options.map((o) => [o.groupId, o.optionId])) },
          };
        },
        check: async (body, f) => expect(body.variantId).toBe((await f.variantProduct()).variantId),
      },
      {
        name: "options as a list, with switchedGroup",
        request: async (f) => {
          const variant = await f.variantProduct();
          return {
            params: { productId: variant.parentId },
            body: { options: variant.options.map((o) => o.optionId), switchedGroup: variant.options[0].groupId },
          };
        },
      },
    ],
  },
  {
    operationId: "readProductCrossSellings",
    cases: [
      {
        name: "cross-sellings of a product",
        request: async (f) => ({ params: { productId: await f.crossSellingProductId() } }),
        check: (body) => expect(list(body).some((element) => list(element.products).length > 0)).toBe(true),
      },
      {
        name: "in Polish",
        request: async (f) => ({ params: { productId: await f.crossSellingProductId() }, headers: pl }),
      },
    ],
  },
  {
    operationId: "readProductListing",
    cases: [
      {
        name: "category listing with aggregations",
        request: (f) => listing(f),
        check: (body) =>
          expect(Object.keys(body.aggregations as Json)).toEqual(
            expect.arrayContaining(["manufacturer", "price", "properties"]),
          ),
      },
      {
        name: "page 2 of 2-per-page, price descending",
        request: (f) => listing(f, { p: 2, limit: 2, order: "price-desc" }),
        check: (body) => expect(body).toMatchObject({ page: 2, limit: 2, sorting: "price-desc" }),
      },
      {
        name: "manufacturer and property filters",
        request: async (f) => {
          const values = await f.listingFilterValues(await f.listingCategoryId());
          return listing(f, { manufacturer: values.manufacturerId, properties: values.optionId });
        },
        check: async (body, f) => {
          const values = await f.listingFilterValues(await f.listingCategoryId());
          expect(body.currentFilters).toMatchObject({
            manufacturer: [values.manufacturerId],
            properties: [values.optionId],
          });
          expect(elementsOf(body).length).toBeGreaterThan(0);
        },
      },
      {
        name: "price range, rating and shipping-free with reduced aggregations",
        request: (f) =>
          listing(f, { "min-price": 1, "max-price": 500, rating: 1, "shipping-free": false, "reduce-aggregations": 1 }),
      },
      { name: "no aggregations", request: (f) => listing(f, { "no-aggregations": 1 }) },
      { name: "only aggregations", request: (f) => listing(f, { "only-aggregations": 1 }) },
      { name: "in USD", request: async (f) => listing(f, {}, { token: await f.currencyToken("USD") }) },
      {
        name: "in Polish with SEO URLs",
        request: (f) => listing(f, {}, { headers: { ...pl, ...seo } }),
        check: (body) => expectProductSeoUrls(body),
      },
      {
        name: "includes",
        partial: true,
        request: (f) => listing(f, { includes: productIncludes }),
        check: (body) => expectTrimmed(body.elements, "product", productIncludes.product),
      },
    ],
  },
  {
    operationId: "searchPage",
    cases: [
      {
        name: "a common term",
        request: (f) => search(f),
        check: async (body, f) => expect(body.currentFilters).toMatchObject({ search: await f.searchTerm() }),
      },
      {
        name: "price ascending, 3 per page",
        request: (f) => search(f, { order: "price-asc", limit: 3 }),
        check: (body) => expect(elementsOf(body).length).toBeLessThanOrEqual(3),
      },
      { name: "only aggregations, in German", request: (f) => search(f, { "only-aggregations": 1 }, { headers: de }) },
      {
        name: "with SEO URLs",
        request: (f) => search(f, {}, { headers: seo }),
        check: (body) => expectProductSeoUrls(body),
      },
    ],
  },
  {
    operationId: "searchSuggest",
    cases: [
      { name: "a common term", request: (f) => search(f), check: (body) => void elementsOf(body) },
      { name: "5 suggestions, in Polish", request: (f) => search(f, { limit: 5 }, { headers: pl }) },
    ],
  },
  {
    operationId: "readProductReviews",
    cases: [
      {
        name: "approved reviews",
        request: async (f) => ({ params: { productId: await f.reviewedProductId() } }),
        check: (body) => void elementsOf(body),
      },
      {
        name: "best first, one per page, in German",
        request: async (f) => ({
          params: { productId: await f.reviewedProductId() },
          headers: de,
          body: { limit: 1, sort: [{ field: "points", order: "DESC" }] },
        }),
      },
    ],
  },
];
