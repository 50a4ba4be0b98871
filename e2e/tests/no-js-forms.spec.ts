import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";

/**
 * Without JavaScript the add-to-cart forms really POST to /_action/cart: the shopper comes back to the same page
 * (303) with a one-shot notice, never a 405 or a blank page.
 */
test.describe("add to cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product card posts, returns to the category and says the product was added", noJsTwin(), async ({ page }) => {
    await page.goto("/clothing/");
    const responses: number[] = [];
    page.on("response", (response) => responses.push(response.status()));
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(page).toHaveURL(/\/clothing\/$/);
    expect(responses).toContain(303);
    expect(responses).not.toContain(405);
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toContainText(
      "Products added to cart",
    );
    // One-shot: the notice is gone on the next page.
    await page.reload();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toHaveCount(0);
  });

  test("the buy box posts and returns to the product page in Polish", noJsTwin(), async ({ page }) => {
    await page.goto("/pl-PL/kubek-z-kamionki/hk-3202.3");
    const url = page.url();
    await page.getByRole("button", { name: "Dodaj do koszyka" }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("region", { name: "Powiadomienia" }).getByRole("status")).toContainText(
      "Produkty dodane do koszyka",
    );
  });

  test("a post without a referer lands on the locale's cart page", async ({ request }) => {
    const response = await request.post("/testde/_action/cart", {
      form: { intent: "add", productId: "x" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/testde/checkout/cart");
  });
});
