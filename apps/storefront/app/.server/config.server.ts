import type { StoreApiClient } from "./store-api-client.server";

/** The embedded backend's seeded sales-channel access key. */
const EMBEDDED_ACCESS_KEY = "SWSCZHJLBXBTWGHQTKVXM1ZRNQ";
const EMBEDDED_URL = "http://127.0.0.1:8000";

export interface StoreApiConfig {
  /** e.g. http://127.0.0.1:8000/store-api */
  baseURL: string;
  accessKey: string;
}

/**
 * How long one Store API call may take before the page gives up with the 408 'API too slow' page (spec §2/§8). The
 * spec names no figure; 10 s is far above any healthy answer (p99 of the slowest listing is well under 1 s) and
 * short enough that a shopper still gets an answer. STORE_API_TIMEOUT_MS overrides it.
 */
export const STORE_API_TIMEOUT_MS = 10_000;

/**
 * The fetch options of every Store API client: the timeout, and a retry of a read only when a proxy or a restarting
 * backend answered 502/503/504 (ofetch's default would also retry a read that timed out, doubling the wait).
 */
export function storeApiFetchOptions(env: NodeJS.ProcessEnv = process.env): {
  timeout: number;
  retryStatusCodes: number[];
} {
  const configured = Number(env.STORE_API_TIMEOUT_MS);
  return {
    timeout: Number.isFinite(configured) && configured > 0 ? configured : STORE_API_TIMEOUT_MS,
    retryStatusCodes: [502, 503, 504],
  };
}

/**
 * Bounds every call of `client` by a deadline that covers the answer's body as well as its headers: `timeLeft` gives
 * the milliseconds a call may still take. ofetch's own `timeout` is cleared once the headers are in (ofetch 1.5,
 * `$fetchRaw`), so a Store API that sent its headers and then stalled held the page forever; a signal handed to fetch
 * also aborts the body read (undici), and ofetch then sets no timer of its own. The body read's TimeoutError is the
 * 408 'API too slow' page like any other (lib/errors.ts outageOf).
 */
export function boundCalls(client: StoreApiClient, timeLeft: () => number): StoreApiClient {
  client.hook("onRequest", (context) => {
    const ms = Math.max(1, Math.round(timeLeft()));
    context.options.timeout = ms;
    context.options.signal = AbortSignal.timeout(ms);
  });
  return client;
}

/** Read on every call so a test or a process manager can point the server elsewhere. */
export function storeApiConfig(env: NodeJS.ProcessEnv = process.env): StoreApiConfig {
  const origin = (env.STORE_API_URL || EMBEDDED_URL).replace(/\/+$/, "");
  return {
    baseURL: `${origin}/store-api`,
    accessKey: env.STORE_API_ACCESS_KEY || EMBEDDED_ACCESS_KEY,
  };
}
