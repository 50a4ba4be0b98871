import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { waitForMail } from "./mail";
import { CONTEXT_TOKEN, storeApiPost } from "./store-api";

export interface CustomerCredentials {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** storeApiPost that fails the test on any answer but 2xx. */
async function post<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  token?: string,
): Promise<{ data: T; token: string | null }> {
  const answer = await storeApiPost<T>(request, path, body, token);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`Store API ${path}: HTTP ${answer.status} ${answer.text}`);
  return answer;
}

/** A unique, clearly fake address for one test run. */
export function uniqueEmail(tag = "customer"): string {
  return `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A fresh, confirmed customer for tests that change data: registered through the Store API (double opt-in
 * is on in the seed) and confirmed with the hash from the confirmation mail in the outbox.
 */
export async function registerConfirmedCustomer(
  request: APIRequestContext,
  overrides: { firstName?: string; lastName?: string; street?: string; city?: string } = {},
): Promise<CustomerCredentials> {
  const credentials: CustomerCredentials = {
    email: uniqueEmail(),
    password: "e2e-secret-123",
    firstName: overrides.firstName ?? "Erika",
    lastName: overrides.lastName ?? "Tester",
  };
  const countries = await post<{ elements: { id: string; iso?: string }[] }>(request, "/country", { limit: 50 });
  const country = countries.data.elements.find((entry) => entry.iso === "DE") ?? countries.data.elements[0];
  const storefrontUrl = process.env.E2E_BASE_URL;
  if (!country || !storefrontUrl) throw new Error("no country to register with, or E2E_BASE_URL is not set");

  const registered = await post<{ doubleOptInRegistration?: boolean }>(request, "/account/register", {
    ...credentials,
    accountType: "private",
    storefrontUrl,
    acceptedDataProtection: true,
    billingAddress: {
      street: overrides.street ?? "Teststraße 1",
      zipcode: "10115",
      city: overrides.city ?? "Berlin",
      countryId: country.id,
    },
  });
  if (registered.data.doubleOptInRegistration) {
    const mail = await waitForMail(credentials.email, "customer.double_opt_in_registration");
    const link = mail.links.find((href) => href.includes("/registration/confirm"));
    expect(link, "the confirmation mail links to /registration/confirm").toBeTruthy();
    const url = new URL(link as string);
    await post(request, "/account/register-confirm", {
      em: url.searchParams.get("em"),
      hash: url.searchParams.get("hash"),
    });
  }
  return credentials;
}

/** The shopper's notices (flash messages and client-side notifications). */
export function notices(page: Page) {
  return page.getByRole("region", { name: /Notifications|Powiadomienia|Benachrichtigungen/ });
}

/**
 * In the checkout's "I am a new customer" form (guest first: "Do not create a customer account" is ticked to begin
 * with): registers a guest (no account) with "Continue as guest" and waits for the guest notice.
 */
export async function continueAsGuest(page: Page, email = uniqueEmail("guest")): Promise<string> {
  const register = page.getByRole("region", { name: "I am a new customer" });
  await register.getByLabel("Salutation").selectOption({ index: 1 });
  await register.getByLabel("First name").fill("Gina");
  await register.getByLabel("Last name").fill("Guest");
  await register.getByLabel("Street address").fill("Hauptstraße 5");
  await register.getByLabel("Postal code").fill("10115");
  await register.getByLabel("City").fill("Berlin");
  await register.getByLabel("Country").selectOption({ label: "Germany" });
  await register.getByLabel("Email address").fill(email);
  await register.getByLabel("Do not create a customer account").check();
  await register.getByRole("button", { name: "Continue as guest", exact: true }).click();
  await expect(page.getByText(`Ordering as a guest (${email})`)).toBeVisible();
  return email;
}

/** A product's id and stock by its product number, through the Store API. */
export async function productByNumber(
  request: APIRequestContext,
  productNumber: string,
): Promise<{ id: string; availableStock: number }> {
  const products = await post<{ elements: { id: string; availableStock?: number }[] }>(request, "/product", {
    limit: 1,
    filter: [{ type: "equals", field: "productNumber", value: productNumber }],
  });
  const product = products.data.elements[0];
  if (!product) throw new Error(`no product ${productNumber}`);
  return { id: product.id, availableStock: product.availableStock ?? 0 };
}

/** Logs in through the storefront's login page, as a shopper would. */
/** Logs out through the account menu's form and waits for the notice. */
export async function logOutInBrowser(page: Page): Promise<void> {
  await page.goto("/account");
  await page.getByRole("navigation", { name: "Account menu" }).getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("You have been logged out.");
}

export async function loginInBrowser(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.goto("/login");
  const main = page.getByRole("main");
  await main.getByLabel("Email address").fill(email);
  await main.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await main.getByRole("button", { name: "Log in" }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * Logs `customer` in through the Store API and hands the browser that session (the storefront's context token cookie,
 * as its login action sets it): for journeys whose subject is what a logged-in customer sees, not the login itself
 * (that is account-auth.spec.ts, with loginInBrowser). Saves the login page's render, the post and its redirect.
 */
export async function loginWithSession(
  page: Page,
  request: APIRequestContext,
  customer: Pick<CustomerCredentials, "email" | "password">,
): Promise<void> {
  const token = await loginToken(request, customer);
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error("E2E_BASE_URL is not set: the global setup did not run");
  await page.context().addCookies([{ name: CONTEXT_TOKEN, value: token, url, httpOnly: true, sameSite: "Lax" }]);
}

/** Logs `customer` in through the Store API: the context token of the logged-in session. */
export async function loginToken(
  request: APIRequestContext,
  customer: Pick<CustomerCredentials, "email" | "password">,
): Promise<string> {
  const login = await post<{ contextToken?: string }>(request, "/account/login", {
    username: customer.email,
    password: customer.password,
  });
  const token = login.token ?? login.data.contextToken;
  if (!token) throw new Error("login gave no context token");
  return token;
}

/** Puts `quantity` of the product `productNumber` into `token`'s cart through the Store API. */
export async function addToCartByNumber(
  request: APIRequestContext,
  token: string,
  productNumber = "CL-1003",
  quantity = 1,
): Promise<void> {
  const products = await post<{ elements: { id: string }[] }>(
    request,
    "/product",
    { limit: 1, filter: [{ type: "equals", field: "productNumber", value: productNumber }] },
    token,
  );
  const product = products.data.elements[0];
  if (!product) throw new Error(`no product ${productNumber}`);
  await post(
    request,
    "/checkout/cart/line-item",
    { items: [{ type: "product", referencedId: product.id, quantity }] },
    token,
  );
}

/** Orders `token`'s cart through the Store API: the new order's id and number. */
export async function orderCart(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; orderNumber: string }> {
  const order = await post<{ id: string; orderNumber: string }>(request, "/checkout/order", {}, token);
  return { id: order.data.id, orderNumber: order.data.orderNumber };
}

/**
 * Places an order for `customer` through the Store API (one product, the customer's default payment
 * method, so its transaction stays open = unpaid) and returns its id and number.
 */
export async function placeOrder(
  request: APIRequestContext,
  customer: CustomerCredentials,
  productNumber = "CL-1003",
  quantity = 1,
): Promise<{ id: string; orderNumber: string }> {
  const token = await loginToken(request, customer);
  await addToCartByNumber(request, token, productNumber, quantity);
  return orderCart(request, token);
}
