import { createHash } from "node:crypto";
import { secureFor, signedCookie } from "../../.server/cookies.server";

/**
 * Issue 12 L2: opening a registration-confirmation link logs in only the browser that registered. Registering with
 * double opt-in sets this cookie (signed, .server/cookies.server.ts) to the link's `em` (sha1 of the address, as the
 * backend puts it into the link); the confirmation page logs in only when the cookie matches. Anyone else who opens
 * the link (the attacker's link sent to a victim: login CSRF), or a browser whose cookie we did not sign, confirms
 * the account without a session and is asked to log in.
 */
export const REGISTRATION_COOKIE = "shop-registration";
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const cookie = signedCookie(REGISTRATION_COOKIE, MAX_AGE_SECONDS);

/** The `em` parameter of the confirmation link for this address (Shopware: sha1 of the customer's e-mail). */
export function confirmationKey(email: string): string {
  return createHash("sha1").update(email).digest("hex");
}

export function registrationCookie(request: Request, email: string): Promise<string> {
  return cookie.serialize(confirmationKey(email), secureFor(request));
}

export function clearRegistrationCookie(request: Request): Promise<string> {
  return cookie.serialize("", { ...secureFor(request), maxAge: 0 });
}

/** The confirmation link is opened in the browser that registered this address. */
export async function isRegisteringBrowser(request: Request, em: string): Promise<boolean> {
  if (!/^[0-9a-f]{40}$/.test(em)) return false;
  const key: unknown = await cookie.parse(request.headers.get("cookie"));
  return key === em;
}
