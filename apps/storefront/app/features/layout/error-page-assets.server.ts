import lazyChunks from "virtual:lazy-chunks";
import { cataloguePartPreloads } from "../../lib/catalogue-assets.server";
import { ERROR_PAGE_SOURCE } from "./error-page-lazy";

// A built server knows the error page's chunk (build-plugins/lazy-chunks.ts); missing, ERROR_PAGE_SOURCE and the
// import in error-page-lazy.tsx went apart: fail at start, not with error pages that load their script late.
if (Object.keys(lazyChunks).length > 0 && !lazyChunks[ERROR_PAGE_SOURCE])
  throw new Error(`${ERROR_PAGE_SOURCE} is not a lazily loaded chunk of the build`);

/** The client files of the error page's chunk and the catalogue parts they load in the language: to modulepreload. */
export function errorPagePreloads(languageCode: string): string[] {
  const files = lazyChunks[ERROR_PAGE_SOURCE]?.js ?? [];
  return [...files, ...cataloguePartPreloads(files, languageCode)];
}
