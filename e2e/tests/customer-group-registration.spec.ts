import type { Page } from "@playwright/test";
import { uniqueEmail } from "../support/customers";
import { shopDatabase } from "../support/database";
import { expect, test } from "../support/test";

// The seeded trade group (packages/store-api/seed/customer-groups.ts) and its registration page's SEO URL per locale.
const PAGES = {
  en: {
    path: "/trade-account",
    title: "Trade account",
    intro: "Open a trade account for your business",
    submit: "Create account",
    companyBlank: "Company should not be empty",
  },
  pl: {
    path: "/pl-PL/konto-firmowe",
    title: "Konto firmowe",
    intro: "Załóż konto firmowe dla swojej działalności",
    submit: "Załóż konto",
    companyBlank: "Pole Firma nie może być puste",
  },
};

const LABELS = {
  en: {
    firstName: "First name",
    lastName: "Last name",
    street: "Street address",
    zipcode: "Postal code",
    city: "City",
    country: "Country",
    email: "Email address",
    password: "Password",
    company: "Company",
    countryName: "Germany",
    zip: "10115",
    cityName: "Berlin",
  },
  pl: {
    firstName: "Imię",
    lastName: "Nazwisko",
    street: "Ulica i numer",
    zipcode: "Kod pocztowy",
    city: "Miasto",
    country: "Kraj",
    email: "Adres e-mail",
    password: "Hasło",
    company: "Firma",
    countryName: "Polska",
    zip: "00-950",
    cityName: "Warszawa",
  },
};

async function fillAllButCompany(page: Page, lang: keyof typeof LABELS, email: string) {
  const l = LABELS[lang];
  const main = page.getByRole("main");
  await main.getByLabel(l.firstName).fill("Jana");
  await main.getByLabel(l.lastName).fill("Kowalska");
  await main.getByLabel(l.street).fill("Marszałkowska 1");
  await main.getByLabel(l.zipcode).fill(l.zip);
  await main.getByLabel(l.city).fill(l.cityName);
  await main.getByLabel(l.country).selectOption({ label: l.countryName });
  await main.getByLabel(l.email).fill(email);
  await main.getByLabel(l.password, { exact: true }).fill("a-long-secret-1");
}

/** The new customer's group and requested group, straight from the backend's database. */
async function groupsOf(email: string) {
  const db = shopDatabase();
  const rows = await db.rows<{
    group_id: string;
    requested_group_id: string | null;
    account_type: string;
    company: string | null;
  }>("SELECT c.group_id, c.requested_group_id, c.account_type, c.company FROM customer c WHERE c.email = ?", [email]);
  const [trade] = await db.rows<{ id: string }>(
    "SELECT customer_group_id AS id FROM customer_group_translation WHERE registration_title = ?",
    ["Trade account"],
  );
  const [channel] = await db.rows<{ id: string }>("SELECT customer_group_id AS id FROM sales_channel", []);
  if (!trade || !channel) throw new Error("the seed holds no trade group or no sales channel");
  return { rows, tradeId: trade.id, defaultId: channel.id };
}

for (const [lang, javaScriptEnabled] of [
  ["en", true],
  ["pl", false],
] as const) {
  test.describe(`customer-group registration page (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("renders at its SEO URL, requires the company, keeps the input and registers with the requested group", async ({
      page,
      axeViolations,
    }, testInfo) => {
      test.slow();
      const p = PAGES[lang];
      const l = LABELS[lang];
      // axe runs inside the page, so only where JavaScript runs; the German page is checked below with it on.
      const expectAxeClean = async () => {
        if (javaScriptEnabled) expect(await axeViolations()).toEqual([]);
      };
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.title);
      await expect(main.getByText(p.intro)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${p.title} \\|`));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
      // Companies only: no account type to choose, the company field shown and required.
      await expect(main.getByRole("radiogroup")).toHaveCount(0);
      await expect(main.getByLabel(l.company)).toBeVisible();
      await expect(main.getByLabel(l.company)).toHaveAttribute("required", "");
      await expectAxeClean();

      const email = uniqueEmail(`trade-${lang}`);
      await fillAllButCompany(page, lang, email);
      await main.getByRole("button", { name: p.submit }).click();
      await expect(main.getByText(p.companyBlank).first()).toBeVisible();
      await expect(main.getByLabel(l.company)).toHaveAttribute("aria-invalid", "true");
      await expect(main.getByLabel(l.firstName)).toHaveValue("Jana");
      await expect(main.getByLabel(l.email)).toHaveValue(email);
      await expect(page).toHaveURL(new RegExp(`${p.path}$`));
      await expectAxeClean();
      expect((await groupsOf(email)).rows).toEqual([]);

      await main.getByLabel(l.password, { exact: true }).fill("a-long-secret-1");
      await main.getByLabel(l.company).fill("Kowalska Sp. z o.o.");
      await main.getByRole("button", { name: p.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${p.path}\\?signedUp=1$`));
      await expect(main.getByRole("status")).toContainText(p.title);
      await expectAxeClean();

      // Shopware's RegisterRoute: the customer stays in the default group with the trade group requested.
      const { rows, tradeId, defaultId } = await groupsOf(email);
      expect(rows).toEqual([
        { group_id: defaultId, requested_group_id: tradeId, account_type: "business", company: "Kowalska Sp. z o.o." },
      ]);

      if (javaScriptEnabled) {
        for (const [name, width, height] of [
          ["desktop", 1280, 900],
          ["phone", 390, 844],
        ] as const) {
          await page.setViewportSize({ width, height });
          await page.goto(p.path);
          await page.screenshot({ path: testInfo.outputPath(`trade-account-${name}.png`), fullPage: true });
        }
      }
    });
  });
}

test("the registration page of a group whose registration is not open is a 404", async ({ page }) => {
  const response = await page.goto(`/customer-group-registration/${"0".repeat(32)}`);
  expect(response?.status()).toBe(404);
});

test("the technical path of the trade group's registration page redirects to its SEO URL", async ({
  page,
  axeViolations,
}) => {
  const { tradeId } = await groupsOf("nobody@example.com");
  const response = await page.goto(`/testde/customer-group-registration/${tradeId}`);
  expect(response?.url()).toMatch(/\/testde\/haendlerkonto$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Händlerkonto");
  await expect(page.getByRole("main").getByLabel("Firma")).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});
