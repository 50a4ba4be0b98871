import { appHydrated } from "../support/hydration";
import type { APIRequestContext, Browser, BrowserContext, Page, Response } from "@playwright/test";
import { addToCartByNumber, loginInBrowser, loginToken, registerConfirmedCustomer } from "../support/customers";
import { storeApiPost } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 15: a shopper with a session (a cart, a login) gets the page cache too, shared only with sessions of the same
 * page state (price context and header: cart count, customer, counters; apps/storefront/app/.server/page-state.server.ts).
 * Nothing of one shopper may reach another, a session's answer is never publicly cacheable, and every change the
 * shopper makes shows on their next page view.
 */

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e";

async function addToCart(page: Page, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.goto(SHIRT);
    await appHydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(page.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();
  }
}

function nonceOf(response: Response): string {
  return /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1] ?? "";
}

/** Views `path` until the page cache answers it (at most four views); every answer is checked as it comes. */
async function viewUntilHit(page: Page, path: string, check: (response: Response) => Promise<void>) {
  const states: string[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await page.goto(path);
    if (!response) throw new Error(`no response for ${path}`);
    await check(response);
    const state = response.headers()["x-page-cache"] ?? "";
    states.push(state);
    if (state === "hit") return states;
  }
  return states;
}

/** What every answer to a session must be: private, its own nonce only, and this shopper's header. */
async function expectOwnPage(page: Page, response: Response, cartCount: number) {
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toMatch(/\bprivate\b|\bno-store\b/);
  expect(response.headers()["cache-control"]).not.toMatch(/\bpublic\b|s-maxage/);
  const html = await response.text();
  const nonces = new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]));
  expect([...nonces]).toEqual([nonceOf(response)]);
  await expect(page.getByRole("banner").getByRole("link", { name: `Cart (${cartCount})` })).toBeVisible();
  return html;
}

async function shopper(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("shoppers with carts get cached pages of their own state only, in parallel, privately, each with its own nonce", async ({
  browser,
  request,
}) => {
  test.slow();
  const path = `/clothing/?e2e=${Date.now()}`;
  const [one, two, same, customer] = await Promise.all([
    shopper(browser),
    shopper(browser),
    shopper(browser),
    shopper(browser),
  ]);
  const credentials = await registerConfirmedCustomer(request);
  // One after the other: four browsers adding at once outrun the dialog's wait on a loaded machine.
  await addToCart(one.page, 1);
  await addToCart(two.page, 2);
  await addToCart(same.page, 1);
  await loginInBrowser(customer.page, credentials);
  await addToCart(customer.page, 1);

  // In parallel: each sees only their own header, and their pages come from the cache after a render or two.
  const [oneStates, twoStates, customerStates] = await Promise.all([
    viewUntilHit(one.page, path, async (response) => {
      const html = await expectOwnPage(one.page, response, 1);
      expect(html).not.toContain(credentials.email);
    }),
    viewUntilHit(two.page, path, async (response) => {
      const html = await expectOwnPage(two.page, response, 2);
      expect(html).not.toContain(credentials.email);
    }),
    viewUntilHit(customer.page, path, async (response) => {
      // The logged-in customer's own data is in their page (the root loader's session), and only in theirs.
      expect(await expectOwnPage(customer.page, response, 1)).toContain(credentials.email);
    }),
  ]);
  expect(oneStates.at(-1)).toBe("hit");
  expect(twoStates.at(-1)).toBe("hit");
  expect(customerStates.at(-1)).toBe("hit");

  // A third shopper whose state is the first one's (one item, not logged in) shares that page at once.
  const shared = await same.page.goto(path);
  const sharedAgain = shared?.headers()["x-page-cache"] === "hit" ? shared : await same.page.goto(path);
  expect(sharedAgain?.headers()["x-page-cache"]).toBe("hit");
  expect(await expectOwnPage(same.page, sharedAgain as Response, 1)).not.toContain(credentials.email);

  await Promise.all([one, two, same, customer].map(({ context }) => context.close()));
});

test("a change in another tab and a logout show on the session's next page view", async ({ browser, request }) => {
  test.slow();
  const path = `/clothing/?e2e=${Date.now()}`;
  const { context, page } = await shopper(browser);
  const credentials = await registerConfirmedCustomer(request);
  await loginInBrowser(page, credentials);
  await addToCart(page, 1);
  const states = await viewUntilHit(page, path, async (response) => {
    expect(await expectOwnPage(page, response, 1)).toContain(credentials.email);
  });
  expect(states.at(-1)).toBe("hit");

  // Add to cart in another tab: the first tab's next view of the cached page counts it.
  const otherTab = await context.newPage();
  await addToCart(otherTab, 1);
  const afterAdd = await page.goto(path);
  await expectOwnPage(page, afterAdd as Response, 2);

  // Log out (the header's form posts to /_action/logout): the next view no longer carries the customer.
  const cachedAgain = await viewUntilHit(page, path, async (response) => {
    await expectOwnPage(page, response, 2);
  });
  expect(cachedAgain.at(-1)).toBe("hit");
  const logout = await context.request.post("/_action/logout", {
    form: {},
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(logout.status()).toBe(303);
  const afterLogout = await page.goto(path);
  expect(await (afterLogout as Response).text()).not.toContain(credentials.email);
  await page.getByRole("banner").getByRole("link", { name: "Account", exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

/** A new Store API session with `count` of a product in its cart: its context token. */
async function cartToken(request: APIRequestContext, count: number, token?: string): Promise<string> {
  const session = token ?? (await storeApiPost(request, "/product", { limit: 1 })).token;
  if (!session) throw new Error("the Store API gave no context token");
  await addToCartByNumber(request, session, "CL-1003", count);
  return session;
}

test("a session without a page state is checked against the Store API and answered from the page of its state", async ({
  request,
  baseURL,
}) => {
  const path = `${baseURL}/clothing/?e2e=${Date.now()}`;
  const credentials = await registerConfirmedCustomer(request);
  const shoppers = [
    { name: "first", count: 1, token: await cartToken(request, 1) },
    { name: "same state", count: 1, token: await cartToken(request, 1) },
    { name: "two items", count: 2, token: await cartToken(request, 2) },
    { name: "customer", count: 1, token: await cartToken(request, 1, await loginToken(request, credentials)) },
  ];
  // Each view carries the context token only (no page state: the first view after a write, after the state's 30 s,
  // a new shopper's first), interleaved: each sees their own header; one item and not logged in is one state.
  for (let round = 0; round < 3; round++) {
    for (const shopper of shoppers) {
      // Node's fetch keeps no cookies: every view is one without a page state.
      const response = await fetch(path, { headers: { cookie: `sw-context-token=${shopper.token}` } });
      const html = await response.text();
      const state = response.headers.get("x-page-cache");
      expect(response.status, shopper.name).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/\bprivate\b/);
      expect(response.headers.get("cache-control")).not.toMatch(/\bpublic\b|s-maxage/);
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect([...new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1]))]).toEqual([nonce]);
      expect(html, shopper.name).toContain(`aria-label="Cart (${shopper.count})"`);
      if (shopper.name === "customer") expect(html).toContain(credentials.email);
      else expect(html).not.toContain(credentials.email);
      // The answer hands the checked state to the browser: its next view needs no check.
      expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("sw-page-state="))).toBe(true);
      if (round === 0 && shopper.name === "same state") expect(state, shopper.name).toBe("hit");
      if (round > 0) expect(state, `${shopper.name}, round ${round}`).toBe("hit");
    }
  }
});
