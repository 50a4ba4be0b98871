import { fieldOf, isRecord, textOf } from "../../lib/unknown";
import { DEFAULT_LOCALE, LOCALES, switchLocalePath, type Locale, type LocaleCode } from "../../lib/i18n";

/** A page's path in each locale; routes whose paths differ per language (SEO URLs) return it in their loader data as `alternates`. */
export type Alternates = Partial<Record<LocaleCode, string>>;

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** The same page in a locale: the route's own alternate where known, the prefix swap otherwise. */
export type AlternatePath = (locale: Locale) => string;

/** The same page in every locale: the route's own alternates where known, the prefix swap otherwise. */
export function alternatePaths(pathname: string, known: Record<string, unknown> | null | undefined): AlternatePath {
  return (locale) => textOf(known, locale.code) ?? switchLocalePath(pathname, locale);
}

/** hreflang alternates (plus x-default → the default locale) as absolute URLs. */
export function alternateLinks(origin: string, pathIn: AlternatePath): AlternateLink[] {
  const links = LOCALES.map((locale) => ({ hrefLang: locale.languageCode, href: origin + pathIn(locale) }));
  return [...links, { hrefLang: "x-default", href: origin + pathIn(DEFAULT_LOCALE) }];
}

/** Finds `alternates` in the loader data of the deepest route that has them. */
export function alternatesFromMatches(
  matches: ReadonlyArray<{ data?: unknown; loaderData?: unknown }>,
): Record<string, unknown> | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    // The route's own Alternates, read path by path (alternatePaths).
    const alternates = fieldOf(matches[index]?.loaderData ?? matches[index]?.data, "alternates");
    if (isRecord(alternates)) return alternates;
  }
  return null;
}
