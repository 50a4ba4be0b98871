import { describe, expect, it } from "vitest";
import { countryId, currencyId } from "../../../seed/reference.js";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { firstError, LANGUAGE } from "../../../test/helpers.js";
import { FX } from "../../../test/product-fixtures.js";
import { fxOnly, type Json, productTestApp } from "./product-routes.testkit.js";

const { app, post, ok, byNumber, tokenWith } = productTestApp();

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
    const response = await app().api("GET", `/product?ids=${FX.alpha}|${FX.charlie}`);
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
