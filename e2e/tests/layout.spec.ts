import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { eachLocale } from "../support/one-engine";

// Issue 14, navigation and layout: the header fits, stays at hand, and the products of a category show without scrolling.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const CATEGORY = "/clothing/";

/** Top of the first product card's image on a category page, relative to the viewport. */
async function firstCardImageTop(page: Page): Promise<number> {
  const box = await page.getByRole("main").getByRole("article").first().locator("img").first().boundingBox();
  if (!box) throw new Error("the first product card has no visible image");
  return box.y;
}

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  for (const [[path, name], repeat] of eachLocale([
    ["/", "Main navigation"],
    ["/pl-PL", "Nawigacja główna"],
    ["/testde", "Hauptnavigation"],
  ] as const)) {
    test(`the main menu fits one line at 1280 px (${path})`, repeat, async ({ page }) => {
      await page.goto(path);
      const items = page.getByRole("banner").getByRole("navigation", { name }).locator(":scope > ul > li");
      const tops = await items.evaluateAll((elements) =>
        elements.map((element) => Math.round(element.getBoundingClientRect().top)),
      );
      expect(tops.length).toBeGreaterThan(3);
      expect(new Set(tops).size, `top-level item rows: ${tops.join(", ")}`).toBe(1);
      // …and the row ends inside the header's column, not past it.
      const columnRight = await page
        .getByRole("banner")
        .getByRole("navigation", { name })
        .evaluate((nav) => {
          const column = nav.parentElement as HTMLElement;
          return column.getBoundingClientRect().right - parseFloat(getComputedStyle(column).paddingRight);
        });
      const last = await items.last().boundingBox();
      expect((last?.x ?? Infinity) + (last?.width ?? 0)).toBeLessThanOrEqual(columnRight + 8);
    });
  }

  test("the header stays on screen, slimmer, after scrolling", async ({ page }) => {
    await page.goto(CATEGORY);
    const header = page.getByRole("banner");
    const before = await header.boundingBox();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeInViewport();
    const after = await header.boundingBox();
    expect(after?.height ?? Infinity).toBeLessThan(before?.height ?? 0);
  });

  test("a category page shows products above the fold", async ({ page }) => {
    await page.goto(CATEGORY);
    expect(await firstCardImageTop(page)).toBeLessThan(DESKTOP.height - 150);
  });
});

test.describe("phone header", () => {
  test.use({ viewport: PHONE });

  test("is one compact row with menu, logo, search, account and cart", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    const box = await header.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThanOrEqual(64);
    await expect(header.getByRole("link", { name: "Open menu" })).toBeInViewport();
    await expect(header.getByRole("link", { name: "Search" })).toBeInViewport();
    await expect(header.getByRole("link", { name: "Account" })).toBeInViewport();
    await expect(header.getByRole("link", { name: /^Cart/ })).toBeInViewport();
  });

  test("stays on screen after scrolling", async ({ page }) => {
    await page.goto(CATEGORY);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect.poll(async () => (await page.getByRole("banner").boundingBox())?.y).toBe(0);
    await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toBeInViewport();
  });

  test("language and currency are in the footer", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(
      footer.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }),
    ).toBeVisible();
    await expect(footer.getByLabel("Currency")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("navigation", { name: "Language" })).toHaveCount(0);
    await expect(page.getByRole("banner").getByLabel("Currency")).toHaveCount(0);
  });

  test("a category page shows products above the fold", async ({ page }) => {
    await page.goto(CATEGORY);
    expect(await firstCardImageTop(page)).toBeLessThan(PHONE.height - 150);
  });
});

const NOT_FOUND = [
  { path: "/nope", search: "Search products", categories: "Shop by category" },
  { path: "/pl-PL/nope", search: "Szukaj produktów", categories: "Kategorie" },
  { path: "/testde/nope", search: "Produkte suchen", categories: "Kategorien" },
];

for (const [entry, repeat] of eachLocale(NOT_FOUND)) {
  test(
    `the 404 page offers a search and the top categories (${entry.path})`,
    repeat,
    async ({ page, axeViolations }) => {
      const response = await page.goto(entry.path);
      expect(response?.status()).toBe(404);
      const main = page.getByRole("main");
      const search = main.getByRole("searchbox", { name: entry.search });
      await expect(search).toBeVisible();
      const categories = main.getByRole("navigation", { name: entry.categories }).getByRole("link");
      expect(await categories.count()).toBeGreaterThanOrEqual(3);
      const prefix = entry.path.replace(/\/nope$/, "");
      for (const href of await categories.evaluateAll((links) =>
        links.map((link) => link.getAttribute("href") ?? ""),
      )) {
        expect(href.startsWith(`${prefix}/`)).toBe(true);
      }
      expect(await axeViolations()).toEqual([]);
      await search.fill("shirt");
      await search.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?search=shirt`));
    },
  );
}
