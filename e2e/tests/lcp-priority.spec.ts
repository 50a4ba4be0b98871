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

/**
 * Issue 15, Lighthouse (FCP/LCP): what the first paint needs goes first. The server-rendered page paints and works
 * without its scripts, so the scripts the HTML names are fetched with low priority: on a phone's link they no longer
 * share the bandwidth with the stylesheet, the LCP picture and the body font, and Lighthouse no longer counts them as
 * render-blocking (it counts every high-priority script that finished before the first paint). The priorities are the
 * ones Chromium gave the requests (DevTools protocol), not only the attributes in the HTML.
 */
test.describe("script priority", () => {
  for (const { type, path: pagePath } of PAGES) {
    test(`the ${type} page's scripts load with low priority, below its stylesheet`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: SIZES[0], baseURL });
      const page = await context.newPage();
      const html = await (await page.request.get(pagePath)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi)].map(([tag]) => tag);
      expect(preloads.length).toBeGreaterThan(0);
      for (const tag of preloads) expect(tag).toMatch(/\bfetchpriority="low"/i);
      const named = new Set(preloads.map((tag) => new URL(/\bhref="([^"]*)"/.exec(tag)?.[1] ?? "", baseURL).pathname));

      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const priorities = new Map<string, string>();
      cdp.on("Network.requestWillBeSent", ({ request }) => {
        const url = new URL(request.url);
        if (!priorities.has(url.pathname)) priorities.set(url.pathname, request.initialPriority);
      });
      await page.goto(pagePath);
      await page.waitForLoadState("load");
      for (const script of named) expect(priorities.get(script), script).toBe("Low");
      const stylesheets = [...priorities].filter(([pathname]) => pathname.endsWith(".css"));
      expect(stylesheets.length).toBeGreaterThan(0);
      for (const [pathname, priority] of stylesheets) expect(priority, pathname).toBe("VeryHigh");
      await context.close();
    });

    // The stylesheet is the page's one render-blocking request: a Link header names it, so the browser asks for it
    // before anything the head names (where React writes it last, after the image, font and script preloads).
    test(`the ${type} page's stylesheet is requested first, preloaded by a header`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport: SIZES[0], baseURL });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      const requested: string[] = [];
      cdp.on("Network.requestWillBeSent", ({ request }) => requested.push(new URL(request.url).pathname));
      const response = await page.goto(pagePath);
      await page.waitForLoadState("load");
      const link = (await response?.headerValue("link")) ?? "";
      const head = (await response?.text()) ?? "";
      const stylesheet = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#]*)/.exec(head)?.[1] ?? "";
      expect(stylesheet).toMatch(/\.css$/);
      expect(link).toContain(`<${stylesheet}>; rel=preload; as=style`);
      // requested[0] is the document.
      expect(requested[1]).toBe(stylesheet);
      await context.close();
    });
  }
});
