import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocaleCode } from "./i18n";

/**
 * Issue 16: adding a language touches only the catalogue folder and the shop's locale list. A made-up fourth
 * locale "xx-XX" is added to LOCALES (lib/locales.ts, the one config list, mocked here) and its catalogue written to a temporary
 * folder; everything else is the shop's own code, unchanged.
 */
const XX = { code: "xx-XX", prefix: "xx-XX", languageCode: "xx-XX", label: "Xx" } as const;
vi.mock("./locales", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./locales")>();
  return { LOCALES: [...actual.LOCALES, XX] };
});

// The mocked list has the made-up code, which the compile-time LocaleCode (from the real list) does not.
const xx = XX.code as unknown as LocaleCode;
const appDir = new URL("../", import.meta.url);
const english = JSON.parse(readFileSync(new URL("locales/en-GB.json", appDir), "utf8"));

/** A translator's xx-XX catalogue: the English one with a few messages "translated". */
function fakeCatalogue() {
  const catalogue = structuredClone(english);
  catalogue.shared.heroTitle = "Xx-welcome to {shop}";
  catalogue.cart.itemCount = "{count, plural, one {# xx-item} other {# xx-items}}";
  catalogue.listing.resultCount = "{count, plural, =0 {no xx-products} one {# xx-product} other {# xx-products}}";
  catalogue.search.suggestCount = "{count, plural, one {# xx-found} other {# xx-founds}}";
  return catalogue;
}

// The unit tests' setup (lib/catalogues.server.ts) loaded the shop's modules with the real LOCALES before the mock
// above: load them again, with the mocked list, and register the real catalogues in the fresh messages module.
beforeAll(async () => {
  vi.resetModules();
  await import("./catalogues.server");
});

const folder = mkdtempSync(join(tmpdir(), "xx-locale-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("a fourth locale from a catalogue file and one LOCALES entry", () => {
  it("renders messages, plurals and numbers in the new locale", async () => {
    writeFileSync(join(folder, "xx-XX.json"), JSON.stringify(fakeCatalogue(), null, 2));
    const { catalogueProblems } = await import("./catalogue-check");
    const catalogue = JSON.parse(readFileSync(join(folder, "xx-XX.json"), "utf8"));
    expect(catalogueProblems(english, catalogue, "xx-XX")).toEqual([]);

    const { registerCatalogue, translate } = await import("./messages");
    registerCatalogue("xx-XX", catalogue);
    const { t: cartT } = await import("../features/cart/messages");
    const { t: listingT } = await import("../features/listing/messages");
    const { t: searchT } = await import("../features/search/messages");
    expect(translate(xx, "heroTitle", { shop: "Demo" })).toBe("Xx-welcome to Demo");
    expect(cartT(xx, "itemCount", { count: 1 })).toBe("1 xx-item");
    expect(cartT(xx, "itemCount", { count: 1234 })).toBe("1,234 xx-items");
    expect(listingT(xx, "resultCount", { count: 0 })).toBe("no xx-products");
    expect(searchT(xx, "suggestCount", { count: 2 })).toBe("2 xx-founds");
    // Untranslated messages are the English text the translator copied.
    expect(cartT(xx, "cartTitle")).toBe(english.cart.cartTitle);
    // The existing locales are untouched.
    expect(cartT("pl-PL", "itemCount", { count: 5 })).toBe("5 produktów");
  });

  it("routes, links and robots.txt cover the new locale's prefix", async () => {
    const { localeFromPath, localizePath } = await import("./i18n");
    expect(localeFromPath("/xx-XX/search").code).toBe("xx-XX");
    expect(localizePath("/search", localeFromPath("/xx-XX"))).toBe("/xx-XX/search");
    const routes = (await import("../routes")).default;
    const ids = JSON.stringify(routes);
    expect(ids).toContain('"xx-XX:home"');
    expect(ids).toContain('"xx-XX/search"');
    const { robotsTxt } = await import("../features/seo/sitemap");
    expect(robotsTxt("https://shop.test")).toContain("Disallow: /xx-XX/search");
    const { prefetchDataUrl } = await import("../features/layout/resilience");
    expect(prefetchDataUrl("/xx-XX/account", "https://shop.test")).toBeNull();
    expect(prefetchDataUrl("/xx-XX/shirts", "https://shop.test")).not.toBeNull();
  });

  it("no other source file names a locale: the list in lib/locales.ts is the only one", () => {
    const codes = ["en-GB", "pl-PL", "de-DE", "testde"];
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) {
          if (name !== "locales" && !name.startsWith(".") && name !== "+types") walk(path);
          continue;
        }
        if (!/\.(ts|tsx)$/.test(name) || /\.test\.tsx?$/.test(name) || path.endsWith(join("lib", "locales.ts")))
          continue;
        // Comments may mention locales; code may not.
        const code = readFileSync(path, "utf8")
          // The English catalogue is the reference for the keys' type (lib/messages.ts), not a locale choice.
          .replace('"../locales/en-GB.json"', "")
          .replace(/\/\*[\s\S]*?\*\//g, "")
          .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
        for (const locale of codes)
          if (code.includes(locale)) offenders.push(`${path.slice(appDir.pathname.length)}: ${locale}`);
      }
    };
    walk(appDir.pathname);
    expect(offenders).toEqual([]);
  });
});
