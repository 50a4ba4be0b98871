import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("headers and context", () => {
  it("rejects a request without access key with 401", async () => {
    const response = await t.app.inject({ method: "GET", url: "/store-api/context" });
    expect(response.statusCode).toBe(401);
    expect(firstError(response)).toMatchObject({
      status: "401",
      code: "0",
      detail: 'Header "sw-access-key" is required.',
    });
  });

  it("rejects an unknown access key with 412", async () => {
    const response = await t.api("GET", "/context", { headers: { "sw-access-key": "SWSCNOPE" } });
    expect(response.statusCode).toBe(412);
    expect(firstError(response).code).toBe("FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND");
  });

  it("invents a 32-character token and echoes a given one", async () => {
    const first = await t.api("GET", "/context");
    expect(first.statusCode).toBe(200);
    const token = first.headers["sw-context-token"] as string;
    expect(token).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(first.json()).toMatchObject({
      token,
      apiAlias: "sales_channel_context",
      currency: { isoCode: "EUR" },
      context: { taxState: "gross" },
    });
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const again = await t.api("GET", "/context", { token });
    expect(again.headers["sw-context-token"]).toBe(token);
  });

  it("persists currency changes per token and validates ids", async () => {
    const token = (await t.api("GET", "/context")).headers["sw-context-token"] as string;
    const currencies = (await t.api("POST", "/currency", { token })).json() as { id: string; isoCode: string }[];
    const pln = currencies.find((c) => c.isoCode === "PLN");
    expect(pln).toBeDefined();
    const patched = await t.api("PATCH", "/context", { token, body: { currencyId: pln?.id } });
    expect(patched.statusCode).toBe(200);
    expect((await t.api("GET", "/context", { token })).json()).toMatchObject({ currency: { isoCode: "PLN" } });

    const bad = await t.api("PATCH", "/context", { token, body: { currencyId: "0".repeat(32) } });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad)).toMatchObject({
      code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
      source: { pointer: "/currencyId" },
    });
    const wrongType = await t.api("PATCH", "/context", { token, body: { currencyId: 5 } });
    expect(wrongType.statusCode).toBe(400);
    const anonymousAddress = await t.api("PATCH", "/context", { token, body: { shippingAddressId: "a".repeat(32) } });
    expect(anonymousAddress.statusCode).toBe(403);
    expect(firstError(anonymousAddress).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });

  it("switches the language per request with sw-language-id and validates it", async () => {
    const pl = await t.api("POST", "/salutation", { headers: { "sw-language-id": LANGUAGE.pl } });
    expect(pl.json().elements.map((s: { displayName: string }) => s.displayName)).toContain("Pani");
    expect((await t.api("POST", "/salutation", { headers: { "sw-language-id": "nope" } })).statusCode).toBe(412);
    expect(firstError(await t.api("POST", "/salutation", { headers: { "sw-language-id": "f".repeat(32) } })).code).toBe(
      "SYSTEM__LANGUAGE_NOT_FOUND",
    );
  });

  it("answers OPTIONS with CORS headers", async () => {
    const response = await t.app.inject({ method: "OPTIONS", url: "/store-api/context" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(String(response.headers["access-control-expose-headers"])).toContain("sw-context-token");
  });

  it("answers malformed JSON and unknown routes in the error envelope", async () => {
    const malformed = await t.app.inject({
      method: "POST",
      url: "/store-api/country",
      headers: { "sw-access-key": "SWSCZHJLBXBTWGHQTKVXM1ZRNQ", "content-type": "application/json" },
      payload: "{nope",
    });
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_REQUEST_PARAMETER");
    const unknown = await t.api("POST", "/nope");
    expect(unknown.statusCode).toBe(404);
  });

  it("is in maintenance when configured", async () => {
    const maintenance = await createTestApp({ maintenanceMode: true });
    try {
      const response = await maintenance.api("GET", "/context");
      expect(response.statusCode).toBe(503);
      expect(firstError(response).code).toBe("FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE");
    } finally {
      await maintenance.close();
    }
  });
});
