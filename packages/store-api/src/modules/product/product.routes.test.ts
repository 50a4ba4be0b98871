import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countryId, currencyId, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { saveContext } from "../context/context.repository.js";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t.close());

const post = async (
  path: string,
  body: unknown = {},
  options: { token?: string; headers?: Record<string, string> } = {},
) => t.api("POST", path, { body, ...options });
const ok = async (
  path: string,
  body: unknown = {},
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<Json> => {
  const response = await post(path, body, options);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};
const fxOnly = { filter: [{ type: "prefix", field: "productNumber", value: "FX-" }] };
const byNumber = async (number: string, token?: string, extra: Json = {}): Promise<Json> =>
  (await ok("/product", { filter: [{ type: "equals", field: "productNumber", value: number }], ...extra }, { token }))
    .elements[0];

/** A context token whose stored payload carries the given values (currency, country, customer). */
async function tokenWith(payload: Record<string, string>): Promise<string> {
  const token = `fx${Math.random().toString(36).slice(2)}`;
  await saveContext(t.db, token, SALES_CHANNEL_ID, payload);
  return token;
}

describe("readProduct", () => {
  it("lists active products visible at least by link, schema-conformant", async () => {
    const response = await post("/product", { ...fxOnly, sort: "productNumber", limit: 50 });
    const body = expectConformant("readProduct", response, { status: 200 }) as Json;
    expect(body.elements.map((p: Json) => p.productNumber)).toEqual([
      "FX-A",
      "FX-B",
      "FX-B.1",
      "FX-B.2",
      "FX-B.4",
      "FX-C",
      "FX-D",
      "FX-E",
      "FX-G",
      "FX-H",
      "FX-H.1",
      "FX-H.2",
      "FX-I",
      "FX-J",
    ]);
    expect(body).toMatchObject({ entity: "product", total: 14, apiAlias: "dal_entity_search_result" });
  });

  it("serves GET with criteria in the query", async () => {
    const response = await t.api("GET", `/product?ids=${FX.alpha}|${FX.charlie}`);
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .elements.map((p: Json) => p.productNumber)
        .sort(),
    ).toEqual(["FX-A", "FX-C"]);
  });

  it("answers bad criteria with 400 and a pointer", async () => {
    const tooMany = await post("/product", { limit: 101 });
    expectEnvelope(tooMany, 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED");
    expect(firstError(tooMany).source?.pointer).toBe("/limit");
    const noField = await post("/product", { filter: [{ type: "equals", value: 1 }] });
    expect(firstError(noField)).toMatchObject({
      code: "FRAMEWORK__INVALID_FILTER_QUERY",
      source: { pointer: "/filter/0/field" },
    });
    expect(firstError(await post("/product", { associations: { nope: {} } })).code).toBe(
      "FRAMEWORK__ASSOCIATION_NOT_FOUND",
    );
    expect(firstError(await post("/product", { filter: [{ type: "equals", field: "priceNet", value: 1 }] })).code).toBe(
      "FRAMEWORK__ACCESSOR_NOT_ALLOWED",
    );
  });

  it("filters, sorts and aggregates on the default-currency price", async () => {
    const body = await ok("/product", {
      ...fxOnly,
      filter: [...fxOnly.filter, { type: "range", field: "price", parameters: { lte: 9.99 } }],
      sort: "-price",
      aggregations: [{ name: "prices", type: "stats", field: "price" }],
    });
    expect(body.elements.map((p: Json) => p.productNumber)).toEqual(["FX-G", "FX-J", "FX-E", "FX-D", "FX-C"]);
    expect(body.aggregations.prices).toMatchObject({ min: 5, max: 9.99 });
  });
});

describe("runtime price fields", () => {
  it("calculates the gross price with taxes, list price, tiers and the cheapest price", async () => {
    const alpha = await byNumber("FX-A");
    expect(alpha.calculatedPrice).toMatchObject({
      unitPrice: 19.99,
      totalPrice: 19.99,
      calculatedTaxes: [{ tax: 3.19, taxRate: 19 }],
      listPrice: { price: 24.99, percentage: 20.01 },
      apiAlias: "calculated_price",
    });
    expect(alpha.calculatedPrices.map((p: Json) => [p.quantity, p.unitPrice, p.totalPrice])).toEqual([
      [4, 19.99, 79.96],
      [9, 17.99, 161.91],
      [10, 15.99, 159.9],
    ]);
    expect(alpha.calculatedCheapestPrice).toMatchObject({
      unitPrice: 19.99,
      hasRange: true,
      variantId: FX.alpha,
      apiAlias: "calculated_cheapest_price",
    });
    expect(alpha.price[0]).toMatchObject({
      currencyId: currencyId("EUR"),
      gross: 19.99,
      net: 16.8,
      listPrice: { gross: 24.99 },
      apiAlias: "price",
    });
    expect(alpha).toMatchObject({ isNew: true, calculatedMaxPurchase: 100, states: [] });
    expect(alpha).not.toHaveProperty("visibility");
    expect(alpha).not.toHaveProperty("cheapestPrice");
  });

  it("gives a variant family its cheapest buyable price with a range", async () => {
    const parent = await byNumber("FX-B");
    expect(parent.calculatedCheapestPrice).toMatchObject({ unitPrice: 10, hasRange: true });
    const charlie = await byNumber("FX-C");
    expect(charlie.calculatedPrice).toMatchObject({ unitPrice: 5, calculatedTaxes: [{ tax: 0.33, taxRate: 7 }] });
    expect(charlie.calculatedCheapestPrice).toMatchObject({ unitPrice: 5, hasRange: false });
    expect(charlie.isNew).toBe(false);
  });

  it("gives a reference price in the product's unit, in the request language", async () => {
    const coffee = await byNumber("FX-J");
    expect(coffee.unit).toMatchObject({ id: FX.kilogram, shortCode: "kg", name: "Kilogram", apiAlias: "unit" });
    expect(coffee.calculatedPrice.referencePrice).toEqual({
      price: 35.96,
      purchaseUnit: 0.25,
      referenceUnit: 1,
      unitName: "Kilogram",
      listPrice: null,
      regulationPrice: null,
      hasRange: false,
      variantId: null,
      apiAlias: "cart_price_reference",
    });
    expect(coffee.calculatedCheapestPrice.referencePrice).toMatchObject({ price: 35.96, unitName: "Kilogram" });
    const polish = (await ok("/product", { ids: [FX.juliet] }, { headers: { "sw-language-id": LANGUAGE.pl } }))
      .elements[0];
    expect(polish.calculatedPrice.referencePrice.unitName).toBe("Kilogram PL");
    expect((await byNumber("FX-A")).calculatedPrice.referencePrice).toBeNull();
  });

  it("derives max purchase, states and the seo category", async () => {
    expect((await byNumber("FX-I")).calculatedMaxPurchase).toBe(3);
    expect((await byNumber("FX-G")).states).toEqual(["is-download"]);
    expect((await byNumber("FX-A")).seoCategory).toMatchObject({ id: FX.shirts, apiAlias: "category" });
  });

  it("sorts properties into visible groups and names the variation", async () => {
    const alpha = await byNumber("FX-A", undefined, { associations: { properties: { associations: { group: {} } } } });
    expect(alpha.sortedProperties.map((g: Json) => [g.name, g.options.map((o: Json) => o.name)])).toEqual([
      ["Fx Material", ["Linen"]],
    ]);
    const variant = await byNumber("FX-B.2", undefined, { associations: { options: { associations: { group: {} } } } });
    expect(variant.variation).toEqual([
      { group: "Fx Size", option: "M" },
      { group: "Fx Colour", option: "Red" },
    ]);
  });

  it("converts with the currency factor unless an explicit currency price exists", async () => {
    const usd = await tokenWith({ currencyId: currencyId("USD") });
    expect((await byNumber("FX-A", usd)).calculatedPrice).toMatchObject({ unitPrice: 22, listPrice: { price: 27 } });
    expect((await byNumber("FX-C", usd)).calculatedPrice.unitPrice).toBe(5.4);
    const gbp = await tokenWith({ currencyId: currencyId("GBP") });
    expect((await byNumber("FX-A", gbp)).calculatedPrice.unitPrice).toBe(16.99);
  });

  it("applies the country's tax rule, and no taxes when tax-free", async () => {
    const poland = await tokenWith({ countryId: countryId("PL") });
    expect((await byNumber("FX-A", poland)).calculatedPrice.calculatedTaxes).toEqual([
      { tax: 3.74, taxRate: 23, price: 19.99, apiAlias: "cart_tax_calculated" },
    ]);
    expect((await byNumber("FX-C", poland)).calculatedPrice.calculatedTaxes[0].taxRate).toBe(7);
    const switzerland = await tokenWith({ countryId: countryId("CH") });
    expect((await byNumber("FX-A", switzerland)).calculatedPrice).toMatchObject({
      unitPrice: 16.8,
      totalPrice: 16.8,
      calculatedTaxes: [],
      taxRules: [],
    });
  });
});

describe("readProductDetail", () => {
  it("resolves a parent to its main variant with the configurator", async () => {
    const response = await post(`/product/${FX.bravo}`);
    const body = expectConformant("readProductDetail", response, { status: 200 }) as Json;
    expect(body.apiAlias).toBe("product_detail");
    expect(body.product.id).toBe(FX.bravoBlueM);
    const groups = body.configurator.map((g: Json) => [g.name, g.options.map((o: Json) => [o.name, o.combinable])]);
    expect(groups).toEqual([
      [
        "Fx Size",
        [
          ["S", false],
          ["M", true],
        ],
      ],
      [
        "Fx Colour",
        [
          ["Red", true],
          ["Blue", true],
        ],
      ],
    ]);
  });

  it("shows a variant as asked, with combinations for its options", async () => {
    const body = await ok(`/product/${FX.bravoRedS}`);
    expect(body.product.id).toBe(FX.bravoRedS);
    const colour = body.configurator.find((g: Json) => g.id === FX.colour);
    expect(colour.options.map((o: Json) => [o.id, o.combinable])).toEqual([
      [FX.red, true],
      [FX.blue, false],
    ]);
  });

  it("resolves a parent without main variant to its best variant: available, then cheapest", async () => {
    expect((await ok(`/product/${FX.hotel}`)).product.id).toBe(FX.hotelRed);
  });

  it("loads media, properties, manufacturer and the seo category of a simple product", async () => {
    const body = await ok(`/product/${FX.alpha}`);
    expect(body.configurator).toEqual([]);
    expect(body.product).toMatchObject({
      id: FX.alpha,
      cmsPage: null,
      seoCategory: { id: FX.shirts },
      manufacturer: { id: FX.nordic },
    });
    expect(body.product.media).toHaveLength(1);
    expect(body.product.sortedProperties).toHaveLength(1);
  });

  it("adds SEO URLs as an association or with sw-include-seo-urls", async () => {
    const viaAssociation = await byNumber("FX-A", undefined, { associations: { seoUrls: {} } });
    expect(viaAssociation.seoUrls.map((u: Json) => u.seoPathInfo)).toEqual(["fxalpha-linen-shirt-en-gb/FX-A"]);
    const viaHeader = await ok(
      `/product/${FX.alpha}`,
      {},
      { headers: { "sw-include-seo-urls": "1", "sw-language-id": LANGUAGE.pl } },
    );
    expect(viaHeader.product.seoUrls).toMatchObject([
      { seoPathInfo: "fxalpha-linen-shirt-pl-pl/FX-A", routeName: "frontend.detail.page", apiAlias: "seo_url" },
    ]);
  });

  it("honours includes, skipConfigurator and GET", async () => {
    const trimmed = await ok(`/product/${FX.bravo}`, {
      includes: { product: ["id", "calculatedPrice"], calculated_price: ["unitPrice"] },
      skipConfigurator: true,
    });
    expect(trimmed.configurator).toEqual([]);
    expect(trimmed.product).toEqual({
      id: FX.bravoBlueM,
      calculatedPrice: { unitPrice: 12, apiAlias: "calculated_price" },
      apiAlias: "product",
    });
    const viaGet = await t.api("GET", `/product/${FX.alpha}`);
    expect(viaGet.statusCode).toBe(200);
  });

  it("answers 404 for unknown, inactive and invisible products and 400 for malformed ids", async () => {
    expectEnvelope(await post(`/product/${"0".repeat(32)}`), 404, "CONTENT__PRODUCT_NOT_FOUND");
    expectEnvelope(await post(`/product/${FX.foxtrot}`), 404, "CONTENT__PRODUCT_NOT_FOUND");
    expectEnvelope(await post(`/product/not-a-uuid`), 400, "FRAMEWORK__INVALID_UUID");
    expect((await post(`/product/${FX.delta}`)).statusCode).toBe(200);
    expect(firstError(await post(`/product/${FX.alpha}`, { limit: "many" })).source?.pointer).toBe("/limit");
  });
});

describe("searchProductVariantIds", () => {
  const find = (body: unknown, productId: string = FX.bravo) => post(`/product/${productId}/find-variant`, body);

  it("finds the variant for a group → option map, in both the 6.6 and 6.7 shapes", async () => {
    const response = await find({ options: { [FX.colour]: FX.red, [FX.size]: FX.medium } });
    const body = expectConformant("searchProductVariantIds", response, { status: 200 }) as Json;
    expect(body).toMatchObject({ variantId: FX.bravoRedM, foundCombination: { variantId: FX.bravoRedM } });
    expect(body.foundCombination.options.sort()).toEqual([FX.red, FX.medium].sort());
  });

  it("accepts a list of option ids and keeps the switched group when no variant has every option", async () => {
    expect((await find({ options: [FX.red, FX.medium] })).json().variantId).toBe(FX.bravoRedM);
    const keepSize = (
      await find({ options: { [FX.colour]: FX.blue, [FX.size]: FX.small }, switchedGroup: FX.size })
    ).json();
    expect(keepSize).toMatchObject({ variantId: FX.bravoRedS, options: { [FX.size]: FX.small } });
    const keepColour = (await find({ options: [FX.blue, FX.small], switchedGroup: FX.colour })).json();
    expect(keepColour.variantId).toBe(FX.bravoBlueM);
  });

  it("reads options[] from a GET query", async () => {
    const response = await t.api("GET", `/product/${FX.bravo}/find-variant?options[]=${FX.red}&options[]=${FX.medium}`);
    expect(response.json().variantId).toBe(FX.bravoRedM);
  });

  it("answers 404 when nothing matches and 400 for bad options or ids", async () => {
    expectEnvelope(await find({ options: [FX.linen] }), 404, "CONTENT__PRODUCT_VARIANT_NOT_FOUND");
    expectEnvelope(await find({ options: [FX.red] }, FX.alpha), 404, "CONTENT__PRODUCT_VARIANT_NOT_FOUND");
    expectEnvelope(await find({ options: 5 }), 400, "PRODUCT_INVALID_OPTIONS_PARAMETER");
    expectEnvelope(await find({ options: { [FX.colour]: 7 } }), 400, "PRODUCT_INVALID_OPTIONS_PARAMETER");
    expectEnvelope(await find({ options: [] }, "nope"), 400, "FRAMEWORK__INVALID_UUID");
  });
});

describe("readProductCrossSellings", () => {
  it("lists active cross-sellings by position: assigned products in order, streams sorted and limited", async () => {
    const response = await post(`/product/${FX.alpha}/cross-selling`);
    const body = expectConformant("readProductCrossSellings", response, { status: 200 }) as Json[];
    expect(
      body.map((e) => [e.crossSelling.name, e.products.map((p: Json) => p.productNumber), e.total, e.streamId]),
    ).toEqual([
      ["Fx matching", ["FX-C", "FX-D"], 2, null],
      ["Fx more", ["FX-G", "FX-C"], 2, FX.stream],
    ]);
    expect(body[0].apiAlias).toBe("cross_selling_element");
  });

  it("answers an empty list for products without cross-sellings, 404 and 400 for bad ids", async () => {
    expect(await ok(`/product/${FX.charlie}/cross-selling`)).toEqual([]);
    expectEnvelope(await post(`/product/${"0".repeat(32)}/cross-selling`), 404, "CONTENT__PRODUCT_NOT_FOUND");
    expectEnvelope(await post(`/product/xyz/cross-selling`), 400, "FRAMEWORK__INVALID_UUID");
  });
});

describe("readProductReviews", () => {
  it("shows approved reviews only", async () => {
    const response = await post(`/product/${FX.alpha}/reviews`);
    const body = expectConformant("readProductReviews", response, { status: 200 }) as Json;
    expect(body.elements.map((r: Json) => r.title)).toEqual(["Fx great"]);
    expect(body.elements[0]).toMatchObject({
      points: 5,
      status: true,
      productId: FX.alpha,
      apiAlias: "product_review",
    });
  });

  it("adds the logged-in customer's own pending reviews", async () => {
    const token = await tokenWith({ customerId: FX.customer });
    expect((await ok(`/product/${FX.alpha}/reviews`, {}, { token })).elements.map((r: Json) => r.title).sort()).toEqual(
      ["Fx great", "Fx my own"],
    );
  });

  it("covers the whole variant family, from the parent or any variant", async () => {
    expect((await ok(`/product/${FX.bravo}/reviews`)).elements.map((r: Json) => r.title)).toEqual([
      "Fx variant review",
    ]);
    expect((await ok(`/product/${FX.bravoBlueM}/reviews`)).total).toBe(1);
  });

  it("answers 404, 400 for malformed ids and bad criteria", async () => {
    expectEnvelope(await post(`/product/${"0".repeat(32)}/reviews`), 404, "CONTENT__PRODUCT_NOT_FOUND");
    expectEnvelope(await post(`/product/123/reviews`), 400, "FRAMEWORK__INVALID_UUID");
    expectEnvelope(await post(`/product/${FX.alpha}/reviews`, { limit: 101 }), 400, "FRAMEWORK__QUERY_LIMIT_EXCEEDED");
  });
});

describe("cached catalogue responses", () => {
  it("serves identical requests alike and never a response older than the data", async () => {
    const body = {
      filter: [{ type: "equals", field: "productNumber", value: "FX-C" }],
      includes: { calculated_price: ["unitPrice"], product: ["calculatedPrice"] },
    };
    const [first, second] = await Promise.all([post("/product", body), post("/product", body)]);
    expect(second.body).toBe(first.body);
    expect(first.json().elements[0].calculatedPrice.unitPrice).toBe(5);
    await t.db.updateTable("product").set({ price_gross: 600, price_net: 561 }).where("id", "=", FX.charlie).execute();
    try {
      expect((await ok("/product", body)).elements[0].calculatedPrice.unitPrice).toBe(6);
      expect((await ok(`/product/${FX.charlie}`)).product.calculatedPrice.unitPrice).toBe(6);
    } finally {
      await t.db
        .updateTable("product")
        .set({ price_gross: 500, price_net: 467 })
        .where("id", "=", FX.charlie)
        .execute();
    }
  });

  it("keys responses by language and currency", async () => {
    const usd = await tokenWith({ currencyId: currencyId("USD") });
    const [euro, dollar] = await Promise.all([byNumber("FX-C"), byNumber("FX-C", usd)]);
    expect([euro.calculatedPrice.unitPrice, dollar.calculatedPrice.unitPrice]).toEqual([5, 5.4]);
    const german = await ok(`/product/${FX.charlie}`, {}, { headers: { "sw-language-id": LANGUAGE.de } });
    expect(german.product.translated.name).toBe("Fxcharlie Mug DE");
  });
});
