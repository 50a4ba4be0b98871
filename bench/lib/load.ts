import { performance } from "node:perf_hooks";

/** One kind of request the load loop repeats. */
export interface Target {
  name: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface LoadLimits {
  /** Requests in flight at once (one keep-alive connection each). */
  concurrency: number;
  /** Stop after this many measured requests… */
  maxRequests: number;
  /** …or after this many seconds, whichever comes first. */
  maxSeconds: number;
  /** Unmeasured requests first (JIT, caches, SQLite page cache), at most this many… */
  warmupRequests: number;
  /** …and for at most this many seconds. */
  warmupSeconds: number;
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  /** First failure, to tell a broken route from a slow one. */
  firstFailure?: string;
}

/** One request; resolves with its status and a failure description, the body read completely. */
async function fire(target: Target): Promise<string | null> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.body === undefined ? target.headers : { ...target.headers, "content-type": "application/json" },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
  });
  const text = await response.text();
  return response.ok ? null : `${response.status} ${text.slice(0, 300)}`;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * A closed-loop load: `concurrency` workers each send the next request as soon as the previous one answered,
 * until the request or time budget is spent. Node's fetch (undici) keeps connections alive per origin.
 */
export async function runLoad(target: Target, limits: LoadLimits): Promise<LoadResult> {
  // A route that fails while warming up is broken, not slow: report its first failure instead of timing errors.
  const check = await fire(target);
  if (check) return { requests: 0, failures: 1, seconds: 0, p50Ms: Number.NaN, p95Ms: Number.NaN, requestsPerSecond: 0, firstFailure: check };
  let warm = 1;
  const warmUntil = performance.now() + limits.warmupSeconds * 1000;
  const warmers = Array.from({ length: Math.min(limits.concurrency, limits.warmupRequests) }, async () => {
    while (warm++ < limits.warmupRequests && performance.now() < warmUntil) await fire(target);
  });
  await Promise.all(warmers);

  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | undefined;
  let started = 0;
  const start = performance.now();
  const deadline = start + limits.maxSeconds * 1000;
  const workers = Array.from({ length: limits.concurrency }, async () => {
    while (started < limits.maxRequests && performance.now() < deadline) {
      started++;
      const sent = performance.now();
      const failure = await fire(target).catch((error: unknown) => `network: ${(error as Error).message}`);
      latencies.push(performance.now() - sent);
      if (failure) {
        failures++;
        firstFailure ??= failure;
      }
    }
  });
  await Promise.all(workers);
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    requestsPerSecond: latencies.length / seconds,
    ...(firstFailure ? { firstFailure } : {}),
  };
}
