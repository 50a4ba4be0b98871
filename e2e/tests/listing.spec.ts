import type { Page } from "@playwright/test";
import { noJsTwin } from "../support/one-engine";
import { expect, test } from "../support/test";
import { appHydrated, holdScripts } from "../support/hydration";

const CATEGORY = "/clothing/";

/** The listing's result count ("18 products") as a number. */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByRole("heading", { name: /^\d+ products?$/ }).textContent();
  return Number.parseInt(text ?? "", 10);
}

const cards = (page: Page) => page.getByRole("article");

async function openCategoryFromNavigation(page: Page) {
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Clothing", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/clothing\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Clothing" })).toBeVisible();
}

test.describe("category listing", () => {
  test("browse to a category and filter by manufacturer, property and price", async ({ page }) => {
    test.setTimeout(60_000);
    await openCategoryFromNavigation(page);
    const total = await resultCount(page);
    expect(total).toBeGreaterThan(12);
    await expect(cards(page)).toHaveCount(12);

    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page.getByRole("link", { name: "Remove filter: Nordlicht Textil" })).toBeVisible();
    // The count heading re-renders after the URL changes: poll instead of reading it once.
    await expect.poll(() => resultCount(page)).toBeLessThan(total);
    const byManufacturer = await resultCount(page);

    await page.getByRole("checkbox", { name: "Navy" }).check();
    await expect(page).toHaveURL(/properties=[0-9a-f]{32}/);
    await expect(page.getByRole("link", { name: "Remove filter: Colour: Navy" })).toBeVisible();

    await page.getByRole("link", { name: "Remove filter: Colour: Navy" }).click();
    await expect(page).not.toHaveURL(/properties=/);
    await page.getByLabel("Minimum price").fill("50");
    await page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/min-price=50/);
    await expect(page).not.toHaveURL(/max-price/);
    await expect(page).toHaveURL(/manufacturer=/);
    await expect(page.getByRole("link", { name: "Remove filter: From €50.00" })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(byManufacturer);

    await page.getByRole("link", { name: "Reset all" }).first().click();
    await expect(page).toHaveURL(/\/clothing\/$/);
    await expect.poll(() => resultCount(page)).toBe(total);
  });

  test("sort and paginate", async ({ page }) => {
    await page.goto(CATEGORY);
    const total = await resultCount(page);

    await page.getByLabel("Sort by").selectOption({ label: "Name Z-A" });
    await expect(page).toHaveURL(/order=name-desc/);
    const names = await cards(page).getByRole("heading").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));

    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect(page).toHaveURL(/order=name-desc/);
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

    // The next page replaces the first one (one pagination pattern, the page in the URL).
    await page.goto(CATEGORY);
    const firstPage = await cards(page).getByRole("heading").allTextContents();
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/clothing\/\?p=2$/);
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));
    const secondPage = await cards(page).getByRole("heading").allTextContents();
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  });

  test("per-page selector changes the page size", async ({ page }) => {
    await page.goto(CATEGORY);
    await page.getByLabel("Per page").selectOption("24");
    await expect(page).toHaveURL(/limit=24/);
    await expect(cards(page)).toHaveCount(Math.min(24, await resultCount(page)));
  });

  // A shopper on a slow line picks a page size before the scripts have run: the change went to no handler, and the
  // Apply button is only there without JavaScript. The choice applies once the app takes over.
  test("a page size chosen before the page became interactive applies once it is", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(CATEGORY, { waitUntil: "commit" });
    await page.getByLabel("Per page").selectOption("24");
    release();
    await expect(page).toHaveURL(/limit=24/);
    await expect(page.getByLabel("Per page")).toHaveValue("24");
  });

  // Issue 14, "a sensible default per page": the shop's core.listing.productsPerPage (12 in the demo shop), not a
  // number of the storefront's own, and one that fills whole rows of the 2-, 3- and 4-column grid.
  for (const viewport of [
    { width: 1280, height: 800, columns: 4 },
    { width: 390, height: 844, columns: 2 },
  ]) {
    test(`the first page fills whole rows at ${viewport.width} px, by the shop's page size`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const path of [CATEGORY, "/testde/bekleidung/", "/pl-PL/search?search=e"]) {
        await page.goto(path);
        const shown = await cards(page).count();
        expect(shown, path).toBe(12);
        const tops = await cards(page).evaluateAll((elements) =>
          elements.map((element) => Math.round(element.getBoundingClientRect().top)),
        );
        const rows = new Map<number, number>();
        for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
        expect([...rows.values()], `${path}: cards per row`).toEqual(
          Array(shown / viewport.columns).fill(viewport.columns),
        );
        await expect(page.getByRole("combobox", { name: /^(Per page|Pro Seite|Na stronie)$/ })).toHaveValue("12");
      }
    });
  }

  test("cards show price, link to the product and offer options or the cart", async ({ page }) => {
    await page.goto(CATEGORY);
    const card = cards(page).filter({ hasText: "Linen Shirt" });
    await expect(card.getByText(/^from €\d/)).toBeVisible();
    await expect(card.getByRole("link", { name: "Choose options" })).toBeVisible();
    await expect(card.getByRole("button", { name: "Add Linen Shirt to wishlist" })).toBeVisible();
    // The picture is decorative (alt="") next to the linked name, so it has no img role.
    const image = card.locator("img").first();
    await expect(image).toHaveAttribute("srcset", /280w/);
    // A simple product goes straight into the cart; the side cart opens with the outcome (the app's: before hydration
    // the button posts the plain form, which "without JavaScript a card posts" in cart.spec covers).
    await appHydrated(page);
    await cards(page).filter({ hasText: "Chino Shorts" }).getByRole("button", { name: "Add to cart" }).click();
    const sideCart = page.getByRole("dialog", { name: "Your cart" });
    await expect(sideCart.getByText("Products added to cart")).toBeVisible();
    await page.keyboard.press("Escape");
    await card.getByRole("link", { name: "Linen Shirt" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Linen Shirt");
  });

  test("is axe clean", async ({ page, axeViolations }) => {
    await page.goto(`${CATEGORY}?order=price-asc`);
    await expect(cards(page).first()).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });
});

test.describe("listing without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters, sorts and pages through GET forms and links", noJsTwin(), async ({ page }) => {
    await page.goto(CATEGORY);
    const total = await resultCount(page);
    await page.getByRole("checkbox", { name: "Nordlicht Textil" }).check();
    await page.getByRole("checkbox", { name: "Free shipping" }).check();
    await page.getByRole("form", { name: "Filters" }).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/manufacturer=[0-9a-f]{32}/);
    await expect(page).toHaveURL(/shipping-free=1/);
    await expect(page.getByRole("link", { name: "Remove filter: Free shipping" })).toBeVisible();
    await expect.poll(() => resultCount(page)).toBeLessThan(total);

    await page.getByRole("link", { name: "Reset all" }).first().click();
    await page.getByLabel("Sort by").selectOption({ label: "Price descending" });
    await page.getByRole("button", { name: "Apply" }).last().click();
    await expect(page).toHaveURL(/order=price-desc/);

    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect(page).toHaveURL(/order=price-desc/);
    await expect(cards(page)).toHaveCount(Math.min(12, total - 12));

    // The page numbers are plain links too.
    await page.goto(CATEGORY);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/p=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  });
});

test("listing works in Polish with Polish prices", async ({ page }) => {
  await page.goto("/pl-PL");
  await page
    .getByRole("navigation", { name: "Nawigacja główna" })
    .getByRole("link", { name: "Odzież", exact: true })
    .first()
    .click();
  await expect(page.getByText(/^\d+ produkt(y|ów)?$/)).toBeVisible();
  await expect(page.getByLabel("Sortuj według")).toBeVisible();
  await expect(
    cards(page)
      .first()
      .getByText(/\d,\d\d\s€/)
      .first(),
  ).toBeVisible();
});
