import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Price = {
  calculation: number;
  quantityStart: number;
  quantityEnd: number | null;
  currencyPrice: { currencyId: string; gross: number; net: number; linked: boolean }[];
};

describe("POST /shipping-method with its prices", () => {
  it("answers the price matrix's currency prices as decimals, as Shopware's PriceField does", async () => {
    const response = await t.api("POST", "/shipping-method", { body: { associations: { prices: {} } } });
    expect(response.statusCode, response.body).toBe(200);
    const methods = (response.json() as { elements: { technicalName?: string; name: string; prices: Price[] }[] })
      .elements;
    const standard = methods.find((method) => method.name === "Standard");
    const first = standard?.prices.find((price) => price.quantityStart === 0);
    expect(first?.currencyPrice[0]).toMatchObject({ gross: 4.99, net: 4.19, linked: true });
    expect(standard?.prices.find((price) => price.quantityStart === 50)?.currencyPrice[0]).toMatchObject({
      gross: 0,
      net: 0,
    });
  });
});
