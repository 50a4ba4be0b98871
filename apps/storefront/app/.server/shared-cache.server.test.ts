import { describe, expect, it } from "vitest";
import { SharedCache } from "./shared-cache.server";

function clock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("SharedCache", () => {
  it("answers from memory until the TTL is over", async () => {
    const time = clock();
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    time.advance(999);
    expect(await cache.get("k", load)).toBe(1);
    time.advance(1);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("shares one load between concurrent callers", async () => {
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([1, 1, 1]);
  });

  it("forgets a failed load at once", async () => {
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  it("keeps at most maxEntries, the least recently used going first", async () => {
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "never");
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "reloaded")).toBe("a");
    expect(await cache.get("b", async () => "reloaded")).toBe("reloaded");
  });

  it("serves the last good answer while reloads fail, up to staleMs past its expiry", async () => {
    const time = clock();
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 10, staleMs: 5_000, now: time.now });
    const down = async (): Promise<string> => Promise.reject(new Error("down"));
    expect(await cache.get("k", async () => "good")).toBe("good");
    time.advance(2_000);
    expect(await cache.get("k", down)).toBe("good");
    time.advance(2_000);
    expect(await cache.get("k", down)).toBe("good");
    // Back up: the fresh answer replaces the stale one.
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
    time.advance(1_000 + 5_000);
    await expect(cache.get("k", down)).rejects.toThrow("down");
  });

  it("never serves a stale answer without staleMs", async () => {
    const time = clock();
    const cache = new SharedCache({ ttlMs: 1_000, maxEntries: 10, now: time.now });
    await cache.get("k", async () => "good");
    time.advance(1_000);
    await expect(cache.get("k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });
});
