import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { methodStatsOf } from "../../src/modules/cart/cart-methods.js";
import { addToCart, pickProduct } from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";

/**
 * A cart's calculation keeps the channel's shipping and payment methods per process (src/modules/cart/cart-methods.ts,
 * db/catalogue-memo.ts): a shipping price change or a method switched off is visible on the next read of the cart, a
 * cart write retires nothing. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = String((await t.api("GET", "/context")).headers["sw-context-token"]);
  await addToCart(t, token, (await pickProduct(t)).id);
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;

async function cart(): Promise<{ json: Json; hit: boolean }> {
  const before = methodStatsOf(t.db);
  const response = await t.api("GET", "/checkout/cart", { token });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const after = methodStatsOf(t.db);
  expect(after.hits + after.misses).toBeGreaterThan(before.hits + before.misses);
  return { json: response.json() as Json, hit: after.misses === before.misses };
}

const delivery = (json: Json) => (json.deliveries as Json[])[0] as Json;
const shippingTotal = (json: Json) => Number((delivery(json).shippingCosts as Json).totalPrice);

describe("the cart's shipping and payment methods cache", () => {
  it("serves a second read of the cart from the cache, with the same methods and costs", async () => {
    const first = await cart();
    const second = await cart();
    expect(second.hit).toBe(true);
    expect(delivery(second.json).shippingMethod).toEqual(delivery(first.json).shippingMethod);
    expect(shippingTotal(second.json)).toBe(shippingTotal(first.json));
  });

  it("a shipping price change is visible on the next read of the cart", async () => {
    const before = await cart();
    const methodId = String((delivery(before.json).shippingMethod as Json).id);
    const rows = await t.db
      .selectFrom("shipping_method_price")
      .select(["id", "currency_price"])
      .where("shipping_method_id", "=", methodId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const prices = (JSON.parse(row.currency_price) as { gross: number; net: number }[]).map((price) => ({
        ...price,
        gross: price.gross + 7,
        net: price.net + 7,
      }));
      await t.db
        .updateTable("shipping_method_price")
        .set({ currency_price: JSON.stringify(prices) })
        .where("id", "=", row.id)
        .execute();
    }
    const after = await cart();
    expect(after.hit).toBe(false);
    expect(shippingTotal(after.json)).not.toBe(shippingTotal(before.json));
    expect((await cart()).hit).toBe(true);
  });

  it("a shipping method switched off is no longer the cart's on the next read", async () => {
    const before = await cart();
    const methodId = String((delivery(before.json).shippingMethod as Json).id);
    await t.db.updateTable("shipping_method").set({ active: 0 }).where("id", "=", methodId).execute();
    const after = await cart();
    expect(after.hit).toBe(false);
    expect((delivery(after.json).shippingMethod as Json).id).not.toBe(methodId);
    await t.db.updateTable("shipping_method").set({ active: 1 }).where("id", "=", methodId).execute();
  });

  it("a cart write retires nothing", async () => {
    await cart();
    await addToCart(t, token, (await pickProduct(t, "physical", 1)).id);
    expect((await cart()).hit).toBe(true);
  });
});
