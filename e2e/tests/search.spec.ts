import { holdScripts, untilHydrated } from "../support/hydration";
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

  // A shopper can type before the scripts have run: the term must survive hydration and Enter must search it.
  test("what was typed before the page became interactive is kept and searched", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await searchBox(page).fill("shirt");
    release();
    await untilHydrated(page, "header input[name=search]");
    await expect(searchBox(page)).toHaveValue("shirt");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/search\?search=shirt/);
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

  // A misspelt term finds nothing: the page offers close terms that do find products and the top categories, in
  // each language, without JavaScript (plain links) and axe-clean.
  const misspelt = [
    {
      prefix: "",
      term: "choclate",
      closeTerms: "Did you mean:",
      suggestion: "chocolate",
      categories: "Or browse our categories:",
      product: "Dark Chocolate",
    },
    {
      prefix: "/pl-PL",
      term: "klawaitura",
      closeTerms: "Czy chodziło Ci o:",
      suggestion: "klawiatura",
      categories: "Albo przejrzyj nasze kategorie:",
      product: "Klawiatura mechaniczna",
    },
    {
      prefix: "/testde",
      term: "kopfhöhrer",
      closeTerms: "Meinten Sie:",
      suggestion: "kopfhörer",
      categories: "Oder stöbern Sie in unseren Kategorien:",
      product: "Kabellose Kopfhörer",
    },
  ];
  for (const c of misspelt) {
    test(`no results for "${c.term}" suggests close terms and top categories, without JavaScript`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(`${c.prefix}/search?search=${encodeURIComponent(c.term)}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: c.closeTerms })).toBeVisible();
      const categories = main.getByRole("region", { name: c.categories });
      await expect(categories.getByRole("link").first()).toBeVisible();
      expect(await categories.getByRole("link").count()).toBeGreaterThanOrEqual(3);
      await main
        .getByRole("region", { name: c.closeTerms })
        .getByRole("link", { name: c.suggestion, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/search\\?search=`));
      await expect(page.getByRole("article").filter({ hasText: c.product }).first()).toBeVisible();
      await context.close();
    });
  }

  test("the no-results suggestions are axe clean", async ({ page, axeViolations }) => {
    for (const c of misspelt) {
      await page.goto(`${c.prefix}/search?search=${encodeURIComponent(c.term)}`);
      await expect(page.getByRole("heading", { level: 2, name: c.closeTerms })).toBeVisible();
      expect(await axeViolations()).toEqual([]);
    }
  });
});
