import { LOCALES, type LocaleCode } from "./i18n";
import { numberFormat, pluralRules } from "./intl";
// Only the English catalogue's type: the catalogue itself is data, loaded below per locale.
import type english from "../locales/en-GB.json";

/**
 * The shop's strings live in one catalogue per locale, `app/locales/<languageCode>.json` (a translator edits one
 * file; features are namespaces inside it). The English catalogue defines the keys: a key missing or misspelt in a
 * `t(locale, key)` call is a type error, and locales/catalogues.test.ts checks that every other catalogue has exactly
 * the same keys, placeholders and the plural forms its language needs. Messages use the ICU MessageFormat subset
 * `{name}` and `{count, plural, =0 {…} one {# …} few {…} many {…} other {…}}` (formatMessage below).
 *
 * Adding a language: a catalogue file here plus one entry in LOCALES (lib/i18n.ts); nothing else names a locale.
 */
export type Catalogue = typeof english;
export type Namespace = keyof Catalogue;

const catalogues = new Map<string, Catalogue>();

/** Makes a locale's catalogue available to the translators (`languageCode` as in LOCALES, e.g. "de-DE"). */
export function registerCatalogue(languageCode: string, catalogue: Catalogue): void {
  catalogues.set(languageCode, catalogue);
}

/** The language code a catalogue's file is named after ("../locales/de-DE.json" → "de-DE"). */
export function languageCodeOfPath(path: string): string {
  return path.replace(/^.*\/|\.json$/g, "");
}

/**
 * The server renders every locale, so its build registers every catalogue at start (lib/catalogues.server.ts, imported
 * by entry.server.tsx). The client's build holds none (each catalogue is 10+ KB gzip): each is a chunk of its own,
 * loaded by loadCatalogue before hydration for the document's locale (entry.client.tsx) and before a page of another
 * locale renders (the root route's clientLoader). An eager glob here, even behind `import.meta.env.SSR`, would put
 * all of them in the client's shell chunk: its imports are hoisted out of the dead branch.
 */
const LAZY: Record<string, () => Promise<Catalogue>> = Object.fromEntries(
  Object.entries(import.meta.glob<Catalogue>("../locales/*.json", { import: "default" })).map(([path, load]) => [
    languageCodeOfPath(path),
    load,
  ]),
);

/**
 * Makes sure the catalogue of a language (`languageCode` as in LOCALES, e.g. "de-DE", or an `<html lang>`) is
 * registered; resolves at once when it already is. Rejects for a language without a catalogue or when its chunk
 * fails to load.
 */
export async function loadCatalogue(languageCode: string): Promise<void> {
  if (catalogues.has(languageCode)) return;
  const load = LAZY[languageCode];
  if (!load) throw new Error(`There is no catalogue for ${languageCode}`);
  registerCatalogue(languageCode, await load());
}

function languageCodeOf(locale: LocaleCode): string {
  return LOCALES.find((candidate) => candidate.code === locale)?.languageCode ?? locale;
}

export type Translator<K extends string> = (
  locale: LocaleCode,
  key: K,
  values?: Record<string, string | number>,
) => string;

/**
 * The typed translator of one namespace of the catalogue (a feature's strings, e.g. `defineMessages("cart")`).
 */
export function defineMessages<N extends Namespace>(namespace: N): Translator<keyof Catalogue[N] & string> {
  return (locale, key, values = {}) => {
    const catalogue = catalogues.get(languageCodeOf(locale));
    if (!catalogue) throw new Error(`The catalogue of ${locale} is not loaded`);
    // The catalogues are checked against the English one's type by locales/catalogues.test.ts.
    const template = (catalogue[namespace] as Record<string, string>)[key];
    return formatMessage(locale, template ?? key, values);
  };
}

/** Intl's locale for a shop locale ("testde" → "de-DE"). */
function intlLocale(locale: LocaleCode): string {
  return languageCodeOf(locale);
}

/** The option text of `{count, plural, one {…} few {…} other {…}}` for the count, by the locale's plural rules. */
function pluralOption(locale: LocaleCode, body: string, count: number): string {
  const options = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const open = body.indexOf("{", index);
    if (open === -1) break;
    const selector = body.slice(index, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < body.length && depth > 0; close++) {
      if (body[close] === "{") depth++;
      else if (body[close] === "}") depth--;
    }
    options.set(selector, body.slice(open + 1, close - 1));
    index = close;
  }
  const category = pluralRules(intlLocale(locale)).select(count);
  return options.get(`=${count}`) ?? options.get(category) ?? options.get("other") ?? "";
}

/**
 * Fills `{name}` placeholders, and ICU-style plurals `{count, plural, one {# item} other {# items}}` chosen with
 * Intl.PluralRules of the locale (Polish one/few/many/other, German and English one/other); `#` is the count,
 * formatted with the locale's Intl.NumberFormat.
 */
export function formatMessage(
  locale: LocaleCode,
  template: string,
  values: Record<string, string | number> = {},
): string {
  let text = template;
  const plural = /\{(\w+),\s*plural,/g;
  let match: RegExpExecArray | null;
  while ((match = plural.exec(text)) !== null) {
    const start = match.index;
    let depth = 1;
    let end = start + 1;
    for (; end < text.length && depth > 0; end++) {
      if (text[end] === "{") depth++;
      else if (text[end] === "}") depth--;
    }
    const name = match[1] ?? "";
    const count = Number(values[name]);
    const body = text.slice(start + match[0].length, end - 1);
    const chosen = Number.isFinite(count)
      ? pluralOption(locale, body, count).replace(/#/g, numberFormat(intlLocale(locale)).format(count))
      : text.slice(start, end);
    text = text.slice(0, start) + chosen + text.slice(end);
    plural.lastIndex = start + chosen.length;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

export type MessageKey = keyof Catalogue["shared"] & string;

/** A shared UI string (layout, errors) in the locale's language, with `{name}` placeholders filled from `values`. */
export const translate: Translator<MessageKey> = defineMessages("shared");
