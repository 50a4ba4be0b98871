import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, type TestCustomer } from "../../src/modules/order/order.fixtures.js";
import { ACCESS_KEY, createTestApp, firstError, type TestApp } from "../helpers.js";
import { addProductFixtures, FX } from "../product-fixtures.js";

/**
 * Issue 12 M2: "Place order" never charges another total than the confirmation page showed. The page's cart hash goes
 * with the order (Shopware's CartOrderRoute + CartContextHasher: total, methods, line items with their prices); when
 * the cart recalculated at order time differs, the order is refused with 409 CHECKOUT__CART_HASH_MISMATCH. A one-use
 * promotion code is redeemed by exactly one order, even when twelve shoppers place their orders at the same moment
 * (real concurrent HTTP requests against a listening server, on SQLite and on PostgreSQL).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are free-form JSON
type Json = Record<string, any>;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/store-api`;
});
afterAll(async () => t?.close());

const call = async (
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      "sw-access-key": ACCESS_KEY,
      "sw-context-token": token,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Json };
};

/** The cart as the confirmation page shows it: FX.charlie × 4 (€20, ships free), optionally with a code. */
async function confirmationPage(shopper: TestCustomer, code?: string): Promise<Json> {
  await call("POST", "/checkout/cart/line-item", shopper.token, {
    items: [{ id: FX.charlie, referencedId: FX.charlie, type: "product", quantity: 4 }],
  });
  if (code)
    await call("POST", "/checkout/cart/line-item", shopper.token, {
      items: [{ type: "promotion", referencedId: code }],
    });
  return (await call("GET", "/checkout/cart", shopper.token)).json;
}

const ordersOf = async (customerIds: string[]) =>
  t.db
    .selectFrom("order")
    .innerJoin("order_customer", "order_customer.order_id", "order.id")
    .select(["order.id", "order.amount_total"])
    .where("order_customer.customer_id", "in", customerIds)
    .execute();

describe("M2: the order is placed at the total the confirmation page showed, or not at all", () => {
  it("12 shoppers order at once with the same one-use code: one order has the discount, 11 are refused with CART_HASH_MISMATCH, none at another total", async () => {
    const shoppers: TestCustomer[] = [];
    for (let i = 0; i < 12; i++) shoppers.push(await createCustomer(t));
    const shown: Json[] = [];
    for (const shopper of shoppers) shown.push(await confirmationPage(shopper, "VIP-0001"));
    for (const cart of shown) {
      expect(
        cart.lineItems.filter((item: Json) => item.type === "promotion").map((item: Json) => item.referencedId),
      ).toEqual(["VIP-0001"]);
      expect(cart.price.totalPrice).toBe(5);
    }

    const answers = await Promise.all(
      shoppers.map((shopper, i) => call("POST", "/checkout/order", shopper.token, { hash: shown[i].hash })),
    );

    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    expect(placed[0].json.amountTotal).toBe(5);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => [answer.status, answer.json.errors?.[0]?.code])).toEqual(
      Array(11).fill([409, "CHECKOUT__CART_HASH_MISMATCH"]),
    );
    const orders = await ordersOf(shoppers.map((shopper) => shopper.id));
    expect(orders).toHaveLength(1);
    const codeLines = await t.db
      .selectFrom("order_line_item")
      .select("order_id")
      .where("type", "=", "promotion")
      .where("referenced_id", "=", "VIP-0001")
      .execute();
    expect(codeLines).toEqual([{ order_id: orders[0].id }]);

    // The refused carts were kept (without the used-up code) for the shopper to review and confirm again.
    const loser = shoppers[answers.findIndex((answer) => answer.status !== 200)];
    const again = (await call("GET", "/checkout/cart", loser.token)).json;
    expect(again.lineItems.map((item: Json) => item.type)).toEqual(["product"]);
    expect(again.price.totalPrice).toBe(20);
    expect(again.hash).not.toBe(shown[0].hash);
  });

  it("a price change between the confirmation page and 'Place order' refuses the order (409) instead of charging the new price", async () => {
    const shopper = await createCustomer(t);
    const shown = await confirmationPage(shopper);
    expect(shown.price.totalPrice).toBe(20);
    await t.db.updateTable("product").set({ price_gross: 700, price_net: 654 }).where("id", "=", FX.charlie).execute();
    try {
      const answer = await call("POST", "/checkout/order", shopper.token, { hash: shown.hash });
      expect([answer.status, answer.json.errors?.[0]?.code]).toEqual([409, "CHECKOUT__CART_HASH_MISMATCH"]);
      expect(await ordersOf([shopper.id])).toEqual([]);
      // Confirmed again with the new hash, the order goes through at the total now shown.
      const current = (await call("GET", "/checkout/cart", shopper.token)).json;
      expect(current.price.totalPrice).toBe(28);
      const placed = await call("POST", "/checkout/order", shopper.token, { hash: current.hash });
      expect([placed.status, placed.json.amountTotal]).toEqual([200, 28]);
    } finally {
      await t.db
        .updateTable("product")
        .set({ price_gross: 500, price_net: 467 })
        .where("id", "=", FX.charlie)
        .execute();
    }
  });

  it("a shipping-cost change (another shipping method chosen in another tab) refuses the order shown with the old costs", async () => {
    const shopper = await createCustomer(t);
    await call("POST", "/checkout/cart/line-item", shopper.token, {
      items: [{ id: FX.alpha, referencedId: FX.alpha, type: "product", quantity: 1 }],
    });
    const shown = (await call("GET", "/checkout/cart", shopper.token)).json;
    const methods = (await call("POST", "/shipping-method", shopper.token, { onlyAvailable: true })).json
      .elements as Json[];
    const other = methods.find((method) => method.id !== shown.deliveries[0].shippingMethod.id);
    expect(other).toBeDefined();
    await call("PATCH", "/context", shopper.token, { shippingMethodId: other?.id });
    const answer = await call("POST", "/checkout/order", shopper.token, { hash: shown.hash });
    expect([answer.status, answer.json.errors?.[0]?.code]).toEqual([409, "CHECKOUT__CART_HASH_MISMATCH"]);
    expect(await ordersOf([shopper.id])).toEqual([]);
  });

  it("the refusal is Shopware's envelope: 409, CHECKOUT__CART_HASH_MISMATCH, the token as parameter", async () => {
    const shopper = await createCustomer(t);
    await confirmationPage(shopper);
    const response = await t.api("POST", "/checkout/order", { token: shopper.token, body: { hash: "0".repeat(64) } });
    expect(response.statusCode).toBe(409);
    expect(firstError(response)).toMatchObject({
      status: "409",
      code: "CHECKOUT__CART_HASH_MISMATCH",
      detail: `Content hash mismatch for cart token: ${shopper.token}`,
      meta: { parameters: { token: shopper.token } },
    });
  });
});
