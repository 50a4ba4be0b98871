import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RETENTION, deleteExpired } from "../../src/modules/cleanup/cleanup.js";
import { createCustomer, pickProduct } from "../../src/modules/order/order.fixtures.js";
import { countRows, createTestApp, type TestApp } from "../helpers.js";

/** M3 (issue 12): a client's line-item payload is not stored nor ordered; expired rows are deleted on a schedule. */

let t: TestApp;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ cleanupIntervalMs: 200 });
  productId = (await pickProduct(t)).id;
});
afterAll(async () => t?.close());

const junk = () =>
  Object.fromEntries([
    ["price", 0],
    ["isAdmin", true],
    ...Array.from({ length: 300 }, (_, i) => [`k${i}`, "x".repeat(900)]),
  ]);

describe("M3: line-item payload", () => {
  it("invented payload keys (price, isAdmin, 300 × 900 B) are neither stored, answered nor carried into the order", async () => {
    const customer = await createCustomer(t);
    const added = await t.api("POST", "/checkout/cart/line-item", {
      token: customer.token,
      body: { items: [{ id: productId, type: "product", referencedId: productId, quantity: 1, payload: junk() }] },
    });
    expect(added.statusCode, added.body.slice(0, 300)).toBe(200);
    const patched = await t.api("PATCH", "/checkout/cart/line-item", {
      token: customer.token,
      body: { items: [{ id: productId, payload: { isAdmin: true, price: 0 } }] },
    });
    expect(patched.statusCode, patched.body.slice(0, 300)).toBe(200);
    const cart = await t.api("GET", "/checkout/cart", { token: customer.token });
    expect(cart.body).not.toContain("isAdmin");
    expect(cart.body).not.toContain("x".repeat(900));
    expect(cart.body.length).toBeLessThan(20_000);
    const stored = await t.db
      .selectFrom("cart")
      .select("payload")
      .where("token", "=", customer.token)
      .executeTakeFirstOrThrow();
    expect(String(stored.payload).length).toBeLessThan(5_000);
    const order = await t.api("POST", "/checkout/order", { token: customer.token, body: {} });
    expect(order.statusCode, order.body.slice(0, 300)).toBe(200);
    expect(order.body).not.toContain("isAdmin");
    const lineItem = (order.json() as { lineItems: { payload: Record<string, unknown> }[] }).lineItems[0];
    expect(lineItem.payload).not.toHaveProperty("price");
    expect(lineItem.payload.productNumber).toBeTruthy();
  });

  it("20 adds under invented tokens store a few KB, not megabytes", async () => {
    const before = await t.db
      .selectFrom("cart")
      .select((eb) => eb.fn.sum<number>(eb.fn("length", ["payload"])).as("bytes"))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 20; i += 1) {
      const token = randomBytes(16).toString("hex");
      await t.api("POST", "/checkout/cart/line-item", {
        token,
        body: { items: [{ type: "product", referencedId: productId, quantity: 1, payload: junk() }] },
      });
    }
    const after = await t.db
      .selectFrom("cart")
      .select((eb) => eb.fn.sum<number>(eb.fn("length", ["payload"])).as("bytes"))
      .executeTakeFirstOrThrow();
    expect(Number(after.bytes) - Number(before.bytes ?? 0)).toBeLessThan(20 * 5_000);
  });
});

describe("M3: expired rows are deleted inside the backend, on a schedule", () => {
  const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString();
  const HOUR = 3600_000;

  it("deleteExpired removes expired anonymous carts and contexts and stale rate-limit rows, and keeps fresh ones", async () => {
    // Its own backend without the schedule: a scheduled run in between would delete the rows first (and count them).
    const t = await createTestApp();
    try {
      const fresh = randomBytes(16).toString("hex");
      const old = randomBytes(16).toString("hex");
      const channel = (await t.db.selectFrom("sales_channel").select("id").executeTakeFirstOrThrow()).id as string;
      const cart = (token: string, updated: string, customer: string | null = null) => ({
        token,
        customer_id: customer,
        sales_channel_id: channel,
        payload: "{}",
        hash: "h",
        version: 1,
        rule_ids: null,
        created_at: updated,
        updated_at: updated,
      });
      await t.db
        .insertInto("cart")
        .values([cart(fresh, iso(HOUR)), cart(old, iso(RETENTION.anonymousMs + HOUR))])
        .execute();
      await t.db
        .insertInto("sales_channel_api_context")
        .values([
          { token: fresh, sales_channel_id: channel, customer_id: null, payload: "{}", updated_at: iso(HOUR) },
          {
            token: old,
            sales_channel_id: channel,
            customer_id: null,
            payload: "{}",
            updated_at: iso(RETENTION.anonymousMs + HOUR),
          },
        ])
        .execute();
      await t.db
        .insertInto("rate_limit")
        .values([
          { limiter: "login", key: "fresh", attempts: 1, last_attempt_ms: Date.now() - HOUR },
          { limiter: "login", key: "old", attempts: 1, last_attempt_ms: Date.now() - RETENTION.rateLimitMs - HOUR },
        ])
        .execute();
      const result = await deleteExpired(t.db);
      expect(result.carts).toBeGreaterThanOrEqual(1);
      expect(await t.db.selectFrom("cart").select("token").where("token", "in", [fresh, old]).execute()).toEqual([
        { token: fresh },
      ]);
      expect(
        await t.db.selectFrom("sales_channel_api_context").select("token").where("token", "in", [fresh, old]).execute(),
      ).toEqual([{ token: fresh }]);
      expect(await t.db.selectFrom("rate_limit").select("key").where("key", "in", ["fresh", "old"]).execute()).toEqual([
        { key: "fresh" },
      ]);
    } finally {
      await t.close();
    }
  });

  it("the schedule runs by itself in the backend process (CLEANUP_INTERVAL_MS)", async () => {
    await t.db
      .insertInto("rate_limit")
      .values({ limiter: "login", key: "scheduled", attempts: 1, last_attempt_ms: 1 })
      .execute();
    const deadline = Date.now() + 15_000;
    while (
      Date.now() < deadline &&
      (await t.db.selectFrom("rate_limit").select("key").where("key", "=", "scheduled").execute()).length
    )
      await new Promise((r) => setTimeout(r, 200));
    expect(await t.db.selectFrom("rate_limit").select("key").where("key", "=", "scheduled").execute()).toEqual([]);
    expect(await countRows(t.db, "rate_limit")).toBeGreaterThanOrEqual(0);
  }, 20_000);
});
