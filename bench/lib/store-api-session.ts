import { randomUUID } from "node:crypto";
import { DEMO_CUSTOMER } from "../../packages/store-api/seed/demo-customer.js";
import { idFor } from "../../packages/store-api/seed/ids.js";
import { countryId } from "../../packages/store-api/seed/reference.js";
import { DEFAULT_ACCESS_KEY } from "../../packages/store-api/src/config.js";
import type { Db } from "../../packages/store-api/src/db/database.js";

/**
 * Shopper sessions for the write benchmarks (add to cart, order placement) and for the storefront's cart and
 * checkout pages: a fresh anonymous context token, a guest registered on it, a cart with one product. Guest
 * registration is not rate limited (only logins are), and each cart gets its own token, so no limiter is involved.
 */

/** The storefront origin the demo shop is seeded with by the benchmarks (registration checks storefrontUrl against it). */
export const BENCH_STOREFRONT_URL = "http://127.0.0.1:3000";

export interface ApiAnswer {
  status: number;
  /** The response's sw-context-token header (a new token after registration or login), else the one sent. */
  token: string;
  body: string;
}

/** One Store API call; `baseUrl` ends in /store-api. Throws on anything but 2xx, with the error envelope. */
export async function storeApi(
  baseUrl: string,
  method: "GET" | "POST",
  route: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { "sw-access-key": DEFAULT_ACCESS_KEY, accept: "application/json" };
  if (options.token) headers["sw-context-token"] = options.token;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${method} ${route} answered ${response.status} ${body.slice(0, 300)}`);
  const token = response.headers.get("sw-context-token") ?? options.token;
  if (!token) throw new Error(`${method} ${route} answered without a context token`);
  return { status: response.status, token, body };
}

export const freshToken = async (baseUrl: string, signal?: AbortSignal) =>
  (await storeApi(baseUrl, "GET", "/context", { signal })).token;

/** The line-item request of one product, quantity 1. */
export const addProductBody = (productId: string) => ({
  items: [{ type: "product", referencedId: productId, quantity: 1 }],
});

/**
 * A guest registration (no password, German address): the guest is logged in on the returned token. `storefrontUrl`
 * must be one of the channel's domains (the storefront origin the shop was seeded with).
 */
export async function registerGuest(
  baseUrl: string,
  token: string,
  signal?: AbortSignal,
  storefrontUrl = BENCH_STOREFRONT_URL,
): Promise<string> {
  const body = {
    guest: true,
    email: `bench-${randomUUID()}@example.com`,
    salutationId: idFor("salutation.mr"),
    firstName: "Bench",
    lastName: "Shopper",
    storefrontUrl,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: countryId("DE") },
  };
  return (await storeApi(baseUrl, "POST", "/account/register", { token, body, signal })).token;
}

/** A fresh token with one product in its cart (an anonymous shopper's). */
export async function cartToken(baseUrl: string, productId: string): Promise<string> {
  const token = await freshToken(baseUrl);
  return (await storeApi(baseUrl, "POST", "/checkout/cart/line-item", { token, body: addProductBody(productId) }))
    .token;
}

/** A fresh token of the seeded demo customer, logged in (packages/store-api/seed/demo-customer.ts). */
export async function demoCustomerToken(baseUrl: string): Promise<string> {
  const body = { username: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
  return (await storeApi(baseUrl, "POST", "/account/login", { token: await freshToken(baseUrl), body })).token;
}

/** A fresh token with a registered guest and one product in the cart: ready for POST /checkout/order. */
export async function guestWithCart(
  baseUrl: string,
  productId: string,
  signal?: AbortSignal,
  storefrontUrl = BENCH_STOREFRONT_URL,
): Promise<string> {
  const token = await registerGuest(baseUrl, await freshToken(baseUrl, signal), signal, storefrontUrl);
  return (
    await storeApi(baseUrl, "POST", "/checkout/cart/line-item", { token, body: addProductBody(productId), signal })
  ).token;
}

/**
 * A product any number of shoppers can buy: simple (no variants), physical, active, visible, no closeout (so orders
 * never run out of stock), the demo catalogue's first by product number.
 */
export async function buyableProductId(db: Db): Promise<string> {
  const row = await db
    .selectFrom("product")
    .select("id")
    .where("type", "=", "physical")
    .where("parent_id", "is", null)
    .where("child_count", "=", 0)
    .where("active", "=", 1)
    .where("visibility", ">=", 30)
    .where("is_closeout", "=", 0)
    .where("stock", ">=", 20)
    .orderBy("product_number")
    .executeTakeFirstOrThrow();
  return row.id as string;
}

/** core.cart.lineItemAddLimit: 0 (the default) means adding to the cart is not rate limited. */
export async function lineItemAddLimit(db: Db): Promise<number> {
  const row = await db
    .selectFrom("system_config")
    .select("value")
    .where("key", "=", "core.cart.lineItemAddLimit")
    .executeTakeFirst();
  return row ? Number(JSON.parse(row.value)) || 0 : 0;
}
