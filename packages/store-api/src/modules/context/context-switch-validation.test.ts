import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";

/**
 * PATCH /context as ContextSwitchRoute::switchContext validates it: Type('string') and EntityExists both let null
 * through, so a null id is no error and takes the field back to the channel's default.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("PATCH /context", () => {
  it("null ids are no type error and reset the field to the default", async () => {
    const first = await t.api("GET", "/context");
    const token = first.headers["sw-context-token"] as string;
    const defaults = first.json() as { currency: { id: string }; shippingMethod: { id: string } };
    // The currency route answers a plain list (Shopware's CurrencyRoute), not a search result.
    const currencies = (await t.api("POST", "/currency", { token, body: {} })).json() as { id: string }[];
    const other = currencies.find((c) => c.id !== defaults.currency.id) as { id: string };
    expect((await t.api("PATCH", "/context", { token, body: { currencyId: other.id } })).statusCode).toBe(200);
    expect(((await t.api("GET", "/context", { token })).json() as { currency: { id: string } }).currency.id).toBe(
      other.id,
    );

    const response = await t.api("PATCH", "/context", {
      token,
      body: { currencyId: null, shippingMethodId: null, paymentMethodId: null, countryStateId: null },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await t.api("GET", "/context", { token })).json() as {
      currency: { id: string };
      shippingMethod: { id: string };
    };
    expect(after.currency.id).toBe(defaults.currency.id);
    expect(after.shippingMethod.id).toBe(defaults.shippingMethod.id);
  });

  it("a null address id needs no login (Shopware checks isset), a number is still a type error", async () => {
    expect((await t.api("PATCH", "/context", { body: { billingAddressId: null } })).statusCode).toBe(200);
    const wrong = await t.api("PATCH", "/context", { body: { currencyId: 5 } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({
      code: "VIOLATION::INVALID_TYPE_ERROR",
      source: { pointer: "/currencyId" },
    });
  });
});
