import { describe, expect, it } from "vitest";
import { isGatewayUrl, toMethodView, toOrderView, type ApiOrder } from "./checkout";
import { checkoutErrorMessage } from "./checkout-errors";

const order: ApiOrder = {
  id: "o1",
  orderNumber: "10001",
  orderDateTime: "2026-11-21T10:00:00.000+00:00",
  amountTotal: 49.99,
  amountNet: 42.01,
  positionPrice: 45,
  shippingTotal: 4.99,
  price: { taxStatus: "gross", calculatedTaxes: [{ tax: 7.98, taxRate: 19 }] },
  orderCustomer: { email: "gina@example.com" },
  stateMachineState: { technicalName: "open", translated: { name: "Open" } },
  billingAddress: {
    firstName: "Gina",
    lastName: "Guest",
    street: "Main St 1",
    zipcode: "12345",
    city: "Berlin",
    country: { translated: { name: "Germany" } },
  },
  deliveries: [
    {
      shippingMethod: { translated: { name: "Standard" } },
      shippingOrderAddress: {
        firstName: "Gina",
        lastName: "Guest",
        street: "Side St 2",
        zipcode: "12345",
        city: "Berlin",
      },
    },
  ],
  transactions: [
    {
      createdAt: "2026-11-21T10:00:00Z",
      paymentMethod: { id: "pm1", translated: { name: "DemoPay" } },
      stateMachineState: { technicalName: "failed", translated: { name: "Failed" } },
    },
    {
      createdAt: "2026-11-21T10:05:00Z",
      paymentMethod: { id: "pm2", translated: { name: "Invoice" } },
      stateMachineState: { technicalName: "paid", translated: { name: "Paid" } },
    },
  ],
  lineItems: [
    {
      id: "l2",
      label: "WELCOME10",
      type: "promotion",
      quantity: 1,
      totalPrice: -5,
      position: 2,
      payload: { code: "WELCOME10" },
    },
    {
      id: "l1",
      label: "Silk Tie",
      type: "product",
      quantity: 1,
      unitPrice: 45,
      totalPrice: 45,
      position: 1,
      states: ["is-physical"],
    },
  ],
};

describe("toOrderView", () => {
  const view = toOrderView(order);
  it("takes the newest transaction for payment state and method", () => {
    expect(view.payment).toEqual({ technicalName: "paid", name: "Paid", methodId: "pm2", method: "Invoice" });
  });
  it("prints addresses and the shipping method", () => {
    expect(view.billingAddress).toEqual(["Gina Guest", "Main St 1", "12345 Berlin", "Germany"]);
    expect(view.shippingAddress).toEqual(["Gina Guest", "Side St 2", "12345 Berlin"]);
    expect(view.shippingMethod).toBe("Standard");
  });
  it("orders line items by position and keeps promotion codes", () => {
    expect(view.lineItems.map((item) => item.id)).toEqual(["l1", "l2"]);
    expect(view.lineItems[1]!.code).toBe("WELCOME10");
  });
  it("has the totals and taxes", () => {
    expect(view).toMatchObject({
      subtotal: 45,
      shippingCosts: 4.99,
      total: 49.99,
      taxStatus: "gross",
      taxes: [{ rate: 19, amount: 7.98 }],
    });
  });
  it("reads a failed transaction, and no transaction as no state (payment-outcome.test.ts words each state)", () => {
    expect(
      toOrderView({ id: "x", transactions: [{ stateMachineState: { technicalName: "failed" } }] }).payment
        .technicalName,
    ).toBe("failed");
    expect(toOrderView({ id: "x" }).payment.technicalName).not.toMatch(/^(paid|paid_partially|authorized)$/);
  });
});

describe("toMethodView", () => {
  it("uses translated names and the delivery time", () => {
    expect(
      toMethodView({
        id: "s1",
        name: "Std",
        translated: { name: "Standard", description: "Free from €50" },
        deliveryTime: { name: "2-5 days" },
      }),
    ).toEqual({
      id: "s1",
      name: "Standard",
      description: "Free from €50",
      deliveryTime: "2-5 days",
      price: null,
    });
  });
});

describe("isGatewayUrl", () => {
  it.each([
    ["http://127.0.0.1:8000/payment/demo?token=x", true],
    ["https://pay.example/x", true],
    ["javascript:alert(1)", false],
    ["/relative", false],
    [null, false],
  ])("%s → %s", (url, expected) => {
    expect(isGatewayUrl(url)).toBe(expected);
  });
});

describe("checkoutErrorMessage", () => {
  const apiError = (code: string, status = 400) => ({ status, details: { errors: [{ code }] } });
  it("says the shopper must log in", () => {
    expect(checkoutErrorMessage("en-GB", apiError("CHECKOUT__CUSTOMER_NOT_LOGGED_IN", 403))).toBe(
      "You must be logged-in before submitting an order",
    );
    expect(checkoutErrorMessage("en-GB", { status: 403, details: { errors: [] } })).toBe(
      "You must be logged-in before submitting an order",
    );
  });
  it("names unknown payment methods as the spec does", () => {
    expect(checkoutErrorMessage("en-GB", apiError("FRAMEWORK__INVALID_UUID"))).toBe(
      "The selected payment method does not exist.",
    );
    expect(checkoutErrorMessage("en-GB", apiError("CHECKOUT__UNKNOWN_PAYMENT_METHOD"))).toBe(
      "The selected payment method does not exist.",
    );
  });
  it("falls back to the default message", () => {
    expect(checkoutErrorMessage("testde", new Error("x"))).toBe("Leider ist etwas schiefgelaufen.");
  });
});
