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
