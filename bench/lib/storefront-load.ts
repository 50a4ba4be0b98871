import { closedLoop, percentile, runFigures, type LoadLimits, type LoadResult, type Target } from "./load.js";

/**
 * GET requests of an SSR page through bench/lib/load.ts's closed loop (same limits: concurrency keep-alive
 * connections, at most maxRequests or maxSeconds after a warm-up), reporting p99 too.
 */

/** runLoad's figures for the concurrent run (no serial median), plus p99. */
export type PageLoadResult = Omit<LoadResult, "serialP50Ms"> & { p99Ms: number };

export async function loadPage(url: string, limits: LoadLimits): Promise<PageLoadResult> {
  const target: Target = { name: url, method: "GET", url, headers: { accept: "text/html" } };
  await closedLoop(target, limits.concurrency, limits.warmupRequests, limits.warmupSeconds);
  const run = await closedLoop(target, limits.concurrency, limits.maxRequests, limits.maxSeconds);
  return { ...runFigures(run), p99Ms: percentile(run.latencies, 99) };
}
