import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentMethodId } from "../../../seed/reference.js";
import { expectConformant, expectEnvelope } from "../../../test/conformance/conformance.js";
import { createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import {
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
  type TestCustomer,
} from "../order/order.fixtures.js";

type Json = Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FINISH = `${STOREFRONT}/checkout/finish`;
const ERROR = `${STOREFRONT}/checkout/error?x=1`;

async function gatewayOrder(customer?: TestCustomer): Promise<{ customer: TestCustomer; order: Json }> {
  const buyer = customer ?? (await createCustomer(t));
  await setPaymentMethod(t, buyer.token, "demo-gateway");
  return { customer: buyer, order: await placeOrder(t, buyer, (await pickProduct(t)).id) };
}

async function startPayment(customer: TestCustomer, orderId: string): Promise<string> {
  const response = await t.api("POST", "/handle-payment", {
    token: customer.token,
    body: { orderId, finishUrl: FINISH, errorUrl: ERROR },
  });
  const body = expectConformant("handlePaymentMethod", response, { status: 200 }) as { redirectUrl: string };
  expect(body.redirectUrl).toMatch(/^http:\/\/localhost:8000\/payment\/demo-gateway\/[A-Za-z0-9_-]{43}$/);
  return body.redirectUrl.split("/").pop() as string;
}

const finalize = (token: string, decision?: string) =>
  t.app.inject({
    method: decision && decision !== "cancel" ? "POST" : "GET",
    url: `/payment/finalize-transaction?_sw_payment_token=${token}${decision === "cancel" ? "&decision=cancel" : ""}`,
    ...(decision && decision !== "cancel"
      ? { headers: { "content-type": "application/x-www-form-urlencoded" }, payload: `decision=${decision}` }
      : {}),
  });

const transactionStates = async (orderId: string) =>
  (
    await t.db
      .selectFrom("order_transaction")
      .select(["state", "payment_method_id"])
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .orderBy("id")
      .execute()
  ).map((r) => r.state);

describe("handle-payment and the DemoPay gateway", () => {
  it("leaves the transaction open for synchronous methods", async () => {
    const customer = await createCustomer(t);
    await setPaymentMethod(t, customer.token, "invoice");
    const order = await placeOrder(t, customer, (await pickProduct(t)).id);
    const response = await t.api("POST", "/handle-payment", { token: customer.token, body: { orderId: order.id } });
    expect(response.json()).toMatchObject({ redirectUrl: null });
    expect(await transactionStates(order.id as string)).toEqual(["open"]);
  });

  it("approves: the page, then paid and a redirect to finishUrl; the token is single use", async () => {
    const { customer, order } = await gatewayOrder();
    const token = await startPayment(customer, order.id as string);
    const page = await t.app.inject({ method: "GET", url: `/payment/demo-gateway/${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("form-action 'self' http://localhost:3000");
    expect(page.body).toContain("<title>DemoPay</title>");
    expect(page.body).toContain(order.orderNumber as string);
    expect(page.body).toContain("Approve payment");
    expect(page.body).toContain("Decline payment");

    const approved = await finalize(token, "approve");
    expect(approved.statusCode).toBe(302);
    expect(approved.headers.location).toBe(FINISH);
    expect(await transactionStates(order.id as string)).toEqual(["paid"]);
    const again = await finalize(token, "approve");
    expect(again.statusCode).toBe(400);
    expect(firstError(again).code).toBe("CHECKOUT__INVALID_PAYMENT_TOKEN");
    expect((await t.app.inject({ method: "GET", url: `/payment/demo-gateway/${token}` })).statusCode).toBe(410);
    // Paid: nothing left to pay, and the method can no longer change.
    expect(
      (await t.api("POST", "/handle-payment", { token: customer.token, body: { orderId: order.id } })).json(),
    ).toMatchObject({ redirectUrl: null });
    expectEnvelope(
      await t.api("POST", "/order/payment", {
        token: customer.token,
        body: { orderId: order.id, paymentMethodId: paymentMethodId("invoice") },
      }),
      400,
      "CHECKOUT__ORDER_ORDER_ALREADY_PAID",
    );
  });

  it("declines: failed, redirect to errorUrl with CHECKOUT__PAYMENT_ERROR; paying again through /order/payment", async () => {
    const { customer, order } = await gatewayOrder();
    const declined = await finalize(await startPayment(customer, order.id as string), "decline");
    expect(declined.statusCode).toBe(302);
    expect(declined.headers.location).toBe(`${ERROR}&error-code=CHECKOUT__PAYMENT_ERROR`);
    expect(await transactionStates(order.id as string)).toEqual(["failed"]);

    const reopened = await t.api("POST", "/order/payment", {
      token: customer.token,
      body: { orderId: order.id, paymentMethodId: paymentMethodId("demo-gateway") },
    });
    expectConformant("orderSetPayment", reopened, { status: 200 });
    expect(await transactionStates(order.id as string)).toEqual(["open"]);
    expect((await finalize(await startPayment(customer, order.id as string), "approve")).headers.location).toBe(FINISH);
    expect(await transactionStates(order.id as string)).toEqual(["paid"]);
  });

  it("cancel by the payer: cancelled, CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT; switching to invoice adds a new open transaction", async () => {
    const { customer, order } = await gatewayOrder();
    const cancelled = await finalize(await startPayment(customer, order.id as string), "cancel");
    expect(cancelled.headers.location).toBe(`${ERROR}&error-code=CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT`);
    expect(await transactionStates(order.id as string)).toEqual(["cancelled"]);
    expect(
      (
        await t.api("POST", "/order/payment", {
          token: customer.token,
          body: { orderId: order.id, paymentMethodId: paymentMethodId("invoice") },
        })
      ).statusCode,
    ).toBe(200);
    expect(await transactionStates(order.id as string)).toEqual(["cancelled", "open"]);
    expect(
      (await t.api("POST", "/handle-payment", { token: customer.token, body: { orderId: order.id } })).json(),
    ).toMatchObject({ redirectUrl: null });
  });

  it("expired and unknown tokens", async () => {
    const { customer, order } = await gatewayOrder();
    const token = await startPayment(customer, order.id as string);
    await t.db
      .updateTable("payment_token")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("token", "=", token)
      .execute();
    const expired = await finalize(token, "approve");
    expect(expired.headers.location).toBe(`${ERROR}&error-code=CHECKOUT__PAYMENT_TOKEN_EXPIRED`);
    expect(await transactionStates(order.id as string)).toEqual(["open"]);
    const unknown = await finalize("nope", "approve");
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown).code).toBe("CHECKOUT__INVALID_PAYMENT_TOKEN");
  });

  it("refuses unknown handlers and foreign redirect targets", async () => {
    const { customer, order } = await gatewayOrder();
    expectEnvelope(
      await t.api("POST", "/handle-payment", {
        token: customer.token,
        body: { orderId: order.id, finishUrl: "https://evil.example/steal" },
      }),
      400,
      "FRAMEWORK__INVALID_REQUEST_PARAMETER",
    );
    expectEnvelope(
      await t.api("POST", "/handle-payment", { token: customer.token, body: {} }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
    expectEnvelope(
      await t.api("POST", "/handle-payment", { body: { orderId: order.id } }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    await t.db
      .updateTable("payment_method")
      .set({ handler: "bogus" })
      .where("id", "=", paymentMethodId("demo-gateway"))
      .execute();
    try {
      expectEnvelope(
        await t.api("POST", "/handle-payment", { token: customer.token, body: { orderId: order.id } }),
        400,
        "CHECKOUT__UNKNOWN_PAYMENT_METHOD",
      );
    } finally {
      await t.db
        .updateTable("payment_method")
        .set({ handler: "demo_gateway" })
        .where("id", "=", paymentMethodId("demo-gateway"))
        .execute();
    }
  });
});

describe("POST /order/payment", () => {
  it("validates ids", async () => {
    const { customer, order } = await gatewayOrder();
    const unknown = await t.api("POST", "/order/payment", {
      token: customer.token,
      body: { orderId: order.id, paymentMethodId: "0".repeat(32) },
    });
    expectEnvelope(unknown, 400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD");
    expect(firstError(unknown).detail).toBe("The selected payment method does not exist.");
    expectEnvelope(
      await t.api("POST", "/order/payment", {
        token: customer.token,
        body: { orderId: "not-a-uuid", paymentMethodId: paymentMethodId("invoice") },
      }),
      400,
      "FRAMEWORK__INVALID_UUID",
    );
    expectEnvelope(
      await t.api("POST", "/order/payment", { token: customer.token, body: { orderId: order.id } }),
      400,
      "VIOLATION::IS_BLANK_ERROR",
    );
    expectEnvelope(
      await t.api("POST", "/order/payment", {
        body: { orderId: order.id, paymentMethodId: paymentMethodId("invoice") },
      }),
      403,
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    await t.db
      .updateTable("payment_method")
      .set({ active: 0 })
      .where("id", "=", paymentMethodId("prepayment"))
      .execute();
    try {
      expectEnvelope(
        await t.api("POST", "/order/payment", {
          token: customer.token,
          body: { orderId: order.id, paymentMethodId: paymentMethodId("prepayment") },
        }),
        404,
        "CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE",
      );
    } finally {
      await t.db
        .updateTable("payment_method")
        .set({ active: 1 })
        .where("id", "=", paymentMethodId("prepayment"))
        .execute();
    }
    expect(await transactionStates(order.id as string)).toEqual(["open"]);
  });
});
