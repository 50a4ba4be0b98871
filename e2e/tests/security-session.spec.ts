import { appHydrated } from "../support/hydration";
import type { APIRequestContext, Page } from "@playwright/test";
import { continueAsGuest, loginInBrowser, logOutInBrowser, registerConfirmedCustomer } from "../support/customers";
import { freePort, startServer, waitForHttp } from "../support/servers";
import { contextTokenOf } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 6, storefront security: the session. A new context token on login, logout and guest
 * registration (no session fixation), and no response that carries a session is ever publicly cacheable.
 */
const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e";

async function addShirt(page: Page) {
  await page.goto(SHIRT);
  await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const sideCart = page.getByRole("dialog", { name: "Your cart" });
  await expect(sideCart.getByText("Products added to cart")).toBeVisible();
  await sideCart.getByRole("button", { name: "Close cart" }).click();
}

test("the context token changes on login and on logout", async ({ page, context, request }) => {
  const customer = await registerConfirmedCustomer(request);
  await addShirt(page);
  const anonymous = await contextTokenOf(context);
  expect(anonymous).toMatch(/^[A-Za-z0-9_-]{20,}$/);

  await loginInBrowser(page, customer);
  const loggedIn = await contextTokenOf(context);
  expect(loggedIn).toBeTruthy();
  expect(loggedIn).not.toBe(anonymous);

  await logOutInBrowser(page);
  const loggedOut = await contextTokenOf(context);
  expect(loggedOut).toBeTruthy();
  expect(loggedOut).not.toBe(loggedIn);
  expect(loggedOut).not.toBe(anonymous);
});

test("the context token changes when a guest registers in the checkout", async ({ page, context }) => {
  await addShirt(page);
  const before = await contextTokenOf(context);
  expect(before).toBeTruthy();
  await page.goto("/checkout");
  await continueAsGuest(page);
  const after = await contextTokenOf(context);
  expect(after).toBeTruthy();
  expect(after).not.toBe(before);
});

// What a shared cache may keep: the same bytes for everybody. Everything else is private or no-store.
const SHAREABLE = /^\/(?:assets\/|favicon\.svg$|robots\.txt$|sitemap\.xml$|sitemap\/)/;
const SHARED_CACHE_DIRECTIVE = /\b(?:public|s-maxage)\b/i;

async function paths(request: APIRequestContext): Promise<string[]> {
  const home = await (await request.get("/")).text();
  const asset = /\/assets\/[^"]+\.js/.exec(home)?.[0];
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const sitemapFile = /<loc>https?:\/\/[^/]+(\/sitemap\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  expect(asset && sitemapFile, "an asset and a sitemap file to check").toBeTruthy();
  return [
    // documents
    "/",
    "/clothing/",
    SHIRT,
    "/search?search=shirt",
    "/checkout/cart",
    "/checkout",
    "/login",
    "/register",
    "/account",
    "/account/order",
    "/wishlist",
    "/pl-PL",
    "/testde/search?search=becher",
    "/no-such-page-anywhere",
    // data requests
    "/_root.data",
    "/search.data?search=shirt",
    "/checkout/cart.data",
    "/login.data",
    "/wishlist.data",
    // resource routes
    "/robots.txt",
    "/sitemap.xml",
    sitemapFile as string,
    "/build-meta.json",
    "/search-suggest?search=shi",
    "/listing-data?categoryId=x",
    // static
    asset as string,
    "/favicon.svg",
  ];
}

async function expectNoSharedSession(request: APIRequestContext, cookie: string | undefined, mode: string) {
  const checked: string[] = [];
  for (const path of await paths(request)) {
    const response = await request.get(path, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
    const headers = response.headers();
    const cacheControl = headers["cache-control"] ?? "";
    const setsCookie = response.headersArray().some((header) => header.name.toLowerCase() === "set-cookie");
    const where = `${mode} ${path} → ${response.status()} Cache-Control: ${cacheControl || "(none)"}${setsCookie ? " + Set-Cookie" : ""}`;
    const shareable = SHAREABLE.test(path);
    // Only the shareable files may be public, and never with a cookie set on them.
    if (setsCookie || !shareable) expect(cacheControl, where).not.toMatch(SHARED_CACHE_DIRECTIVE);
    // Anything for a session says so explicitly (a response without Cache-Control may be stored heuristically).
    if ((setsCookie || cookie) && !shareable) expect(cacheControl, where).toMatch(/\b(?:private|no-store)\b/);
    checked.push(where);
  }
  return checked;
}

test("no response with or for a session is publicly cacheable: anonymous, with a cart, logged in", async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const anonymous = await expectNoSharedSession(request, undefined, "anonymous");
  // The walk did reach the public files (robots, sitemaps, assets): the check above is not vacuous.
  expect(anonymous.filter((line) => /Cache-Control: public/.test(line)).length).toBeGreaterThanOrEqual(3);

  await addShirt(page);
  const cartToken = await contextTokenOf(context);
  expect(cartToken).toBeTruthy();
  await expectNoSharedSession(request, `sw-context-token=${cartToken}`, "with a cart");

  const customer = await registerConfirmedCustomer(request);
  await loginInBrowser(page, customer);
  const cookies = (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  await expectNoSharedSession(request, cookies, "logged in");
});

test("the Store API's login limiter counts per shopper IP, not per storefront", async ({ request }) => {
  test.slow();
  const storeApiUrl = process.env.E2E_STORE_API_URL;
  test.skip(!storeApiUrl, "needs the e2e backend (its TRUSTED_PROXIES default trusts the storefront on loopback)");
  // A storefront behind a proxy on loopback: it believes X-Forwarded-For from there (TRUST_PROXY).
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const storefront = startServer(
    "storefront-behind-proxy",
    origin,
    ["run", "--silent", "start", "-w", "apps/storefront"],
    {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STORE_API_URL: storeApiUrl,
      TRUST_PROXY: "loopback",
    },
  );
  try {
    await waitForHttp(`${origin}/favicon.svg`);
    const customer = await registerConfirmedCustomer(request);
    const login = (ip: string, password: string) =>
      request.post(`${origin}/login`, {
        form: { intent: "login", email: customer.email, password },
        headers: { origin, "x-forwarded-for": ip },
        maxRedirects: 0,
      });
    // Ten wrong passwords from one shopper's IP: the limiter's threshold for that IP.
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await login("198.51.100.7", "wrong-password")).status()).not.toBe(303);
    const throttled = await login("198.51.100.7", customer.password);
    expect(throttled.status(), "the right password from the throttled IP is still refused").not.toBe(303);
    // Another shopper (another IP) logs in with the same account at once: their own limiter.
    const other = await login("203.0.113.20", customer.password);
    expect(other.status()).toBe(303);
    expect(other.headers().location).toMatch(/\/account$/);
  } finally {
    await storefront.stop();
  }
});
