/**
 * Intl formatters, one per locale and options for the process (issue 15: building an Intl.NumberFormat,
 * PluralRules or DateTimeFormat costs far more than formatting with one, and a page formats per card or message).
 * The instances are immutable, so sharing them across requests and shoppers shares nothing but the locale data.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRulesByLocale = new Map<string, Intl.PluralRules>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  const found = cache.get(key);
  if (found) return found;
  const made = create();
  // Bounded by the locales × the option sets written in the source; the guard only stops a runaway caller.
  if (cache.size >= 500) cache.clear();
  cache.set(key, made);
  return made;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(
    numberFormats,
    `${locale} ${options ? JSON.stringify(options) : ""}`,
    () => new Intl.NumberFormat(locale, options),
  );

export const pluralRules = (locale: string): Intl.PluralRules =>
  cached(pluralRulesByLocale, locale, () => new Intl.PluralRules(locale));

export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(
    dateTimeFormats,
    `${locale} ${options ? JSON.stringify(options) : ""}`,
    () => new Intl.DateTimeFormat(locale, options),
  );
