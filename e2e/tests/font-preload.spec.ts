import { expect, test } from "../support/test";

/**
 * Issue 15, Lighthouse (font chain): the Inter files the first screen uses are named in the HTML, so the browser
 * fetches them beside the stylesheet instead of after it has laid the page out. Latin 400 on every page; Polish text
 * (ł, ś, ż, …) also needs the latin-ext file, English and German text does not. A preload must match the font
 * request (crossorigin), or the browser downloads the file twice.
 */

const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/gi;

function preloadedFonts(html: string): string[] {
  return [...html.matchAll(FONT_PRELOAD)]
    .map(([tag]) => tag)
    .filter((tag) => /\bas="font"/.test(tag))
    .map((tag) => {
      expect(tag, "a font preload is a CORS request, as the @font-face fetch is").toMatch(/\bcrossorigin=/i);
      return /\bhref="([^"]*)"/.exec(tag)?.[1] ?? "";
    });
}

const cases = [
  { path: "/", latinExt: false },
  { path: "/testde", latinExt: false },
  { path: "/pl-PL", latinExt: true },
];

for (const { path: pagePath, latinExt } of cases) {
  test(`${pagePath} preloads the Inter files its first screen uses${latinExt ? ", latin-ext included" : ""}`, async ({
    page,
    request,
  }) => {
    const fonts = preloadedFonts(await (await request.get(pagePath)).text());
    expect(fonts.some((href) => /inter-latin-400-normal/.test(href))).toBe(true);
    expect(fonts.some((href) => /inter-latin-ext-400-normal/.test(href))).toBe(latinExt);

    const requested: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith(".woff2")) requested.push(new URL(r.url()).pathname);
    });
    await page.goto(pagePath);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState("networkidle");
    // Each preloaded file is the one the page uses, fetched once.
    for (const href of fonts) expect(requested.filter((file) => file === href)).toHaveLength(1);
  });
}
