import { randomBytes } from "node:crypto";
import { createCookie, type Cookie } from "react-router";
import { cookieMaxAge, isHttps } from "../lib/cookies";

/**
 * The storefront's signing key for its cookies (the page state, and the signed cookies below: flash notice, payment
 * redirect, registering browser), the same in every worker of a cluster: PAGE_STATE_SECRET, which server/index.mjs
 * sets before it forks them when the environment has none. A process without one (vite dev) makes its own. Without a
 * fixed PAGE_STATE_SECRET a restart makes the signed cookies of before unreadable, which reads as no cookie.
 */
export function cookieSecret(): string {
  process.env.PAGE_STATE_SECRET ||= randomBytes(32).toString("base64url");
  return process.env.PAGE_STATE_SECRET;
}

/**
 * A cookie the storefront leaves for one of its later pages (React Router's createCookie): HttpOnly, SameSite=Lax,
 * the whole shop, signed with cookieSecret() so that a value it did not write (tampered, forged, or in the format of
 * before it was signed) parses as null. Serialize with secureFor(request).
 */
export function signedCookie(name: string, maxAgeSeconds: number): Cookie {
  return createCookie(name, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: cookieMaxAge(maxAgeSeconds),
    secrets: [cookieSecret()],
  });
}

/** The Secure flag for a cookie set in answer to `request` (lib/cookies.ts isHttps). */
export function secureFor(request: Request): { secure: boolean } {
  return { secure: isHttps(request) };
}
