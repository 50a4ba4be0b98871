import lazyChunks from "virtual:lazy-chunks";
import { cataloguePartPreloads } from "../../lib/catalogue-assets.server";
import { LAZY_RENDERERS, pageRendererSources } from "../cms/lazy-elements";
import type { CmsPageView } from "../cms/cms-types";
import { PAGE_KIND_SOURCES, type PageKind } from "./page-kinds";

// A built server knows every kind's chunks (build-plugins/lazy-chunks.ts); a kind missing from a build's manifest
// means PAGE_KIND_SOURCES and the imports in page-kinds.ts went apart: fail at start, not with a slow page.
if (Object.keys(lazyChunks).length > 0) {
  for (const [kind, source] of Object.entries(PAGE_KIND_SOURCES))
    if (!lazyChunks[source]) throw new Error(`page kind ${kind}: ${source} is not a lazily loaded chunk of the build`);
  for (const [renderer, source] of Object.entries(LAZY_RENDERERS))
    if (!lazyChunks[source])
      throw new Error(`CMS renderer ${renderer}: ${source} is not a lazily loaded chunk of the build`);
}

/**
 * The client files the page of a kind needs beyond its route's own (which React Router preloads), with the lazily
 * loaded renderers of its CMS layout's element types and the catalogue parts they load in the page's language
 * (`languageCode` as in LOCALES): to modulepreload.
 */
export function pageKindPreloads(kind: PageKind, languageCode: string, cmsPage?: CmsPageView | null): string[] {
  const files = new Set(lazyChunks[PAGE_KIND_SOURCES[kind]]?.js ?? []);
  // The renderers of the rarer CMS element types the page shows (cms/lazy-elements.ts).
  for (const source of pageRendererSources(cmsPage)) for (const file of lazyChunks[source]?.js ?? []) files.add(file);
  return [...files, ...cataloguePartPreloads(files, languageCode)];
}
