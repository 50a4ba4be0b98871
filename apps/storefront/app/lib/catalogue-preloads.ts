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
