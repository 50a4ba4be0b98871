// @ts-check
// The security headers of every storefront response. The Content-Security-Policy carries a fresh nonce
// per response; React Router's inline scripts get the same nonce (app/entry.server.tsx, root.tsx).
import { randomBytes } from "node:crypto";

/** 128 random bits, base64: unguessable per response. */
export function newNonce() {
  return randomBytes(16).toString("base64");
}

/**
 * Origins (scheme://host[:port]) from a comma/space list of URLs; entries that are not URLs are an error.
 * @param {string | undefined} value
 * @param {string} variable the env variable's name, for the error
 * @returns {string[]}
 */
export function originsOf(value, variable) {
  return (value ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      try {
        return new URL(entry).origin;
      } catch {
        throw new Error(`${variable}: "${entry}" is not a URL`);
      }
    });
}

/**
 * The other origins the pages load images from and post forms to: the Store API's origin (media
 * URLs are the backend's PUBLIC_URL /media; the payment gateway is a 303 from the checkout's form
 * post to the backend), its loopback alias, PUBLIC_URL when this process knows it, and CSP_ORIGINS.
 * @param {NodeJS.ProcessEnv} env
 */
export function backendOrigins(env) {
  const storeApi = originsOf(env.STORE_API_URL || "http://127.0.0.1:8000", "STORE_API_URL");
  const aliases = storeApi.flatMap((origin) => {
    const url = new URL(origin);
    if (url.hostname === "127.0.0.1") url.hostname = "localhost";
    else if (url.hostname === "localhost") url.hostname = "127.0.0.1";
    else return [];
    return [url.origin];
  });
  const all = [
    ...storeApi,
    ...aliases,
    ...originsOf(env.PUBLIC_URL, "PUBLIC_URL"),
    ...originsOf(env.CSP_ORIGINS, "CSP_ORIGINS"),
  ];
  return [...new Set(all)];
}

/**
 * The policy. Inline style attributes stay allowed (style-src-attr): React renders a few `style={{}}`
 * props (rating bars, colour swatches) whose values come from numbers and the catalogue; CSS in an
 * attribute cannot run script or select other elements, while <style> elements (the exfiltration
 * vector) stay limited to our own stylesheet.
 * @param {{ nonce: string, otherOrigins: readonly string[] }} options
 */
export function contentSecurityPolicy({ nonce, otherOrigins }) {
  const others = otherOrigins.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: ${others}`.trimEnd(),
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    `form-action 'self' ${others}`.trimEnd(),
  ].join("; ");
}

/**
 * @param {{ nonce: string, https: boolean, otherOrigins: readonly string[] }} options
 * @returns {Record<string, string>}
 */
export function securityHeaders({ nonce, https, otherOrigins }) {
  /** @type {Record<string, string>} */
  const headers = {
    "Content-Security-Policy": contentSecurityPolicy({ nonce, otherOrigins }),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
  // Only over https: a Strict-Transport-Security header on plain http is ignored, and on a
  // local http shop it would be wrong.
  if (https) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}

/**
 * What a shared cache (CDN, proxy) may keep even for a shopper with cookies: build assets, the
 * favicon, robots.txt and the sitemaps — the same bytes for everybody.
 */
export const SHAREABLE_PATH = /^\/(?:assets\/|favicon\.svg$|robots\.txt$|sitemap\.xml$|sitemap\/)/;

/**
 * The last word on Cache-Control (architecture: a response that sets or depends on a session is
 * never publicly cacheable). A response that sets a cookie, or answers a request that carried
 * cookies (outside SHAREABLE_PATH), leaves as `private, no-cache` unless it already says private
 * or no-store without any shared-cache directive. Everything else keeps what the route chose.
 * @param {{ path: string, cacheControl: string | undefined, setsCookie: boolean, requestHasCookie: boolean }} response
 * @returns {string | undefined}
 */
export function sessionSafeCacheControl({ path, cacheControl, setsCookie, requestHasCookie }) {
  const personal = setsCookie || (requestHasCookie && !SHAREABLE_PATH.test(path));
  if (!personal) return cacheControl;
  const keepsPrivate =
    cacheControl !== undefined &&
    /\b(?:private|no-store)\b/i.test(cacheControl) &&
    !/\b(?:public|s-maxage)\b/i.test(cacheControl);
  return keepsPrivate ? cacheControl : "private, no-cache";
}
