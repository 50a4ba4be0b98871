import { appHydrated } from "../support/hydration";
import type { APIResponse, Page } from "@playwright/test";
import { loginWithSession, registerConfirmedCustomer } from "../support/customers";
import { expect, test } from "../support/test";

/**
 * Issue 6, storefront security: the headers of every kind of response, and a Content-Security-Policy
 * with per-response nonces under which every page works in Chromium without a single violation.
 */
const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt, stock 117

const FIXED_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

function nonceOf(response: APIResponse): string {
  const policy = response.headers()["content-security-policy"] ?? "";
  const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]{22,})'/.exec(policy)?.[1];
  expect(nonce, `a script nonce in "${policy}"`).toBeTruthy();
  for (const directive of [
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "default-src 'self'",
    "connect-src 'self'",
  ]) {
    expect(policy).toContain(directive);
  }
  expect(policy).toMatch(/form-action 'self' http:\/\/127\.0\.0\.1:\d+/);
  return nonce as string;
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers, response.url()).toMatchObject(FIXED_HEADERS);
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http here: Strict-Transport-Security would be ignored, so it is not sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
  return nonceOf(response);
}

test("every kind of response carries the security headers, each with its own nonce", async ({ request }) => {
  const document = await request.get("/");
  expect(document.status()).toBe(200);
  const nonce = expectSecurityHeaders(document);
  const html = await document.text();
  // Every script element in the document carries this response's nonce (JSON-LD data blocks are not run, but carry none needed).
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) {
    if (tag.includes('type="application/ld+json"')) continue;
    expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(html).not.toContain('nonce=""');

  const again = await request.get("/");
  expect(expectSecurityHeaders(again)).not.toBe(nonce);

  const responses = await Promise.all([
    request.get("/_root.data"),
    request.get("/clothing.data"),
    request.get("/robots.txt"),
    request.get("/sitemap.xml"),
    request.get("/build-meta.json"),
    request.get("/search-suggest?search=shirt"),
    request.get("/favicon.svg"),
    request.get("/no-such-page-anywhere"),
    request.get("/pl-PL/no-such-page-anywhere"),
  ]);
  for (const response of responses) expectSecurityHeaders(response);
  expect(responses[7]?.status()).toBe(404);
  // A static asset from the build: immutable, and nosniff like everything else.
  const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  const assetResponse = await request.get(asset as string);
  expect(assetResponse.headers()["cache-control"]).toContain("immutable");
  expectSecurityHeaders(assetResponse);
});

/** Collects CSP violations on every page the test opens (events from the page, reports on the console). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("__reportCspViolation", (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void }).__reportCspViolation;
      report(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => violations.push(`${page.url()}: page error ${error.message}`));
  return violations;
}

test("no CSP violation anywhere, and the app still hydrates: client navigation, suggestions, side cart, checkout to the gateway", async ({
  page,
  request,
}) => {
  test.slow();
  const violations = await watchViolations(page);

  await page.goto("/");
  await appHydrated(page);
  // The policy is on and the watcher sees its work: an injected inline script is refused.
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  // Reported twice: the securitypolicyviolation event and Chromium's console line.
  await expect.poll(() => violations.length).toBe(2);
  for (const violation of violations) expect(violation).toContain("script-src");
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  violations.length = 0;
  // A client-side navigation keeps the window (a full reload would drop the marker).
  const home = page.url();
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link").first().click();
  await expect(page).not.toHaveURL(home);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  await page.goto("/clothing/?order=price-asc");
  await appHydrated(page);
  await page
    .getByRole("banner")
    .getByRole("combobox", { name: "Search products" })
    .pressSequentially("shirt", { delay: 30 });
  await expect(page.getByRole("listbox", { name: "Product suggestions" }).getByRole("option").first()).toBeVisible();

  await page.goto("/search?search=shirt");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto(SHIRT);
  await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const sideCart = page.getByRole("dialog", { name: "Your cart" });
  await expect(sideCart.getByText("Products added to cart")).toBeVisible();
  await sideCart.getByRole("button", { name: "Close cart" }).click();

  await page.goto("/checkout/cart");
  await appHydrated(page);
  await page.goto("/login");
  await page.goto("/pl-PL/login");
  await page.goto("/testde/register");

  const customer = await registerConfirmedCustomer(request);
  await loginWithSession(page, request, customer);
  for (const path of ["/account", "/account/profile", "/account/address", "/account/order", "/wishlist"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  // DemoPay: the order, then "pay again" posts a form that the storefront answers with a 303 to the
  // backend's gateway page — form-action must allow that origin.
  await page.goto(SHIRT);
  await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(sideCart.getByText("Products added to cart")).toBeVisible();
  await page.goto("/checkout");
  const payment = page.getByRole("region", { name: "Payment method" });
  if (!(await payment.getByLabel("DemoPay (online)").isChecked())) {
    await payment.getByLabel("DemoPay (online)").check();
    await expect(page.getByText("The payment method has been changed.")).toBeVisible();
  }
  await page.getByLabel("I have read and accept the terms and conditions.").check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}/);
  await page.getByRole("link", { name: "Continue to payment now" }).click();
  await page.getByRole("button", { name: "Decline payment" }).click();
  await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}\/unpaid/);
  await page.getByLabel("DemoPay (online)").check();
  await page.getByRole("button", { name: "Pay again" }).click();
  await page.getByRole("button", { name: "Approve payment" }).click();
  await expect(page.getByRole("heading", { name: "Thank you! Your payment was successful." })).toBeVisible();

  expect(violations).toEqual([]);
});
