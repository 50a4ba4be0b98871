import type { Page } from "@playwright/test";
import { loginWithSession } from "../support/customers";
import { eachLocale } from "../support/one-engine";
import { expect, test } from "../support/test";

/**
 * Issue 13 item 16: one <title> per page, and it is the page's own ("Recover password | Demo Store"), never the bare
 * shop label beside it. Checked in the HTML the server sends (what a crawler or a no-JS browser reads) and in the
 * document after hydration, on every route of the spec's table in all three locales.
 */
const LOCALES = {
  "en-GB": {
    prefix: "",
    shop: "Demo Store",
    recover: "Recover password",
    reset: "Set a new password",
    login: "Log in",
  },
  "pl-PL": {
    prefix: "/pl-PL",
    shop: "Sklep Demo",
    recover: "Odzyskiwanie hasła",
    reset: "Ustaw nowe hasło",
    login: "Logowanie",
  },
  testde: {
    prefix: "/testde",
    shop: "Demo-Shop",
    recover: "Passwort wiederherstellen",
    reset: "Neues Passwort festlegen",
    login: "Anmelden",
  },
} as const;
type LocaleKey = keyof typeof LOCALES;

const ANONYMOUS = [
  "/login",
  "/register",
  "/search?search=shirt",
  "/shopware",
  "/wishlist",
  "/account/recover",
  "/reset-password?hash=unknown",
  "/newsletter-subscribe",
  "/newsletter/unsubscribe?em=x&hash=y",
  "/registration/confirm",
  "/checkout/cart",
  "/clothing/",
  "/nope-no-such-page",
];
const CUSTOMER = ["/account", "/account/address", "/account/profile", "/account/order"];

function titlesIn(html: string): string[] {
  return [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1] ?? "");
}

async function expectOneOwnTitle(page: Page, locale: LocaleKey, path: string): Promise<string> {
  const url = `${LOCALES[locale].prefix}${path}`;
  const html = await (await page.request.get(url)).text();
  const served = titlesIn(html);
  expect(served, `${url}: the server's HTML has one <title>`).toHaveLength(1);
  expect(served[0], `${url}: the page's own title`).not.toBe(LOCALES[locale].shop);
  await page.goto(url);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll("title").length), {
      message: `${url}: one <title> after hydration`,
    })
    .toBe(1);
  const title = await page.title();
  expect(title, url).not.toBe(LOCALES[locale].shop);
  return title;
}

// One test a locale: the first runs on both engines, the others on SQLite only (support/one-engine.ts: eachLocale).
for (const [locale, repeat] of eachLocale(Object.keys(LOCALES) as LocaleKey[])) {
  test(`${locale}: every page has exactly one <title>, its own`, repeat, async ({ page, request }) => {
    test.setTimeout(90_000);
    const { shop } = LOCALES[locale];
    for (const path of ANONYMOUS) await expectOneOwnTitle(page, locale, path);
    expect(await expectOneOwnTitle(page, locale, "/account/recover")).toBe(`${LOCALES[locale].recover} | ${shop}`);
    expect(await expectOneOwnTitle(page, locale, "/reset-password?hash=unknown")).toBe(
      `${LOCALES[locale].reset} | ${shop}`,
    );
    expect(await expectOneOwnTitle(page, locale, "/login")).toBe(`${LOCALES[locale].login} | ${shop}`);
    // The home page's title is the shop's label (spec §1), once.
    const home = titlesIn(await (await page.request.get(LOCALES[locale].prefix || "/")).text());
    expect(home).toEqual([shop]);
    await loginWithSession(page, request, { email: "demo@example.com", password: "demo1234!" });
    for (const path of CUSTOMER) await expectOneOwnTitle(page, locale, path);
  });
}
