import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/helpers.js";
import { StoreApiError } from "./errors.js";
import { consumeRateLimit, decideBackoff, resetRateLimit, setRateLimitClock } from "./rate-limit.js";

const loginSteps = [
  { limit: 10, intervalSeconds: 10 },
  { limit: 15, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
];

describe("decideBackoff (time backoff, §12)", () => {
  it("lets the first min(limit) attempts through, then demands the step's interval since the last accepted attempt", () => {
    let state: { attempts: number; lastAttemptMs: number } | undefined;
    for (let i = 0; i < 10; i++) {
      const d = decideBackoff(loginSteps, 86400, state, 1000);
      expect(d.allowed).toBe(true);
      if (d.allowed) state = d.next;
    }
    expect(decideBackoff(loginSteps, 86400, state, 1000)).toEqual({ allowed: false, seconds: 10 });
    expect(decideBackoff(loginSteps, 86400, state, 4500)).toEqual({ allowed: false, seconds: 7 });
    expect(decideBackoff(loginSteps, 86400, state, 11000).allowed).toBe(true);
  });

  it("uses the highest step whose limit the count has passed (11-15 → 10 s, 16-20 → 30 s, beyond → 60 s)", () => {
    const wait = (attempts: number) => decideBackoff(loginSteps, 86400, { attempts, lastAttemptMs: 0 }, 0);
    expect(wait(9)).toMatchObject({ allowed: true });
    expect(wait(10)).toEqual({ allowed: false, seconds: 10 });
    expect(wait(14)).toEqual({ allowed: false, seconds: 10 });
    expect(wait(15)).toEqual({ allowed: false, seconds: 30 });
    expect(wait(19)).toEqual({ allowed: false, seconds: 30 });
    expect(wait(20)).toEqual({ allowed: false, seconds: 60 });
    expect(wait(500)).toEqual({ allowed: false, seconds: 60 });
  });

  it("starts over after the reset period of silence", () => {
    expect(decideBackoff(loginSteps, 86400, { attempts: 50, lastAttemptMs: 0 }, 86_400_000)).toEqual({
      allowed: true,
      next: { attempts: 1, lastAttemptMs: 86_400_000 },
    });
  });
});

describe("consumeRateLimit", () => {
  let t: TestApp;
  let now = Date.UTC(2026, 0, 1);
  beforeAll(async () => {
    t = await createTestApp();
    setRateLimitClock(() => now);
  });
  afterEach(() => undefined);
  afterAll(async () => {
    setRateLimitClock(null);
    await t.close();
  });

  async function attempt(
    limiter: Parameters<typeof consumeRateLimit>[1],
    key: string,
  ): Promise<StoreApiError | undefined> {
    try {
      await consumeRateLimit(t.db, limiter, key);
      return undefined;
    } catch (error) {
      if (error instanceof StoreApiError) return error;
      throw error;
    }
  }

  it("throttles the contact form after 3 attempts with FRAMEWORK__RATE_LIMIT_EXCEEDED and seconds; rejected attempts do not count", async () => {
    for (let i = 0; i < 3; i++) expect(await attempt("contact_form", "10.0.0.1")).toBeUndefined();
    const rejected = await attempt("contact_form", "10.0.0.1");
    expect(rejected?.status).toBe(429);
    expect(rejected?.entries[0]).toMatchObject({
      status: "429",
      code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
      meta: { parameters: { seconds: 30 } },
    });
    now += 20_000;
    expect((await attempt("contact_form", "10.0.0.1"))?.entries[0].meta?.parameters.seconds).toBe(10);
    now += 10_000;
    // 30 s after the last ACCEPTED attempt: the rejected ones neither counted nor moved the timer.
    expect(await attempt("contact_form", "10.0.0.1")).toBeUndefined();
    // Another key and another limiter are independent.
    expect(await attempt("contact_form", "10.0.0.2")).toBeUndefined();
    expect(await attempt("reset_password", "10.0.0.1")).toBeUndefined();
  });

  it("uses per-limiter codes", async () => {
    for (let i = 0; i < 10; i++) await attempt("login", "a@example.com-1.1.1.1");
    expect((await attempt("login", "a@example.com-1.1.1.1"))?.code).toBe("CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    for (let i = 0; i < 3; i++) await attempt("newsletter_form", "1.1.1.1");
    expect((await attempt("newsletter_form", "1.1.1.1"))?.code).toBe("CONTENT__NEWSLETTER_RECIPIENT_THROTTLED");
  });

  it("resetRateLimit forgets the attempts", async () => {
    for (let i = 0; i < 3; i++) await attempt("reset_password", "x@example.com-2.2.2.2");
    expect(await attempt("reset_password", "x@example.com-2.2.2.2")).toBeInstanceOf(StoreApiError);
    await resetRateLimit(t.db, "reset_password", "x@example.com-2.2.2.2");
    expect(await attempt("reset_password", "x@example.com-2.2.2.2")).toBeUndefined();
  });

  it("resets after 24 hours of silence", async () => {
    for (let i = 0; i < 3; i++) await attempt("contact_form", "3.3.3.3");
    expect(await attempt("contact_form", "3.3.3.3")).toBeInstanceOf(StoreApiError);
    now += 24 * 3600_000;
    for (let i = 0; i < 3; i++) expect(await attempt("contact_form", "3.3.3.3")).toBeUndefined();
  });

  it("cart_add_line_item: 60 per minute by default (issue 12 M3), core.cart.lineItemAddLimit overrides, 0 = off", async () => {
    for (let i = 0; i < 60; i++) expect(await attempt("cart_add_line_item", "p-4.4.4.4")).toBeUndefined();
    expect(await attempt("cart_add_line_item", "p-4.4.4.4")).toBeInstanceOf(StoreApiError);
    await t.db.insertInto("system_config").values({ key: "core.cart.lineItemAddLimit", value: "0" }).execute();
    for (let i = 0; i < 5; i++) expect(await attempt("cart_add_line_item", "p-4.4.4.4")).toBeUndefined();
    await t.db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
    await t.db.insertInto("system_config").values({ key: "core.cart.lineItemAddLimit", value: "2" }).execute();
    try {
      expect(await attempt("cart_add_line_item", "q-4.4.4.4")).toBeUndefined();
      expect(await attempt("cart_add_line_item", "q-4.4.4.4")).toBeUndefined();
      expect((await attempt("cart_add_line_item", "q-4.4.4.4"))?.entries[0].meta?.parameters.seconds).toBe(60);
    } finally {
      await t.db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
    }
  });

  it("accepts keys of any length (long ones are stored hashed) and resets them", async () => {
    const long = `${"x".repeat(5000)}@example.com-6.6.6.6`;
    for (let i = 0; i < 3; i++) expect(await attempt("reset_password", long)).toBeUndefined();
    expect(await attempt("reset_password", long)).toBeInstanceOf(StoreApiError);
    expect(await attempt("reset_password", `${long}x`)).toBeUndefined();
    await resetRateLimit(t.db, "reset_password", long);
    expect(await attempt("reset_password", long)).toBeUndefined();
  });

  it("counts concurrent attempts exactly once each", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => attempt("newsletter_form", "5.5.5.5")));
    expect(results.filter((r) => r === undefined)).toHaveLength(3);
    expect(results.filter((r) => r instanceof StoreApiError)).toHaveLength(3);
  });
});
