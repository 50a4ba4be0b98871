import { describe, expect, it } from "vitest";
import {
  freeShippingProgress,
  freeShippingThreshold,
  shippingPriceFor,
  type ApiShippingPrice,
} from "./shipping-prices";

const EUR = { id: "eur", factor: 1, net: false };
const PLN = { id: "pln", factor: 4.3, net: false };
const tier = (
  calculation: number,
  start: number,
  end: number | null,
  gross: number,
  extra: Partial<ApiShippingPrice> = {},
): ApiShippingPrice => ({
  calculation,
  quantityStart: start,
  quantityEnd: end,
  currencyPrice: [{ currencyId: "eur", gross, net: Math.round((gross / 1.19) * 100) / 100 }],
  ...extra,
});
const standard = [tier(2, 0, 49.99, 4.99), tier(2, 50, null, 0)];

describe("shipping prices from the price matrix", () => {
  it("picks the tier by goods value or quantity, in the context currency", () => {
    expect(shippingPriceFor(standard, { quantity: 1, value: 39.95 }, EUR)).toBe(4.99);
    expect(shippingPriceFor(standard, { quantity: 1, value: 60 }, EUR)).toBe(0);
    expect(shippingPriceFor([tier(1, 1, null, 9.99)], { quantity: 3, value: 10 }, EUR)).toBe(9.99);
    expect(shippingPriceFor(standard, { quantity: 1, value: 39.95 }, PLN)).toBe(21.46);
  });

  it("claims nothing for rule-bound tiers or weight/volume calculations", () => {
    expect(shippingPriceFor([tier(2, 0, null, 3, { ruleId: "r" })], { quantity: 1, value: 5 }, EUR)).toBeNull();
    expect(shippingPriceFor([tier(3, 0, null, 3)], { quantity: 1, value: 5 }, EUR)).toBeNull();
  });

  it("finds the free-shipping threshold only where a by-value tier is free", () => {
    expect(freeShippingThreshold(standard, EUR)).toBe(50);
    expect(freeShippingThreshold([tier(1, 1, null, 0)], EUR)).toBeNull();
    expect(freeShippingThreshold([tier(2, 0, null, 4.99)], EUR)).toBeNull();
  });

  it("says how much is missing", () => {
    expect(freeShippingProgress(50, 39.95)).toEqual({ missing: 10.05, percent: 80 });
    expect(freeShippingProgress(50, 55)).toEqual({ missing: 0, percent: 100 });
    expect(freeShippingProgress(null, 10)).toBeNull();
  });
});
