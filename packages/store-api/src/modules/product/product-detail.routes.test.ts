import { describe, expect, it } from "vitest";
import { currencyId } from "../../../seed/reference.js";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { firstError, LANGUAGE } from "../../../test/helpers.js";
import { FX } from "../../../test/product-fixtures.js";
import { type Json, productTestApp } from "./product-routes.testkit.js";

const { app, post, ok, byNumber, tokenWith } = productTestApp();

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
    const viaGet = await app().api("GET", `/product/${FX.alpha}`);
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
    const response = await app().api(
      "GET",
      `/product/${FX.bravo}/find-variant?options[]=${FX.red}&options[]=${FX.medium}`,
    );
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
    await app()
      .db.updateTable("product")
      .set({ price_gross: 600, price_net: 561 })
      .where("id", "=", FX.charlie)
      .execute();
    try {
      expect((await ok("/product", body)).elements[0].calculatedPrice.unitPrice).toBe(6);
      expect((await ok(`/product/${FX.charlie}`)).product.calculatedPrice.unitPrice).toBe(6);
    } finally {
      await app()
        .db.updateTable("product")
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
