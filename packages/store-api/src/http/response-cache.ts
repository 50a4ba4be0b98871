import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { cacheStamp, CATALOGUE_TAG, changedSince, productTag, type CacheStamp } from "../db/cache-tags.js";
import { prepareJson } from "./request.js";

/**
 * Read-only catalogue and content responses (products, listings, search, categories, CMS pages, SEO URLs), kept as
 * their JSON text like Shopware's Cached*Route classes keep theirs, with the cache tags they depend on (Shopware:
 * EntityCacheKeyGenerator tags, CacheInvalidationSubscriber): `catalogue` always, `product-{id}` of every product the
 * response shows (and its parent), `product-stock` when a read sorted or filtered by stock or sales. Triggers on the
 * catalogue tables record the tags each write touches in the database (src/db/cache-tags.ts), so an entry is served
 * only after one indexed query confirms none of its tags changed since it was computed: a change through any backend
 * process, the seed or a hand-written UPDATE is seen on the next read (no delay), and cart, customer and order writes
 * retire nothing (an order's stock change retires the responses showing those products).
 */

const MAX_BYTES = 64 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;

interface Entry {
  stamp: CacheStamp;
  /** Known once the body is computed; null when the computation failed. */
  tags: Promise<string[] | null>;
  at: number;
  /** Resolves to the JSON text; shared by concurrent identical requests while the first one computes it. */
  body: Promise<string>;
  bytes: number;
}

class ResponseCache {
  hits = 0;
  misses = 0;
  private entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.at > MAX_AGE_MS) {
      this.delete(key);
      return undefined;
    }
    // Re-insert: Map order is the eviction order, oldest use first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    this.entries.set(key, entry);
  }

  sized(key: string, entry: Entry, bytes: number): void {
    if (this.entries.get(key) !== entry) return;
    entry.bytes = bytes;
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  /** Drops the entry if it still is the one stored under the key (a newer one may have replaced it). */
  drop(key: string, entry: Entry): void {
    if (this.entries.get(key) === entry) this.delete(key);
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

const caches = new WeakMap<Db, ResponseCache>();

/** Everything a catalogue response depends on: the request itself and the parts of the context that shape it. */
function keyOf(request: FastifyRequest): string {
  const ctx = request.ctx;
  return JSON.stringify([
    request.method,
    request.url,
    request.body ?? null,
    ctx.salesChannelId,
    ctx.languageId,
    ctx.currency.id,
    ctx.taxState,
    ctx.countryId,
    ctx.customerGroupId,
    ctx.customerId,
    ctx.includeSeoUrls,
  ]);
}

/** Hits and misses of this process's cache on `db`, for `GET /internal/cache-stats` (the load report prints the ratio). */
export function cacheStatsOf(db: Db): { hits: number; misses: number } {
  const cache = caches.get(db);
  return { hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 };
}

/** The product ids (and parent ids) a response shows: Shopware tags a cached route with every product it loaded. */
function productTags(body: unknown, into: Set<string>): void {
  if (Array.isArray(body)) {
    for (const item of body) productTags(item, into);
    return;
  }
  if (typeof body !== "object" || body === null) return;
  const object = body as Record<string, unknown>;
  if (object.apiAlias === "product") {
    if (typeof object.id === "string") into.add(productTag(object.id));
    if (typeof object.parentId === "string") into.add(productTag(object.parentId));
  }
  for (const value of Object.values(object)) if (typeof value === "object" && value !== null) productTags(value, into);
}

/**
 * Sends the JSON that `produce` builds (after SEO URLs and includes), from the cache while none of its tags changed.
 * Failures are never cached: a rejected computation is dropped and rethrown.
 */
export async function sendCached(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  produce: () => Promise<{ body: unknown; includes?: Record<string, string[]> }>,
): Promise<FastifyReply> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ResponseCache()));
  const key = keyOf(request);
  let entry = cache.get(key);
  if (entry) {
    const known = entry;
    // A computation still running shares its result; a finished one is checked against the tags' changes.
    const tags = await known.tags;
    const stale = tags === null || (await changedSince(db, tags, known.stamp));
    if (stale) {
      cache.drop(key, known);
      entry = undefined;
    }
  }
  if (entry) {
    cache.hits++;
  } else {
    cache.misses++;
    // The stamp comes first: whatever commits while the body is computed counts as newer than the entry.
    const stamp = await cacheStamp(db);
    const tags = new Set([CATALOGUE_TAG]);
    // The reads made for this request note further tags here (noteCacheTag); request.ctx is this request's own.
    request.ctx.cacheTags = tags;
    const body = (async () => {
      const { body, includes } = await produce();
      productTags(body, tags);
      return JSON.stringify(await prepareJson(db, request, body, includes));
    })();
    entry = {
      stamp,
      at: Date.now(),
      body,
      tags: body.then(
        () => [...tags],
        () => null,
      ),
      bytes: 0,
    };
    cache.set(key, entry);
    const created = entry;
    entry.body.then(
      (json) => cache.sized(key, created, json.length * 2),
      () => cache.drop(key, created),
    );
  }
  const text = await entry.body;
  return reply.header("content-type", "application/json; charset=utf-8").send(text);
}
