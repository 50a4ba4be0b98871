import { cacheStamp, CATALOGUE_TAG, changedSince, type CacheStamp } from "./cache-tags.js";
import type { Db } from "./database.js";

interface Entry<T> {
  stamp: CacheStamp;
  tags: readonly string[];
  value: Promise<T>;
}

/**
 * Values read from catalogue tables only, kept per process and key, and served only after one indexed query confirms
 * none of their tags was written since they were read (cache-tags.ts: a write through any backend process or by hand
 * retires them on the next read, on both engines; every value depends on CATALOGUE_TAG, one that read stock or sales
 * on STOCK_TAG too). The values are shared by every caller: callers serialise or read
 * them and must not change them. At most `maxEntries` keys, the least recently used dropped first.
 */
export class CatalogueMemo<T> {
  private readonly caches = new WeakMap<Db, Map<string, Entry<T>>>();
  private readonly counts = new WeakMap<Db, { hits: number; misses: number }>();

  constructor(private readonly maxEntries: number) {}

  /** Hits and misses of this process's memo on `db` (tests). */
  statsOf(db: Db): { hits: number; misses: number } {
    return { ...(this.counts.get(db) ?? { hits: 0, misses: 0 }) };
  }

  /** The value under `key`, read with `read` when there is none or one of `tags` was written since it was read. */
  async get(db: Db, key: string, read: () => Promise<T>, tags: readonly string[] = [CATALOGUE_TAG]): Promise<T> {
    let cache = this.caches.get(db);
    if (!cache) this.caches.set(db, (cache = new Map()));
    let counts = this.counts.get(db);
    if (!counts) this.counts.set(db, (counts = { hits: 0, misses: 0 }));
    const cached = cache.get(key);
    if (cached) {
      const fresh = await cached.value.then(
        () => true,
        () => false,
      );
      if (fresh && cache.get(key) === cached && !(await changedSince(db, cached.tags, cached.stamp))) {
        counts.hits++;
        // Re-insert: Map order is the eviction order, least recently used first.
        cache.delete(key);
        cache.set(key, cached);
        return cached.value;
      }
      if (cache.get(key) === cached) cache.delete(key);
    }
    counts.misses++;
    // The stamp comes first: a write committing while the value is read counts as newer than the entry.
    const stamp = await cacheStamp(db);
    const entry: Entry<T> = { stamp, tags, value: read() };
    cache.set(key, entry);
    entry.value.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    for (const [oldest] of cache) {
      if (cache.size <= this.maxEntries) break;
      cache.delete(oldest);
    }
    return entry.value;
  }
}
