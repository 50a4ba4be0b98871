import type { EntryContext } from "react-router";
import partFiles from "virtual:catalogue-parts";
import lazyChunks from "virtual:lazy-chunks";

/**
 * The client files of a language's message catalogue core (app/locales/<languageCode>.json, a lazily loaded chunk of
 * its own, see lib/messages.ts): to modulepreload in the page's HTML. The client entry imports the catalogue before it
 * hydrates; named in the head, the browser fetches it beside the entry instead of after it (no request chain).
 * Empty in the dev server.
 */
export function cataloguePreloads(languageCode: string): string[] {
  return lazyChunks[`app/locales/${languageCode}.json`]?.js ?? [];
}

/**
 * The files of the catalogue parts (build-plugins/catalogue-parts.ts) that the given client scripts load before they
 * are ready, in the language: to modulepreload beside them. Empty in the dev server.
 */
export function cataloguePartPreloads(scripts: Iterable<string>, languageCode: string): string[] {
  const files = new Set<string>();
  for (const script of scripts) for (const file of partFiles[script]?.[languageCode] ?? []) files.add(file);
  return [...files];
}

/**
 * The scripts React Router loads for a server-rendered page before it hydrates: the client entry's and those of the
 * matched routes (a catch-all page's kind adds its own, see page-kind-assets.server.ts).
 */
export function routeScripts(context: EntryContext): string[] {
  const { entry, routes } = context.manifest;
  const scripts = [entry.module, ...entry.imports];
  for (const match of context.staticHandlerContext.matches) {
    const route = routes[match.route.id];
    if (route) scripts.push(route.module, ...(route.imports ?? []));
  }
  return scripts;
}
