import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

// Refusals that happen before any route runs (router, body parser) answer in the Store API envelope as well.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const firstError = (body: string) => (JSON.parse(body) as { errors: Array<Record<string, unknown>> }).errors[0];

describe("router and body-parser refusals", () => {
  it("an over-long path parameter and a broken percent-escape get envelopes, not Fastify's own JSON", async () => {
    const long = await t.api("POST", `/product/${"a".repeat(700)}`, { body: {} });
    expect(long.statusCode).toBe(414);
    expect(firstError(long.body)).toMatchObject({ status: "414" });
    const broken = await t.api("POST", "/product/%E0%A4%zz", { body: {} });
    expect(broken.statusCode).toBe(400);
    expect(firstError(broken.body)).toMatchObject({
      status: "400",
      code: expect.any(String),
      detail: expect.any(String),
    });
  });

  it("refuses NUL characters in JSON strings and keys before they reach a database", async () => {
    for (const body of ['{"email":"a\\u0000b@example.com","password":"x"}', '{"a\\u0000":1}']) {
      const response = await t.app.inject({
        method: "POST",
        url: "/store-api/account/login",
        headers: { "sw-access-key": "SWSCZHJLBXBTWGHQTKVXM1ZRNQ", "content-type": "application/json" },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(firstError(response.body)).toMatchObject({ code: "FRAMEWORK__INVALID_REQUEST_PARAMETER" });
    }
  });
});
