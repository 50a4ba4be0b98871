import { performance } from "node:perf_hooks";
import type { LoadLimits } from "./load.js";

/**
 * GET requests of an SSR page in a closed loop, as bench/lib/load.ts does (same limits: concurrency keep-alive
 * connections, at most maxRequests or maxSeconds after a warm-up), but keeping p99 too, which runLoad does not report.
 */

export interface PageLoadResult {
  requests: number;
  failures: number;
  cutOff: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  firstFailure?: string;
}

const GRACE_MS = 5000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function closedLoop(url: string, concurrency: number, count: number, seconds: number) {
  const run = { latencies: [] as number[], failures: 0, cutOff: 0, seconds: 0, firstFailure: undefined as string | undefined };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const cutOffAt = deadline + GRACE_MS;
  let started = 0;
  const worker = async () => {
    while (started < count && performance.now() < deadline) {
      started++;
      const sent = performance.now();
      const signal = AbortSignal.timeout(Math.max(1, Math.round(cutOffAt - sent)));
      let failure: string | null = null;
      try {
        const response = await fetch(url, { headers: { accept: "text/html" }, signal });
        const text = await response.text();
        if (!response.ok) failure = `${response.status} ${text.slice(0, 200)}`;
      } catch (error) {
        failure = signal.aborted ? "cut off" : `network: ${(error as Error).message}`;
      }
      if (failure && signal.aborted) run.cutOff++;
      else if (failure) {
        run.failures++;
        run.firstFailure ??= failure;
      } else run.latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  run.seconds = (performance.now() - start) / 1000;
  run.latencies.sort((a, b) => a - b);
  return run;
}

export async function loadPage(url: string, limits: LoadLimits): Promise<PageLoadResult> {
  await closedLoop(url, limits.concurrency, limits.warmupRequests, limits.warmupSeconds);
  const run = await closedLoop(url, limits.concurrency, limits.maxRequests, limits.maxSeconds);
  return {
    requests: run.latencies.length,
    failures: run.failures,
    cutOff: run.cutOff,
    seconds: run.seconds,
    p50Ms: percentile(run.latencies, 50),
    p95Ms: percentile(run.latencies, 95),
    p99Ms: percentile(run.latencies, 99),
    requestsPerSecond: run.latencies.length / run.seconds,
    ...(run.firstFailure ? { firstFailure: run.firstFailure } : {}),
  };
}
