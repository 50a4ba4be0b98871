import { createCookieSessionStorage } from "react-router";
import { cookieSecret, secureFor } from "../.server/cookies.server";
import type { NotificationInput, NotificationType } from "../features/notifications/notifications";
import { parseCookieHeader } from "./cookies";
import { safeRedirectPath } from "./safe-redirect";
import { isOneOf, isRecord } from "./unknown";

/**
 * A one-shot notice carried across a POST → 303 redirect in a short-lived cookie, so form posts
 * without JavaScript ("Logged in", "Address deleted", "The product was added to the cart") still
 * tell the shopper what happened. The message is translated by the action, in the shopper's locale.
 * React Router's cookie session storage keeps it (its flash: read once), signed (.server/cookies.server.ts), so a
 * notice the storefront did not write is never shown.
 */
export const FLASH_COOKIE = "sf-flash";
export type Flash = NotificationInput;

const TYPES: readonly NotificationType[] = ["info", "success", "warning", "danger"];
// Cookies hold ~4 KB; a notice is a sentence or two.
const MAX_MESSAGE_LENGTH = 600;

/** The notice as the cookie holds it. */
interface StoredFlash {
  t: NotificationType;
  m: string;
  p: 0 | 1;
}

const storage = createCookieSessionStorage<Record<string, never>, { notice: StoredFlash }>({
  cookie: {
    name: FLASH_COOKIE,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    // A minute is plenty for the redirect that follows; it is dropped as soon as it is shown.
    maxAge: 60,
    secrets: [cookieSecret()],
  },
});

/** The Set-Cookie header value that shows `flash` on the next page this request's shopper sees. */
export async function flashFor(request: Request, flash: Flash): Promise<string> {
  const session = await storage.getSession();
  session.flash("notice", {
    t: flash.type,
    m: flash.message.slice(0, MAX_MESSAGE_LENGTH),
    p: flash.persistent ? 1 : 0,
  });
  return storage.commitSession(session, secureFor(request));
}

/** The notice in a `Cookie` header, or null when there is none or it is not one we wrote. */
export async function readFlash(cookieHeader: string | null): Promise<Flash | null> {
  const stored: unknown = (await storage.getSession(cookieHeader)).get("notice");
  if (!isRecord(stored)) return null;
  const { t, m, p } = stored;
  if (typeof m !== "string" || !m || !isOneOf(TYPES, t)) return null;
  return { type: t, message: m.slice(0, MAX_MESSAGE_LENGTH), persistent: p === 1 };
}

/**
 * The notice this request brings, shown once: with it the Set-Cookie that drops the cookie, also when the notice is
 * unreadable (tampered, or written before the deploy), so that no such cookie keeps the shopper's pages uncached.
 */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; setCookie?: string }> {
  const cookieHeader = request.headers.get("Cookie");
  if (parseCookieHeader(cookieHeader)[FLASH_COOKIE] === undefined) return { flash: null };
  const flash = await readFlash(cookieHeader);
  const setCookie = await storage.destroySession(await storage.getSession(), secureFor(request));
  return { flash, setCookie };
}

/** Back to the page the form was on when the Referer is our own origin, else to `fallback`. */
export function redirectBackTarget(referer: string | null, requestUrl: URL, fallback: string): string {
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (from.origin !== requestUrl.origin) return fallback;
    // Never bounce back onto the URL that was just posted to (it has no page of its own to return to).
    if (from.pathname === requestUrl.pathname) return fallback;
    return safeRedirectPath(`${from.pathname}${from.search}`, fallback);
  } catch {
    return fallback;
  }
}
