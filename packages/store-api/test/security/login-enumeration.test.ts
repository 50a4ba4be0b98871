import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../src/modules/customer/customer.test-helpers.js";
import { createTestApp, firstError, STANDARD_PASSWORD_HASHES, STOREFRONT_URL, type TestApp } from "../helpers.js";

/** L1 (issue 12): login and recovery do not tell who has an account; one IP cannot try many accounts. */

let t: TestApp;
beforeAll(async () => {
  // The production cost: whether a login for an unknown e-mail takes as long as one for a known is this file's subject.
  t = await createTestApp(STANDARD_PASSWORD_HASHES);
  await signUp(t, "known@example.com");
});
afterAll(async () => t?.close());

const login = (email: string, ip: string) =>
  t.api("POST", "/account/login", { body: { email, password: "wrong-password" }, headers: { "x-forwarded-for": ip } });
const strip = (body: string) =>
  body.replace(/"email":"[^"]*"/g, "").replace(/known@example\.com|nobody@example\.com/g, "");

describe("L1: account enumeration", () => {
  it("login: an unknown e-mail answers exactly like a known one with a wrong password, after similar work", async () => {
    const known = await login("known@example.com", "198.51.100.1");
    const unknown = await login("nobody@example.com", "198.51.100.2");
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(firstError(unknown).code).toBe(firstError(known).code);
    expect(strip(unknown.body)).toBe(strip(known.body));
    const time = async (email: string, ip: string) => {
      const started = performance.now();
      await login(email, ip);
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      knownTimes.push(await time("known@example.com", `198.51.100.${10 + i}`));
      unknownTimes.push(await time(`nobody${i}@example.com`, `198.51.100.${20 + i}`));
    }
    const ratio = median(unknownTimes) / median(knownTimes);
    expect(ratio, `unknown ${median(unknownTimes)} ms vs known ${median(knownTimes)} ms`).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });

  it("password recovery: the same 200 for an unknown e-mail as for a known one (no mail for the unknown)", async () => {
    const request = (email: string, ip: string) =>
      t.api("POST", "/account/recovery-password", {
        body: { email, storefrontUrl: STOREFRONT_URL },
        headers: { "x-forwarded-for": ip },
      });
    const known = await request("known@example.com", "198.51.100.30");
    const unknown = await request("nobody@example.com", "198.51.100.31");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
  });

  it("one IP trying 40 accounts is throttled after 20 failures (429 CHECKOUT__CUSTOMER_AUTH_THROTTLED); another IP is not", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i += 1) codes.push((await login(`victim${i}@example.com`, "203.0.113.9")).statusCode);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(codes.slice(20)).toEqual(Array(5).fill(429));
    expect(firstError(await login("known@example.com", "203.0.113.9")).code).toBe("CHECKOUT__CUSTOMER_AUTH_THROTTLED");
    expect((await login("known@example.com", "203.0.113.10")).statusCode).toBe(401);
  });
});
