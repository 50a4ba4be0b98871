import { parse, serialize } from "cookie";

/**
 * The storefront's cookies that travel as plain values, on the `cookie` package (the one React Router's createCookie
 * is built on). React Router's createCookie writes its value as base64 JSON, optionally signed, and reads it back
 * only asynchronously; the cookies here cannot take that:
 * - `sw-context-token` is the Store API's `sw-context-token` value as is: Shopware clients, the page cache
 *   (server/page-cache.mjs) and the benches send it raw, and the token is already unguessable.
 * - `sw-page-state` is signed by its own MAC bound to the context token (page-state.server.ts), read synchronously by
 *   the page cache before any render.
 * - `sw-locale` is a locale code, sent raw by tests and kept by browsers from before.
 * Cookies the storefront writes for itself as data (flash notice, payment redirect, registering browser) use
 * createCookie (.server/cookies.server.ts signedCookie).
 */

/**
 * Did the shopper reach us over HTTPS? The request URL says so (the server builds it from the socket, or from
 * X-Forwarded-Proto when TRUST_PROXY trusts the proxy), and so does a proxy's first X-Forwarded-Proto. Either is
 * enough for the Secure flag: a cookie marked Secure by mistake is only not sent over plain HTTP, one left without
 * it over HTTPS could be.
 */
export function isHttps(request: Request): boolean {
  return (
    new URL(request.url).protocol === "https:" ||
    request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https"
  );
}

/**
 * Spec §9: the default session cookie maximum, 2147483646 s (2^31 - 2: past it, a 32-bit Max-Age overflows in some
 * clients and the cookie dies at once). Every cookie's Max-Age is capped to it.
 */
export const SESSION_COOKIE_MAX_AGE_SECONDS = 2_147_483_646;

/** A Max-Age in whole seconds, 0 for none or a negative, at most SESSION_COOKIE_MAX_AGE_SECONDS. */
export function cookieMaxAge(seconds: number): number {
  if (Number.isNaN(seconds) || seconds <= 0) return 0;
  return Math.min(Math.floor(seconds), SESSION_COOKIE_MAX_AGE_SECONDS);
}

/** Every cookie of a `Cookie` request header by name (the first of a name wins; undecodable values stay raw). */
export function parseCookieHeader(cookieHeader: string | null): Record<string, string | undefined> {
  return cookieHeader ? parse(cookieHeader) : {};
}

/** A cookie whose value travels as is: HttpOnly, SameSite=Lax, the whole shop, Secure on HTTPS. */
export interface PlainCookie {
  readonly name: string;
  /** Its value in a `Cookie` request header; undefined when absent, or when the value is not one we write. */
  parse(cookieHeader: string | null): string | undefined;
  /** A `Set-Cookie` for `value` (Secure when the request came over HTTPS: isHttps). */
  serialize(value: string, secure: boolean): string;
  /** A `Set-Cookie` that removes it. */
  clear(secure: boolean): string;
}

/**
 * A plain-value cookie. `valid` says which values are ours: anything else in the header (tampered, from another
 * program, an old format) reads as no cookie, and a value that is not valid is never written.
 */
export function plainCookie(name: string, maxAgeSeconds: number, valid: (value: string) => boolean): PlainCookie {
  const attributes = (secure: boolean, maxAge: number) =>
    ({ maxAge: cookieMaxAge(maxAge), path: "/", sameSite: "lax", httpOnly: true, secure }) as const;
  return {
    name,
    parse(cookieHeader) {
      const value = parseCookieHeader(cookieHeader)[name];
      return value !== undefined && valid(value) ? value : undefined;
    },
    serialize(value, secure) {
      if (!valid(value)) throw new TypeError(`Not a value of cookie ${name}`);
      return serialize(name, value, attributes(secure, maxAgeSeconds));
    },
    clear: (secure) => serialize(name, "", attributes(secure, 0)),
  };
}
