import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor } from "../../../seed/ids.js";
import { SALES_CHANNEL_ID, countryId } from "../../../seed/reference.js";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { saveContext } from "../context/context.repository.js";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are free-form JSON
type Json = Record<string, any>;

// A logged-in customer's cart: the delivery goes to the active shipping address (the demo customer ships to Poland),
// taxes follow that country's rules, and the address validators look at the active addresses.

const CUSTOMER = idFor("customer:demo");
const SHIPPING = idFor("customer-address:demo-shipping");
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t?.close());

async function customerToken(): Promise<string> {
  const tok = `customercart${String(++n).padStart(20, "0")}`;
  await saveContext(t.db, tok, SALES_CHANNEL_ID, { customerId: CUSTOMER });
  return tok;
}
const addAlpha = (tok: string) =>
  t.api("POST", "/checkout/cart/line-item", {
    token: tok,
    body: { items: [{ id: FX.alpha, referencedId: FX.alpha, type: "product", quantity: 1 }] },
  });

describe("a customer's cart", () => {
  it("delivers to the active shipping address with that country's tax rule, and stores the customer id", async () => {
    const tok = await customerToken();
    const cart = (await addAlpha(tok)).json() as Json;
    expect(cart.deliveries[0].location.country.id).toBe(countryId("PL"));
    expect(cart.deliveries[0].location.address).toMatchObject({ id: SHIPPING, apiAlias: "customer_address" });
    expect(cart.lineItems[0].price.calculatedTaxes[0].taxRate).toBe(23);
    expect(cart.errors).toEqual([]);
    const row = await t.db.selectFrom("cart").select("customer_id").where("token", "=", tok).executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(CUSTOMER);
  });

  it("an address without salutation gives salutation-missing (warning, blocks ordering, route to the address)", async () => {
    await t.db.updateTable("customer_address").set({ salutation_id: null }).where("id", "=", SHIPPING).execute();
    try {
      const cart = (await addAlpha(await customerToken())).json() as Json;
      expect(cart.errors["salutation-missing-shipping-address"]).toMatchObject({
        level: 10,
        block: true,
        parameters: { addressId: SHIPPING },
        route: { key: "frontend.account.address.edit.page", params: { addressId: SHIPPING } },
      });
    } finally {
      await t.db
        .updateTable("customer_address")
        .set({ salutation_id: idFor("salutation.mr") })
        .where("id", "=", SHIPPING)
        .execute();
    }
  });

  it("a country that cannot be shipped to gives shipping-address-blocked", async () => {
    await t.db.updateTable("country").set({ shipping_available: 0 }).where("id", "=", countryId("PL")).execute();
    try {
      const cart = (await addAlpha(await customerToken())).json() as Json;
      expect(Object.keys(cart.errors)).toEqual([expect.stringMatching(/^shipping-address-blocked-/)]);
      expect(Object.values(cart.errors as Json)[0]).toMatchObject({ level: 20, block: true });
    } finally {
      await t.db.updateTable("country").set({ shipping_available: 1 }).where("id", "=", countryId("PL")).execute();
    }
  });

  it("a blocked payment method is swapped and the context keeps the replacement", async () => {
    const tok = await customerToken();
    const cash = idFor("payment-method.cash");
    const known = await t.db.selectFrom("payment_method").select("id").where("id", "=", cash).executeTakeFirst();
    const method =
      known?.id ??
      (await t.db.selectFrom("payment_method").select("id").orderBy("position", "desc").executeTakeFirstOrThrow()).id;
    await saveContext(t.db, tok, SALES_CHANNEL_ID, { customerId: CUSTOMER, paymentMethodId: method });
    await t.db.updateTable("payment_method").set({ active: 0 }).where("id", "=", method).execute();
    try {
      const cart = (await addAlpha(tok)).json() as Json;
      const changed = Object.values(cart.errors as Json).find((e) => e.messageKey === "payment-method-changed");
      expect(changed).toMatchObject({ level: 0, block: false });
      expect(cart.transactions[0].paymentMethodId).not.toBe(method);
      const stored = await t.db
        .selectFrom("sales_channel_api_context")
        .select("payload")
        .where("token", "=", tok)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(String(stored.payload)).paymentMethodId).toBe(cart.transactions[0].paymentMethodId);
    } finally {
      await t.db.updateTable("payment_method").set({ active: 1 }).where("id", "=", method).execute();
    }
  });
});
