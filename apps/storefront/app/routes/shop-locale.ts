import { redirect } from "react-router";
import { isHttps } from "../lib/cookies";
import { localeByCode, localeFromPath } from "../lib/i18n";
import { localeCookie } from "../lib/locale-cookie";
import { safeRedirectPath } from "../lib/safe-redirect";
import type { Route } from "./+types/shop-locale";

/**
 * The language switcher's links land here (a plain GET, so it works without JavaScript): the
 * choice is remembered in the locale cookie, then the shopper goes on to the same page in the new
 * language. Without the cookie, choosing English on "/" would be detected back to the browser's language.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = safeRedirectPath(url.searchParams.get("to"));
  const locale = localeByCode(url.searchParams.get("locale") ?? "") ?? localeFromPath(target);
  const secure = isHttps(request);
  return redirect(target, { headers: { "Set-Cookie": localeCookie(locale, secure), "Cache-Control": "no-store" } });
}
