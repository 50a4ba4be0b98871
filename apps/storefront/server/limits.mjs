// @ts-check
import http from "node:http";

/**
 * Issue 12 M6: the storefront kept slow-body connections for 300 s (Node's default requestTimeout) and accepted bodies
 * of any size. These are its own server's limits; each can be changed by env (milliseconds / bytes).
 * - headers must arrive within 10 s (slowloris), the whole request within 30 s, an idle keep-alive socket closes after 5 s;
 * - a request body may be at most 1 MiB (the largest form is a review or a contact message), and must say its length.
 */
export const DEFAULT_LIMITS = Object.freeze({
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxBodyBytes: 1024 * 1024,
});

/** @param {Record<string, string | undefined>} env */
export function serverLimits(env = process.env) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const requestTimeout = read("STOREFRONT_REQUEST_TIMEOUT_MS", DEFAULT_LIMITS.requestTimeout);
  return {
    // Node requires headersTimeout <= requestTimeout.
    headersTimeout: Math.min(read("STOREFRONT_HEADERS_TIMEOUT_MS", DEFAULT_LIMITS.headersTimeout), requestTimeout),
    requestTimeout,
    keepAliveTimeout: read("STOREFRONT_KEEP_ALIVE_TIMEOUT_MS", DEFAULT_LIMITS.keepAliveTimeout),
    maxBodyBytes: read("STOREFRONT_MAX_BODY_BYTES", DEFAULT_LIMITS.maxBodyBytes),
  };
}

/**
 * An HTTP server for `handler` with the limits: the timeouts are checked every second (Node's default check runs
 * every 30 s, so a 10 s limit would hold up to 40 s).
 * @param {http.RequestListener} handler
 * @param {ReturnType<typeof serverLimits>} limits
 */
export function createLimitedServer(handler, limits) {
  const server = http.createServer(
    {
      requestTimeout: limits.requestTimeout,
      headersTimeout: limits.headersTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: 1_000,
    },
    handler,
  );
  return server;
}

/**
 * Express middleware: a body over the limit is refused with 413 before anything reads it; a body without a length
 * (chunked) with 411, since it could not be limited up front.
 * @param {number} maxBodyBytes
 * @returns {import("express").RequestHandler}
 */
export function bodyLimit(maxBodyBytes) {
  return (req, res, next) => {
    const length = req.headers["content-length"];
    const chunked = /chunked/i.test(String(req.headers["transfer-encoding"] ?? ""));
    if (chunked && length === undefined) {
      res
        .status(411)
        .set({ "Cache-Control": "no-store", Connection: "close" })
        .type("text/plain")
        .send("Length Required");
      return;
    }
    if (length !== undefined && !(Number(length) <= maxBodyBytes)) {
      res
        .status(413)
        .set({ "Cache-Control": "no-store", Connection: "close" })
        .type("text/plain")
        .send("Payload Too Large");
      return;
    }
    next();
  };
}
