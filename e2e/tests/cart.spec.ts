import type { Page } from "@playwright/test";
import { appHydrated, holdScripts, untilHydrated } from "../support/hydration";
import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";

/** Issue 4 cart journeys: add from listings and product pages, side cart, cart page, codes, stock, tabs. */
const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt
const MAHJONG = "/detail/3de6527d0f89da07c2464d8c7726c430"; // Mahjong Set: a closeout with little stock, never ordered in e2e

/** The cart forms carry a hidden js=1 once the app has hydrated; before that a click posts the plain form. */
async function hydrated(page: Page) {
  await appHydrated(page);
}

async function addFromProductPage(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  const sideCart = page.getByRole("dialog", { name: "Your cart" });
  await expect(sideCart.getByText("Products added to cart")).toBeVisible();
  return sideCart;
}

test("add from a listing: the side cart opens, traps focus, closes on Escape and the counter counts", async ({
  page,
}) => {
  await page.goto("/clothing/");
  await hydrated(page);
  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("button", { name: /Add to cart/ }) })
    .first();
  await card.getByRole("button", { name: /Add to cart/ }).click();
  const sideCart = page.getByRole("dialog", { name: "Your cart" });
  await expect(sideCart.getByText("Products added to cart")).toBeVisible();
  await expect(sideCart.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sideCart).toBeHidden();
  await expect(page.getByRole("link", { name: "Cart (1)" })).toBeVisible();

  // The header button opens the drawer again; focus goes back to it afterwards.
  const cartButton = page.getByRole("link", { name: "Cart (1)" });
  await cartButton.click();
  await expect(sideCart).toBeVisible();
  await sideCart.getByRole("button", { name: "Close cart" }).click();
  await expect(cartButton).toBeFocused();
});

test("cart page: quantities change at once, removal leads to the empty cart; axe-clean", async ({
  page,
  axeViolations,
}) => {
  await addFromProductPage(page, SHIRT);
  await page.goto("/checkout/cart");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: /Shopping cart/ })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
  await page.getByRole("button", { name: "Increase quantity of Striped Breton Shirt" }).click();
  await expect(page.getByRole("spinbutton", { name: "Quantity of Striped Breton Shirt" })).toHaveValue("2");
  await expect(page.getByText("2 items")).toBeVisible();
  await page.getByRole("button", { name: "Remove Striped Breton Shirt from the cart" }).click();
  await expect(page.getByText("Your shopping cart is empty")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();
  expect(await axeViolations()).toEqual([]);
});

test("promotion codes: an unknown one is named, WELCOME10 becomes a line with its code", async ({ page }) => {
  await addFromProductPage(page, SHIRT);
  await page.goto("/checkout/cart");
  await hydrated(page);
  const code = page.getByRole("complementary").getByLabel("Promotion code");
  await code.fill("NOPE-123");
  await page.getByRole("complementary").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText('The promotion code "NOPE-123" could not be found.').first()).toBeVisible();
  await code.fill("WELCOME10");
  await page.getByRole("complementary").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Promotion code: WELCOME10")).toBeVisible();
});

test("a quantity above the stock is adjusted with the spec's message", async ({ page }) => {
  await addFromProductPage(page, MAHJONG);
  await page.goto("/checkout/cart");
  await hydrated(page);
  const quantity = page.getByRole("spinbutton", { name: "Quantity of Mahjong Set" });
  await quantity.fill("50");
  await quantity.press("Enter");
  await expect(page.getByText(/The product Mahjong Set is only available \d+ times/).first()).toBeVisible();
  await expect(quantity).not.toHaveValue("50");
});

test.describe(() => {
  test.use({ javaScriptEnabled: false });

  test("without JavaScript a card posts, and the cart page lists the product", noJsTwin(), async ({ page }) => {
    await page.goto(SHIRT);
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(page.getByText("Products added to cart")).toBeVisible();
    await page.goto("/checkout/cart");
    await page.getByRole("button", { name: "Increase quantity of Striped Breton Shirt" }).click();
    await expect(page.getByRole("spinbutton", { name: "Quantity of Striped Breton Shirt" })).toHaveValue("2");
  });
});

test("two tabs: adding in one updates the other's counter", async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await second.goto("/clothing/");
  await hydrated(second);
  await expect(second.getByRole("link", { name: "Cart (0)" })).toBeVisible();
  await addFromProductPage(first, SHIRT);
  await expect(first.getByRole("link", { name: "Cart (1)" })).toBeVisible();
  await expect(second.getByRole("link", { name: "Cart (1)" })).toBeVisible();
});

// A quantity typed while the page is still loading its scripts stays in the field once the app takes over.
test("a quantity typed before the cart page became interactive is kept", async ({ page }) => {
  await addFromProductPage(page, SHIRT);
  const release = await holdScripts(page);
  await page.goto("/checkout/cart", { waitUntil: "commit" });
  const field = page.getByRole("spinbutton", { name: /Quantity of/ }).first();
  await field.fill("3");
  release();
  await untilHydrated(page, "main input[name=quantity]");
  await expect(field).toHaveValue("3");
});
