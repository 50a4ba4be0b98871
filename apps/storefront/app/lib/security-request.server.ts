import { AsyncLocalStorage } from "node:async_hooks";

/** What the storefront server (server/app.mjs) knows about a request and React Router does not. */
export interface RequestInfo {
  /** This response's Content-Security-Policy nonce (the header is already set). */
  nonce: string;
  /** The shopper's IP: the socket peer, or what a trusted proxy (TRUST_PROXY) forwarded. */
  clientIp: string;
  /**
   * The page-state digests this render computed from the Store API (app/.server/page-state.server.ts), for the page
   * cache: it shares a session's render only under the digests the render itself checked.
   */
  pageState?: { price?: string; state?: string };
  /**
   * When the oldest Store API answer this render took from a shared cache was read (catalogue-cache.server.ts), in ms
   * since the epoch; unset when every answer was read for this render. The page cache counts a stored page's age
   * from it, so that a price or stock change shows within its lifetime however old the shared answer was.
   */
  dataReadAt?: number;
}

// An AsyncLocalStorage rather than a request header: a header could be sent by the client itself
// whenever the app runs without our server (vite dev, react-router-serve).
const storage = new AsyncLocalStorage<RequestInfo>();

/** Called by the server around React Router's handler (exported through entry.server.tsx). */
export function runWithRequestInfo<T>(info: RequestInfo, fn: () => T): T {
  return storage.run(info, fn);
}

/** The current request's info; undefined under `react-router dev`, which has no such server. */
export function requestInfo(): RequestInfo | undefined {
  return storage.getStore();
}
