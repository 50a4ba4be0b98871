import { expect, test } from "../support/test";

/**
 * Issue 15, Lighthouse mobile (lcp-discovery-insight "fetchpriority=high should be applied"): whatever picture the
 * browser reports as the largest contentful paint of a catalogue page, at Lighthouse's phone size and at desktop
 * size, loads at once and asks for high priority. The LCP element is the browser's own verdict (PerformanceObserver),
 * not an assumption about which block is the hero.
 */
const PAGES = [
  { type: "home", path: "/" },
  { type: "category", path: "/clothing/" },
  { type: "product", path: "/canvas-sneakers/sh-2001.19" },
];
// Lighthouse's mobile emulation (Moto G Power) and a desktop window.
const SIZES = [
  { width: 412, height: 823 },
  { width: 1440, height: 900 },
];

test.describe("largest contentful paint", () => {
  for (const { type, path: pagePath } of PAGES) {
    for (const size of SIZES) {
      test(`the ${type} page's LCP picture at ${size.width}×${size.height} asks for high priority`, async ({
        browser,
        baseURL,
      }) => {
        const context = await browser.newContext({ viewport: size, baseURL });
        const page = await context.newPage();
        // The server-rendered page is what paints first: without the app's scripts no re-render swaps the element.
        await page.route(/\.js(\?|$)/, (route) => route.abort());
        await page.goto(pagePath);
        await page.waitForLoadState("load");
        const lcp = await page.evaluate(
          () =>
            new Promise<{ tag: string; fetchPriority: string | null; loading: string | null; src: string }>(
              (resolve) => {
                new PerformanceObserver((list) => {
                  const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
                  const element = entries.at(-1)?.element;
                  resolve({
                    tag: element?.tagName ?? "",
                    fetchPriority: element?.getAttribute("fetchpriority") ?? null,
                    loading: element?.getAttribute("loading") ?? null,
                    src: element?.getAttribute("src") ?? "",
                  });
                }).observe({ type: "largest-contentful-paint", buffered: true });
              },
            ),
        );
        if (lcp.tag === "IMG") {
          expect(lcp.fetchPriority, `LCP picture ${lcp.src}`).toBe("high");
          expect(lcp.loading).not.toBe("lazy");
        }
        await context.close();
      });
    }
  }
});
