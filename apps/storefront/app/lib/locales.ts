/**
 * The shop's locales. Each one is mounted under its own static URL prefix (see routes.ts);
 * `languageCode` is the Store API `translationCode.code` used to find the `sw-language-id`, and names the locale's
 * catalogue (app/locales/<languageCode>.json). Adding a language: one entry here plus its catalogue, nothing else.
 */
export const LOCALES = [
  { code: "en-GB", prefix: "", languageCode: "en-GB", label: "English" },
  { code: "pl-PL", prefix: "pl-PL", languageCode: "pl-PL", label: "Polski" },
  { code: "testde", prefix: "testde", languageCode: "de-DE", label: "Deutsch" },
] as const;
