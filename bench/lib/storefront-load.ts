import { closedLoop, percentile, runFigures, type LoadLimits, type LoadResult, type Target } from "./load.js";

/**
 * GET requests of an SSR page through bench/lib/load.ts's closed loop (same limits: concurrency keep-alive
 * connections, at most maxRequests or maxSeconds after a warm-up), reporting p99 too, and how the storefront's
 * page cache answered the measured requests (its X-Page-Cache header: hit, miss or bypass), so that a figure
 * served from memory is never mistaken for one that was rendered.
 */

export interface PageCacheCounts {
  hit: number;
  miss: number;
  bypass: number;
  /** Answers without the header (a storefront without the page cache). */
  none: number;
}

/** runLoad's figures for the concurrent run (no serial median), plus p99 and the page cache's answers. */
export type PageLoadResult = Omit<LoadResult, "serialP50Ms"> & {
  p99Ms: number;
  pageCache: PageCacheCounts;
  hitRatio: number;
};

export async function loadPage(
  url: string,
  limits: LoadLimits,
  headers: Record<string, string> = {},
): Promise<PageLoadResult> {
  const pageCache: PageCacheCounts = { hit: 0, miss: 0, bypass: 0, none: 0 };
  let measuring = false;
  const target: Target = {
    name: url,
    method: "GET",
    url,
    headers: { accept: "text/html", ...headers },
    onResponse(response) {
      if (!measuring) return;
      const state = response.headers.get("x-page-cache");
      pageCache[state === "hit" || state === "miss" || state === "bypass" ? state : "none"]++;
    },
  };
  await closedLoop(target, limits.concurrency, limits.warmupRequests, limits.warmupSeconds);
  measuring = true;
  const run = await closedLoop(target, limits.concurrency, limits.maxRequests, limits.maxSeconds);
  const answered = pageCache.hit + pageCache.miss + pageCache.bypass + pageCache.none;
  return {
    ...runFigures(run),
    p99Ms: percentile(run.latencies, 99),
    pageCache,
    hitRatio: answered ? pageCache.hit / answered : 0,
  };
}
