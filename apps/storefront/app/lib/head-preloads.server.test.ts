import { describe, expect, it } from "vitest";
import { headRewriter, lowPriorityScriptPreloads, stylesheetLinkHeader } from "./head-preloads.server";

/** Issue 15, Lighthouse: the page's scripts are fetched after what its first paint needs (head-preloads.server.ts). */
describe("lowPriorityScriptPreloads", () => {
  it("marks every modulepreload link low priority, whatever its attributes' order", () => {
    expect(
      lowPriorityScriptPreloads(
        '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link nonce="n" href="/b.js" rel="modulepreload"/>',
      ),
    ).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
        '<link fetchpriority="low" nonce="n" href="/b.js" rel="modulepreload"/>',
    );
  });

  it("leaves other links and a preload that names its priority alone", () => {
    const html =
      '<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/p.webp" fetchPriority="high"/>' +
      '<link rel="modulepreload" href="/c.js" fetchpriority="high"/>';
    expect(lowPriorityScriptPreloads(html)).toBe(html);
  });
});

describe("headRewriter", () => {
  it("rewrites the head, across chunks, and passes the body's bytes on untouched", () => {
    const rewrite = headRewriter();
    const chunks = [
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>',
      '<link rel="modulepreload" href="/b.js"/></head><body><link rel="modulepreload" href="/c.js"/>',
      '<p>zł</p><link rel="modulepreload" href="/d.js"/></body></html>',
    ].map((text) => rewrite(Buffer.from(text)).toString("utf8"));
    expect(chunks).toEqual([
      '<!DOCTYPE html><html><head><link fetchpriority="low" rel="modulepreload" href="/a.js"/>',
      '<link fetchpriority="low" rel="modulepreload" href="/b.js"/></head><body><link rel="modulepreload" href="/c.js"/>',
      '<p>zł</p><link rel="modulepreload" href="/d.js"/></body></html>',
    ]);
  });
});

describe("stylesheetLinkHeader", () => {
  const manifest = {
    routes: {
      root: { css: ["/assets/shell-1.css#"] },
      layout: { css: ["/assets/shell-1.css#"] },
      page: { css: ["/assets/page-2.css"] },
      plain: {},
    },
  };
  const context = (ids: string[]) =>
    // Only the fields stylesheetLinkHeader reads: the routes' CSS in the manifest and the matched route ids.
    ({
      manifest,
      staticHandlerContext: { matches: ids.map((id) => ({ route: { id } })) },
    }) as unknown as Parameters<typeof stylesheetLinkHeader>[0];

  it("preloads each matched route's stylesheet once, without the manifest's fragment", () => {
    expect(stylesheetLinkHeader(context(["root", "layout", "page"]))).toBe(
      "</assets/shell-1.css>; rel=preload; as=style, </assets/page-2.css>; rel=preload; as=style",
    );
  });

  it("sends no header for a page without CSS", () => {
    expect(stylesheetLinkHeader(context(["plain"]))).toBeUndefined();
  });
});
