import { DEFAULT_LOCALE, LOCALES, switchLocalePath, type LocaleCode } from "../../lib/i18n";

/** A page's path in each locale; routes whose paths differ per language (SEO URLs) return it in their loader data as `alternates`. */
export type Alternates = Partial<Record<LocaleCode, string>>;

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/** The same page in every locale: the route's own alternates where known, the prefix swap otherwise. */
export function alternatePaths(pathname: string, known: Alternates | null | undefined): Record<LocaleCode, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale.code, known?.[locale.code] ?? switchLocalePath(pathname, locale)]),
  ) as Record<LocaleCode, string>;
}

/** hreflang alternates (plus x-default → the default locale) as absolute URLs. */
export function alternateLinks(origin: string, paths: Record<LocaleCode, string>): AlternateLink[] {
  const links = LOCALES.map((locale) => ({ hrefLang: locale.languageCode, href: origin + paths[locale.code] }));
  return [...links, { hrefLang: "x-default", href: origin + paths[DEFAULT_LOCALE.code] }];
}

/** Finds `alternates` in the loader data of the deepest route that has them. */
export function alternatesFromMatches(
  matches: ReadonlyArray<{ data?: unknown; loaderData?: unknown }>,
): Alternates | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const data = matches[index]?.loaderData ?? matches[index]?.data;
    if (data && typeof data === "object" && "alternates" in data) {
      const alternates = (data as { alternates?: unknown }).alternates;
      if (alternates && typeof alternates === "object") return alternates as Alternates;
    }
  }
  return null;
}
