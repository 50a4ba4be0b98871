import { describe, expect, it } from "vitest";
import { snapQuantity, toCartView, withoutLineItem, withQuantity, type ApiCart } from "./cart";

const cart: ApiCart = {
  hash: "h1",
  lineItems: [
    {
      id: "p1",
      referencedId: "p1",
      label: "Mug",
      quantity: 2,
      type: "product",
      good: true,
      states: ["is-physical"],
      price: { unitPrice: 10, totalPrice: 20 },
      quantityInformation: { minPurchase: 1, maxPurchase: 5, purchaseSteps: 1 },
      payload: { productNumber: "SW1", options: [{ group: "Colour", option: "Blue" }] },
    },
    {
      id: "p2",
      referencedId: "p2",
      label: "E-book",
      quantity: 1,
      type: "product",
      good: true,
      states: ["is-download"],
      price: { unitPrice: 5, totalPrice: 5 },
    },
    {
      id: "promo",
      referencedId: "WELCOME10",
      label: "Welcome",
      quantity: 1,
      type: "promotion",
      good: false,
      payload: { code: "WELCOME10" },
      price: { unitPrice: -2.5, totalPrice: -2.5 },
    },
  ],
  price: {
    totalPrice: 27.4,
    positionPrice: 22.5,
    netPrice: 23,
    taxStatus: "gross",
    calculatedTaxes: [{ tax: 4.39, taxRate: 19, price: 27.4 }],
  },
  deliveries: [{ shippingCosts: { totalPrice: 4.9 } }],
  errors: {
    "product-stock-reachedp1": {
      messageKey: "product-stock-reached",
      level: 10,
      message: "…",
      parameters: { name: "Mug", quantity: 5 },
      block: true,
    },
  },
};

describe("toCartView", () => {
  const view = toCartView(cart);

  it("takes totals, shipping and taxes from the cart", () => {
    expect(view.subtotal).toBe(22.5);
    expect(view.shippingCosts).toBe(4.9);
    expect(view.total).toBe(27.4);
    expect(view.taxStatus).toBe("gross");
    expect(view.taxes).toEqual([{ rate: 19, amount: 4.39 }]);
  });

  it("counts goods only and knows the cart is not empty", () => {
    expect(view.goodsCount).toBe(3);
    expect(view.isEmpty).toBe(false);
  });

  it("converts line items with options, code, quantity rules and download state", () => {
    expect(view.lineItems[0]).toMatchObject({
      href: "/detail/p1",
      options: [{ group: "Colour", option: "Blue" }],
      productNumber: "SW1",
      quantityRule: { min: 1, max: 5, step: 1 },
      stackable: true,
    });
    expect(view.lineItems[1]!.isDownload).toBe(true);
    expect(view.lineItems[2]).toMatchObject({ code: "WELCOME10", isProduct: false, stackable: false, href: null });
    expect(view.hasDownloads).toBe(true);
    expect(view.isVirtual).toBe(false);
  });

  it("reads the errors map with its keys and levels", () => {
    expect(view.errors).toEqual([
      {
        key: "product-stock-reachedp1",
        messageKey: "product-stock-reached",
        level: "warning",
        message: "…",
        parameters: { name: "Mug", quantity: 5 },
        block: true,
      },
    ]);
    expect(view.blocksOrder).toBe(true);
  });

  it("treats PHP's empty errors array and a missing cart as nothing", () => {
    const empty = toCartView({ errors: [] });
    expect(empty.errors).toEqual([]);
    expect(empty.isEmpty).toBe(true);
    expect(empty.isVirtual).toBe(false);
  });

  it("is virtual when every non-promotion item is a download", () => {
    const virtual = toCartView({ lineItems: [cart.lineItems![1]!, cart.lineItems![2]!] });
    expect(virtual.isVirtual).toBe(true);
  });
});

describe("optimistic changes", () => {
  const view = toCartView(cart);
  it("changes one line's quantity and the goods count", () => {
    const next = withQuantity(view, "p1", 4);
    expect(next.lineItems[0]!.totalPrice).toBe(40);
    expect(next.goodsCount).toBe(5);
  });
  it("drops a line", () => {
    expect(withoutLineItem(withoutLineItem(view, "p1"), "p2").isEmpty).toBe(true);
  });
});

describe("snapQuantity", () => {
  const rule = { min: 2, max: 11, step: 3 };
  it.each([
    [0, 2],
    [2, 2],
    [4, 2],
    [5, 5],
    [10, 8],
    [99, 11 - ((11 - 2) % 3)],
    [Number.NaN, 2],
  ])("%d → %d", (input, expected) => {
    expect(snapQuantity(input, rule)).toBe(expected);
  });
});
