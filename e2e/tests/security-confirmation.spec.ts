import { appHydrated } from "../support/hydration";
import type { Page } from "@playwright/test";
import { loginInBrowser, uniqueEmail } from "../support/customers";
import { waitForMail } from "../support/mail";
import { contextTokenOf } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 12 L2: the registration-confirmation link logs in only the browser that registered. Someone else's link
 * (an attacker registers and sends the victim the link: login CSRF) confirms the account but leaves the opener logged
 * out, with their own session and cart untouched, and asks to log in. Also M1: the link's redirectTo stays on the shop.
 */
test.describe.configure({ timeout: 60_000 });

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e";

async function registerInBrowser(page: Page, email: string): Promise<string> {
  await page.goto("/register");
  const main = page.getByRole("main");
  await main.getByLabel("First name").fill("Mallory");
  await main.getByLabel("Last name").fill("Attacker");
  await main.getByLabel("Street address").fill("Hauptstraße 5");
  await main.getByLabel("Postal code").fill("10115");
  await main.getByLabel("City").fill("Berlin");
  await main.getByLabel("Country").selectOption({ label: "Germany" });
  await main.getByLabel("Email address").fill(email);
  await main.getByLabel("Password").fill("a-long-secret-1");
  await main.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for signing up!");
  const mail = await waitForMail(email, "customer.double_opt_in_registration");
  const link = mail.links.find((href) => href.includes("/registration/confirm"));
  expect(link).toBeTruthy();
  return link as string;
}

test("someone else's confirmation link confirms the account but does not log the opener in", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("l2-attacker");
  const link = await registerInBrowser(page, email);

  // The victim: another browser, with a cart of their own.
  const victim = await browser.newContext({ baseURL });
  const victimPage = await victim.newPage();
  await victimPage.goto(SHIRT);
  await appHydrated(victimPage);
  await victimPage.getByRole("button", { name: "Add to cart" }).first().click();
  await expect(victimPage.getByRole("dialog", { name: "Your cart" }).getByText("Products added to cart")).toBeVisible();
  const tokenBefore = await contextTokenOf(victim);

  await victimPage.goto(link);
  await expect(
    victimPage.getByRole("status").filter({ hasText: "Your account has been confirmed. Please log in to continue." }),
  ).toBeVisible();
  await expect(victimPage.getByRole("link", { name: "Go to the login page" })).toBeVisible();
  // Not logged in, same session, cart still there.
  expect(await contextTokenOf(victim)).toBe(tokenBefore);
  await victimPage.goto("/account");
  await expect(victimPage).toHaveURL(/\/login\?redirectTo=%2Faccount$/);
  await victimPage.goto("/checkout/cart");
  await expect(victimPage.getByRole("main").getByText("Striped Breton Shirt").first()).toBeVisible();
  await victim.close();

  // The account was confirmed: its owner logs in with the password.
  await page.context().clearCookies();
  await loginInBrowser(page, { email, password: "a-long-secret-1" });
  await expect(page).toHaveURL(/\/account$/);
});

test("in the browser that registered, the link logs in, and a hostile redirectTo on it stays on the shop", async ({
  page,
}) => {
  const link = await registerInBrowser(page, uniqueEmail("l2-owner"));
  await page.goto(`${link}&redirectTo=${encodeURIComponent("/\t/evil.example/")}`);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hello, Mallory Attacker");
});
