import { LOCALES, type LocaleCode } from "./i18n";
import { numberFormat, pluralRules } from "./intl";
import { isRecord } from "./unknown";
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

/**
 * The registered namespaces of each language. They arrive in parts (see below), so a catalogue here is typed as what
 * it is at run time, JSON that may lack a namespace; a translator reads its namespace and throws when it is not there.
 * That every catalogue has the English one's keys is what locales/catalogues.test.ts checks.
 */
const catalogues = new Map<string, Record<string, unknown>>();

/** Makes a locale's catalogue, or some of its namespaces, available to the translators (`languageCode` as in LOCALES). */
export function registerCatalogue(languageCode: string, catalogue: Record<string, unknown>): void {
  catalogues.set(languageCode, { ...catalogues.get(languageCode), ...catalogue });
}

/** The language code a catalogue's file is named after ("../locales/de-DE.json" → "de-DE"). */
export function languageCodeOfPath(path: string): string {
  return path.replace(/^.*\/|\.json(\?.*)?$/g, "");
}

type PartLoaders = Record<string, () => Promise<unknown>>;
const byLanguage = (loaders: PartLoaders): PartLoaders =>
  Object.fromEntries(Object.entries(loaders).map(([path, load]) => [languageCodeOfPath(path), load]));

/**
 * The server renders every locale, so its build registers every catalogue at start (lib/catalogues.server.ts, imported
 * by entry.server.tsx). The client's build holds none: each catalogue's core (the namespaces of no part, see
 * build-plugins/catalogue-parts.ts) is a chunk of its own, loaded by loadCatalogue before hydration for the document's
 * locale (entry.client.tsx) and before a page of another locale renders (the root route's clientLoader). The larger
 * namespaces that only some pages use (checkout, cart, account) are parts of their own, loaded by the module that
 * translates them (loadCataloguePart), so with the page that shows them. An eager glob here, even behind
 * `import.meta.env.SSR`, would put all of them in the client's shell chunk: its imports are hoisted out of the dead
 * branch.
 */
// The core: the namespaces of no part (the client build's `app/locales/<code>.json`).
const CORE = byLanguage(import.meta.glob("../locales/*.json", { import: "default" }));

/** The parts the loaded modules use, by namespace: each locale shown loads them too. */
const requiredParts = new Map<string, PartLoaders>();
/** The languages whose catalogue the browser loaded (or is loading). */
const shownLanguages = new Set<string>();

async function loadPart(languageCode: string, name: string, loaders: PartLoaders) {
  const load = loaders[languageCode];
  if (!load) throw new Error(`There is no ${name} part of the catalogue for ${languageCode}`);
  // A `?part=` module of build-plugins/catalogue-parts.ts: some namespaces of the catalogue.
  const part = await load();
  // A part without its namespaces would show keys instead of text: fail loudly instead.
  if (!isRecord(part) || Object.keys(part).length === 0)
    throw new Error(`The ${name} part of the ${languageCode} catalogue is empty`);
  registerCatalogue(languageCode, part);
}

/**
 * Makes sure the catalogue of a language (`languageCode` as in LOCALES, e.g. "de-DE", or an `<html lang>`) is
 * registered with every part the loaded modules use; resolves at once when it already is. Rejects for a language
 * without a catalogue or when a chunk fails to load.
 */
export async function loadCatalogue(languageCode: string): Promise<void> {
  shownLanguages.add(languageCode);
  const loads: Promise<void>[] = [];
  // "shared" is in the core; a part may have come first (a module's loadCataloguePart before hydration).
  if (!isRegistered(languageCode, "shared")) loads.push(loadPart(languageCode, "core", CORE));
  for (const [name, loaders] of requiredParts) {
    if (!isRegistered(languageCode, name)) loads.push(loadPart(languageCode, name, loaders));
  }
  await Promise.all(loads);
}

function isRegistered(languageCode: string, namespace: string): boolean {
  const catalogue = catalogues.get(languageCode);
  return catalogue !== undefined && Object.hasOwn(catalogue, namespace);
}

/**
 * For a feature's messages module, at its top level (`await loadCataloguePart("checkout", import.meta.glob(…))`):
 * loads the named part of the catalogue of every language shown (in the browser, at first the document's), so the
 * module, and the page that imports it, is ready only with its strings. On the server every catalogue is whole:
 * nothing to load.
 */
export async function loadCataloguePart<N extends Namespace>(namespace: N, loaders: PartLoaders): Promise<void> {
  const perLanguage = byLanguage(loaders);
  requiredParts.set(namespace, perLanguage);
  const languages = new Set(shownLanguages);
  if (!import.meta.env.SSR && typeof document !== "undefined" && document.documentElement.lang)
    languages.add(document.documentElement.lang);
  await Promise.all(
    [...languages]
      .filter((languageCode) => !isRegistered(languageCode, namespace))
      .map((languageCode) => loadPart(languageCode, namespace, perLanguage)),
  );
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
    const messages = catalogue[namespace];
    // A namespace of a part that was not loaded (lib/catalogue-parts): never show keys instead of text.
    if (!isRecord(messages)) throw new Error(`The ${namespace} messages of ${locale} are not loaded`);
    const template = messages[key];
    return formatMessage(locale, typeof template === "string" ? template : key, values);
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
  // Most messages have no placeholder (each render formats a few hundred).
  if (!template.includes("{")) return template;
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
