import { appHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { CONTEXT_TOKEN, expectedHome } from "../support/store-api";
import { eachLocale } from "../support/one-engine";

const LOCALES = [
  { path: "/", prefix: "", lang: "en-GB", navigation: "Main navigation", language: "English" },
  { path: "/pl-PL", prefix: "/pl-PL", lang: "pl-PL", navigation: "Nawigacja główna", language: "Polski" },
  { path: "/testde", prefix: "/testde", lang: "de-DE", navigation: "Hauptnavigation", language: "Deutsch" },
];

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test.describe(`home page ${locale.path}`, repeat, () => {
    test("shows the shop name and the main navigation from the Store API", async ({ page, request }) => {
      const expected = await expectedHome(request, locale.lang);
      expect(expected.shopName).not.toBe("");
      expect(expected.navigationNames.length).toBeGreaterThan(0);

      await page.goto(locale.path);

      await expect(page.locator("html")).toHaveAttribute("lang", locale.lang);
      await expect(page.getByRole("banner").getByRole("link", { name: expected.shopName, exact: true })).toBeVisible();
      // The home page is the root category's CMS layout: its headline is editorial content.
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(expected.shopName));
      const navigation = page.getByRole("navigation", { name: locale.navigation });
      const links = navigation.getByRole("link");
      await expect(links).toHaveText(expected.navigationNames);
      for (const href of await links.evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""))) {
        expect(href.startsWith(`${locale.prefix}/`)).toBe(true);
      }
      await expect(
        page.getByRole("navigation", { name: /Language|Język|Sprache/ }).getByRole("link", { name: locale.language }),
      ).toHaveAttribute("aria-current", "page");
    });

    test("has no accessibility violations", async ({ page, axeViolations }) => {
      await page.goto(locale.path);
      await expect(page.getByRole("main")).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    });
  });
}

test("the language switcher opens the same page in another locale", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Polski" }).click();
  await expect(page).toHaveURL(/\/pl-PL$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  await expect(page.getByRole("navigation", { name: "Nawigacja główna" })).toBeVisible();
});

test("keeps the Store API session in an HttpOnly cookie", async ({ page, context }) => {
  await page.goto("/");
  // Reading pages hands out no session (so anonymous pages stay cacheable): the first write does, here the cart.
  expect((await context.cookies()).find((entry) => entry.name === CONTEXT_TOKEN)).toBeUndefined();
  await page.goto("/detail/612e50122c1eefa445e8d161fb243c9e");
  await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(page.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();
  const cookie = (await context.cookies()).find((entry) => entry.name === CONTEXT_TOKEN);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
});

test("redirects a wrongly cased locale prefix to the canonical one", async ({ request }) => {
  const response = await request.get("/PL-pl", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/pl-PL");
});

test("answers unknown pages with 404", async ({ page }) => {
  const response = await page.goto("/testde/this-page-does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/testde");
});
