import type { LocaleCode } from "./i18n";
import { numberFormat, pluralRules } from "./intl";

const en = {
  skipToContent: "Skip to content",
  languageNavigation: "Language",
  mainNavigation: "Main navigation",
  heroTitle: "Welcome to {shop}",
  heroText: "Everyday things, chosen with care. Browse our categories to get started.",
  shopByCategory: "Shop by category",
  noCategories: "There are no categories to show yet.",
  footerNote: "A demo shop. No real orders are placed.",
  errorTitle: "Error",
  errorBackHome: "Back to the home page",
  notFound: "We can't find what you are looking for",
  message404: "The requested page cannot be found.",
  pageNotFound: "Page Not Found: {path}",
  timeout: "The shop took too long to answer. Please try again.",
  misconfigured: "The shop cannot load its data right now. Please try again later.",
  serverError: "Something went wrong on our side. Please try again later.",
  serverBusy: "The server is busy. Please try again in a moment.",
  forbidden:
    "This request was refused: it did not come from this shop's own pages. Please open the shop and try again.",
  maintenanceTitle: "Maintenance",
  maintenanceText: "We are currently performing maintenance. We will be back shortly.",
};

export type MessageKey = keyof typeof en;

/** One dictionary per locale, all with the same keys (the compiler checks that none is missing). */
export type Dictionaries<K extends string> = Record<LocaleCode, Record<K, string>>;

export type Translator<K extends string> = (
  locale: LocaleCode,
  key: K,
  values?: Record<string, string | number>,
) => string;

/**
 * A typed translator for one feature's strings. Features keep their own dictionaries beside their code
 * (`app/features/<feature>/messages.ts`) so they never edit one shared file.
 */
export function defineMessages<K extends string>(dictionaries: Dictionaries<K>): Translator<K> {
  return (locale, key, values = {}) => formatMessage(locale, dictionaries[locale][key], values);
}

const INTL_LOCALE: Record<LocaleCode, string> = { "en-GB": "en-GB", "pl-PL": "pl-PL", testde: "de-DE" };

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
  const category = pluralRules(INTL_LOCALE[locale]).select(count);
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
      ? pluralOption(locale, body, count).replace(/#/g, numberFormat(INTL_LOCALE[locale]).format(count))
      : text.slice(start, end);
    text = text.slice(0, start) + chosen + text.slice(end);
    plural.lastIndex = start + chosen.length;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

const messages: Dictionaries<MessageKey> = {
  "en-GB": en,
  "pl-PL": {
    skipToContent: "Przejdź do treści",
    languageNavigation: "Język",
    mainNavigation: "Nawigacja główna",
    heroTitle: "Witamy w {shop}",
    heroText: "Rzeczy na co dzień, wybrane starannie. Zacznij od przeglądania kategorii.",
    shopByCategory: "Kategorie",
    noCategories: "Nie ma jeszcze żadnych kategorii.",
    footerNote: "Sklep demonstracyjny. Zamówienia nie są realizowane.",
    errorTitle: "Błąd",
    errorBackHome: "Wróć na stronę główną",
    notFound: "Nie możemy znaleźć tego, czego szukasz",
    message404: "Nie udało się znaleźć żądanej strony.",
    pageNotFound: "Nie znaleziono strony: {path}",
    timeout: "Sklep odpowiadał zbyt długo. Spróbuj ponownie.",
    misconfigured: "Sklep nie może teraz wczytać swoich danych. Spróbuj ponownie później.",
    serverError: "Coś poszło nie tak po naszej stronie. Spróbuj ponownie później.",
    serverBusy: "Serwer jest zajęty. Spróbuj ponownie za chwilę.",
    forbidden: "Odrzuciliśmy to żądanie, ponieważ nie pochodzi ze stron tego sklepu. Otwórz sklep i spróbuj ponownie.",
    maintenanceTitle: "Przerwa techniczna",
    maintenanceText: "Trwają prace konserwacyjne. Wrócimy wkrótce.",
  },
  testde: {
    skipToContent: "Zum Inhalt springen",
    languageNavigation: "Sprache",
    mainNavigation: "Hauptnavigation",
    heroTitle: "Willkommen bei {shop}",
    heroText: "Dinge für jeden Tag, mit Sorgfalt ausgewählt. Stöbern Sie in unseren Kategorien.",
    shopByCategory: "Kategorien",
    noCategories: "Noch keine Kategorien vorhanden.",
    footerNote: "Ein Demo-Shop. Es werden keine echten Bestellungen ausgeführt.",
    errorTitle: "Fehler",
    errorBackHome: "Zur Startseite",
    notFound: "Wir können leider nicht finden, wonach Sie suchen",
    message404: "Die angeforderte Seite wurde nicht gefunden.",
    pageNotFound: "Seite nicht gefunden: {path}",
    timeout: "Der Shop hat zu lange gebraucht. Bitte versuchen Sie es erneut.",
    misconfigured: "Der Shop kann seine Daten gerade nicht laden. Bitte versuchen Sie es später erneut.",
    serverError: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.",
    serverBusy: "Der Server ist ausgelastet. Bitte versuchen Sie es gleich noch einmal.",
    forbidden:
      "Diese Anfrage wurde abgelehnt, da sie nicht von den Seiten dieses Shops stammt. Bitte öffnen Sie den Shop und versuchen Sie es erneut.",
    maintenanceTitle: "Wartung",
    maintenanceText: "Wir führen gerade Wartungsarbeiten durch. Wir sind bald zurück.",
  },
};

/** A shared UI string (layout, errors) in the locale's language, with `{name}` placeholders filled from `values`. */
export const translate: Translator<MessageKey> = defineMessages(messages);
