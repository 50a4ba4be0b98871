import { performance } from "node:perf_hooks";

/** One kind of request the load loop repeats. */
export interface Target {
  name: string;
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: Record<string, unknown>;
  /**
   * Make every request distinct (a counter in the body), so a response cache keyed by the request cannot answer
   * it: the cost of computing the response rather than of replaying it.
   */
  distinct?: boolean;
  /**
   * Unmeasured set-up before every measured request (a fresh context token, a guest, a filled cart): it returns
   * what the measured request needs (its token header, say). It runs in the same worker right before the request, so
   * the measured request competes with the other workers' set-up as it would with other shoppers' requests.
   */
  prepare?: (signal: AbortSignal) => Promise<Partial<Pick<Target, "url" | "headers" | "body">>>;
  /** Sees every answer's status and headers (e.g. to count X-Page-Cache hits), before its body is read. */
  onResponse?: (response: Response) => void;
}

export interface LoadLimits {
  /** Requests in flight at once (one keep-alive connection each). */
  concurrency: number;
  /** Stop after this many measured requests… */
  maxRequests: number;
  /** …or after this many seconds, whichever comes first; requests still open 5 s later are cut off as timeouts. */
  maxSeconds: number;
  /** Unmeasured requests first (JIT, caches, SQLite page cache), at most this many… */
  warmupRequests: number;
  /** …and for at most this many seconds. */
  warmupSeconds: number;
}

export interface LoadResult {
  /** Answered requests of the concurrent run. */
  requests: number;
  /** Error answers and network errors. */
  failures: number;
  /** Requests still unanswered when the run was cut off (slow, not failed). */
  cutOff: number;
  seconds: number;
  p50Ms: number;
  p95Ms: number;
  requestsPerSecond: number;
  /** Median latency of requests sent one at a time (no queueing): the cost of one request. */
  serialP50Ms: number;
  /** First failure, to tell a broken route from a slow one. */
  firstFailure?: string;
  /** Targets with `prepare` only: set-up plus measured request, as one shopper waits for the whole step. */
  flowP50Ms?: number;
  flowP95Ms?: number;
}

const GRACE_MS = 5000;
let nonce = 0;

/** One request, its body read completely; resolves with a failure description or null. */
async function fire(target: Target, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(target.url, {
      method: target.method,
      headers: target.body === undefined ? target.headers : { ...target.headers, "content-type": "application/json" },
      body:
        target.body === undefined
          ? undefined
          : JSON.stringify(target.distinct ? { ...target.body, "bench-nonce": ++nonce } : target.body),
      signal,
    });
    target.onResponse?.(response);
    const text = await response.text();
    return response.ok ? null : `${response.status} ${text.slice(0, 300)}`;
  } catch (error) {
    return signal.aborted ? "cut off at the end of the run" : `network: ${(error as Error).message}`;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Run {
  latencies: number[];
  failures: number;
  cutOff: number;
  firstFailure?: string;
  seconds: number;
  /** Targets with `prepare`: set-up plus measured request, sorted. */
  flowLatencies: number[];
}

/**
 * `concurrency` workers each send the next request as soon as the previous one answered (a closed loop), until
 * `count` requests were sent or `seconds` passed; what is still open `GRACE_MS` later is aborted and counted as a
 * failure, so a run never outlasts its budget by more than that.
 */
export async function closedLoop(target: Target, concurrency: number, count: number, seconds: number): Promise<Run> {
  const run: Run = { latencies: [], failures: 0, cutOff: 0, seconds: 0, flowLatencies: [] };
  const start = performance.now();
  const deadline = start + seconds * 1000;
  const cutOffAt = deadline + GRACE_MS;
  let started = 0;
  const worker = async () => {
    while (started < count && performance.now() < deadline) {
      started++;
      const began = performance.now();
      // One timeout signal per request: a signal shared by thousands of requests collects a listener from each.
      const signal = AbortSignal.timeout(Math.max(1, Math.round(cutOffAt - began)));
      let request = target;
      let failure: string | null = null;
      if (target.prepare) {
        try {
          request = { ...target, ...(await target.prepare(signal)) };
        } catch (error) {
          failure = signal.aborted ? "cut off at the end of the run" : `set-up: ${(error as Error).message}`;
        }
      }
      const sent = performance.now();
      failure ??= await fire(request, signal);
      if (failure && signal.aborted) {
        run.cutOff++;
      } else if (failure) {
        run.failures++;
        run.firstFailure ??= failure;
      } else {
        const answered = performance.now();
        run.latencies.push(answered - sent);
        if (target.prepare) run.flowLatencies.push(answered - began);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  run.seconds = (performance.now() - start) / 1000;
  run.latencies.sort((a, b) => a - b);
  run.flowLatencies.sort((a, b) => a - b);
  return run;
}

/** The concurrent run's figures, shared by the API and the SSR benches. */
export function runFigures(run: Run) {
  return {
    requests: run.latencies.length,
    failures: run.failures,
    cutOff: run.cutOff,
    seconds: run.seconds,
    p50Ms: percentile(run.latencies, 50),
    p95Ms: percentile(run.latencies, 95),
    requestsPerSecond: run.latencies.length / run.seconds,
    ...(run.firstFailure ? { firstFailure: run.firstFailure } : {}),
  };
}

/**
 * A probe, a serial warm-up (serial, so no queue of abandoned requests outlives it), a few requests one at a time,
 * then the concurrent run. Node's fetch keeps connections alive.
 */
export async function runLoad(target: Target, limits: LoadLimits): Promise<LoadResult> {
  const probe = await closedLoop(target, 1, 1, limits.maxSeconds);
  // A route that fails right away is broken, not slow: report its first failure instead of timing errors.
  if (probe.failures || probe.cutOff) {
    return {
      requests: 0,
      failures: probe.failures,
      cutOff: probe.cutOff,
      seconds: 0,
      p50Ms: Number.NaN,
      p95Ms: Number.NaN,
      requestsPerSecond: 0,
      serialP50Ms: Number.NaN,
      firstFailure: probe.firstFailure,
    };
  }
  await closedLoop(target, 1, limits.warmupRequests, limits.warmupSeconds);
  const serial = await closedLoop(target, 1, 20, Math.min(5, limits.maxSeconds));
  const run = await closedLoop(target, limits.concurrency, limits.maxRequests, limits.maxSeconds);
  return {
    ...runFigures(run),
    serialP50Ms: percentile(
      [...serial.latencies, ...probe.latencies].sort((a, b) => a - b),
      50,
    ),
    ...(target.prepare
      ? { flowP50Ms: percentile(run.flowLatencies, 50), flowP95Ms: percentile(run.flowLatencies, 95) }
      : {}),
  };
}
