import { describe, expect, it } from "vitest";
import { calculateCart, type PromotionHooks } from "./calculator.js";
import { EUR, INVOICE, STANDARD, context, id, input, line, product, shippingMethod } from "./calculator.fixtures.js";
import { errorsJson } from "./cart-errors.js";
import type { CalculatedLineItem } from "./cart-types.js";
import { fromStored } from "./line-items.js";

const P = id(1);
const Q = id(2);
const keys = (errors: { key: string }[]) => errors.map((e) => e.key).sort();

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
