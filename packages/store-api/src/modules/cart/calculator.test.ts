import { describe, expect, it } from "vitest";
import { calculateCart } from "./calculator.js";
import { EUR, INVOICE, PLN, cents, context, id, input, line, product } from "./calculator.fixtures.js";

const P = id(1);
const Q = id(2);
const keys = (errors: { key: string }[]) => errors.map((e) => e.key).sort();

describe("calculateCart: prices and tax states", () => {
  it.each([
    // 2 × €19.99 + €4.99 shipping (below €50); shipping taxed proportionally (19 %)
    {
      state: "gross" as const,
      items: 3998,
      shipping: 499,
      total: 4497,
      net: 3779,
      taxes: [{ tax: 718, taxRate: 19 }],
      raw: 4497,
    },
    {
      state: "net" as const,
      items: 3360,
      shipping: 419,
      total: 4497,
      net: 3779,
      taxes: [{ tax: 718, taxRate: 19 }],
      raw: 4497,
    },
    { state: "tax-free" as const, items: 3360, shipping: 419, total: 3779, net: 3779, taxes: [], raw: 3779 },
  ])("$state", ({ state, items, shipping, total, net, taxes, raw }) => {
    const cart = calculateCart(input([line(P, 2)], [product({ id: P })], { context: context({ taxState: state }) }));
    expect(cart.price.positionPrice).toBe(items);
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(shipping);
    expect(cart.price).toMatchObject({ totalPrice: total, netPrice: net, rawTotal: raw, taxStatus: state });
    expect(cart.price.calculatedTaxes.map(({ tax, taxRate }) => ({ tax, taxRate }))).toEqual(taxes);
    expect(cart.transactions).toEqual([
      { paymentMethodId: INVOICE, amount: expect.objectContaining({ totalPrice: total }) },
    ]);
    expect(cart.errors).toEqual([]);
  });

  it("uses the country's tax rate given with the product and sums taxes per rate", () => {
    const cart = calculateCart(
      input(
        [line(P), line(Q)],
        [product({ id: P, taxRate: 23 }), product({ id: Q, taxRate: 7, price: { gross: 1070, net: 1000 } })],
      ),
    );
    expect(cart.price.calculatedTaxes.map((t) => t.taxRate)).toEqual([7, 23]);
    expect(cart.lineItems[0].price.taxes).toEqual([{ tax: 374, taxRate: 23, price: 1999 }]);
  });

  it("vertical tax calculation computes taxes on the sums per rate", () => {
    const products = [
      product({ id: P, price: { gross: 333, net: 280 } }),
      product({ id: Q, price: { gross: 333, net: 280 } }),
    ];
    const horizontal = calculateCart(input([line(P), line(Q)], products));
    const vertical = calculateCart(
      input([line(P), line(Q)], products, { context: context({ taxCalculationType: "vertical" }) }),
    );
    // each item 3.33 → 0.53 tax (0.5317); the sum 6.66 + 4.99 shipping taxed once: 1.86 vs 0.53+0.53+0.80
    expect(horizontal.price.calculatedTaxes[0].tax).toBe(186);
    expect(vertical.price.calculatedTaxes[0].tax).toBe(186);
    expect(vertical.price.calculatedTaxes[0].price).toBe(1165);
  });

  it("PLN with a 0.05 total cash rounding: items in cents, the total on the 0.05 grid", () => {
    const pln = {
      id: PLN,
      isoCode: "PLN",
      factor: 4.27,
      itemRounding: cents,
      totalRounding: { decimals: 2, interval: 0.05, roundForNet: true },
      taxFreeFrom: 0,
    };
    const cart = calculateCart(input([line(P)], [product({ id: P })], { context: context({ currency: pln }) }));
    // 19.99 × 4.27 = 85.3573 → 85.36 (€19.99 < €50: shipping 4.99 × 4.27 = 21.31); 106.67 → 106.65 on the 0.05 grid
    expect(cart.lineItems[0].price.unitPrice).toBe(8536);
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(2131);
    expect(cart.price.rawTotal).toBe(10667);
    expect(cart.price.totalPrice).toBe(10665);
    // and with enough in the cart, the €50 threshold frees shipping in PLN too: 3 × 85.36 = 256.08 → 256.10
    const three = calculateCart(input([line(P, 3)], [product({ id: P })], { context: context({ currency: pln }) }));
    expect(three.deliveries[0].shippingCosts.totalPrice).toBe(0);
    expect(three.price.totalPrice).toBe(25610);
  });

  it.each([
    { quantity: 5, unit: 1999 },
    { quantity: 10, unit: 1999 },
    { quantity: 11, unit: 1799 },
    { quantity: 40, unit: 1599 },
  ])("tier prices: quantity $quantity → $unit", ({ quantity, unit }) => {
    const tiers = [
      { quantityStart: 1, quantityEnd: 10, price: { gross: 1999, net: 1680 } },
      { quantityStart: 11, quantityEnd: 20, price: { gross: 1799, net: 1512 } },
      { quantityStart: 21, quantityEnd: null, price: { gross: 1599, net: 1344 } },
    ];
    const cart = calculateCart(input([line(P, quantity)], [product({ id: P, tiers })]));
    expect(cart.lineItems[0].price).toMatchObject({ unitPrice: unit, totalPrice: unit * quantity, quantity });
  });

  it("switches to tax-free once the net total reaches the currency's taxFreeFrom", () => {
    const currency = {
      id: EUR,
      isoCode: "EUR",
      factor: 1,
      itemRounding: cents,
      totalRounding: cents,
      taxFreeFrom: 5000,
    };
    expect(
      calculateCart(input([line(P, 2)], [product({ id: P })], { context: context({ currency }) })).price.taxStatus,
    ).toBe("gross");
    const cart = calculateCart(input([line(P, 3)], [product({ id: P })], { context: context({ currency }) }));
    expect(cart.price).toMatchObject({ taxStatus: "tax-free", totalPrice: 5040, calculatedTaxes: [] });
  });
});

describe("calculateCart: quantity rules and product errors", () => {
  it.each([
    {
      name: "closeout stock reached → clamped",
      p: { isCloseout: true, stock: 3 },
      quantity: 5,
      kept: 3,
      key: `product-stock-reached${P}`,
      level: 10,
    },
    { name: "max quantity 100", p: {}, quantity: 150, kept: 100, key: `product-stock-reached${P}`, level: 10 },
    { name: "maxPurchase", p: { maxPurchase: 4 }, quantity: 6, kept: 4, key: `product-stock-reached${P}`, level: 10 },
    {
      name: "min purchase raised",
      p: { minPurchase: 2 },
      quantity: 1,
      kept: 2,
      key: `min-order-quantity${P}`,
      level: 10,
    },
    {
      name: "purchase steps snapped down",
      p: { purchaseSteps: 3 },
      quantity: 5,
      kept: 4,
      key: `purchase-steps-quantity${P}`,
      level: 10,
    },
    {
      name: "closeout without stock removed",
      p: { isCloseout: true, stock: 0 },
      quantity: 1,
      kept: null,
      key: `product-stock-reached-empty${P}`,
      level: 20,
    },
    {
      name: "max below min removed",
      p: { isCloseout: true, stock: 1, minPurchase: 2 },
      quantity: 2,
      kept: null,
      key: `product-out-of-stock${P}`,
      level: 20,
    },
    {
      name: "not buyable removed",
      p: { buyable: false },
      quantity: 1,
      kept: null,
      key: `product-not-found${P}`,
      level: 20,
    },
  ])("$name", ({ p, quantity, kept, key, level }) => {
    const cart = calculateCart(input([line(P, quantity)], [product({ id: P, ...p })]));
    expect(cart.stored.lineItems.map((i) => i.quantity)).toEqual(kept === null ? [] : [kept]);
    expect(cart.lineItems.map((i) => i.quantity)).toEqual(kept === null ? [] : [kept]);
    expect(cart.errors).toHaveLength(1);
    expect(cart.errors[0]).toMatchObject({ key, level, block: true, blockResubmit: true });
    expect(cart.modified).toBe(true);
    // Persistent: the adjusted cart raises nothing on the next calculation.
    expect(calculateCart(input(cart.stored.lineItems, [product({ id: P, ...p })])).errors).toEqual([]);
  });

  it("product-stock-reached names the product and the quantity", () => {
    const cart = calculateCart(input([line(P, 5)], [product({ id: P, name: "Mug", isCloseout: true, stock: 3 })]));
    expect(cart.errors[0]).toMatchObject({
      messageKey: "product-stock-reached",
      parameters: { name: "Mug", quantity: 3 },
      message: "The product Mug is only available 3 times",
    });
  });

  it("unknown products are removed with product-not-found; parents with variants silently", () => {
    const cart = calculateCart(
      input([line(P), line(Q)], [product({ id: Q, buyable: false, isParentWithVariants: true })]),
    );
    expect(cart.stored.lineItems).toEqual([]);
    expect(keys(cart.errors)).toEqual([`product-not-found${P}`]);
  });

  it("summed quantities of one product above its max: error level, repeated, nothing adjusted", () => {
    const items = [line(P, 3, { id: id("a") }), line(P, 3, { id: id("b") })];
    const products = [product({ id: P, isCloseout: true, stock: 5 })];
    const cart = calculateCart(input(items, products));
    expect(cart.errors).toEqual([
      expect.objectContaining({ key: `product-stock-reached${P}`, level: 20, persistent: false }),
    ]);
    expect(calculateCart(input(cart.stored.lineItems, products)).errors).toHaveLength(1);
  });

  it("product line items carry Shopware's fields", () => {
    const cart = calculateCart(
      input(
        [line(P, 2)],
        [product({ id: P, name: "Mug", minPurchase: 1, purchaseSteps: 1, isCloseout: true, stock: 7 })],
      ),
    );
    expect(cart.lineItems[0]).toMatchObject({
      id: P,
      referencedId: P,
      type: "product",
      label: "Mug",
      good: true,
      removable: true,
      stackable: true,
      states: ["is-physical"],
      quantityInformation: { minPurchase: 1, maxPurchase: 7, purchaseSteps: 1 },
      deliveryInformation: { stock: 7, freeDelivery: false },
      payload: { productNumber: `SW-${P.slice(-4)}`, stock: 7, isCloseout: true },
    });
  });
});
