import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { dataVersion } from "../db/data-version.js";
import { prepareJson } from "./request.js";

/**
 * Read-only catalogue and content responses (products, listings, search, categories, CMS pages, SEO URLs), kept as
 * their JSON text like Shopware's Cached*Route classes keep theirs. An entry is only served while the database is
 * unchanged since it was written (dataVersion): any write anywhere — an order reducing stock, a re-seed — retires
 * every entry without the writers knowing about this cache. Where the engine cannot tell (PostgreSQL), responses
 * are not cached.
 */

const MAX_BYTES = 64 * 1024 * 1024;
const MAX_AGE_MS = 10 * 60 * 1000;

interface Entry {
  version: string;
  at: number;
  /** Resolves to the JSON text; shared by concurrent identical requests while the first one computes it. */
  body: Promise<string>;
  bytes: number;
}

class ResponseCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || Date.now() - entry.at > MAX_AGE_MS) {
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

/**
 * Sends the JSON that `produce` builds (after SEO URLs and includes), from the cache while the database is
 * unchanged. Failures are never cached: a rejected computation is dropped and rethrown.
 */
export async function sendCached(db: Db, request: FastifyRequest, reply: FastifyReply, produce: () => Promise<{ body: unknown; includes?: Record<string, string[]> }>): Promise<FastifyReply> {
  const build = async () => {
    const { body, includes } = await produce();
    return JSON.stringify(await prepareJson(db, request, body, includes));
  };
  const current = await dataVersion(db);
  let text: string;
  if (current === undefined) {
    text = await build();
  } else {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new ResponseCache()));
    const key = keyOf(request);
    let entry = cache.get(key, current);
    if (!entry) {
      entry = { version: current, at: Date.now(), body: build(), bytes: 0 };
      cache.set(key, entry);
      const created = entry;
      entry.body.then(
        (json) => cache.sized(key, created, json.length * 2),
        () => cache.drop(key, created),
      );
    }
    text = await entry.body;
  }
  return reply.header("content-type", "application/json; charset=utf-8").send(text);
}
