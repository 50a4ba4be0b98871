// @ts-check
// The page cache's logic, free of HTTP plumbing (page-cache-middleware.mjs puts it in the server): which
// requests may be answered from it, the entries (short TTL, LRU bounded by bytes), request coalescing, the
// variant key (HTTP Vary), the per-response CSP nonce and gzip answers without compressing again.
import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";
import { LRUCache } from "lru-cache";

/**
 * Cookies that never identify a shopper: a request carrying only these may get a shared page. Any other
 * cookie (the context token, a flash notice, anything unknown) may stand for a session, so it bypasses.
 */
export const NEUTRAL_COOKIES = new Set(["sw-locale"]);

/**
 * @typedef {{ method: string, cookie: string | undefined, authorization: string | undefined, catalogue: boolean }} RequestFacts
 * @typedef {"method" | "session" | "route"} BypassReason
 */

/**
 * Why a request must not be answered from (nor fill) the shared cache, or null when it may.
 * @param {RequestFacts} request
 * @returns {BypassReason | null}
 */
export function bypassReason(request) {
  if (request.method !== "GET") return "method";
  if (request.authorization) return "session";
  for (const part of (request.cookie ?? "").split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name && !NEUTRAL_COOKIES.has(name)) return "session";
  }
  return request.catalogue ? null : "route";
}

/** The cookies of a shopper's session (the context token and its page state, app/.server/page-state.server.ts). */
export const SESSION_COOKIES = new Set(["sw-context-token", "sw-page-state"]);

/**
 * A session request's cookies when it carries nothing but the session and neutral cookies: the session ones by name,
 * and the neutral ones as the `Cookie` header a shared page may vary by. Null when any other cookie is there (a
 * flash notice, something unknown): such a request is rendered for itself.
 * @param {string | undefined} header
 * @returns {{ session: Map<string, string>, neutral: string } | null}
 */
export function sessionCookies(header) {
  /** @type {Map<string, string>} */
  const session = new Map();
  /** @type {string[]} */
  const neutral = [];
  for (const part of (header ?? "").split(";")) {
    const separator = part.indexOf("=");
    const name = (separator === -1 ? part : part.slice(0, separator)).trim();
    if (!name) continue;
    if (NEUTRAL_COOKIES.has(name)) neutral.push(part.trim());
    else if (SESSION_COOKIES.has(name) && !session.has(name)) session.set(name, part.slice(separator + 1).trim());
    else return null;
  }
  return { session, neutral: neutral.join("; ") };
}

/**
 * Whether a request renders the root route (the header with the shopper's cart, name and counters): every document,
 * and a single-fetch `.data` request unless its `_routes` leaves the root out (a client-side navigation).
 * @param {URL} url
 */
export function rendersRoot(url) {
  if (!url.pathname.endsWith(".data")) return true;
  const routes = url.searchParams.get("_routes");
  return routes === null || routes.split(",").includes("root");
}

/**
 * The app path a document or single-fetch data URL renders ("/shirts.data" → "/shirts", "/_root.data" → "/").
 * @param {string} pathname
 */
export function pagePathOf(pathname) {
  if (!pathname.endsWith(".data")) return pathname;
  // "/shirts/_.data": the trailing-slash-aware spelling (React Router's future flag v8_trailingSlashAwareDataRequests).
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  const path = pathname.slice(0, -".data".length);
  return path === "/_root" ? "/" : path.replace(/\/_root$/, "/");
}

/**
 * The request header names a response varies by, lower-cased; null when it varies by everything ("*").
 * Accept-Encoding is left out: pages are stored before compression, which runs on every answer.
 * @param {string | null} vary
 * @returns {string[] | null}
 */
export function varyNames(vary) {
  const names = (vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (names.includes("*")) return null;
  return [...new Set(names)].filter((name) => name !== "accept-encoding").sort();
}

/**
 * @param {string} baseKey
 * @param {readonly string[]} names
 * @param {(name: string) => string | undefined} header the request's header value by lower-cased name
 */
export function variantKey(baseKey, names, header) {
  return names.length === 0 ? baseKey : JSON.stringify([baseKey, ...names.map((name) => [name, header(name) ?? null])]);
}

/**
 * @param {string} html
 * @param {string} nonce the nonce the page was rendered with
 * @returns {string[]} the page split at every occurrence of the nonce
 */
export function toTemplate(html, nonce) {
  return nonce ? html.split(nonce) : [html];
}

/**
 * @param {readonly string[]} parts
 * @param {string} nonce this response's nonce
 */
export function fromTemplate(parts, nonce) {
  return parts.join(nonce);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// A last, empty stored deflate block (BFINAL=1, LEN=0): ends the stream after byte-aligned pieces.
const GZIP_LAST_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/**
 * The page's pieces between nonces, each deflated on its own and ended byte-aligned by a sync flush, so that
 * every answer can be put together as gzip without compressing the page again (gzipWithNonce).
 * @param {readonly string[]} parts
 * @returns {Buffer[]}
 */
export function deflatedParts(parts) {
  return parts.map((part) => deflateRawSync(Buffer.from(part), { level: 6, finishFlush: zlibConstants.Z_SYNC_FLUSH }));
}

/**
 * The gzip encoding of fromTemplate(parts, nonce): the pre-deflated pieces with the nonce between them as stored
 * (uncompressed) deflate blocks, and the gzip trailer (CRC-32 and length of the whole page) computed per answer.
 * @param {readonly (string | Buffer)[]} parts the pieces, or their UTF-8 bytes (kept with the page: no encoding per answer)
 * @param {readonly Buffer[]} deflated deflatedParts(parts)
 * @param {string} nonce
 */
export function gzipWithNonce(parts, deflated, nonce) {
  const nonceBytes = Buffer.from(nonce);
  const storedNonce = Buffer.concat([
    Buffer.from([
      0x00,
      nonceBytes.length & 0xff,
      nonceBytes.length >> 8,
      ~nonceBytes.length & 0xff,
      (~nonceBytes.length >> 8) & 0xff,
    ]),
    nonceBytes,
  ]);
  /** @type {Buffer[]} */
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(storedNonce);
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    crc = crc32(bytes, crc);
    length += bytes.length;
    chunks.push(/** @type {Buffer} */ (deflated[index]));
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  chunks.push(GZIP_LAST_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/**
 * Whether an Accept-Encoding header accepts gzip (named, or through "*", with a q above 0).
 * @param {string | undefined} header
 */
export function acceptsGzip(header) {
  for (const entry of (header ?? "").split(",")) {
    const [coding = "", ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") continue;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * A rendered answer as the cache keeps it; `vary`: the request header names it varies by (varyNames).
 * `deflated`: deflatedParts(parts), for answers in gzip; `encoded`: the parts' UTF-8 bytes (for the gzip trailer).
 * @typedef {{ status: number, headers: [string, string][], parts: string[], deflated?: Buffer[], encoded?: Buffer[], vary: string[], readAt?: number }} StoredPage
 *   readAt: when the oldest data of the page was read from the Store API (a shared answer), if before the render
 * @typedef {{ page: StoredPage | null }} Entry
 */

/**
 * The bytes an entry holds: the page's text (UTF-16 in memory), its compressed and encoded copies and some overhead;
 * a "hit for pass" is a small fixed amount.
 * @param {Entry} entry
 */
function entryBytes({ page }) {
  if (!page) return 64;
  const sum = (/** @type {readonly { length: number }[]} */ items) =>
    items.reduce((total, item) => total + item.length, 0);
  return sum(page.parts) * 2 + sum(page.deflated ?? []) + sum(page.encoded ?? []) + 512;
}

/**
 * Entries under a variant key; a base key (URL, bot or not) remembers the header names its last answer varied
 * by. A null page is "hit for pass": the URL answered something not to share (a redirect, an error, a cookie),
 * so requests for it render at once instead of queueing behind one another.
 * Storage, eviction (least recently used first, by bytes) and expiry are lru-cache's; the renders under way sit in a
 * map next to it (lru-cache's fetchMethod cannot do it: a render may store under another key than the one looked up,
 * when its Vary names differ, and a waiter takes it only for the same header values).
 */
export class PageCache {
  /** @param {{ ttlMs: number, maxBytes: number, now?: () => number }} options */
  constructor(options) {
    this.ttlMs = options.ttlMs;
    this.maxBytes = options.maxBytes;
    const now = options.now ?? Date.now;
    this.now = now;
    /** @type {LRUCache<string, Entry>} */
    this.entries = new LRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: entryBytes,
      // Every entry gets its own TTL (store()); this one only turns the expiry checks on.
      ttl: options.ttlMs,
      // The clock on every check (the default caches it for a millisecond, which an injected clock cannot advance).
      ttlResolution: 0,
      perf: { now },
    });
    // The Vary names per URL, bounded too (a record stays useless once its pages are gone): a sixteenth of the bytes.
    /** @type {LRUCache<string, string[]>} */
    this.varies = new LRUCache({
      maxSize: Math.max(1, Math.floor(options.maxBytes / 16)),
      sizeCalculation: (names, key) => (key.length + names.join().length) * 2 + 64,
    });
    /** @type {Map<string, Promise<{ page: StoredPage | null, key: string }>>} */
    this.inflight = new Map();
    this.stats = { hit: 0, miss: 0, pass: 0, coalesced: 0 };
  }

  /** The bytes the stored entries count. */
  get bytes() {
    return this.entries.calculatedSize;
  }

  /**
   * The stored page for this request, or the outcome of `render()` (null: not to be shared); concurrent
   * requests for one key share one render. `state` tells how the request was answered.
   * @param {string} baseKey
   * @param {(name: string) => string | undefined} header the request's header value by lower-cased name
   * @param {() => Promise<StoredPage | null>} render
   * @param {{ rememberPass?: boolean }} [options] rememberPass false: a render not to share leaves no "hit for pass"
   *   (a session whose page state turned out stale must not send others with that state past the cache)
   * @returns {Promise<{ state: "hit" | "miss" | "pass", page: StoredPage | null }>}
   */
  async get(baseKey, header, render, options = {}) {
    const key = variantKey(baseKey, this.varies.get(baseKey) ?? [], header);
    const entry = this.entries.get(key);
    if (entry) return this.count(entry.page ? "hit" : "pass", entry.page);
    const running = this.inflight.get(key);
    if (running) {
      const shared = await running;
      // Shared only when this request has the values the page varies by that its renderer had.
      if (shared.page && variantKey(baseKey, shared.page.vary, header) === shared.key) {
        this.stats.coalesced++;
        return this.count("hit", shared.page);
      }
      return this.count("pass", null);
    }
    const outcome = render().then((page) => ({
      page,
      key: page || options.rememberPass !== false ? this.store(baseKey, key, header, page) : key,
    }));
    this.inflight.set(key, outcome);
    try {
      const { page } = await outcome;
      return this.count(page ? "miss" : "pass", page);
    } finally {
      this.inflight.delete(key);
    }
  }

  /**
   * @param {"hit" | "miss" | "pass"} state
   * @param {StoredPage | null} page
   */
  count(state, page) {
    this.stats[state]++;
    return { state, page };
  }

  /**
   * Stores a render's outcome under the key its own Vary names give for the rendering request; returns that key.
   * @param {string} baseKey
   * @param {string} lookedUpKey
   * @param {(name: string) => string | undefined} header
   * @param {StoredPage | null} page
   */
  store(baseKey, lookedUpKey, header, page) {
    let key = lookedUpKey;
    if (page && page.vary.join() !== (this.varies.get(baseKey) ?? []).join()) {
      // Later lookups of this URL use the names the newest answer varies by.
      if (page.vary.length > 0) this.varies.set(baseKey, page.vary);
      else this.varies.delete(baseKey);
      key = variantKey(baseKey, page.vary, header);
    }
    // At most ttlMs old, counted from the page's oldest data: a price change shows within ttlMs, however it was cached.
    const now = this.now();
    const ttl = Math.min(now, page?.readAt ?? Number.POSITIVE_INFINITY) + this.ttlMs - now;
    // lru-cache still counts an entry fresh at an age of exactly its ttl; one here lives ttl ms, not a ms more.
    if (ttl > 1) this.entries.set(key, { page }, { ttl: ttl - 1 });
    else this.entries.delete(key);
    return key;
  }
}
