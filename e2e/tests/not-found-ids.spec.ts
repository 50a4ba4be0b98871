import type { Page } from "@playwright/test";
import { loginWithSession } from "../support/customers";
import { eachLocale } from "../support/one-engine";
import { expect, test } from "../support/test";
import { screenshotsAtBothWidths } from "../support/screenshots";

/**
 * Issue 13 item 14: every route that takes an id answers an unknown id and a malformed one (not a UUID) with the
 * translated not-found page: status 404, never a 502, never React Router's "Internal Server Error" under it, and the
 * raw message in the shopper's language (item 18: no English "Page Not Found: /path" on pl/de pages).
 */
const LOCALES = {
  "en-GB": {
    prefix: "",
    notFound: "We can't find what you are looking for",
    message404: "The requested page cannot be found.",
    pageNotFound: "Page Not Found: {path}",
  },
  "pl-PL": {
    prefix: "/pl-PL",
    notFound: "Nie możemy znaleźć tego, czego szukasz",
    message404: "Nie udało się znaleźć żądanej strony.",
    pageNotFound: "Nie znaleziono strony: {path}",
  },
  testde: {
    prefix: "/testde",
    notFound: "Wir können leider nicht finden, wonach Sie suchen",
    message404: "Die angeforderte Seite wurde nicht gefunden.",
    pageNotFound: "Seite nicht gefunden: {path}",
  },
} as const;
type LocaleKey = keyof typeof LOCALES;

const UNKNOWN = "0123456789abcdef0123456789abcdef";
const MALFORMED = ["not-a-uuid", "0123456789abcdef0123456789abcdeZ"];
const WRONG = /Internal Server Error|Something went wrong|Bad Gateway|Not Found(?!:)|\n\s+at /;

/** The id routes of a shopper with a session (orders, downloads, success and payment result pages). */
const SESSION_ROUTES = (id: string) => [
  `/account/order/details/${id}`,
  `/account/order/details/${id}?download=${UNKNOWN}`,
  `/checkout/success/${id}`,
  `/checkout/success/${id}/paid`,
  `/checkout/success/${id}/unpaid`,
];
/** The catalogue's technical id routes (product, category, landing page). */
const CATALOGUE_ROUTES = (id: string) => [`/detail/${id}`, `/navigation/${id}`, `/landingPage/${id}`];

async function expectNotFound(page: Page, locale: LocaleKey, path: string, raw: string) {
  const url = `${LOCALES[locale].prefix}${path}`;
  const response = await page.goto(url);
  expect(response?.status(), `${url} status`).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "404" }), url).toBeVisible();
  await expect(main.getByText(LOCALES[locale].notFound, { exact: true }), url).toBeVisible();
  await expect(main.getByText(raw, { exact: true }), `${url}: the raw message in ${locale}`).toBeVisible();
  expect(await main.innerText(), url).not.toMatch(WRONG);
  if (locale !== "en-GB") expect(await main.innerText(), url).not.toContain("Page Not Found");
}

// One test a locale: the first runs on both engines, the others on SQLite only (support/one-engine.ts: eachLocale).
for (const [locale, repeat] of eachLocale(Object.keys(LOCALES) as LocaleKey[])) {
  test(
    `${locale}: unknown and malformed ids of orders, success and payment pages are the translated 404 page`,
    repeat,
    async ({ page, request, axeViolations }) => {
      test.setTimeout(90_000);
      await loginWithSession(page, request, { email: "demo@example.com", password: "demo1234!" });
      for (const id of [UNKNOWN, ...MALFORMED]) {
        for (const path of SESSION_ROUTES(id)) await expectNotFound(page, locale, path, LOCALES[locale].message404);
      }
      await page.goto(`${LOCALES[locale].prefix}/account/order/details/not-a-uuid`);
      expect(await axeViolations()).toEqual([]);
      await screenshotsAtBothWidths(page, `order-404-${locale}`);
    },
  );

  test(
    `${locale}: a guest's success pages with a bad id, and catalogue ids, are the translated 404 page`,
    repeat,
    async ({ page }) => {
      test.setTimeout(60_000);
      for (const id of [UNKNOWN, "not-a-uuid"]) {
        for (const path of SESSION_ROUTES(id).filter((route) => route.startsWith("/checkout"))) {
          await expectNotFound(page, locale, path, LOCALES[locale].message404);
        }
      }
      for (const path of CATALOGUE_ROUTES("not-a-uuid")) {
        const full = `${LOCALES[locale].prefix}${path}`;
        await expectNotFound(page, locale, path, LOCALES[locale].pageNotFound.replace("{path}", full));
      }
    },
  );
}
