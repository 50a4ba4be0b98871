import { createContext, useContext } from "react";

/**
 * The files of the catalogue parts (build-plugins/catalogue-parts.ts) the scripts of the page being rendered on the
 * server load: entry.server.tsx provides them (catalogue-assets.server.ts), the root Layout preloads them. Empty on the
 * client, which loads a part with the module that uses it.
 */
export const CataloguePreloadsContext = createContext<readonly string[]>([]);

export function useCataloguePreloads(): readonly string[] {
  return useContext(CataloguePreloadsContext);
}

/**
 * The scripts React Router's <Scripts> names in the page's HTML itself (the entry's and the matched routes', see
 * catalogue-assets.server.ts routeScripts): entry.server.tsx provides them, and the preloads of the page's kind and
 * catalogue leave them out, so the head names no file twice. Empty on the client.
 */
export const RouteScriptsContext = createContext<ReadonlySet<string>>(new Set());

export function useRouteScripts(): ReadonlySet<string> {
  return useContext(RouteScriptsContext);
}
