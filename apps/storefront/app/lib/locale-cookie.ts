import { plainCookie } from "./cookies";
import { DEFAULT_LOCALE, localeByCode, LOCALES, type Locale } from "./i18n";

export const LOCALE_COOKIE = "sw-locale";
/** Spec §9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The shopper's language choice: a shop locale's code (only the server reads it, so it stays HttpOnly). */
export const localeChoice = plainCookie(
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  (code) => localeByCode(code) !== undefined,
);

export function localeCookie(locale: Locale, secure: boolean): string {
  return localeChoice.serialize(locale.code, secure);
}

/** Matches an Accept-Language header against the shop's languages (exact tag first, then the primary language). */
export function localeFromAcceptLanguage(header: string | null): Locale {
  // Spec: the default browser locale is en-US, which maps to en-GB.
  const tags = (header || "en-US")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((param) => param.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const exact = LOCALES.find((locale) => locale.languageCode.toLowerCase() === tag);
    if (exact) return exact;
    const primary = tag.split("-")[0];
    const loose = LOCALES.find((locale) => locale.languageCode.toLowerCase().split("-")[0] === primary);
    if (loose) return loose;
  }
  return DEFAULT_LOCALE;
}

/** The locale for a visit to the bare root: the cookie first, then the browser's languages. */
export function detectLocale(cookieHeader: string | null, acceptLanguage: string | null): Locale {
  const fromCookie = localeByCode(localeChoice.parse(cookieHeader) ?? "");
  return fromCookie ?? localeFromAcceptLanguage(acceptLanguage);
}

/**
 * What a page cache keys a request header by, for the headers a page varies by: Accept-Language only through the shop
 * locale it selects (every browser sends its own string; "en-US,en;q=0.9" and "en-GB" get the same English page).
 * Any other header by its value.
 */
export function pageVaryValue(name: string, value: string | undefined): string | undefined {
  return name === "accept-language" ? localeFromAcceptLanguage(value ?? null).code : value;
}
