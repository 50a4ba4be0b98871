import type { Page } from "@playwright/test";
import { expect, test } from "../support/test";

/**
 * Issue 14, one page grid: the header, the page's content and the footer start at the same left edge on every page
 * (shop and checkout layouts alike), at desktop and phone widths, so nothing sits a few pixels off its neighbours.
 */
test.describe.configure({ timeout: 120_000 });

const SHIRT = "/detail/612e50122c1eefa445e8d161fb243c9e";
const PAGES = [
  { name: "home", path: "/", main: false },
  { name: "category", path: "/clothing/", main: true },
  { name: "category (de)", path: "/testde/bekleidung/", main: true },
  { name: "product", path: SHIRT, main: true },
  { name: "search", path: "/pl-PL/search?search=shirt", main: true },
  { name: "no results", path: "/search?search=qwxzv", main: true },
  { name: "cart", path: "/checkout/cart", main: true },
  { name: "checkout", path: "/testde/checkout", main: true },
  { name: "sign-in", path: "/pl-PL/login", main: true },
  { name: "not found", path: "/testde/no-such-page", main: true },
];

/** Left edges of the first visible element of the header row, the main content and the footer. */
async function edges(page: Page, withMain: boolean): Promise<Record<string, number>> {
  const left = async (selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} is not visible on ${page.url()}`);
    return Math.round(box.x);
  };
  const result: Record<string, number> = {
    header: await left("header :is(a, button):visible"),
    footer: await left("footer :is(h2, p):visible"),
  };
  if (withMain) result.main = await left("main :is(h1, nav):visible");
  return result;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`header, content and footer share one left edge on every page at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const seen: Record<string, Record<string, number>> = {};
    for (const entry of PAGES) {
      await page.goto(entry.path);
      seen[entry.name] = await edges(page, entry.main);
    }
    const all = new Set(Object.values(seen).flatMap((byPart) => Object.values(byPart)));
    expect(all.size, `left edges: ${JSON.stringify(seen)}`).toBe(1);
  });
}
