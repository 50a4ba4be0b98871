import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  PageCache,
  acceptsGzip,
  bypassReason,
  deflatedParts,
  fromTemplate,
  gzipWithNonce,
  pagePathOf,
  rendersRoot,
  sessionCookies,
  toTemplate,
  variantKey,
  varyNames,
  type StoredPage,
} from "./page-cache.mjs";

const page = (html: string, vary: string[] = []): StoredPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  parts: [html],
  vary,
});
const noHeaders = () => undefined;

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("bypassReason", () => {
  const anonymous = { method: "GET", cookie: undefined, authorization: undefined, catalogue: true };

  it("lets an anonymous GET of a catalogue page through", () => {
    expect(bypassReason(anonymous)).toBeNull();
    expect(bypassReason({ ...anonymous, cookie: "sw-locale=pl-PL" })).toBeNull();
  });

  it("bypasses every request that may carry a session", () => {
    expect(bypassReason({ ...anonymous, cookie: "sw-context-token=abc" })).toBe("session");
    expect(bypassReason({ ...anonymous, cookie: "sw-locale=de; sf-flash=xyz" })).toBe("session");
    expect(bypassReason({ ...anonymous, cookie: "something-unknown=1" })).toBe("session");
    expect(bypassReason({ ...anonymous, authorization: "Basic eDp5" })).toBe("session");
  });

  it("bypasses other methods and other routes", () => {
    expect(bypassReason({ ...anonymous, method: "POST" })).toBe("method");
    expect(bypassReason({ ...anonymous, method: "HEAD" })).toBe("method");
    expect(bypassReason({ ...anonymous, catalogue: false })).toBe("route");
  });
});

describe("sessionCookies", () => {
  it("splits a session's cookies from the neutral ones a shared page may vary by", () => {
    const cookies = sessionCookies("sw-locale=pl-PL; sw-context-token=abc; sw-page-state=1.p.s.m");
    expect(cookies?.neutral).toBe("sw-locale=pl-PL");
    expect(cookies?.session.get("sw-context-token")).toBe("abc");
    expect(cookies?.session.get("sw-page-state")).toBe("1.p.s.m");
  });

  it("refuses any other cookie (a flash notice, anything unknown): that request is rendered for itself", () => {
    expect(sessionCookies("sw-context-token=abc; sf-flash=x")).toBeNull();
    expect(sessionCookies("sw-context-token=abc; other")).toBeNull();
  });
});

describe("rendersRoot", () => {
  it("is every document and every data request that loads the root", () => {
    expect(rendersRoot(new URL("http://shop/clothing/"))).toBe(true);
    expect(rendersRoot(new URL("http://shop/clothing/_.data"))).toBe(true);
    expect(rendersRoot(new URL("http://shop/clothing/_.data?_routes=root,en-GB:catch-all"))).toBe(true);
    expect(rendersRoot(new URL("http://shop/clothing/_.data?_routes=en-GB:catch-all"))).toBe(false);
  });
});

describe("pagePathOf", () => {
  it("maps single-fetch data URLs to the page they load", () => {
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf("/pl-PL/_root.data")).toBe("/pl-PL/");
    expect(pagePathOf("/clothing/shirts.data")).toBe("/clothing/shirts");
    expect(pagePathOf("/clothing/_.data")).toBe("/clothing/");
    expect(pagePathOf("/clothing/")).toBe("/clothing/");
  });
});

describe("varyNames and variantKey", () => {
  it("keeps the request headers a page varies by, except the encoding applied after the cache", () => {
    expect(varyNames("Cookie, Accept-Language, Accept-Encoding")).toEqual(["accept-language", "cookie"]);
    expect(varyNames(null)).toEqual([]);
    expect(varyNames("Accept-Language, *")).toBeNull();
  });

  it("tells requests apart by those headers only", () => {
    const en = (name: string) => ({ "accept-language": "en", "user-agent": "a" })[name];
    const enOtherAgent = (name: string) => ({ "accept-language": "en", "user-agent": "b" })[name];
    const de = (name: string) => ({ "accept-language": "de" })[name];
    expect(variantKey("GET /", ["accept-language"], en)).toBe(variantKey("GET /", ["accept-language"], enOtherAgent));
    expect(variantKey("GET /", ["accept-language"], en)).not.toBe(variantKey("GET /", ["accept-language"], de));
    expect(variantKey("GET /", [], en)).toBe("GET /");
  });
});

describe("nonce templates", () => {
  it("gives every answer its own nonce", () => {
    const parts = toTemplate('<script nonce="AAA">1</script><link nonce="AAA">', "AAA");
    expect(fromTemplate(parts, "BBB")).toBe('<script nonce="BBB">1</script><link nonce="BBB">');
    expect(fromTemplate(toTemplate("no scripts", "AAA"), "BBB")).toBe("no scripts");
  });
});

describe("gzip answers", () => {
  it("are the page with this answer's nonce, compressed once when stored", () => {
    const html = `<head><script nonce="N0NCE">a</script></head><body>${"ünïcode ".repeat(5_000)}<script nonce="N0NCE">b</script></body>`;
    const parts = toTemplate(html, "N0NCE");
    const deflated = deflatedParts(parts);
    for (const nonce of ["fresh+nonce/1==", "another2=="]) {
      const gzip = gzipWithNonce(parts, deflated, nonce);
      expect(gunzipSync(gzip).toString()).toBe(fromTemplate(parts, nonce));
      expect(gzip.length).toBeLessThan(Buffer.byteLength(html) / 5);
      // The same from the parts' bytes kept with the page.
      const encoded = parts.map((part) => Buffer.from(part));
      expect(gzipWithNonce(encoded, deflated, nonce).equals(gzip)).toBe(true);
    }
    expect(gunzipSync(gzipWithNonce(["no nonce at all"], deflatedParts(["no nonce at all"]), "x")).toString()).toBe(
      "no nonce at all",
    );
  });

  it("go only to clients that accept gzip", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe("PageCache", () => {
  it("renders once, then answers from memory until the TTL is over", async () => {
    const time = clock();
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000, now: time.now });
    let renders = 0;
    const render = async () => page(`render ${++renders}`);
    expect(await cache.get("k", noHeaders, render)).toEqual({ state: "miss", page: page("render 1") });
    time.advance(9_999);
    expect(await cache.get("k", noHeaders, render)).toEqual({ state: "hit", page: page("render 1") });
    time.advance(1);
    expect(await cache.get("k", noHeaders, render)).toEqual({ state: "miss", page: page("render 2") });
    expect(cache.stats).toMatchObject({ hit: 1, miss: 2 });
  });

  it("counts a page's TTL from its oldest data when that was read before the render (a shared answer)", async () => {
    const time = clock(100_000);
    const cache = new PageCache({ ttlMs: 15_000, maxBytes: 1_000_000, now: time.now });
    let renders = 0;
    // Rendered now from an answer read 9 s ago: it may stand 6 s more, not 15.
    const render = async () => ({ ...page(`render ${++renders}`), readAt: time.now() - 9_000 });
    expect((await cache.get("k", noHeaders, render)).state).toBe("miss");
    time.advance(5_999);
    expect((await cache.get("k", noHeaders, render)).state).toBe("hit");
    time.advance(1);
    expect(await cache.get("k", noHeaders, render)).toMatchObject({ state: "miss", page: { parts: ["render 2"] } });
  });

  it("coalesces concurrent misses of one key into one render", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const rendered = deferred<StoredPage>();
    let renders = 0;
    const render = () => {
      renders++;
      return rendered.promise;
    };
    const answers = Array.from({ length: 16 }, () => cache.get("k", noHeaders, render));
    rendered.resolve(page("shared"));
    const results = await Promise.all(answers);
    expect(renders).toBe(1);
    expect(results.filter((r) => r.state === "miss")).toHaveLength(1);
    expect(results.filter((r) => r.state === "hit")).toHaveLength(15);
    expect(results.every((r) => r.page?.parts[0] === "shared")).toBe(true);
    expect(cache.stats.coalesced).toBe(15);
  });

  it("never shares an answer that is not to be shared, and lets the next requests render at once", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const rendered = deferred<StoredPage | null>();
    const first = cache.get("k", noHeaders, () => rendered.promise);
    const waiting = cache.get("k", noHeaders, async () => page("never asked"));
    rendered.resolve(null);
    expect(await first).toEqual({ state: "pass", page: null });
    // The waiter gets no page: it renders on its own (the middleware hands it to React Router).
    expect(await waiting).toEqual({ state: "pass", page: null });
    expect(await cache.get("k", noHeaders, async () => page("later"))).toEqual({ state: "pass", page: null });
  });

  it("leaves no hit-for-pass behind a session render that was not to be shared (rememberPass: false)", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const options = { rememberPass: false };
    expect(await cache.get("k", noHeaders, async () => null, options)).toEqual({ state: "pass", page: null });
    // The next session of that page state renders and may fill the entry.
    expect(await cache.get("k", noHeaders, async () => page("checked"), options)).toEqual({
      state: "miss",
      page: page("checked"),
    });
    expect((await cache.get("k", noHeaders, async () => page("never asked"), options)).state).toBe("hit");
  });

  it("forgets a failed render", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    await expect(cache.get("k", noHeaders, async () => Promise.reject(new Error("backend down")))).rejects.toThrow(
      "backend down",
    );
    expect(await cache.get("k", noHeaders, async () => page("back"))).toEqual({ state: "miss", page: page("back") });
  });

  it("stores an answer per value of the headers it varies by", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const en = (name: string) => ({ "accept-language": "en-GB" })[name];
    const pl = (name: string) => ({ "accept-language": "pl" })[name];
    expect((await cache.get("GET /", en, async () => page("english", ["accept-language"]))).state).toBe("miss");
    expect(await cache.get("GET /", pl, async () => page("polish", ["accept-language"]))).toEqual({
      state: "miss",
      page: page("polish", ["accept-language"]),
    });
    expect(await cache.get("GET /", en, async () => page("never asked"))).toEqual({
      state: "hit",
      page: page("english", ["accept-language"]),
    });
    expect(await cache.get("GET /", pl, async () => page("never asked"))).toEqual({
      state: "hit",
      page: page("polish", ["accept-language"]),
    });
  });

  it("does not hand a concurrent request a variant rendered for other header values", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const en = (name: string) => ({ "accept-language": "en-GB" })[name];
    const pl = (name: string) => ({ "accept-language": "pl" })[name];
    const rendered = deferred<StoredPage>();
    const first = cache.get("GET /", en, () => rendered.promise);
    const other = cache.get("GET /", pl, async () => page("never asked"));
    rendered.resolve(page("english", ["accept-language"]));
    expect((await first).state).toBe("miss");
    expect(await other).toEqual({ state: "pass", page: null });
  });

  it("stays within its byte bound, dropping the least recently used first", async () => {
    // A page of 100 characters counts 200 bytes + 512 overhead: two fit in 1,500 bytes, three do not.
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 1_500 });
    const html = (name: string) => name.padEnd(100, ".");
    await cache.get("a", noHeaders, async () => page(html("a")));
    await cache.get("b", noHeaders, async () => page(html("b")));
    expect((await cache.get("a", noHeaders, async () => page("never asked"))).state).toBe("hit");
    await cache.get("c", noHeaders, async () => page(html("c")));
    expect(cache.bytes).toBeLessThanOrEqual(1_500);
    expect((await cache.get("a", noHeaders, async () => page(html("a")))).state).toBe("hit");
    expect((await cache.get("b", noHeaders, async () => page(html("b")))).state).toBe("miss");
  });

  it("does not store a page larger than the whole cache", async () => {
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 600 });
    await cache.get("big", noHeaders, async () => page("x".repeat(1_000)));
    expect(cache.bytes).toBe(0);
    expect((await cache.get("big", noHeaders, async () => page("x"))).state).toBe("miss");
  });

  it("keeps what a URL varies by within the byte bound too, however many URLs were asked for", async () => {
    // Every crawled URL (a search term, a query string) remembers the header names its answer varies by: without a
    // bound that memory grows for as long as the process runs, while the pages themselves are long evicted.
    const cache = new PageCache({ ttlMs: 10_000, maxBytes: 20_000 });
    const en = (name: string) => ({ cookie: "sw-locale=en-GB" })[name];
    for (let i = 0; i < 2_000; i++)
      await cache.get(`GET /search?q=${i}`, en, async () => page(`result ${i}`, ["cookie"]));
    expect(cache.bytes).toBeLessThanOrEqual(20_000);
    expect(cache.varies.size).toBeLessThan(100);
    // A URL asked again still finds its variant.
    expect((await cache.get("GET /search?q=1999", en, async () => page("never asked", ["cookie"]))).state).toBe("hit");
  });
});
