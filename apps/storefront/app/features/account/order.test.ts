import { describe, expect, it } from "vitest";
import { stateTone, toOrderDetail, toOrderSummary, type ApiOrder } from "./order";

const order: ApiOrder = {
  id: "o1",
  orderNumber: "10001",
  orderDateTime: "2026-01-02T10:00:00.000Z",
  amountTotal: 54.9,
  positionPrice: 50,
  shippingTotal: 4.9,
  currency: { isoCode: "EUR" },
  stateMachineState: { technicalName: "open", translated: { name: "Open" } },
  transactions: [
    {
      createdAt: "2026-01-02T10:00:00.000Z",
      paymentMethod: { id: "p1", translated: { name: "Invoice" } },
      stateMachineState: { technicalName: "cancelled", name: "Cancelled" },
    },
    {
      createdAt: "2026-01-03T10:00:00.000Z",
      paymentMethod: { id: "p2", translated: { name: "DemoPay" } },
      stateMachineState: { technicalName: "failed", name: "Failed" },
    },
  ],
  deliveries: [
    {
      shippingMethod: { name: "Standard" },
      stateMachineState: { technicalName: "open" },
      shippingOrderAddress: { id: "a2", firstName: "Ann", city: "Berlin" },
    },
  ],
  billingAddress: {
    id: "a1",
    firstName: "Ann",
    lastName: "Smith",
    salutation: { salutationKey: "not_specified", displayName: "Not specified" },
  },
  lineItems: [
    { id: "l2", type: "promotion", label: "WELCOME10", quantity: 1, unitPrice: -5, totalPrice: -5, position: 2 },
    {
      id: "l1",
      type: "product",
      label: "E-book",
      quantity: 1,
      unitPrice: 55,
      totalPrice: 55,
      position: 1,
      payload: { productNumber: "SW1" },
      downloads: [{ id: "d1", accessGranted: false, media: { fileName: "ebook", fileExtension: "pdf" } }],
    },
  ],
};

describe("toOrderSummary", () => {
  it("takes the newest transaction's state as the payment status", () => {
    expect(toOrderSummary(order)).toEqual({
      id: "o1",
      orderNumber: "10001",
      orderDate: "2026-01-02T10:00:00.000Z",
      status: { technicalName: "open", name: "Open" },
      paymentStatus: { technicalName: "failed", name: "Failed" },
      deliveryStatus: { technicalName: "open", name: "open" },
      total: 54.9,
      currency: "EUR",
    });
  });
});

describe("toOrderDetail", () => {
  const detail = toOrderDetail(order);

  it("lists line items in position order with their type", () => {
    expect(detail.lineItems.map((item) => [item.type, item.label])).toEqual([
      ["product", "E-book"],
      ["promotion", "WELCOME10"],
    ]);
  });

  it("collects downloads with their file name and access", () => {
    expect(detail.downloads).toEqual([{ id: "d1", fileName: "ebook.pdf", accessGranted: false }]);
  });

  it("offers a payment change while the last attempt failed", () => {
    expect(detail.paymentMethod).toBe("DemoPay");
    expect(detail.canChangePayment).toBe(true);
    expect(
      toOrderDetail({ ...order, transactions: [{ stateMachineState: { technicalName: "paid" } }] }).canChangePayment,
    ).toBe(false);
    expect(toOrderDetail({ ...order, stateMachineState: { technicalName: "cancelled" } }).canChangePayment).toBe(false);
  });

  it("hides the 'not specified' salutation", () => {
    expect(detail.billingAddress?.salutation).toBe("");
  });
});

describe("stateTone", () => {
  it("colours done, waiting and failed states", () => {
    expect(stateTone("paid")).toBe("success");
    expect(stateTone("open")).toBe("warning");
    expect(stateTone("failed")).toBe("danger");
    expect(stateTone("refunded")).toBe("neutral");
  });
});
