import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { countryId, CUSTOMER_GROUP_ID, paymentMethodId, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { idFor, languageId } from "../../../seed/ids.js";
import type { TestApp } from "../../../test/helpers.js";
import { saveContext } from "../context/context.repository.js";
import { newId } from "./order.js";

/**
 * Test data for the order and payment tests: customers written straight into the customer module's tables (with a
 * logged-in context token, as login would leave it), products picked from the seeded catalogue, carts filled through
 * the cart API.
 */

export interface TestCustomer {
  id: string;
  token: string;
  email: string;
  billingAddressId: string;
  shippingAddressId: string;
  zipcode: string;
}

export async function createCustomer(t: TestApp, options: { guest?: boolean; separateShipping?: boolean } = {}): Promise<TestCustomer> {
  const id = newId();
  const email = `buyer-${id.slice(0, 8)}@example.com`;
  const now = new Date().toISOString();
  const billingAddressId = newId();
  const shippingAddressId = options.separateShipping ? newId() : billingAddressId;
  await t.db
    .insertInto("customer")
    .values({
      id,
      customer_number: `T${id.slice(0, 10)}`,
      email,
      password: null,
      salutation_id: idFor("salutation.mrs"),
      first_name: "Ada",
      last_name: "Buyer",
      guest: options.guest ? 1 : 0,
      active: 1,
      group_id: CUSTOMER_GROUP_ID,
      sales_channel_id: SALES_CHANNEL_ID,
      language_id: languageId("en-GB"),
      default_billing_address_id: billingAddressId,
      default_shipping_address_id: shippingAddressId,
      created_at: now,
    })
    .execute();
  const address = (addressId: string, street: string) => ({
    id: addressId,
    customer_id: id,
    salutation_id: idFor("salutation.mrs"),
    first_name: "Ada",
    last_name: "Buyer",
    street,
    zipcode: "10115",
    city: "Berlin",
    country_id: countryId("DE"),
    created_at: now,
  });
  await t.db.insertInto("customer_address").values(address(billingAddressId, "Invalidenstraße 1")).execute();
  if (shippingAddressId !== billingAddressId) await t.db.insertInto("customer_address").values(address(shippingAddressId, "Chausseestraße 2")).execute();
  const token = randomBytes(16).toString("hex");
  await saveContext(t.db, token, SALES_CHANNEL_ID, { customerId: id });
  return { id, token, email, billingAddressId, shippingAddressId, zipcode: "10115" };
}

/** A buyable product of the seeded catalogue: simple (no variants), active, visible, in stock. */
export async function pickProduct(t: TestApp, type: "physical" | "digital" = "physical", offset = 0): Promise<{ id: string; name: string }> {
  const row = await t.db
    .selectFrom("product")
    .innerJoin("product_translation as tr", "tr.product_id", "product.id")
    .select(["product.id as id", "tr.name as name"])
    .where("product.type", "=", type)
    .where("product.parent_id", "is", null)
    .where("product.child_count", "=", 0)
    .where("product.active", "=", 1)
    .where("product.visibility", ">=", 30)
    .where("product.stock", ">=", 20)
    .where("product.is_closeout", "=", 0)
    .where("tr.language_id", "=", languageId("en-GB"))
    .orderBy("product.product_number")
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: row.id as string, name: row.name as string };
}

export async function addToCart(t: TestApp, token: string, productId: string, quantity = 1): Promise<void> {
  const response = await t.api("POST", "/checkout/cart/line-item", { token, body: { items: [{ type: "product", referencedId: productId, quantity }] } });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
}

export async function setPaymentMethod(t: TestApp, token: string, key: "cash-on-delivery" | "prepayment" | "invoice" | "demo-gateway"): Promise<void> {
  const response = await t.api("PATCH", "/context", { token, body: { paymentMethodId: paymentMethodId(key) } });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
}

/** Places an order for the customer's cart (adding the product first) and returns the order JSON. */
export async function placeOrder(t: TestApp, customer: TestCustomer, productId: string, quantity = 1): Promise<Record<string, unknown>> {
  await addToCart(t, customer.token, productId, quantity);
  const response = await t.api("POST", "/checkout/order", { token: customer.token, body: {} });
  expect(response.statusCode, response.body.slice(0, 800)).toBe(200);
  return response.json() as Record<string, unknown>;
}

export const STOREFRONT = "http://localhost:3000";
