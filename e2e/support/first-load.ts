import { gzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { chunkClosure, clientManifest } from "./client-build";
import { untilHydrated } from "./hydration";
import { errors, scriptRequests } from "./page-watch";
import { expect, test } from "./test";

/**
 * Issue 15, first-load JS: every script a page's first load downloads, up to hydration and the network going quiet,
 * is named by the server's HTML (a `<link rel="modulepreload">` or the inline module script's imports). Then the
 * browser fetches them all at once beside the entry (no request chain: nothing is discovered only after a script
 * ran), and the bench, which counts the files the HTML names (bench/lib/storefront-assets.ts), counts everything the
 * page downloads before it is interactive. The one exception: the root's components that only listen once the page
 * runs (app/lib/after-hydration.tsx), which load after hydration, on every page.
 *
 * The ceilings (KB, 1,024 bytes, gzip level 9 as bench/storefront.ts counts: every script the HTML names) are what the
 * page types download now that the header's and shell's rarer parts load only where they are used (the error and 404
 * page, the suggest box's suggestions, the phone menu, the catalogue's form, CMS, review, contact, newsletter and
 * compatibility texts); the content of CMS, category, product and search pages, of the checkout, the account area,
 * sign-in, registration, recovery, newsletter and order confirmation pages hydrates on first use
 * (features/page-kinds/KindIsland.tsx: KindIsland and ContentIsland; the island's 1.9 KB the catch-all route's 404
 * page loads too); the root's listeners load after hydration (lib/after-hydration.tsx) and the cart pages' shared
 * parts come as one file. The goal is 130 on every page; React, React DOM and React Router alone are 105. Lower a
 * ceiling when a page sheds code, never raise it without a reason in the commit.
 */

export interface FirstLoadPage {
  type: string;
  path: string;
  /** The ceiling, KB gzip. */
  kb: number;
}

/** What a page needs before it is requested (a cart, a logged-in customer): its request context and final path. */
export type Visit<P extends FirstLoadPage> = (
  page: Page,
  request: APIRequestContext,
  entry: P,
  base: string,
) => Promise<{ context: APIRequestContext; path: string }>;

const asIs: Visit<FirstLoadPage> = async (page, _request, entry) => ({ context: page.request, path: entry.path });

// The root's lazyExtra components (apps/storefront/app/root.tsx).
const AFTER_HYDRATION = ["app/features/layout/ClientResilience.tsx", "app/features/sync/TabSync.tsx"];

/** Per after-hydration module: its own chunk's path, and every file it may load. */
function afterHydrationFiles(): { own: string[]; all: Set<string> } {
  const chunks = clientManifest();
  const all = new Set<string>();
  const own = AFTER_HYDRATION.map((source) => {
    const chunk = chunks[source];
    expect(chunk?.isDynamicEntry, `${source} is a lazily loaded chunk of its own`).toBe(true);
    chunkClosure(chunks, source, all);
    return `/${chunk?.file}`;
  });
  return { own, all };
}

/** The same-origin script paths the HTML names, as assetUrls in bench/lib/storefront-assets.ts reads them. */
export function namedScripts(html: string, base: string): Set<string> {
  const named = new Set<string>();
  const add = (href: string | undefined) => {
    if (!href) return;
    const url = new URL(href.replace(/&amp;/g, "&"), base);
    if (url.origin === new URL(base).origin) named.add(url.pathname);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi))
    if (/\brel="modulepreload"/.test(tag)) add(/\bhref="([^"]*)"/.exec(tag)?.[1]);
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (!/\btype="module"/.test(attributes ?? "")) continue;
    add(/\bsrc="([^"]*)"/.exec(attributes ?? "")?.[1]);
    for (const [, specifier] of (body ?? "").matchAll(/(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s+)["']([^"']+)["']/g))
      add(specifier);
  }
  return named;
}

/**
 * Declares, per page: its first load downloads no script its HTML does not name; its HTML names each script once; its
 * first load stays within its ceiling. `visit` prepares what the page needs (by default nothing).
 */
export function firstLoadTests<P extends FirstLoadPage>(pages: readonly P[], visit: Visit<P> = asIs) {
  for (const entry of pages) {
    const { type } = entry;
    test(`the ${type} page's first load downloads no script its HTML does not name`, async ({
      page,
      request,
      baseURL,
    }) => {
      const { path: pagePath } = await visit(page, request, entry, baseURL ?? "");
      const requested = scriptRequests(page);
      const seen = errors(page);
      let html = "";
      page.on("response", async (response) => {
        if (response.request().resourceType() === "document") html = await response.text();
      });
      await page.goto(pagePath);
      // Content hydrated on first use stays as it is: nothing here uses it. The skip link is the layout's, hydrated at once.
      await untilHydrated(page, "a[href='#main']", { deferred: "leave" });
      await page.waitForLoadState("networkidle");

      const named = namedScripts(html, baseURL ?? "");
      const later = afterHydrationFiles();
      expect(named.size).toBeGreaterThan(0);
      expect(requested.size).toBeGreaterThan(0);
      expect([...requested].filter((file) => !named.has(file) && !later.all.has(file))).toEqual([]);
      // The after-hydration modules: not part of the first load, and loaded once the page runs.
      for (const file of later.own) {
        expect(named.has(file), file).toBe(false);
        expect(requested.has(file), file).toBe(true);
      }
      expect(seen.filter((message) => !/404|Not Found/.test(message))).toEqual([]);
    });
  }

  for (const entry of pages) {
    const { type } = entry;
    test(`the ${type} page's HTML names each script once`, async ({ page, request: api, baseURL }) => {
      const { context, path: pagePath } = await visit(page, api, entry, baseURL ?? "");
      const response = await context.get(pagePath);
      expect(new URL(response.url()).pathname).toBe(pagePath.replace(/\?.*/, ""));
      const html = await response.text();
      const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi)].map(
        ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1] ?? "",
      );
      expect(preloads.length).toBeGreaterThan(0);
      // A second <link> of the same file costs HTML bytes and, in Lighthouse's eyes, another render-blocking request.
      expect(preloads.filter((href, index) => preloads.indexOf(href) !== index)).toEqual([]);
    });
  }

  for (const entry of pages) {
    const { type } = entry;
    test(`the ${type} page's first load stays within its JavaScript budget`, async ({
      page,
      request: api,
      baseURL,
    }) => {
      const { context, path: pagePath } = await visit(page, api, entry, baseURL ?? "");
      const kilobytes = (await firstLoadGzip(context, pagePath, baseURL ?? "")) / 1024;
      expect(kilobytes, type).toBeGreaterThan(100); // React and React Router alone are 107: a page that names none is broken
      expect(kilobytes, type).toBeLessThanOrEqual(entry.kb);
    });
  }
}

/** Gzip (level 9, as bench/lib/storefront-assets.ts counts) of every script a page's HTML names, in bytes. */
export async function firstLoadGzip(request: APIRequestContext, pagePath: string, base: string): Promise<number> {
  const response = await request.get(pagePath);
  // A page that sent the request elsewhere (an empty cart's checkout) was not measured.
  expect(new URL(response.url()).pathname).toBe(pagePath.replace(/\?.*/, ""));
  const html = await response.text();
  let total = 0;
  for (const script of namedScripts(html, base))
    total += gzipSync(Buffer.from(await (await request.get(script)).body()), { level: 9 }).length;
  return total;
}
