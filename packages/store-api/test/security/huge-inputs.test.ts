import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer } from "../../src/modules/order/order.fixtures.js";
import { createTestApp, firstError, type TestApp } from "../helpers.js";

/** L6 (issue 12): compressed criteria are capped; huge numbers are clear 4xx answers, never a 500. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const criteria = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value))).toString("base64url");

describe("L6: _criteria and huge numbers", () => {
  it("a gzip-compressed _criteria that expands past 256 KB: 400 FRAMEWORK__INVALID_REQUEST_PARAMETER", async () => {
    // ~4 MB of JSON in a few KB of query string.
    const bomb = criteria({ limit: 1, term: "a".repeat(4 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(16 * 1024);
    const response = await t.api("GET", `/product?_criteria=${bomb}`);
    expect(response.statusCode).toBe(400);
    expect(firstError(response).code).toBe("FRAMEWORK__INVALID_REQUEST_PARAMETER");
    // A normal compressed criteria still works.
    expect((await t.api("GET", `/product?_criteria=${criteria({ limit: 2 })}`)).statusCode).toBe(200);
  });

  it.each([
    ["page 2^60", { page: 2 ** 60, limit: 10 }],
    ["page 1e308", { page: 1e308, limit: 10 }],
    ["limit 1e20", { limit: 1e20 }],
    ["limit -1", { limit: -1 }],
    ["page 2^53+2 with limit 100", { page: 2 ** 53 + 2, limit: 100 }],
  ])("%s on /product and /order: a 4xx in the envelope, never a 5xx", async (_label, body) => {
    const customer = await createCustomer(t);
    for (const path of ["/product", "/order", "/search?search=shirt"]) {
      const response = await t.api("POST", path, { body, token: customer.token });
      expect(response.statusCode, `${path}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      if (response.statusCode >= 400) expect(firstError(response).code).toMatch(/^FRAMEWORK__|^VIOLATION::/);
    }
  });
});
