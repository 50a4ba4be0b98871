import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../seed/reference.js";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
  type TestCustomer,
} from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";

/** L3 (issue 12): a DemoPay token dies with its transaction (payment method switched, order cancelled). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function gatewayOrder(): Promise<{ customer: TestCustomer; orderId: string; token: string }> {
  const customer = await createCustomer(t);
  await setPaymentMethod(t, customer.token, "demo-gateway");
  const order = await placeOrder(t, customer, (await pickProduct(t)).id);
  const started = await t.api("POST", "/handle-payment", {
    token: customer.token,
    body: { orderId: order.id, finishUrl: `${STOREFRONT}/checkout/finish`, errorUrl: `${STOREFRONT}/checkout/error` },
  });
  const token = (started.json() as { redirectUrl: string }).redirectUrl.split("/").pop() as string;
  return { customer, orderId: order.id as string, token };
}

const approve = (token: string) =>
  t.app.inject({
    method: "POST",
    url: `/payment/finalize-transaction?_sw_payment_token=${token}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "decision=approve",
  });

const states = async (orderId: string) =>
  (
    await t.db
      .selectFrom("order_transaction")
      .select("state")
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .execute()
  ).map((r) => r.state);

describe("L3: an old payment token never pays", () => {
  it("after switching the payment method, the old DemoPay token is dead: no transaction becomes paid", async () => {
    const { customer, orderId, token } = await gatewayOrder();
    const switched = await t.api("POST", "/order/payment", {
      token: customer.token,
      body: { orderId, paymentMethodId: paymentMethodId("prepayment") },
    });
    expect(switched.statusCode, switched.body.slice(0, 200)).toBe(200);
    const answer = await approve(token);
    // A dead token is refused (an invalid-token answer), never a redirect to finishUrl.
    expect(String(answer.headers.location ?? "")).not.toContain("/checkout/finish");
    expect(await states(orderId)).not.toContain("paid");
  });

  it("after switching away and back to DemoPay, the first token is still dead (the reopened transaction needs a new one)", async () => {
    const { customer, orderId, token } = await gatewayOrder();
    await t.api("POST", "/order/payment", {
      token: customer.token,
      body: { orderId, paymentMethodId: paymentMethodId("prepayment") },
    });
    await t.api("POST", "/order/payment", {
      token: customer.token,
      body: { orderId, paymentMethodId: paymentMethodId("demo-gateway") },
    });
    await approve(token);
    expect(await states(orderId)).not.toContain("paid");
  });

  it("after cancelling the order, its DemoPay token is dead", async () => {
    const { customer, orderId, token } = await gatewayOrder();
    const cancelled = await t.api("POST", "/order/state/cancel", { token: customer.token, body: { orderId } });
    expect(cancelled.statusCode, cancelled.body.slice(0, 200)).toBe(200);
    const answer = await approve(token);
    // A dead token is refused (an invalid-token answer), never a redirect to finishUrl.
    expect(String(answer.headers.location ?? "")).not.toContain("/checkout/finish");
    expect(await states(orderId)).not.toContain("paid");
  });
});
