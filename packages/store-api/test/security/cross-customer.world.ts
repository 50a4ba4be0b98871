import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { countryId } from "../../seed/reference.js";
import {
  addToCart,
  createCustomer,
  pickProduct,
  placeOrder,
  setPaymentMethod,
  STOREFRONT,
  type TestCustomer,
} from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";

/**
 * Customer B (a second registered account) — and an anonymous visitor — attempting everything on customer A's data
 * (and a guest's). Each attempt is refused with Shopware's status and code, changes nothing, and answers the same
 * as for an id that does not exist, so not even the existence of A's rows leaks. One world is built once; every
 * case only reads it or changes B's side, so the cases do not depend on their order. Each test file builds its own
 * world (setUpCrossCustomerWorld) and closes it.
 */

export type Json = Record<string, unknown>;
export const PASSWORD = "secret123";
export const REVIEW_TEXT = "Sturdy, warm and exactly the colour of the photos; I would buy it again.";
export const UNKNOWN_ID = "0123456789abcdef0123456789abcdef";

export let t: TestApp;
export let a: TestCustomer;
export let b: TestCustomer;
export let guest: TestCustomer;
export const world = {
  aOrder: {} as Json,
  bOrder: {} as Json,
  guestOrder: {} as Json,
  aSecondAddressId: "",
  aDocument: { id: "", code: "" },
  bDocument: { id: "", code: "" },
  guestDocument: { id: "", code: "" },
  aUnpaidDownload: { orderId: "", downloadId: "" },
  aPaidDownload: { orderId: "", downloadId: "" },
  aPaymentToken: "",
  aWishlistProductId: "",
  aReviewId: "",
  reviewProductId: "",
};

export const api = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  token: string | undefined,
  body?: unknown,
) => t.api(method, path, { token, ...(body !== undefined ? { body } : {}) });
export const readOrders = (token: string | undefined, body: Json) => api("POST", "/order", token, body);
export const orderIdsOf = (response: LightMyRequestResponse) =>
  ((response.json() as { orders: { elements: Json[] } }).orders.elements ?? []).map((o) => o.id);
export const addressIdsOf = async (customer: TestCustomer, body: Json = {}) =>
  ((await api("POST", "/account/list-address", customer.token, body)).json() as { elements: Json[] }).elements.map(
    (x) => x.id,
  );
export const wishlistOf = async (customer: TestCustomer, body: Json = {}) => {
  const response = await api("POST", "/customer/wishlist", customer.token, body);
  return response.statusCode === 404
    ? []
    : (response.json() as { products: { elements: Json[] } }).products.elements.map((p) => p.id);
};
export const documentOf = async (orderId: string) => {
  const row = await t.db
    .selectFrom("document")
    .select(["id", "deep_link_code"])
    .where("order_id", "=", orderId)
    .executeTakeFirstOrThrow();
  return { id: row.id, code: row.deep_link_code };
};
export const row = (table: "order" | "customer_address" | "customer" | "product_review", id: string) =>
  t.db.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirstOrThrow();
export const transactionStates = async (orderId: string) =>
  (
    await t.db
      .selectFrom("order_transaction")
      .select("state")
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .execute()
  ).map((r) => r.state);

export async function startPayment(customer: TestCustomer, orderId: string): Promise<string> {
  const response = await api("POST", "/handle-payment", customer.token, {
    orderId,
    finishUrl: `${STOREFRONT}/done`,
    errorUrl: `${STOREFRONT}/failed`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { redirectUrl: string }).redirectUrl.split("/").pop() as string;
}

export const finalize = (token: string, decision: "approve" | "decline") =>
  t.app.inject({
    method: "POST",
    url: `/payment/finalize-transaction?_sw_payment_token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: `decision=${decision}`,
  });

export async function digitalOrder(
  customer: TestCustomer,
  paid: boolean,
): Promise<{ orderId: string; downloadId: string }> {
  await setPaymentMethod(t, customer.token, "demo-gateway");
  const order = await placeOrder(t, customer, (await pickProduct(t, "digital")).id);
  const download = await t.db
    .selectFrom("order_line_item_download as d")
    .innerJoin("order_line_item as li", "li.id", "d.order_line_item_id")
    .select("d.id")
    .where("li.order_id", "=", order.id as string)
    .executeTakeFirstOrThrow();
  if (paid) expect((await finalize(await startPayment(customer, order.id as string), "approve")).statusCode).toBe(302);
  return { orderId: order.id as string, downloadId: download.id };
}

/** Builds the world once per test file (beforeAll) and closes its app afterwards. */
export function setUpCrossCustomerWorld(): void {
  beforeAll(async () => {
    t = await createTestApp();
    [a, b, guest] = [await createCustomer(t), await createCustomer(t), await createCustomer(t, { guest: true })];
    const product = await pickProduct(t);
    world.aOrder = await placeOrder(t, a, product.id);
    world.bOrder = await placeOrder(t, b, product.id);
    world.guestOrder = await placeOrder(t, guest, product.id);
    world.aDocument = await documentOf(world.aOrder.id as string);
    world.bDocument = await documentOf(world.bOrder.id as string);
    world.guestDocument = await documentOf(world.guestOrder.id as string);
    const second = await api("POST", "/account/address", a.token, {
      firstName: "Ada",
      lastName: "Second",
      street: "Zweite Straße 2",
      zipcode: "20095",
      city: "Hamburg",
      countryId: countryId("DE"),
    });
    expect(second.statusCode, second.body).toBe(200);
    world.aSecondAddressId = (second.json() as Json).id as string;
    world.aUnpaidDownload = await digitalOrder(a, false);
    world.aPaidDownload = await digitalOrder(a, true);
    world.aPaymentToken = await startPayment(a, world.aUnpaidDownload.orderId);
    world.aWishlistProductId = (await pickProduct(t, "physical", 3)).id;
    expect((await api("POST", `/customer/wishlist/add/${world.aWishlistProductId}`, a.token)).statusCode).toBe(200);
    world.reviewProductId = (await pickProduct(t, "physical", 4)).id;
    expect(
      (
        await api("POST", `/product/${world.reviewProductId}/review`, a.token, {
          title: "A's review",
          content: REVIEW_TEXT,
          points: 5,
        })
      ).statusCode,
    ).toBe(204);
    world.aReviewId = (
      await t.db.selectFrom("product_review").select("id").where("customer_id", "=", a.id).executeTakeFirstOrThrow()
    ).id as string;
    // A keeps something in the cart, which B must never see.
    await addToCart(t, a.token, (await pickProduct(t, "physical", 5)).id, 2);
    await setPaymentMethod(t, b.token, "invoice");
  });
  afterAll(async () => t?.close());
}
