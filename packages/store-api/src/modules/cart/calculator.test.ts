import { describe, expect, it } from "vitest";
import { calculateCart, type PromotionHooks } from "./calculator.js";
import {
  EUR,
  INVOICE,
  PLN,
  STANDARD,
  cents,
  context,
  id,
  input,
  line,
  product,
  shippingMethod,
} from "./calculator.fixtures.js";
import { errorsJson } from "./cart-errors.js";
import type { CalculatedLineItem } from "./cart-types.js";
import { fromStored } from "./line-items.js";

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

describe("calculateCart: errors map, methods and addresses", () => {
  it("errors JSON is [] when empty and keyed by error key otherwise", () => {
    expect(errorsJson([])).toEqual([]);
    const cart = calculateCart(input([line(P, 150)], [product({ id: P })]));
    const json = errorsJson(cart.errors) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(json)).toEqual([`product-stock-reached${P}`]);
    expect(json[`product-stock-reached${P}`]).toMatchObject({
      key: `product-stock-reached${P}`,
      level: 10,
      messageKey: "product-stock-reached",
      block: true,
      blockResubmit: true,
      code: 0,
      parameters: { quantity: 100 },
    });
  });

  it("an unavailable shipping method is swapped for the channel default (shipping-method-changed)", () => {
    const express = id("s2");
    const methods = [
      shippingMethod({ id: STANDARD, name: "Standard" }),
      shippingMethod({ id: express, name: "Express", available: false }),
    ];
    const cart = calculateCart(
      input([line(P)], [product({ id: P })], {
        shippingMethods: methods,
        context: context({ shippingMethodId: express }),
      }),
    );
    expect(cart.shippingMethodId).toBe(STANDARD);
    expect(cart.errors).toEqual([
      expect.objectContaining({
        key: "shipping-method-changed-Express-Standard",
        level: 0,
        block: false,
        parameters: { oldShippingMethodName: "Express", newShippingMethodName: "Standard" },
      }),
    ]);
  });

  it("no working shipping method: shipping-method-blocked warning that blocks the order", () => {
    const onlyFive = shippingMethod({
      id: STANDARD,
      name: "Standard",
      prices: [
        {
          id: id("p"),
          calculation: 1,
          quantityStart: 5,
          quantityEnd: null,
          currencyPrice: [{ currencyId: EUR, gross: 100, net: 84 }],
        },
      ],
    });
    const cart = calculateCart(input([line(P)], [product({ id: P })], { shippingMethods: [onlyFive] }));
    expect(cart.errors).toEqual([
      expect.objectContaining({
        key: "shipping-method-blocked-Standard",
        level: 10,
        block: true,
        persistent: false,
        parameters: { name: "Standard" },
      }),
    ]);
    expect(cart.shippingMethodId).toBe(STANDARD);
  });

  it("an unavailable payment method is swapped (payment-method-changed), none left → payment-method-blocked", () => {
    const cash = id("pay2");
    const methods = [
      { id: INVOICE, name: "Invoice", available: true, position: 2 },
      { id: cash, name: "Cash on delivery", available: false, position: 1 },
    ];
    const swapped = calculateCart(
      input([line(P)], [product({ id: P })], { paymentMethods: methods, context: context({ paymentMethodId: cash }) }),
    );
    expect(swapped.paymentMethodId).toBe(INVOICE);
    expect(keys(swapped.errors)).toEqual(["payment-method-changed-Cash on delivery-Invoice"]);
    expect(swapped.transactions[0].paymentMethodId).toBe(INVOICE);
    const blocked = calculateCart(
      input([line(P)], [product({ id: P })], {
        paymentMethods: [methods[1]],
        context: context({ paymentMethodId: cash }),
      }),
    );
    expect(blocked.errors).toEqual([
      expect.objectContaining({ key: "payment-method-blocked-Cash on delivery", level: 10, block: true }),
    ]);
  });

  it("address validators: blocked country, missing salutation, missing forced region", () => {
    const address = (n: string, over = {}) => ({
      id: id(n),
      countryId: id("de"),
      countryName: "Germany",
      countryUsable: true,
      countryStateId: null,
      salutationId: null,
      entity: null,
      ...over,
    });
    const ctx = context({
      country: {
        id: id("de"),
        name: "Germany",
        shippable: false,
        forceStateInRegistration: true,
        entity: {},
        state: null,
      },
      customer: { id: id("c"), billingAddress: address("b"), shippingAddress: address("s") },
    });
    const cart = calculateCart(input([line(P)], [product({ id: P })], { context: ctx }));
    expect(keys(cart.errors)).toEqual([
      "country-region-missing-shipping-address",
      "salutation-missing-billing-address",
      "salutation-missing-shipping-address",
      "shipping-address-blocked-Germany",
    ]);
    expect(cart.errors.find((e) => e.key === "salutation-missing-billing-address")).toMatchObject({
      level: 10,
      block: true,
      route: { key: "frontend.account.address.edit.page", params: { addressId: id("b") } },
    });
    const billing = calculateCart(
      input([line(P)], [product({ id: P })], {
        context: context({
          customer: {
            id: id("c"),
            billingAddress: address("b", { salutationId: id("mr"), countryName: "Narnia", countryUsable: false }),
            shippingAddress: null,
          },
        }),
      }),
    );
    expect(billing.errors).toEqual([
      expect.objectContaining({ key: "billing-address-blocked-Narnia", level: 20, block: true }),
    ]);
    // Downloads only: no shipping, so the country does not matter.
    const digital = calculateCart(
      input([line(P)], [product({ id: P, type: "digital" })], { context: context({ country: ctx.country }) }),
    );
    expect(digital.errors).toEqual([]);
    expect(digital.deliveries).toEqual([]);
  });

  it("cart-merged-hint once after a merge", () => {
    const merged = input([line(P)], [product({ id: P })]);
    merged.stored.mergedHint = true;
    const cart = calculateCart(merged);
    expect(cart.errors).toEqual([expect.objectContaining({ key: "cart-merged-hint", level: 0, block: false })]);
    expect(cart.stored.mergedHint).toBeUndefined();
  });
});

describe("calculateCart: custom and credit lines", () => {
  it("a custom line with a quantity definition (net price, taxes added in gross state)", () => {
    const custom = {
      ...line(id("c1"), 2),
      type: "custom" as const,
      referencedId: null,
      label: "Gift wrap",
      priceDefinition: { type: "quantity" as const, price: 10, taxRules: [{ taxRate: 19, percentage: 100 }] },
    };
    const cart = calculateCart(input([custom], []));
    expect(cart.lineItems[0]).toMatchObject({
      type: "custom",
      label: "Gift wrap",
      good: true,
      price: { unitPrice: 1190, totalPrice: 2380 },
    });
    expect(cart.lineItems[0].price.taxes).toEqual([{ tax: 380, taxRate: 19, price: 2380 }]);
  });

  it("a credit line spreads its taxes over the goods (absolute) and is no good", () => {
    const credit = {
      ...line(id("c2")),
      type: "credit" as const,
      referencedId: null,
      label: "Voucher",
      priceDefinition: { type: "absolute" as const, price: -10 },
    };
    const cart = calculateCart(
      input(
        [line(P), line(Q), credit],
        [product({ id: P }), product({ id: Q, taxRate: 7, price: { gross: 1999, net: 1868 } })],
      ),
    );
    const line2 = cart.lineItems.find((i) => i.type === "credit");
    expect(line2).toMatchObject({ good: false, price: { totalPrice: -1000 } });
    expect(line2?.price.taxRules).toEqual([
      { taxRate: 7, percentage: 50 },
      { taxRate: 19, percentage: 50 },
    ]);
    expect(cart.price.positionPrice).toBe(1999 * 2 - 1000);
  });

  it("a percentage custom line is a share of the goods", () => {
    const fee = {
      ...line(id("c3")),
      type: "custom" as const,
      referencedId: null,
      label: "Fee",
      priceDefinition: { type: "percentage" as const, percentage: 10 },
    };
    const cart = calculateCart(input([line(P), fee], [product({ id: P })]));
    expect(cart.lineItems.find((i) => i.type === "custom")?.price.totalPrice).toBe(200);
  });

  it("lines without label or price definition are removed as incomplete", () => {
    const noLabel = {
      ...line(id("c4")),
      type: "custom" as const,
      referencedId: null,
      priceDefinition: { type: "absolute" as const, price: 1 },
    };
    const noPrice = { ...line(id("c5")), type: "credit" as const, referencedId: null, label: "x" };
    const cart = calculateCart(input([noLabel, noPrice], []));
    expect(cart.lineItems).toEqual([]);
    expect(keys(cart.errors)).toEqual([`incomplete-line-item-${id("c4")}`, `incomplete-line-item-${id("c5")}`]);
  });
});

describe("calculateCart: promotion hook", () => {
  const price = {
    unitPrice: -200,
    quantity: 1,
    totalPrice: -200,
    taxes: [{ tax: -32, taxRate: 19, price: -200 }],
    taxRules: [{ taxRate: 19, percentage: 100 }],
    listPrice: null,
    referencePrice: null,
  };
  const discount = (code: string | null): CalculatedLineItem =>
    fromStored(
      {
        ...line(id("d1")),
        type: "promotion",
        referencedId: code,
        label: "10 %",
        stackable: false,
        payload: { promotionId: id("promo"), code: code ?? "" },
      },
      price,
      { good: false, payload: { promotionId: id("promo"), code: code ?? "", composition: [] } },
    );

  it("gets the calculated products and the saved codes; its items, errors and kept codes land in the cart", () => {
    const seen: unknown[] = [];
    const hooks: PromotionHooks = {
      apply: (i) => {
        seen.push({ items: i.lineItems.map((l) => l.id), codes: i.codes });
        return { lineItems: [discount("WELCOME10")], errors: [], codes: ["WELCOME10"], deliveryDiscounts: [] };
      },
      applyDelivery: () => {
        throw new Error("not called without delivery discounts");
      },
    };
    const start = input([line(P)], [product({ id: P })], { promotions: hooks });
    start.stored.promotionCodes = ["WELCOME10", "UNKNOWN"];
    const cart = calculateCart(start);
    expect(seen).toEqual([{ items: [P], codes: ["WELCOME10", "UNKNOWN"] }]);
    expect(cart.lineItems.map((i) => i.type)).toEqual(["product", "promotion"]);
    expect(cart.price.positionPrice).toBe(1799);
    expect(cart.stored.promotionCodes).toEqual(["WELCOME10"]);
    // The discount is kept (scalar payload only) so the next calculation sees what was applied before.
    expect(cart.stored.lineItems[1]).toMatchObject({
      id: id("d1"),
      type: "promotion",
      payload: { promotionId: id("promo"), code: "WELCOME10" },
    });
    calculateCart({ ...start, stored: cart.stored });
    expect(seen[1]).toEqual({ items: [P, id("d1")], codes: ["WELCOME10"] });
  });
});
