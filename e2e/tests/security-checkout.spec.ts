import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { shopDatabase } from "../support/database";
import { appHydrated } from "../support/hydration";
import {
  addToCartByNumber,
  continueAsGuest,
  loginToken,
  orderCart,
  registerConfirmedCustomer,
} from "../support/customers";
import { contextTokenOf, storeApiPost } from "../support/store-api";
import { expect, test } from "../support/test";

/**
 * Issue 12 M2: "Place order" never charges another total than the confirmation page showed. The page's cart hash
 * goes with the order; when the cart changed in between (here: the one-use VIP code is redeemed by another shopper
 * while this one looks at the confirmation page), the order is not placed and the page comes back with what changed.
 * With JavaScript and without.
 */
test.describe.configure({ timeout: 90_000 });

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e"; // Striped Breton Shirt, stock 117

/**
 * A one-use code of the seeded VIP promotion for this attempt alone, added the way an operator's import adds one
 * (support/database.ts): a retry, or a second run against the same shop, would find a seeded code used up. Against a
 * backend whose database the tests do not reach (E2E_STORE_API_URL), the seeded code `seeded`.
 */
async function vipCode(seeded: string): Promise<string> {
  if (!process.env.E2E_SHOP_DATABASE_URL && !process.env.E2E_SQLITE_PATH) return seeded;
  const code = `VIP-E2E-${randomBytes(5).toString("hex").toUpperCase()}`;
  await shopDatabase().execute(
    "INSERT INTO promotion_individual_code (id, promotion_id, code, created_at) SELECT ?, promotion_id, ?, ? FROM promotion_individual_code WHERE code = ?",
    [randomBytes(16).toString("hex"), code, new Date().toISOString(), seeded],
  );
  return code;
}

/** Another shopper orders with `code` through the Store API: the one-use code is gone. */
async function redeemElsewhere(request: APIRequestContext, code: string): Promise<void> {
  const token = await loginToken(request, await registerConfirmedCustomer(request));
  await addToCartByNumber(request, token, "CL-1003", 2);
  const cart = await storeApiPost<{ lineItems: { type: string; referencedId: string }[] }>(
    request,
    "/checkout/cart/line-item",
    { items: [{ type: "promotion", referencedId: code }] },
    token,
  );
  expect(cart.data.lineItems.filter((item) => item.type === "promotion").map((item) => item.referencedId)).toEqual([
    code,
  ]);
  await orderCart(request, token);
}

async function orderCount(page: Page): Promise<number> {
  const token = (await contextTokenOf(page.context())) as string;
  const response = await storeApiPost<{ orders: { total: number } }>(
    page.request,
    "/order",
    { limit: 1, "total-count-mode": "exact" },
    token,
  );
  return response.status === 200 ? response.data.orders.total : -1;
}

async function confirmationPageWithCode(page: Page, code: string, javaScript: boolean): Promise<void> {
  await page.goto(SHIRT);
  if (javaScript) await appHydrated(page);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  if (javaScript) {
    const sideCart = page.getByRole("dialog", { name: "Your cart" });
    await expect(sideCart.getByText("Products added to cart")).toBeVisible();
    await sideCart.getByRole("button", { name: "Close cart" }).click();
  }
  await page.goto("/checkout/cart");
  if (javaScript) await appHydrated(page);
  await page.getByRole("complementary").getByLabel("Promotion code").fill(code);
  await page.getByRole("complementary").getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(`Promotion code: ${code}`)).toBeVisible();
  await page.goto("/checkout");
  await continueAsGuest(page);
  await expect(page.getByRole("complementary").getByText("VIP voucher €15")).toBeVisible();
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("a one-use code redeemed elsewhere meanwhile: no order at the higher total, the confirmation page again with the change", async ({
      page,
      request,
      axeViolations,
    }) => {
      const code = await vipCode(javaScript ? "VIP-0004" : "VIP-0005");
      await confirmationPageWithCode(page, code, javaScript);
      const review = page.getByRole("complementary");
      const shownTotal = (await review.locator("dl div").last().locator("dd").innerText()).trim();

      await redeemElsewhere(request, code);

      await page.getByLabel("I have read and accept the terms and conditions.").check();
      await page.getByRole("button", { name: "Place order" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Your order has not been placed" });
      await expect(alert).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(alert.getByText("The discount “VIP voucher €15” no longer applies.")).toBeVisible();
      await expect(
        alert.getByText(new RegExp(`The total changed from ${shownTotal.replace(/[.$€]/g, "\\$&")} to `)),
      ).toBeVisible();
      expect(await orderCount(page)).toBe(0);
      // The page shows the cart as it is now: no discount line.
      await expect(review.getByText("VIP voucher €15", { exact: true })).toHaveCount(0);
      if (javaScript) expect(await axeViolations()).toEqual([]); // axe runs as a script in the page

      // Confirmed again, the order goes through at the total now shown.
      const newTotal = (await review.locator("dl div").last().locator("dd").innerText()).trim();
      expect(newTotal).not.toBe(shownTotal);
      await page.getByLabel("I have read and accept the terms and conditions.").check();
      await page.getByRole("button", { name: "Place order" }).click();
      await expect(page).toHaveURL(/\/checkout\/success\/[0-9a-f]{32}/);
      await expect(page.getByText(newTotal).first()).toBeVisible();
      expect(await orderCount(page)).toBe(1);
    });
  });
}

test("the change is explained in the shopper's language (German shop)", async ({ page, request }) => {
  const code = await vipCode("VIP-0003");
  await confirmationPageWithCode(page, code, true);
  await page.goto("/testde/checkout");
  await expect(page.getByRole("complementary").getByText("VIP-Gutschein 15 €")).toBeVisible();
  await redeemElsewhere(request, code);
  await page.getByLabel("Ich habe die AGB gelesen und bin mit ihnen einverstanden.").check();
  await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Ihre Bestellung wurde nicht aufgegeben" });
  await expect(alert).toBeVisible();
  await expect(alert.getByText("Der Rabatt „VIP-Gutschein 15 €“ gilt nicht mehr.")).toBeVisible();
  await expect(alert.getByText(/Die Gesamtsumme hat sich von .* auf .* geändert\./)).toBeVisible();
  expect(await orderCount(page)).toBe(0);
});
