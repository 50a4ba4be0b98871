import { describe, expect, it } from "vitest";
import {
  calculate,
  calculatedMaxPurchase,
  calculateTiers,
  cashRound,
  isNew,
  priceJson,
  type PriceContext,
  type StoredPrice,
} from "./product-price.js";

const EUR = "e".repeat(32);
const USD = "d".repeat(32);
const cents = { decimals: 2, interval: 0.01, roundForNet: true };
const ctx = (over: Partial<PriceContext> = {}): PriceContext => ({
  taxState: "gross",
  currencyId: EUR,
  factor: 1,
  rounding: cents,
  ...over,
});
// €19.99 gross at 19 % (net 16.80)
const shirt: StoredPrice = { gross: 1999, net: 1680, listGross: 2499, listNet: 2100 };

describe("calculate", () => {
  it.each([
    { name: "gross", c: ctx(), unit: 1999, total: 1999, tax: 319, taxRules: 1 },
    { name: "net", c: ctx({ taxState: "net" }), unit: 1680, total: 1680, tax: 319, taxRules: 1 },
    { name: "tax-free", c: ctx({ taxState: "tax-free" }), unit: 1680, total: 1680, tax: null, taxRules: 0 },
    {
      name: "gross in USD by factor",
      c: ctx({ currencyId: USD, factor: 1.08 }),
      unit: 2159,
      total: 2159,
      tax: 345,
      taxRules: 1,
    },
    {
      name: "net in USD by factor",
      c: ctx({ taxState: "net", currencyId: USD, factor: 1.08 }),
      unit: 1814,
      total: 1814,
      tax: 345,
      taxRules: 1,
    },
  ])("$name", ({ c, unit, total, tax, taxRules }) => {
    const price = calculate({ price: shirt, taxRate: 19 }, c);
    expect(price.unitPrice).toBe(unit);
    expect(price.totalPrice).toBe(total);
    expect(price.quantity).toBe(1);
    expect(price.taxes[0]?.tax ?? null).toBe(tax);
    expect(price.taxRules).toHaveLength(taxRules);
  });

  it("uses the tax rate given (a country rule) on the stored gross price", () => {
    const price = calculate({ price: shirt, taxRate: 23 }, ctx());
    expect(price.unitPrice).toBe(1999);
    expect(price.taxes).toEqual([{ tax: 374, taxRate: 23, price: 1999 }]);
  });

  it("prefers an explicit currency price over the factor, with its own list price", () => {
    const withUsd: StoredPrice = {
      ...shirt,
      currencyPrices: [{ currencyId: USD, gross: 2200, net: 1849, listPrice: { gross: 2700, net: 2269 } }],
    };
    const price = calculate({ price: withUsd, taxRate: 19 }, ctx({ currencyId: USD, factor: 1.08 }));
    expect(price.unitPrice).toBe(2200);
    expect(price.listPrice).toEqual({ price: 2700, discount: -500, percentage: 18.52 });
    const noList = calculate(
      { price: { ...withUsd, currencyPrices: [{ currencyId: USD, gross: 2200, net: 1849 }] }, taxRate: 19 },
      ctx({ currencyId: USD, factor: 1.08 }),
    );
    expect(noList.listPrice).toBeNull();
  });

  it.each([
    { name: "list price above price", list: 2499, expected: { price: 2499, discount: -500, percentage: 20.01 } },
    { name: "list price equal to price", list: 1999, expected: null },
    { name: "list price below price", list: 1500, expected: null },
    { name: "no list price", list: null, expected: null },
  ])("list price: $name", ({ list, expected }) => {
    expect(calculate({ price: { ...shirt, listGross: list, listNet: list }, taxRate: 19 }, ctx()).listPrice).toEqual(
      expected,
    );
  });

  it("multiplies by the quantity and rounds the tax of the total", () => {
    const price = calculate({ price: shirt, taxRate: 19, quantity: 3 }, ctx());
    expect(price).toMatchObject({
      unitPrice: 1999,
      quantity: 3,
      totalPrice: 5997,
      taxes: [{ tax: 958, taxRate: 19, price: 5997 }],
    });
  });

  it("computes a reference price only for differing purchase and reference units", () => {
    const coffee: StoredPrice = { gross: 899, net: 840 };
    const perKg = calculate(
      { price: coffee, taxRate: 7, reference: { purchaseUnit: 0.25, referenceUnit: 1, unitName: "kg" } },
      ctx(),
    );
    expect(perKg.referencePrice).toEqual({ price: 3596, purchaseUnit: 0.25, referenceUnit: 1, unitName: "kg" });
    expect(
      calculate({ price: coffee, taxRate: 7, reference: { purchaseUnit: 1, referenceUnit: 1, unitName: "kg" } }, ctx())
        .referencePrice,
    ).toBeNull();
    expect(
      calculate(
        { price: coffee, taxRate: 7, reference: { purchaseUnit: null, referenceUnit: 1, unitName: null } },
        ctx(),
      ).referencePrice,
    ).toBeNull();
  });

  it("cash-rounds to the currency's interval", () => {
    const chf = { decimals: 2, interval: 0.05, roundForNet: true };
    expect(cashRound(1999, chf)).toBe(2000);
    expect(cashRound(1992, chf)).toBe(1990);
    expect(calculate({ price: shirt, taxRate: 19 }, ctx({ factor: 0.96, rounding: chf })).unitPrice).toBe(1920);
    // Minor units are counted in the currency's decimals: whole yen at 0, fils (1/1000) at 3.
    expect(cashRound(123.45, { decimals: 0, interval: 1, roundForNet: true })).toBe(123);
    expect(cashRound(6620.688, { decimals: 3, interval: 0.001, roundForNet: true })).toBe(6621);
  });

  it("calculates in minor units of the context currency's decimals, from stored hundredths", () => {
    const yen = { decimals: 0, interval: 1, roundForNet: true };
    const dinar = { decimals: 3, interval: 0.001, roundForNet: true };
    expect(calculate({ price: shirt, taxRate: 19 }, ctx({ factor: 161.37, rounding: yen })).unitPrice).toBe(
      Math.round(19.99 * 161.37),
    );
    const kwd = calculate({ price: shirt, taxRate: 19, quantity: 3 }, ctx({ factor: 0.3312, rounding: dinar }));
    expect(kwd.unitPrice).toBe(6621);
    expect(kwd.totalPrice).toBe(19863);
    expect(priceJson(kwd, 3)).toMatchObject({ unitPrice: 6.621, totalPrice: 19.863 });
  });
});

describe("calculateTiers", () => {
  it("gives each tier the quantity of its upper bound, the last one its start", () => {
    const tiers = calculateTiers(
      [
        { quantityStart: 11, quantityEnd: null, price: { gross: 1599, net: 1344 } },
        { quantityStart: 1, quantityEnd: 4, price: { gross: 1999, net: 1680 } },
        { quantityStart: 5, quantityEnd: 10, price: { gross: 1799, net: 1512 } },
      ],
      { taxRate: 19 },
      ctx(),
    );
    expect(tiers.map((t) => [t.quantity, t.unitPrice, t.totalPrice])).toEqual([
      [4, 1999, 7996],
      [10, 1799, 17990],
      [11, 1599, 17589],
    ]);
  });
});

describe("priceJson", () => {
  it("writes decimals and Shopware's aliases", () => {
    const json = priceJson(calculate({ price: shirt, taxRate: 19 }, ctx()), 2);
    expect(json).toEqual({
      unitPrice: 19.99,
      quantity: 1,
      totalPrice: 19.99,
      calculatedTaxes: [{ tax: 3.19, taxRate: 19, price: 19.99, apiAlias: "cart_tax_calculated" }],
      taxRules: [{ taxRate: 19, percentage: 100, apiAlias: "cart_tax_rule" }],
      referencePrice: null,
      listPrice: { price: 24.99, discount: -5, percentage: 20.01, apiAlias: "cart_list_price" },
      regulationPrice: null,
      apiAlias: "calculated_price",
    });
    expect(
      priceJson(calculate({ price: shirt, taxRate: 19 }, ctx()), 2, { hasRange: true, variantId: null }),
    ).toMatchObject({ hasRange: true, variantId: null, apiAlias: "calculated_cheapest_price" });
  });
});

describe("calculatedMaxPurchase", () => {
  it.each([
    {
      name: "default maximum",
      rules: { maxPurchase: null, minPurchase: 1, purchaseSteps: 1, isCloseout: false, stock: 5 },
      expected: 100,
    },
    {
      name: "own maximum",
      rules: { maxPurchase: 12, minPurchase: 1, purchaseSteps: 1, isCloseout: false, stock: 5 },
      expected: 12,
    },
    {
      name: "closeout capped at stock",
      rules: { maxPurchase: null, minPurchase: 1, purchaseSteps: 1, isCloseout: true, stock: 7 },
      expected: 7,
    },
    {
      name: "closeout without stock",
      rules: { maxPurchase: null, minPurchase: 1, purchaseSteps: 1, isCloseout: true, stock: 0 },
      expected: 0,
    },
    {
      name: "snapped to steps from min",
      rules: { maxPurchase: 20, minPurchase: 2, purchaseSteps: 4, isCloseout: false, stock: 0 },
      expected: 18,
    },
    {
      name: "closeout stock below min",
      rules: { maxPurchase: null, minPurchase: 5, purchaseSteps: 5, isCloseout: true, stock: 3 },
      expected: 0,
    },
    {
      name: "non-closeout ignores stock",
      rules: { maxPurchase: 10, minPurchase: 1, purchaseSteps: 3, isCloseout: false, stock: 0 },
      expected: 10,
    },
  ])("$name", ({ rules, expected }) => {
    expect(calculatedMaxPurchase(rules)).toBe(expected);
  });
});

describe("isNew", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it.each([
    ["2026-02-20T00:00:00.000+00:00", true],
    ["2026-01-30T13:00:00.000+00:00", true],
    ["2026-01-29T00:00:00.000+00:00", false],
    ["2026-03-10T00:00:00.000+00:00", true],
    [null, false],
  ])("released %s → %s", (date, expected) => {
    expect(isNew(date, now)).toBe(expected);
  });
});
