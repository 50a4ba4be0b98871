import { readCookie, serializeCookie } from "./cookies";

/**
 * A one-shot notice carried across a POST → 303 redirect in a short-lived cookie, so forms of
 * features that are not built yet (cart, issue 4) answer honestly even without JavaScript.
 */
export const FLASH_COOKIE = "sf-flash";
export type Flash = "coming-soon";

export function flashCookie(flash: Flash, secure: boolean): string {
  // A minute is plenty for the redirect that follows; it is cleared as soon as it is shown.
  return serializeCookie(FLASH_COOKIE, flash, { maxAgeSeconds: 60, secure });
}

export function clearFlashCookie(secure: boolean): string {
  return serializeCookie(FLASH_COOKIE, "", { maxAgeSeconds: 0, secure });
}

export function readFlash(cookieHeader: string | null): Flash | null {
  return readCookie(cookieHeader, FLASH_COOKIE) === "coming-soon" ? "coming-soon" : null;
}

/** Back to the page the form was on when the Referer is our own origin, else to `fallback`. */
export function redirectBackTarget(referer: string | null, requestUrl: URL, fallback: string): string {
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (from.origin !== requestUrl.origin) return fallback;
    // Never bounce back onto the URL that was just posted to (it has no page of its own to return to).
    if (from.pathname === requestUrl.pathname) return fallback;
    return `${from.pathname}${from.search}`;
  } catch {
    return fallback;
  }
}
