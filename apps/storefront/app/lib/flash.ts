import { safeRedirectPath } from "./safe-redirect";
import type { NotificationInput, NotificationType } from "../features/notifications/notifications";
import { isHttps, readCookie, serializeCookie } from "./cookies";

/**
 * A one-shot notice carried across a POST → 303 redirect in a short-lived cookie, so form posts
 * without JavaScript ("Logged in", "Address deleted", "The product was added to the cart") still
 * tell the shopper what happened. The message is translated by the action, in the shopper's locale.
 */
export const FLASH_COOKIE = "sf-flash";
export type Flash = NotificationInput;

const TYPES: readonly NotificationType[] = ["info", "success", "warning", "danger"];
// Cookies hold ~4 KB; a notice is a sentence or two.
const MAX_MESSAGE_LENGTH = 600;

export function flashCookie(flash: Flash, secure: boolean): string {
  const value = Buffer.from(
    JSON.stringify({ t: flash.type, m: flash.message.slice(0, MAX_MESSAGE_LENGTH), p: flash.persistent ? 1 : 0 }),
  ).toString("base64url");
  // A minute is plenty for the redirect that follows; it is cleared as soon as it is shown.
  return serializeCookie(FLASH_COOKIE, value, { maxAgeSeconds: 60, secure });
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, "", { maxAgeSeconds: 0, secure });
}

/** The notice in the cookie, or null when there is none or it is not one we wrote. */
export function readFlash(cookieHeader: string | null): Flash | null {
  const raw = readCookie(cookieHeader, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return null;
    const { t, m, p } = parsed as Record<string, unknown>;
    if (typeof m !== "string" || !m || !TYPES.includes(t as NotificationType)) return null;
    return { type: t as NotificationType, message: m.slice(0, MAX_MESSAGE_LENGTH), persistent: p === 1 };
  } catch {
    return null;
  }
}

/** The Set-Cookie header value that shows `flash` on the next page this request's shopper sees. */
export function flashFor(request: Request, flash: Flash): string {
  return flashCookie(flash, isHttps(request));
}

/** The cookie that removes a shown notice. */
export function clearFlashFor(request: Request): string {
  return clearFlashCookie(isHttps(request));
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
