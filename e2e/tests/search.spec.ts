import { expect, test } from "../support/test";

const searchBox = (page: import("@playwright/test").Page, name = "Search products") =>
  page.getByRole("banner").getByRole("combobox", { name });

test.describe("search", () => {
  test("suggests products while typing and opens the one picked", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).pressSequentially("shirt", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(listbox).toBeVisible();
    const option = listbox.getByRole("option", { name: /Linen Shirt/ });
    await expect(option).toBeVisible();
    await expect(listbox.getByRole("option", { name: /Show all \d+ results/ })).toBeVisible();
    await option.click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Linen Shirt");
  });

  test("the keyboard moves through the suggestions; 'show all' opens the results page", async ({ page }) => {
    await page.goto("/");
    const input = searchBox(page);
    await input.pressSequentially("shirt", { delay: 30 });
    const showAll = page.getByRole("option", { name: /Show all \d+ results/ });
    await expect(showAll).toBeVisible();
    await input.press("ArrowUp");
    await expect(showAll).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await showAll.getAttribute("id")) ?? "");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/search\?search=shirt$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “shirt”");
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("the results page has the listing features and reset keeps the term", async ({ page }) => {
    await page.goto("/");
    await searchBox(page).fill("shirt");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?search=shirt/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “shirt”");

    await page.getByLabel("Sort by").selectOption({ label: "Price descending" });
    await expect(page).toHaveURL(/order=price-desc/);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await expect(page).toHaveURL(/manufacturer=/);
    await page.getByRole("link", { name: "Reset all" }).first().click();
    await expect(page).not.toHaveURL(/manufacturer=/);
    await expect(page).toHaveURL(/search=shirt/);
    await expect(page).toHaveURL(/order=price-desc/);
  });

  test("says so when nothing matches", async ({ page }) => {
    await page.goto("/search?search=zzqxv");
    await expect(page.getByText("We found no products for “zzqxv”.")).toBeVisible();
    await page.goto("/search");
    await expect(page.getByText("Enter a search term to find products.")).toBeVisible();
  });

  test("works without JavaScript through the GET form", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/testde");
    await searchBox(page, "Produkte suchen").fill("leinen");
    await page.getByRole("banner").getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/testde\/search\?search=leinen/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchergebnisse für „leinen“");
    await expect(page.getByRole("article").filter({ hasText: "Leinenhemd" })).toBeVisible();
    // The header's box shows the term of the results page.
    await expect(searchBox(page, "Produkte suchen")).toHaveValue("leinen");
    await context.close();
  });

  test("is axe clean", async ({ page, axeViolations }) => {
    await page.goto("/pl-PL/search?search=koszula");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});
