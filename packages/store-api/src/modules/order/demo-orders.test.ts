import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../../seed/demo-customer.js";
import { idFor } from "../../../seed/ids.js";
import { paymentMethodId, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { expectConformant } from "../../../test/conformance/conformance.js";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { saveContext } from "../context/context.repository.js";
import { createCustomer, pickProduct, placeOrder } from "./order.fixtures.js";

type Json = Record<string, unknown>;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = randomBytes(16).toString("hex");
  await saveContext(t.db, token, SALES_CHANNEL_ID, { customerId: DEMO_CUSTOMER.id });
});
afterAll(async () => t.close());

const cents = (value: unknown) => Math.round((value as number) * 100);

describe("seeded demo orders", () => {
  it("gives the demo customer five consistent orders in several states", async () => {
    const response = await t.api("POST", "/order", {
      token,
      body: {
        sort: [{ field: "orderDateTime", order: "DESC" }],
        associations: {
          lineItems: {},
          deliveries: { associations: { positions: {} } },
          transactions: { associations: { paymentMethod: {} } },
          documents: {},
        },
        checkPromotion: true,
      },
    });
    const body = expectConformant("readOrder", response, { status: 200 }) as { orders: { elements: Json[] } };
    const orders = body.orders.elements;
    expect(orders.map((o) => o.orderNumber)).toEqual(["10004", "10003", "10002", "10001", "10000"]);
    const state = (o: Json) => (o.stateMachineState as Json).technicalName;
    const payment = (o: Json) => ((o.transactions as Json[]).at(-1)?.stateMachineState as Json).technicalName;
    expect(orders.map((o) => [state(o), payment(o)])).toEqual([
      ["open", "failed"],
      ["open", "open"],
      ["completed", "paid"],
      ["cancelled", "cancelled"],
      ["completed", "paid"],
    ]);
    for (const order of orders) {
      const lines = order.lineItems as Json[];
      expect(lines.reduce((sum, line) => sum + cents(line.totalPrice), 0)).toBe(cents(order.positionPrice));
      expect(cents(order.positionPrice) + cents(order.shippingTotal)).toBe(cents(order.amountTotal));
      const taxes = ((order.price as Json).calculatedTaxes as { tax: number }[]).reduce(
        (sum, tax) => sum + cents(tax.tax),
        0,
      );
      expect(cents(order.amountNet) + taxes).toBe(cents(order.amountTotal));
      expect(cents(((order.transactions as Json[])[0].amount as Json).totalPrice)).toBe(cents(order.amountTotal));
      expect((order.orderCustomer as Json).email).toBe(DEMO_CUSTOMER.email);
      expect(order.documents).toHaveLength(1);
      for (const delivery of order.deliveries as Json[])
        expect((delivery.positions as Json[]).length).toBe(lines.length);
    }
    const digital = orders[2];
    expect(digital.deliveries).toEqual([]);
  });

  it("unlocks the paid digital order's downloads", async () => {
    const orderId = idFor("order:demo-digital");
    const read = (
      await t.api("POST", "/order", {
        token,
        body: { ids: [orderId], associations: { lineItems: { associations: { downloads: {} } } } },
      })
    ).json() as { orders: { elements: Json[] } };
    const downloads = (read.orders.elements[0].lineItems as Json[])[0].downloads as Json[];
    expect(downloads.length).toBeGreaterThan(0);
    expect(downloads.every((d) => d.accessGranted === true)).toBe(true);
    const file = await t.api("GET", `/order/download/${orderId}/${downloads[0].id as string}`, { token });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBeGreaterThan(0);
  });

  it("lets the unpaid DemoPay order be paid again", async () => {
    const orderId = idFor("order:demo-unpaid");
    expect(
      (
        await t.api("POST", "/order/payment", {
          token,
          body: { orderId, paymentMethodId: paymentMethodId("demo-gateway") },
        })
      ).statusCode,
    ).toBe(200);
    const start = (
      await t.api("POST", "/handle-payment", { token, body: { orderId, finishUrl: "http://localhost:3000/paid" } })
    ).json() as { redirectUrl: string };
    expect(start.redirectUrl).toContain("/payment/demo-gateway/");
  });

  it("numbers new orders after the demo ones", async () => {
    const order = await placeOrder(t, await createCustomer(t), (await pickProduct(t)).id);
    expect(order.orderNumber).toBe("10005");
  });
});
