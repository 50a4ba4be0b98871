import { LRUCache } from "lru-cache";

/**
 * Store API answers that are the same for every shopper (languages, currencies, navigation trees, SEO URL
 * lookups, the channel's default context), memoised in the storefront process. Every entry lives a short
 * time and the map is bounded, least recently used first out. Concurrent loads of one key share one
 * request; a failed load is forgotten at once so the next request tries again.
 *
 * When a reload fails (the backend is down or restarting) the last good answer is served for up to `staleMs` past
 * its expiry, so that pages keep their header and navigation through a short outage.
 *
 * Keys must name everything the answer depends on (backend, access key, language…) and never a context
 * token: whatever is stored here is handed to every shopper.
 */

export interface SharedCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** How long past its expiry the last good answer may stand in for a failed reload (default 0: never). */
  staleMs?: number;
  /** Injectable clock for tests. */
  now?: () => number;
}

/** An answer and when it arrived (for the stale-on-error bound). */
interface Stored {
  value: unknown;
  readAt: number;
}

/** What a get() hands lru-cache's fetchMethod: the caller's load. */
interface FetchContext {
  load: () => Promise<unknown>;
}

/**
 * An LRU cache of answers (lru-cache): `fetch` shares one load between concurrent callers of a key, keeps the
 * answer ttlMs and forgets a failed load; with staleMs a failed reload leaves the last good answer in place, and
 * this class serves it until staleMs past its expiry.
 */
export class SharedCache {
  private readonly cache: LRUCache<string, Stored, FetchContext>;
  private readonly now: () => number;

  constructor(private readonly options: SharedCacheOptions) {
    const now = options.now ?? Date.now;
    this.now = now;
    this.cache = new LRUCache<string, Stored, FetchContext>({
      max: options.maxEntries,
      // lru-cache still counts an entry fresh at an age of exactly ttl; an answer here lives ttlMs, not a ms more.
      ttl: Math.max(1, options.ttlMs - 1),
      // The clock on every check (the default caches it for a millisecond, which an injected clock cannot advance).
      ttlResolution: 0,
      perf: { now },
      // A failed reload leaves the last good answer in place for the next request's try.
      noDeleteOnFetchRejection: (options.staleMs ?? 0) > 0,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context.load(), readAt: now() }),
    });
  }

  get size(): number {
    return this.cache.size;
  }

  /** The cached answer under `key`, or `load()`'s (then cached for ttlMs). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    // The answer a failed reload may fall back on (peek: neither fresher in the LRU order nor dropped when expired).
    const last = this.cache.peek(key, { allowStale: true });
    let stored: Stored | undefined;
    try {
      stored = await this.cache.fetch(key, { context: { load } });
    } catch (error) {
      const staleMs = this.options.staleMs ?? 0;
      if (!last || this.now() - last.readAt >= this.options.ttlMs + staleMs) throw error;
      stored = last;
    }
    // The one cast of this cache, which holds answers of many types: each key is only ever loaded by one kind of
    // load(), so what is stored under it is the caller's own answer type.
    return stored?.value as T;
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * The process-wide cache of channel data. 30 s: a merchant's change to the navigation or a currency shows
 * within half a minute; 2,000 entries hold every language's trees and thousands of SEO lookups.
 */
export const sharedCache = new SharedCache({ ttlMs: 30_000, maxEntries: 2_000, staleMs: 10 * 60_000 });
