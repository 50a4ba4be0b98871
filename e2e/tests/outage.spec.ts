import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { type PrivateShop, startPrivateShop } from "../support/private-shop";

/**
 * Issue 6, faults: the backend dies while shoppers browse. The shared e2e backend serves the parallel tests, so this
 * spec seeds and starts its OWN backend + storefront pair (free ports, SQLite in a temp dir), stops that backend,
 * checks the translated 'server is busy' state (pages and form posts, typed input kept), starts the backend again on
 * the same port and database and checks that the same storefront process works again by itself.
 */
const BUSY = {
  "en-GB": "The server is busy. Please try again in a moment.",
  "pl-PL": "Serwer jest zajęty. Spróbuj ponownie za chwilę.",
  testde: "Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
} as const;
const PREFIX = { "en-GB": "", "pl-PL": "/pl-PL", testde: "/testde" } as const;
const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt
const DEMO = { email: "demo@example.com", password: "demo1234!" };
// What an error page must never show a shopper: a stack trace or the transport's own error.
// React Router's default status text is one too: "Internal Server Error" under a 'server is busy' message.
const LEAKS = /\n\s+at |node_modules|FetchError|ECONNREFUSED|fetch failed|Internal Server Error/;

let servers: PrivateShop;

/** React has hydrated the document (it marks the container it listens on). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("_reactListening")));
}

async function newPage(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: servers.baseUrl, javaScriptEnabled });
  return context.newPage();
}

/** A search nobody has asked for yet: no cache anywhere can answer it, only the backend. */
const freshSearch = (locale: keyof typeof PREFIX) =>
  `${PREFIX[locale]}/search?search=shirt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  servers = await startPrivateShop("outage");
});

test.afterAll(async () => {
  await servers?.close();
});

test("backend down: busy pages and forms in every locale; back up: the same storefront works again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Before the outage: the pages work, and the forms are open in the shopper's browser.
  const login = await newPage(browser);
  expect((await login.goto("/login"))?.status()).toBe(200);
  await hydrated(login);
  const shop = await newPage(browser);
  expect((await shop.goto(SHIRT))?.status()).toBe(200);
  await hydrated(shop);
  const newsletterPage = await newPage(browser);
  expect((await newsletterPage.goto("/newsletter-subscribe"))?.status()).toBe(200);
  await hydrated(newsletterPage);
  const noScript = await newPage(browser, false);
  expect((await noScript.goto("/pl-PL/login"))?.status()).toBe(200);

  await servers.stopBackend();

  await test.step("browsing shows the translated busy page with status 503 and no stack", async () => {
    const page = await newPage(browser);
    for (const locale of Object.keys(BUSY) as (keyof typeof BUSY)[]) {
      const response = await page.goto(freshSearch(locale));
      expect(response?.status(), `${locale} search while down`).toBe(503);
      await expect(page.getByRole("heading", { level: 1, name: "503" })).toBeVisible();
      await expect(page.getByText(BUSY[locale])).toBeVisible();
      expect(await page.locator("body").innerText()).not.toMatch(LEAKS);
      await page.screenshot({ path: test.info().outputPath(`busy-${locale}.png`), fullPage: true });
    }
    // A shopper with a session (cookie) gets the same.
    const response = await shop.request.get(SHIRT.replace("/detail/", "/testde/detail/"));
    expect(response.status()).toBe(503);
    expect(await response.text()).toContain(BUSY.testde);
  });

  await test.step("logging in says the shop is busy (never 'invalid credentials') and keeps the typed address", async () => {
    const form = login.getByRole("main");
    await form.getByLabel("Email address").fill(DEMO.email);
    await form.getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
    const answer = login.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Log in" }).click();
    expect((await answer).status()).toBe(503);
    await expect(form.getByText(BUSY["en-GB"])).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue(DEMO.email);
    await expect(login.getByText("Invalid username and/or password.")).toHaveCount(0);
  });

  await test.step("adding to the cart says the shop is busy", async () => {
    const answer = shop.waitForResponse((response) => response.request().method() === "POST");
    await shop.getByRole("button", { name: "Add to cart" }).first().click();
    expect((await answer).status()).toBe(503);
    await expect(shop.getByRole("region", { name: "Notifications" })).toContainText(BUSY["en-GB"]);
    await expect(shop.getByText("Products added to cart")).toHaveCount(0);
  });

  await test.step("a newsletter sign-up says the shop is busy and keeps the typed address", async () => {
    const form = newsletterPage.getByRole("form", { name: "Subscribe to the newsletter" });
    await form.getByLabel("Email address").fill("outage-newsletter@example.com");
    const answer = newsletterPage.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Subscribe" }).click();
    expect((await answer).status()).toBe(503);
    await expect(form.getByText(BUSY["en-GB"])).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("outage-newsletter@example.com");
  });

  await test.step("without JavaScript a login post answers with the busy page (503), not a form error", async () => {
    const form = noScript.getByRole("main");
    await form.getByLabel("Adres e-mail").fill(DEMO.email);
    await form.getByRole("textbox", { name: "Hasło", exact: true }).fill(DEMO.password);
    const answer = noScript.waitForResponse((response) => response.request().method() === "POST");
    await form.getByRole("button", { name: "Zaloguj się" }).click();
    expect((await answer).status()).toBe(503);
    await expect(noScript.getByText(BUSY["pl-PL"])).toBeVisible();
    expect(await noScript.locator("body").innerText()).not.toMatch(LEAKS);
    await noScript.screenshot({ path: test.info().outputPath("busy-no-js-login-pl-PL.png"), fullPage: true });
  });

  await servers.restartBackend();

  await test.step("after the restart the same pages and forms work, without restarting the storefront", async () => {
    const page = await newPage(browser);
    for (const locale of Object.keys(BUSY) as (keyof typeof BUSY)[]) {
      await expect
        .poll(async () => (await page.request.get(freshSearch(locale))).status(), { timeout: 15_000 })
        .toBe(200);
    }
    // The same form posted again (the address is still there; a password is never kept): now it logs in.
    await expect(login.getByRole("main").getByLabel("Email address")).toHaveValue(DEMO.email);
    await login.getByRole("main").getByRole("textbox", { name: "Password", exact: true }).fill(DEMO.password);
    const answer = login.waitForResponse((response) => response.request().method() === "POST");
    await login.getByRole("main").getByRole("button", { name: "Log in" }).click();
    const status = (await answer).status();
    expect(
      status,
      `login after the restart answered ${status}: ${await login.getByRole("main").innerText()}`,
    ).toBeLessThan(400);
    await expect(login).toHaveURL(/\/account/);

    await shop.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(shop.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();
  });
});
