import { LOCALES } from "./locales";

export { LOCALES };

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale["code"];

export const DEFAULT_LOCALE: Locale = LOCALES[0];

const PREFIXED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale.prefix !== "");

function firstSegment(pathname: string): string {
  return pathname.split("/")[1] ?? "";
}

export function localeByCode(code: string): Locale | undefined {
  return LOCALES.find((locale) => locale.code === code);
}

/** The locale a path belongs to. Prefixes are case-sensitive, exactly like the routes. */
export function localeFromPath(pathname: string): Locale {
  const segment = firstSegment(pathname);
  return PREFIXED_LOCALES.find((locale) => locale.prefix === segment) ?? DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with "/". */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale.prefix === "") return pathname.startsWith("/") ? pathname : `/${pathname}`;
  const rest = pathname.slice(locale.prefix.length + 1);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Prefixes an app path ("/", "/shirts") with the locale's prefix. */
export function localizePath(path: string, locale: Locale): string {
  const normalized = path.startsWith("/") ? path : `/${path}`;
  if (locale.prefix === "") return normalized;
  return normalized === "/" ? `/${locale.prefix}` : `/${locale.prefix}${normalized}`;
}

/** The same page in another locale. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(stripLocalePrefix(pathname), target);
}

/**
 * When the first segment is a locale prefix in the wrong case ("/PL-pl/foo"), the path with the
 * canonical spelling ("/pl-PL/foo"); otherwise null.
 */
export function canonicalLocalePath(pathname: string): string | null {
  const segment = firstSegment(pathname);
  const locale = PREFIXED_LOCALES.find((candidate) => candidate.prefix.toLowerCase() === segment.toLowerCase());
  if (!locale || locale.prefix === segment) return null;
  return `/${locale.prefix}${pathname.slice(segment.length + 1)}`;
}
