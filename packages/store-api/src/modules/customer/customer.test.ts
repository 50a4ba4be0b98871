import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { logIn, signUp } from "./customer.test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("account basics", () => {
  it("registers with double opt-in, confirms through the mail and logs in again", async () => {
    const { token, id } = await signUp(t, "basics@example.com");
    const me = await t.api("POST", "/account/customer", { token, body: { associations: { defaultBillingAddress: { associations: { country: {} } } } } });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id, email: "basics@example.com", defaultBillingAddress: { country: { iso: "DE" } }, activeShippingAddress: { city: "Berlin" } });
    const again = await logIn(t, "basics@example.com", "secret123");
    expect((await t.api("GET", "/context", { token: again })).json().customer.id).toBe(id);
  });

  it("puts the demo customer's shipping location in Poland with invoice as payment", async () => {
    const ctx = (await t.api("GET", "/context", { token: await logIn(t, "demo@example.com", "demo1234!") })).json();
    expect(ctx).toMatchObject({ customer: { customerNumber: "10001" }, shippingLocation: { country: { iso: "PL" }, address: { city: "Warszawa" } }, paymentMethod: { technicalName: "payment_invoice" } });
  });
});
