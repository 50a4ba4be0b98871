import lazyChunks from "virtual:lazy-chunks";

/**
 * The client files of a language's message catalogue (app/locales/<languageCode>.json, a lazily loaded chunk of its
 * own, see lib/messages.ts): to modulepreload in the page's HTML. The client entry imports the catalogue before it
 * hydrates; named in the head, the browser fetches it beside the entry instead of after it (no request chain).
 * Empty in the dev server.
 */
export function cataloguePreloads(languageCode: string): string[] {
  return lazyChunks[`app/locales/${languageCode}.json`]?.js ?? [];
}
