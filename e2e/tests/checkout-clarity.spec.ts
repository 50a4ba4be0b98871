import { appHydrated } from "../support/hydration";
import type { Page } from "@playwright/test";
import { continueAsGuest } from "../support/customers";
import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";

/**
 * Issue 14, checkout clarity: every shipping option with its price, in a stable order; the discount as its own row
 * of the totals; step 5 headed like steps 1–4; free-shipping progress in the cart (from the Standard method's
 * price tiers: €4.99 below €50, free from €50); the cart page keeps the logo link and help.
 */
test.describe.configure({ timeout: 120_000 });

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt, €39.95

async function addShirt(page: Page, prefix = "") {
  await page.goto(`${prefix}${SHIRT}`);
  await appHydrated(page);
  await page
    .getByRole("button", { name: /^(Add to cart|Do koszyka|In den Warenkorb)$/ })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
}

const totals = (page: Page) =>
  page
    .locator("dl")
    .filter({ has: page.getByTestId("cart-total") })
    .first();

test("en: the cart shows free-shipping progress, the logo link and help; a promotion is its own totals row", async ({
  page,
  axeViolations,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await addShirt(page);
  await page.goto("/checkout/cart");
  await expect(page.getByRole("banner").getByRole("link", { name: "Demo Store" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner").getByRole("link", { name: /Help/ })).toBeVisible();
  // €50.00 − €39.95 in the shop's format, and a progress bar of the same.
  await expect(page.getByText("Add €10.05 more for free shipping")).toBeVisible();
  const bar = page.getByRole("progressbar", { name: "Add €10.05 more for free shipping" });
  await expect(bar).toHaveAttribute("aria-valuenow", "80");

  await page.getByLabel("Promotion code").fill("WELCOME10");
  await page.getByRole("button", { name: "Apply", exact: true }).click();
  await expect(page.getByText("Promotion code: WELCOME10")).toBeVisible();
  const rows = totals(page);
  await expect(rows.getByText("Subtotal")).toBeVisible();
  await expect(rows.getByText("Discount", { exact: true })).toBeVisible();
  await expect(rows.locator("dd").filter({ hasText: /^−€4\.00$/ })).toBeVisible();
  // The subtotal is the products' sum before the discount.
  await expect(rows.locator("div", { has: page.getByText("Subtotal") }).locator("dd")).toHaveText("€39.95");
  expect(await axeViolations()).toEqual([]);
});

test("en: shipping options show their prices and keep their order; step 5 is headed like steps 1–4", async ({
  page,
  axeViolations,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await addShirt(page);
  await page.goto("/checkout");
  await continueAsGuest(page);
  const shipping = page.getByRole("region", { name: "Shipping method" });
  const names = async () =>
    await shipping
      .getByRole("radio")
      .evaluateAll((radios) => radios.map((radio) => radio.closest("label")?.textContent ?? ""));
  const before = await names();
  expect(before.map((text) => text.trim().split(/[\s\d]/)[0])).toEqual(["Standard", "Express", "Pick-up"]);
  await expect(shipping.getByRole("radio", { name: /Standard.*€4\.99/ })).toBeVisible();
  await expect(shipping.getByRole("radio", { name: /Express.*€9\.99/ })).toBeVisible();
  await expect(shipping.getByRole("radio", { name: /Pick-up in store.*Free/ })).toBeVisible();

  await shipping.getByRole("radio", { name: /Express/ }).check();
  await expect(page.getByText("The shipping method has been changed.")).toBeVisible();
  await expect(shipping.getByRole("radio", { name: /Express/ })).toBeChecked();
  expect(await names()).toEqual(before);

  // Step 5's heading: the number in the same badge as 1–4, the name alone as its accessible name.
  const review = page.getByRole("heading", { name: "Review your order", exact: true });
  await expect(review).toBeVisible();
  const badge = (heading: ReturnType<Page["getByRole"]>) =>
    heading
      .locator("span")
      .first()
      .evaluate((span) => ({
        text: span.textContent,
        background: getComputedStyle(span).backgroundColor,
        radius: getComputedStyle(span).borderRadius,
      }));
  const first = await badge(page.getByRole("heading", { name: "Your details", exact: true }));
  const fifth = await badge(review);
  expect(fifth).toEqual({ ...first, text: "5" });
  expect(await axeViolations()).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("pl: the cart's free-shipping progress and discount row", noJsTwin(), async ({ page }) => {
    await page.goto(`/pl-PL${SHIRT}`);
    await page.getByRole("button", { name: "Do koszyka" }).first().click();
    await page.goto("/pl-PL/checkout/cart");
    await expect(page.getByText(/Do darmowej dostawy brakuje 10,05/)).toBeVisible();
    await page.getByLabel("Kod promocyjny").fill("WELCOME10");
    await page.getByRole("button", { name: "Zastosuj", exact: true }).click();
    await expect(totals(page).getByText("Rabat", { exact: true })).toBeVisible();
  });
});
