/** The value of one cookie from a `Cookie` request header, or undefined. */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Whether a `Cookie` request header holds a cookie of this name, readable or not. */
export function hasCookie(cookieHeader: string | null, name: string): boolean {
  return (cookieHeader ?? "").split(";").some((part) => part.split("=")[0]?.trim() === name);
}

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

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  httpOnly?: boolean;
  path?: string;
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

/** A `Set-Cookie` value with SameSite=Lax. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${cookieMaxAge(options.maxAgeSeconds)}`,
    `Path=${options.path ?? "/"}`,
    "SameSite=Lax",
  ];
  if (options.httpOnly ?? true) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
