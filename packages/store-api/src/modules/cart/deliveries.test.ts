import { describe, expect, it } from "vitest";
import { calculateCart } from "./calculator.js";
import { EUR, PLN, STANDARD, cents, context, id, input, line, product, shippingMethod } from "./calculator.fixtures.js";
import type { ShippingPriceData } from "./cart-types.js";

const P = id(1);
const Q = id(2);
const price = (
  calculation: 1 | 2 | 3 | 4,
  start: number,
  end: number | null,
  gross: number,
  n = 0,
): ShippingPriceData => ({
  id: id(`p${calculation}${n}`),
  calculation,
  quantityStart: start,
  quantityEnd: end,
  currencyPrice: [{ currencyId: EUR, gross, net: Math.round(gross / 1.19) }],
});
const withPrices = (prices: ShippingPriceData[], over = {}) => [
  shippingMethod({ id: STANDARD, name: "Standard", prices, ...over }),
];
const shipping = (quantity: number, prices: ShippingPriceData[], p = {}) => {
  const cart = calculateCart(
    input([line(P, quantity)], [product({ id: P, ...p })], { shippingMethods: withPrices(prices) }),
  );
  return {
    costs: cart.deliveries[0]?.shippingCosts.totalPrice ?? null,
    blocked: cart.errors.some((e) => e.messageKey === "shipping-method-blocked"),
  };
};

describe("shipping costs from the price matrix", () => {
  it.each([
    { name: "by quantity, first range", calc: 1 as const, quantity: 2, costs: 500 },
    { name: "by quantity, second range", calc: 1 as const, quantity: 5, costs: 300 },
    { name: "by quantity, open end", calc: 1 as const, quantity: 50, costs: 100 },
  ])("$name", ({ calc, quantity, costs }) => {
    expect(
      shipping(quantity, [price(calc, 1, 4, 500, 1), price(calc, 5, 9, 300, 2), price(calc, 10, null, 100, 3)]),
    ).toEqual({ costs, blocked: false });
  });

  it.each([
    { name: "below €50", quantity: 2, costs: 499 },
    { name: "from €50 free", quantity: 3, costs: 0 },
  ])("by cart price: $name", ({ quantity, costs }) => {
    expect(shipping(quantity, [price(2, 0, 49.99, 499, 1), price(2, 50, null, 0, 2)])).toEqual({
      costs,
      blocked: false,
    });
  });

  it.each([
    { name: "light", quantity: 2, costs: 490 },
    { name: "heavy", quantity: 6, costs: 990 },
  ])("by weight (2.5 kg each): $name", ({ quantity, costs }) => {
    expect(shipping(quantity, [price(3, 0, 10, 490, 1), price(3, 10.01, null, 990, 2)], { weight: 2.5 })).toEqual({
      costs,
      blocked: false,
    });
  });

  it("by volume (w × h × l × quantity)", () => {
    // 0.1 × 0.2 × 0.5 = 0.01 each
    const prices = [price(4, 0, 0.05, 200, 1), price(4, 0.0500001, null, 800, 2)];
    expect(shipping(4, prices, { width: 0.1, height: 0.2, length: 0.5 }).costs).toBe(200);
    expect(shipping(6, prices, { width: 0.1, height: 0.2, length: 0.5 }).costs).toBe(800);
  });

  it("the cheapest matching entry wins", () => {
    expect(shipping(3, [price(1, 1, null, 700, 1), price(1, 2, 5, 400, 2)]).costs).toBe(400);
  });

  it("no matching entry → shipping-method-blocked (warning, blocks the order)", () => {
    expect(shipping(1, [price(1, 2, null, 700)])).toEqual({ costs: 0, blocked: true });
  });

  it("free-shipping products: no costs when every position ships free; otherwise measured over the others", () => {
    const prices = [price(1, 1, 1, 300, 1), price(1, 2, null, 600, 2)];
    const allFree = calculateCart(
      input([line(P, 3)], [product({ id: P, shippingFree: true })], { shippingMethods: withPrices(prices) }),
    );
    expect(allFree.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(allFree.errors).toEqual([]);
    const mixed = calculateCart(
      input([line(P, 3), line(Q, 1)], [product({ id: P, shippingFree: true }), product({ id: Q })], {
        shippingMethods: withPrices(prices),
      }),
    );
    expect(mixed.deliveries[0].shippingCosts.totalPrice).toBe(300);
  });

  it("other currencies: the explicit currency price, else the default price × factor", () => {
    const pln = { id: PLN, isoCode: "PLN", factor: 4, itemRounding: cents, totalRounding: cents, taxFreeFrom: 0 };
    const byFactor = calculateCart(
      input([line(P)], [product({ id: P })], {
        shippingMethods: withPrices([price(1, 1, null, 500)]),
        context: context({ currency: pln }),
      }),
    );
    expect(byFactor.deliveries[0].shippingCosts.totalPrice).toBe(2000);
    const explicit = {
      ...price(1, 1, null, 500),
      currencyPrice: [
        { currencyId: EUR, gross: 500, net: 420 },
        { currencyId: PLN, gross: 1900, net: 1597 },
      ],
    };
    const own = calculateCart(
      input([line(P)], [product({ id: P })], {
        shippingMethods: withPrices([explicit]),
        context: context({ currency: pln }),
      }),
    );
    expect(own.deliveries[0].shippingCosts.totalPrice).toBe(1900);
  });
});

describe("shipping tax types", () => {
  const products = [product({ id: P, taxRate: 19 }), product({ id: Q, taxRate: 7, price: { gross: 1999, net: 1868 } })];
  const run = (over: object) =>
    calculateCart(input([line(P), line(Q)], products, { shippingMethods: withPrices([price(1, 1, null, 1000)], over) }))
      .deliveries[0].shippingCosts;
  it("auto: proportional to the positions' prices", () => {
    expect(run({ taxType: "auto" }).taxRules).toEqual([
      { taxRate: 7, percentage: 50 },
      { taxRate: 19, percentage: 50 },
    ]);
  });
  it("highest: the highest rate at 100 %", () => {
    const costs = run({ taxType: "highest" });
    expect(costs.taxRules).toEqual([{ taxRate: 19, percentage: 100 }]);
    expect(costs.taxes).toEqual([{ tax: 160, taxRate: 19, price: 1000 }]);
  });
  it("fixed: the method's tax", () => {
    expect(run({ taxType: "fixed", fixedTaxRate: 7 }).taxRules).toEqual([{ taxRate: 7, percentage: 100 }]);
  });
});

describe("delivery dates", () => {
  const now = new Date("2026-11-02T10:00:00.000Z");
  const day = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();
  it("from the method's delivery time; the product's own wins; restock days when stock < quantity", () => {
    const plain = calculateCart(input([line(P)], [product({ id: P })], { context: context({ now }) }));
    expect(plain.deliveries[0].deliveryDate).toEqual({ earliest: new Date(day(2)), latest: new Date(day(5)) });
    const own = calculateCart(
      input([line(P)], [product({ id: P, deliveryTime: { id: null, name: "1 week", min: 1, max: 1, unit: "week" } })], {
        context: context({ now }),
      }),
    );
    expect(own.deliveries[0].positions[0].deliveryDate).toEqual({
      earliest: new Date(day(7)),
      latest: new Date(day(7)),
    });
    // equal earliest and latest: the delivery's latest gets one more day
    expect(own.deliveries[0].deliveryDate).toEqual({ earliest: new Date(day(7)), latest: new Date(day(8)) });
    const restock = calculateCart(
      input([line(P, 5)], [product({ id: P, stock: 2, restockTime: 3 })], { context: context({ now }) }),
    );
    expect(restock.deliveries[0].positions[0].deliveryDate).toEqual({
      earliest: new Date(day(5)),
      latest: new Date(day(8)),
    });
  });
});
