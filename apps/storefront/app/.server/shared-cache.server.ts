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

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** The answer once it arrived, for stale-on-error. */
  good?: { value: unknown };
}

export class SharedCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: SharedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached answer under `key`, or `load()`'s (then cached for ttlMs). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > now) {
      // Re-insert: Map order is the eviction order, least recently used first.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.value as Promise<T>;
    }
    if (cached) this.entries.delete(key);
    const stale = cached?.good && now - cached.expiresAt < (this.options.staleMs ?? 0) ? cached : undefined;
    const entry: Entry = { expiresAt: now + this.options.ttlMs, value: Promise.resolve() };
    entry.value = load().then(
      (value) => {
        entry.good = { value };
        return value;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry) {
          this.entries.delete(key);
          // Keep the last good answer for the next request's try, until it is too old.
          if (stale) this.entries.set(key, stale);
        }
        if (stale?.good) return stale.good.value as T;
        throw error;
      },
    );
    this.entries.set(key, entry);
    const value = entry.value as Promise<T>;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The process-wide cache of channel data. 30 s: a merchant's change to the navigation or a currency shows
 * within half a minute; 2,000 entries hold every language's trees and thousands of SEO lookups.
 */
export const sharedCache = new SharedCache({ ttlMs: 30_000, maxEntries: 2_000, staleMs: 10 * 60_000 });
