import type { Browser, Page } from "@playwright/test";
import { holdScripts, untilHydrated } from "../support/hydration";
import { expect, test } from "../support/test";
import { eachLocale, noJsTwin } from "../support/one-engine";
import { axeViolationsOf } from "../support/axe";

// Issue 13 item 3: without JavaScript, choosing Yellow / M and pressing "Add to cart" put the default Blue / S in the cart.
// Demo catalogue: the Summer Dress comes in Blue, Yellow, Pink × XS, S, M, L; Blue / S (CL-1101.2) is shown first,
// Yellow / M is CL-1101.7, Pink / L is CL-1101.12.
const LOCALES = [
  {
    code: "en-GB",
    dress: "/summer-dress/cl-1101.2",
    cart: "/checkout/cart",
    yellow: "Yellow",
    pink: "Pink",
    addToCart: "Add to cart",
    showVariant: "Show selected variant",
    yellowM: "Colour: Yellow · Size: M",
    pinkL: "Colour: Pink · Size: L",
    number: (n: string) => `Product no. ${n}`,
    unavailable: "This combination of options is not available. Please choose different options.",
  },
  {
    code: "pl-PL",
    dress: "/pl-PL/letnia-sukienka/cl-1101.2",
    cart: "/pl-PL/checkout/cart",
    yellow: "Żółty",
    pink: "Różowy",
    addToCart: "Dodaj do koszyka",
    showVariant: "Pokaż wybrany wariant",
    yellowM: "Kolor: Żółty · Rozmiar: M",
    pinkL: "Kolor: Różowy · Rozmiar: L",
    number: (n: string) => `Nr produktu ${n}`,
    unavailable: "Ta kombinacja opcji jest niedostępna. Wybierz inne opcje.",
  },
  {
    code: "de-DE",
    dress: "/testde/sommerkleid/cl-1101.2",
    cart: "/testde/checkout/cart",
    yellow: "Gelb",
    pink: "Rosa",
    addToCart: "In den Warenkorb",
    showVariant: "Gewählte Variante anzeigen",
    yellowM: "Farbe: Gelb · Größe: M",
    pinkL: "Farbe: Rosa · Größe: L",
    number: (n: string) => `Produktnummer ${n}`,
    unavailable: "Diese Kombination von Optionen ist nicht verfügbar. Bitte wählen Sie andere Optionen.",
  },
] as const;

type Locale = (typeof LOCALES)[number];

async function noJsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  return context.newPage();
}

/** The option buttons are visually styled labels around screen-reader-only radios: a shopper clicks the label. */
async function choose(page: Page, name: string) {
  await page
    .locator("label")
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
}

async function expectCartLine(
  page: Page,
  locale: Locale,
  options: string,
  productNumber: string,
  { axe = false } = {},
) {
  await page.goto(locale.cart);
  const main = page.getByRole("main");
  await expect(main.getByText(options, { exact: true })).toHaveCount(1);
  await expect(main.getByText(locale.number(productNumber), { exact: true })).toHaveCount(1);
  // Nothing else went in: the default Blue / S is not in the cart.
  await expect(main.getByText(locale.number("CL-1101.2"), { exact: true })).toHaveCount(0);
  // axe runs inside the page, so only where JavaScript runs (the JavaScript journey checks both pages).
  if (axe) expect(await axeViolationsOf(page)).toEqual([]);
}

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test.describe(`variant choice (${locale.code})`, repeat, () => {
    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test(
        "without JavaScript, options chosen and 'Add to cart' pressed at once add that variant",
        noJsTwin(),
        async ({ page }) => {
          await page.goto(locale.dress);
          await choose(page, locale.yellow);
          await choose(page, "M");
          await page.getByRole("button", { name: locale.addToCart, exact: true }).click();
          await expectCartLine(page, locale, locale.yellowM, "CL-1101.7");
        },
      );

      test(
        "without JavaScript, 'Show selected variant' leads to the variant's page, whose button adds it",
        noJsTwin(),
        async ({ page }) => {
          await page.goto(locale.dress);
          await choose(page, locale.pink);
          await choose(page, "L");
          await page.getByRole("button", { name: locale.showVariant }).click();
          await expect(page).toHaveURL(/\/cl-1101\.12$/);
          await expect(page.getByRole("radio", { name: locale.pink })).toBeChecked();
          await expect(page.getByRole("radio", { name: "L", exact: true })).toBeChecked();
          await page.getByRole("button", { name: locale.addToCart, exact: true }).click();
          await expectCartLine(page, locale, locale.pinkL, "CL-1101.12");
        },
      );
    });

    test("options no variant has together: the choice stays, the page says so, no other variant is shown instead", async ({
      browser,
    }) => {
      const page = await noJsPage(browser);
      // Every Summer Dress combination exists, so the form is sent with a size the dress does not come in (the
      // Linen Shirt's XXL) beside Yellow, as a stale or edited form would: find-variant falls back to the closest.
      await page.goto("/linen-shirt/cl-1004.2");
      const xxl = page.getByRole("radio", { name: "XXL", exact: true });
      const [sizeParam, xxlId] = [await xxl.getAttribute("name"), await xxl.getAttribute("value")];
      await page.goto(locale.dress);
      const yellow = page.getByRole("radio", { name: locale.yellow });
      const [colourParam, yellowId] = [await yellow.getAttribute("name"), await yellow.getAttribute("value")];
      const response = await page.goto(`${locale.dress}?${colourParam}=${yellowId}&${sizeParam}=${xxlId}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/cl-1101\.2\?/);
      await expect(page.getByRole("alert").filter({ hasText: locale.unavailable })).toBeVisible();
      await expect(page.getByRole("radio", { name: locale.yellow })).toBeChecked();
      await page.context().close();
    });

    test("with JavaScript, each switch shows the variant and 'Add to cart' adds it", async ({ page }) => {
      await page.goto(locale.dress);
      // A choice before hydration is the no-JS path (the form's buttons); this journey is the one with the app running.
      await untilHydrated(page, "input[type=radio]");
      await page.getByRole("radio", { name: locale.yellow }).check({ force: true });
      await expect(page).toHaveURL(/\/cl-1101\.6$/);
      await page.getByRole("radio", { name: "M", exact: true }).check({ force: true });
      await expect(page).toHaveURL(/\/cl-1101\.7$/);
      await expect(page.getByRole("radio", { name: "M", exact: true })).toBeChecked();
      expect(await axeViolationsOf(page)).toEqual([]);
      await page.getByRole("button", { name: locale.addToCart, exact: true }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectCartLine(page, locale, locale.yellowM, "CL-1101.7", { axe: true });
    });
  });
}

// A shopper on a slow line picks an option before the scripts have run: the change event went to no handler, and the
// "Show selected variant" button disappears once they do. The choice is applied when the app takes over, not dropped.
test("an option chosen before the page became interactive leads to its variant once it is", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/summer-dress/cl-1101.2", { waitUntil: "commit" });
  await choose(page, "Yellow");
  release();
  await expect(page).toHaveURL(/\/cl-1101\.6$/);
  await expect(page.getByRole("radio", { name: "Yellow", exact: true })).toBeChecked();
  await expect(page.getByRole("main").getByText("Product number: CL-1101.6", { exact: true })).toHaveCount(1);
});
