import { appHydrated } from "../support/hydration";
import type { Locator, Page } from "@playwright/test";
import { continueAsGuest, uniqueEmail } from "../support/customers";
import { expect, test } from "../support/test";
import { eachLocale, noJsTwin } from "../support/one-engine";

// Issue 13 item 9: the checkout's button said "Create account" after "Do not create a customer account" was ticked.
// Guest checkout comes first (e-mail, then the guest choice), the login form second; the button says what it does.
const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt, plenty of stock

const LOCALES = [
  {
    prefix: "",
    newCustomer: "I am a new customer",
    haveAccount: "I already have an account",
    guestBox: "Do not create a customer account",
    guestButton: "Continue as guest",
    accountButton: "Create account",
    email: "Email address",
    firstName: "First name",
  },
  {
    prefix: "/pl-PL",
    newCustomer: "Jestem nowym klientem",
    haveAccount: "Mam już konto",
    guestBox: "Nie zakładaj konta klienta",
    guestButton: "Kontynuuj jako gość",
    accountButton: "Załóż konto",
    email: "Adres e-mail",
    firstName: "Imię",
  },
  {
    prefix: "/testde",
    newCustomer: "Ich bin Neukunde",
    haveAccount: "Ich habe bereits ein Konto",
    guestBox: "Kein Kundenkonto anlegen",
    guestButton: "Als Gast fortfahren",
    accountButton: "Konto erstellen",
    email: "E-Mail-Adresse",
    firstName: "Vorname",
  },
] as const;

type Locale = (typeof LOCALES)[number];

// Two axe runs on the full checkout page take most of a journey.
test.describe.configure({ timeout: 60_000 });

/** `first` comes before `second` in the document and on screen (above it, or left of it on the same row). */
async function expectBefore(first: Locator, second: Locator) {
  const documentOrder = await first.evaluate(
    (a, b) => Boolean(a.compareDocumentPosition(b as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await second.elementHandle(),
  );
  expect(documentOrder).toBe(true);
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  expect(a && b).toBeTruthy();
  if (a && b) expect(a.y + a.height <= b.y + 1 || (Math.abs(a.y - b.y) < 2 && a.x < b.x)).toBe(true);
}

async function expectGuestFirst(page: Page, locale: Locale) {
  const guest = page.getByRole("region", { name: locale.newCustomer });
  const login = page.getByRole("region", { name: locale.haveAccount });
  await expectBefore(guest, login);
  // E-mail first, then the guest choice, then the address.
  await expectBefore(guest.getByLabel(locale.email), guest.getByLabel(locale.guestBox));
  await expectBefore(guest.getByLabel(locale.guestBox), guest.getByLabel(locale.firstName));
  return guest;
}

for (const [locale, repeat] of eachLocale(LOCALES)) {
  test.describe(`checkout first step (${locale.prefix || "en-GB"})`, repeat, () => {
    test("with JavaScript: guest first, the button says 'continue as guest' or 'create account' as the box is ticked", async ({
      page,
      axeViolations,
    }) => {
      await page.goto(`${locale.prefix}${SHIRT}`);
      await appHydrated(page);
      await addOne(page);
      await page.goto(`${locale.prefix}/checkout`);
      const guest = await expectGuestFirst(page, locale);
      const box = guest.getByLabel(locale.guestBox);
      await expect(box).toBeChecked();
      await expect(guest.getByRole("button", { name: locale.guestButton, exact: true })).toBeVisible();
      await expect(guest.getByRole("button", { name: locale.accountButton, exact: true })).toHaveCount(0);
      await box.uncheck();
      await expect(guest.getByRole("button", { name: locale.accountButton, exact: true })).toBeVisible();
      await expect(guest.getByRole("button", { name: locale.guestButton, exact: true })).toHaveCount(0);
      expect(await axeViolations()).toEqual([]);
      await box.check();
      await expect(guest.getByRole("button", { name: locale.guestButton, exact: true })).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    });

    test.describe(() => {
      test.use({ javaScriptEnabled: false });

      test("without JavaScript: the same order and a truthful button", noJsTwin(), async ({ page }) => {
        await addOne(page, `${locale.prefix}${SHIRT}`);
        await page.goto(`${locale.prefix}/checkout`);
        const guest = await expectGuestFirst(page, locale);
        const box = guest.getByLabel(locale.guestBox);
        await expect(box).toBeChecked();
        await expect(guest.getByRole("button", { name: locale.guestButton, exact: true })).toBeVisible();
        await box.uncheck();
        await expect(guest.getByRole("button", { name: locale.accountButton, exact: true })).toBeVisible();
        await expect(guest.getByRole("button", { name: locale.guestButton, exact: true })).toHaveCount(0);
      });
    });
  });
}

/** Adds the shirt with the product page's own form (the page at `path`, or the one already open). */
async function addOne(page: Page, path?: string) {
  if (path) await page.goto(path);
  await page
    .getByRole("main")
    .getByRole("button", { name: /^(Add to cart|Dodaj do koszyka|In den Warenkorb)$/ })
    .first()
    .click();
  await expect(
    page.getByText(/Products added to cart|Produkty dodane do koszyka|Produkte wurden in den Warenkorb gelegt/).first(),
  ).toBeVisible();
}

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test(
    "without JavaScript the guest button orders as a guest: no account, the guest notice",
    noJsTwin(),
    async ({ page }) => {
      await addOne(page, SHIRT);
      await page.goto("/checkout");
      const email = await continueAsGuest(page, uniqueEmail("nojs-guest"));
      await expect(page.getByText(`Ordering as a guest (${email})`)).toBeVisible();
    },
  );
});
