import { expect, test } from "../support/test";

/**
 * Issue 14: on a phone (390×844) a category page shows products above the fold: title, sub-category chips, the
 * low banner, "Show filters" and the toolbar follow each other without empty bands (the CMS blocks' desktop
 * margins and the sidebar section's desktop gaps do not apply once the section stacks). Without JavaScript, in
 * two languages.
 */
const PAGES = [
  { path: "/clothing/", filters: "Show filters" },
  { path: "/pl-PL/odziez/", filters: "Pokaż filtry" },
];

test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

for (const entry of PAGES) {
  test(`${entry.path} on a phone: no empty bands around the filters button, products above the fold`, async ({
    page,
  }) => {
    await page.goto(entry.path);
    const main = page.getByRole("main");
    const banner = await main.locator(".cms-block-image img").first().boundingBox();
    const filters = await main.getByRole("link", { name: entry.filters }).boundingBox();
    const count = await main
      .getByText(/^\d+ (products?|produkt\S*)$/)
      .first()
      .boundingBox();
    const firstProduct = await main.getByRole("article").first().boundingBox();
    if (!banner || !filters || !count || !firstProduct)
      throw new Error("banner, filters button, result count or product missing");
    expect(filters.y - (banner.y + banner.height), "banner → Show filters").toBeLessThanOrEqual(24);
    expect(count.y - (filters.y + filters.height), "Show filters → result count").toBeLessThanOrEqual(24);
    // The first row of products starts in the upper two thirds of the screen.
    expect(firstProduct.y).toBeLessThan(844 * (2 / 3));
  });
}
