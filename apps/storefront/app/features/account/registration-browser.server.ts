import { createHash } from "node:crypto";
import { isHttps, readCookie, serializeCookie } from "../../lib/cookies";

/**
 * Issue 12 L2: opening a registration-confirmation link logs in only the browser that registered. Registering with
 * double opt-in sets this cookie to the link's `em` (sha1 of the address, as the backend puts it into the link); the
 * confirmation page logs in only when the cookie matches. Anyone else who opens the link (the attacker's link sent to
 * a victim: login CSRF) confirms the account without a session and is asked to log in.
 */
export const REGISTRATION_COOKIE = "shop-registration";
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** The `em` parameter of the confirmation link for this address (Shopware: sha1 of the customer's e-mail). */
export function confirmationKey(email: string): string {
  return createHash("sha1").update(email).digest("hex");
}

export function registrationCookie(request: Request, email: string): string {
  return serializeCookie(REGISTRATION_COOKIE, confirmationKey(email), {
    maxAgeSeconds: MAX_AGE_SECONDS,
    secure: isHttps(request),
  });
}

export function clearRegistrationCookie(request: Request): string {
  return serializeCookie(REGISTRATION_COOKIE, "", { maxAgeSeconds: 0, secure: isHttps(request) });
}

/** The confirmation link is opened in the browser that registered this address. */
export function isRegisteringBrowser(request: Request, em: string): boolean {
  const key = readCookie(request.headers.get("cookie"), REGISTRATION_COOKIE);
  return Boolean(key) && /^[0-9a-f]{40}$/.test(em) && key === em;
}
