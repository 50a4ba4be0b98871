import { expect, test } from "../support/test";

/**
 * Without JavaScript the add-to-cart forms really POST to the cart route of issue 4. Until it
 * lands, the shopper must come back to the same page with an honest notice, never a 405.
 */
test.describe("add to cart without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a product card posts, returns to the category and says the cart is coming soon", async ({ page }) => {
    await page.goto("/clothing/");
    const responses: number[] = [];
    page.on("response", (response) => responses.push(response.status()));
    await page.getByRole("button", { name: "Add to cart" }).first().click();
    await expect(page).toHaveURL(/\/clothing\/$/);
    expect(responses).toContain(303);
    expect(responses).not.toContain(405);
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toHaveText("This is coming soon – nothing was changed yet.");
    // One-shot: the notice is gone on the next page.
    await page.reload();
    await expect(page.getByRole("region", { name: "Notifications" }).getByRole("status")).toHaveCount(0);
  });

  test("the buy box posts and returns to the product page in Polish", async ({ page }) => {
    await page.goto("/pl-PL/kubek-z-kamionki/hk-3202.3");
    const url = page.url();
    await page.getByRole("button", { name: "Dodaj do koszyka" }).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("region", { name: "Powiadomienia" }).getByRole("status")).toContainText("wkrótce");
  });

  test("a post without a referer lands on the locale root", async ({ request }) => {
    const response = await request.post("/testde/checkout/cart", { form: { intent: "add", productId: "x" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
    expect(response.headers()["location"]).toBe("/testde");
  });
});
