import { appHydrated } from "../support/hydration";
import { expect, test } from "../support/test";

/**
 * Issue 6, storefront security: cross-site request forgery. A page on another site that posts a
 * form to the shop (with the shopper's cookies) gets a translated 403 before any action runs; the
 * shop's own forms keep working with and without JavaScript.
 */
const SHIRT_ID = "612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt
const EVIL = "https://evil.example";

test("a form on another site cannot add to the cart or log in: 403, translated, nothing happened", async ({
  page,
  baseURL,
}) => {
  // The shopper has a session with an empty cart.
  await page.goto("/checkout/cart");
  // The attacker's page, served by the browser's router (a real cross-origin navigation and form post).
  await page.route(`${EVIL}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!DOCTYPE html><html><body>
        <form id="cart" method="post" action="${baseURL}/pl-PL/_action/cart">
          <input type="hidden" name="intent" value="add"><input type="hidden" name="productId" value="${SHIRT_ID}">
          <input type="hidden" name="quantity" value="3"><input type="hidden" name="redirectTo" value="/pl-PL/checkout/cart">
          <button>win a prize</button>
        </form>
        <form id="login" method="post" action="${baseURL}/testde/login">
          <input type="hidden" name="email" value="demo@example.com"><input type="hidden" name="password" value="demo1234!">
          <button>log in</button>
        </form>
      </body></html>`,
    }),
  );

  await page.goto(`${EVIL}/prize`);
  const [cartResponse] = await Promise.all([
    page.waitForResponse(`${baseURL}/pl-PL/_action/cart`),
    page.locator("#cart button").click(),
  ]);
  expect(cartResponse.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("403");
  await expect(page.getByText("nie pochodzi ze stron tego sklepu")).toBeVisible();
  expect(await page.locator("html").getAttribute("lang")).toBe("pl-PL");

  await page.goto(`${EVIL}/prize`);
  const [loginResponse] = await Promise.all([
    page.waitForResponse(`${baseURL}/testde/login`),
    page.locator("#login button").click(),
  ]);
  expect(loginResponse.status()).toBe(403);
  await expect(page.getByText("nicht von den Seiten dieses Shops")).toBeVisible();

  // Nothing was added, nobody was logged in.
  await page.goto("/checkout/cart");
  await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
});

test("cross-origin writes are refused for documents, .data actions and resource routes; reads are not", async ({
  request,
}) => {
  const form = { intent: "add", productId: SHIRT_ID, quantity: "1" };
  const cases: { path: string; headers: Record<string, string> }[] = [
    { path: "/_action/cart", headers: { origin: EVIL } },
    { path: "/_action/cart.data", headers: { origin: EVIL } },
    { path: "/login", headers: { origin: EVIL } },
    { path: "/login.data", headers: { origin: "null" } },
    { path: "/_shop/currency", headers: { origin: "http://127.0.0.1:1" } },
    // No Origin at all, but the browser's Fetch Metadata says cross-site.
    { path: "/_action/newsletter", headers: { "sec-fetch-site": "cross-site" } },
    { path: "/_action/logout", headers: { "sec-fetch-site": "same-site" } },
  ];
  for (const { path, headers } of cases) {
    const response = await request.post(path, { form, headers, maxRedirects: 0 });
    expect(response.status(), `${path} ${JSON.stringify(headers)}`).toBe(403);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("did not come from this shop");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  // Reads from anywhere stay allowed: links from other sites must work.
  const read = await request.get("/checkout/cart", { headers: { origin: EVIL, "sec-fetch-site": "cross-site" } });
  expect(read.status()).toBe(200);
});

test("the shop's own forms work: same-origin posts with JavaScript and without", async ({ browser, baseURL }) => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    const posts: number[] = [];
    page.on("response", (response) => {
      if (response.request().method() === "POST") posts.push(response.status());
    });
    await page.goto(`/detail/${SHIRT_ID}`);
    if (javaScriptEnabled) await appHydrated(page);
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(page.getByText("Products added to cart").first()).toBeVisible();
    expect(posts.length, `javaScript ${javaScriptEnabled}`).toBeGreaterThan(0);
    expect(posts.filter((status) => status === 403)).toEqual([]);
    await context.close();
  }
});
