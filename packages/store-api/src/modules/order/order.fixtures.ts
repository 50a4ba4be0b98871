import { expect } from "vitest";
import { countryId, paymentMethodId } from "../../../seed/reference.js";
import { idFor, languageId } from "../../../seed/ids.js";
import type { TestApp } from "../../../test/helpers.js";
import { signUp } from "../customer/customer.test-helpers.js";
import { newId } from "./order.js";

/**
 * Test data for the order and payment tests: customers registered (and, for accounts, confirmed) through the
 * customer module's routes, products picked from the seeded catalogue, carts filled through the cart API.
 */

export interface TestCustomer {
  id: string;
  token: string;
  email: string;
  billingAddressId: string;
  shippingAddressId: string;
  zipcode: string;
}

const address = (street: string) => ({
  street,
  zipcode: "10115",
  city: "Berlin",
  countryId: countryId("DE"),
  salutationId: idFor("salutation.mrs"),
  firstName: "Ada",
  lastName: "Buyer",
});

export async function createCustomer(
  t: TestApp,
  options: { guest?: boolean; separateShipping?: boolean } = {},
): Promise<TestCustomer> {
  const email = `buyer-${newId().slice(0, 10)}@example.com`;
  const overrides = {
    firstName: "Ada",
    lastName: "Buyer",
    salutationId: idFor("salutation.mrs"),
    billingAddress: address("Invalidenstraße 1"),
    ...(options.separateShipping ? { shippingAddress: address("Chausseestraße 2") } : {}),
    ...(options.guest ? { guest: true, password: undefined } : {}),
  };
  const { token, id } = await signUp(t, email, overrides);
  const row = await t.db
    .selectFrom("customer")
    .select(["default_billing_address_id", "default_shipping_address_id", "guest"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  expect(Number(row.guest)).toBe(options.guest ? 1 : 0);
  return {
    id,
    token,
    email,
    billingAddressId: row.default_billing_address_id as string,
    shippingAddressId: row.default_shipping_address_id as string,
    zipcode: "10115",
  };
}

/** A buyable product of the seeded catalogue: simple (no variants), active, visible, in stock. */
export async function pickProduct(
  t: TestApp,
  type: "physical" | "digital" = "physical",
  offset = 0,
): Promise<{ id: string; name: string }> {
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
  return { id: row.id, name: row.name as string };
}

export async function addToCart(t: TestApp, token: string, productId: string, quantity = 1): Promise<void> {
  const response = await t.api("POST", "/checkout/cart/line-item", {
    token,
    body: { items: [{ type: "product", referencedId: productId, quantity }] },
  });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
}

export async function setPaymentMethod(
  t: TestApp,
  token: string,
  key: "cash-on-delivery" | "prepayment" | "invoice" | "demo-gateway",
): Promise<void> {
  const response = await t.api("PATCH", "/context", { token, body: { paymentMethodId: paymentMethodId(key) } });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
}

/** Places an order for the customer's cart (adding the product first) and returns the order JSON. */
export async function placeOrder(
  t: TestApp,
  customer: TestCustomer,
  productId: string,
  quantity = 1,
): Promise<Record<string, unknown>> {
  await addToCart(t, customer.token, productId, quantity);
  const response = await t.api("POST", "/checkout/order", { token: customer.token, body: {} });
  expect(response.statusCode, response.body.slice(0, 800)).toBe(200);
  return response.json() as Record<string, unknown>;
}

export const STOREFRONT = "http://localhost:3000";
