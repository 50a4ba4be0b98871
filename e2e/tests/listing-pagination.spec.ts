import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { eachLocale, noJsTwin } from "../support/one-engine";

/**
 * One pagination pattern on every listing (issue 14): numbered pages with previous/next links in one labelled
 * navigation landmark, the page in the URL, no "load more" beside it, in every language and without JavaScript.
 */
// Search pages ask for 2 per page: the demo catalogue has fewer than 10 shirts, and the pattern is what counts.
const LISTINGS = [
  {
    locale: "en-GB",
    category: "/clothing/",
    search: "/search?search=shirt&limit=2",
    pages: "Pages",
    page: "Page {n}",
    next: "Next page",
    previous: "Previous page",
    loadMore: /load more|show more/i,
  },
  {
    locale: "pl-PL",
    category: "/pl-PL/odziez/",
    search: "/pl-PL/search?search=shirt&limit=2",
    pages: "Strony",
    page: "Strona {n}",
    next: "Następna strona",
    previous: "Poprzednia strona",
    loadMore: /pokaż więcej|załaduj więcej/i,
  },
  {
    locale: "testde",
    category: "/testde/bekleidung/",
    search: "/testde/search?search=shirt&limit=2",
    pages: "Seiten",
    page: "Seite {n}",
    next: "Nächste Seite",
    previous: "Vorherige Seite",
    loadMore: /mehr laden|mehr anzeigen/i,
  },
] as const;

/** The hrefs of every link on the page that leads to page 2 of this listing. */
async function linksToPage2(page: Page): Promise<string[]> {
  return page
    .locator("main a[href]")
    .evaluateAll((links) =>
      links
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => new URL(href).searchParams.get("p") === "2"),
    );
}

async function expectOneWayToPage2(page: Page, listing: (typeof LISTINGS)[number]) {
  const main = page.getByRole("main");
  await expect(main.getByRole("article").first()).toBeVisible();
  // No second pattern: nothing labelled "load more" in any form, link or button.
  await expect(main.getByRole("link", { name: listing.loadMore })).toHaveCount(0);
  await expect(main.getByRole("button", { name: listing.loadMore })).toHaveCount(0);
  // Exactly one pagination landmark, and every way to page 2 lives in it (page number and "next").
  const nav = main.getByRole("navigation", { name: listing.pages, exact: true });
  await expect(nav).toHaveCount(1);
  const inNav = await nav
    .locator("a[href]")
    .evaluateAll((links) =>
      links
        .map((link) => (link as HTMLAnchorElement).href)
        .filter((href) => new URL(href).searchParams.get("p") === "2"),
    );
  expect(inNav.length).toBeGreaterThan(0);
  expect(await linksToPage2(page)).toEqual(inNav);
  await expect(nav.getByRole("link", { name: listing.page.replace("{n}", "1"), exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: listing.next, exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: listing.previous, exact: true })).toHaveCount(0);
}

for (const [listing, repeat] of eachLocale(LISTINGS)) {
  test.describe(`pagination (${listing.locale})`, repeat, () => {
    test("a category page offers exactly one way to the next page", async ({ page }) => {
      await page.goto(listing.category);
      await expectOneWayToPage2(page, listing);
    });

    test("a search results page offers exactly one way to the next page", async ({ page }) => {
      await page.goto(listing.search);
      await expectOneWayToPage2(page, listing);
    });
  });
}

test.describe("pagination with the keyboard", () => {
  test("next, numbered and previous links keep the page, sort and filters in the URL", async ({ page }) => {
    await page.goto("/clothing/?order=name-desc");
    const nav = page.getByRole("navigation", { name: "Pages", exact: true });
    await nav.getByRole("link", { name: "Next page" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/[?&]p=2(&|$)/);
    await expect(page).toHaveURL(/order=name-desc/);
    await expect(nav.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");
    const names = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(names.length).toBeGreaterThan(0);
    // Page 2 replaces page 1: the first card of page 1 is not shown any more.
    await nav.getByRole("link", { name: "Previous page" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).not.toHaveURL(/[?&]p=/);
    await expect(nav.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute("aria-current", "page");
    const first = await page.getByRole("main").getByRole("article").getByRole("heading").allTextContents();
    expect(first.filter((name) => names.includes(name))).toEqual([]);
  });
});

test.describe("pagination without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [listing, repeat] of eachLocale(LISTINGS)) {
    test(`one pattern, and the next page is a plain link (${listing.locale})`, noJsTwin(repeat), async ({ page }) => {
      await page.goto(listing.category);
      await expectOneWayToPage2(page, listing);
      await page
        .getByRole("navigation", { name: listing.pages, exact: true })
        .getByRole("link", { name: listing.next, exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]p=2(&|$)/);
      await expect(page.getByRole("link", { name: listing.page.replace("{n}", "2"), exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("link", { name: listing.previous, exact: true })).toBeVisible();
    });
  }
});
