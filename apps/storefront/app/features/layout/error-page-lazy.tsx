import { use, type ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { textOf } from "../../lib/unknown";
import { trackLoad, type Tracked } from "../../lib/tracked-load";

/**
 * The error, maintenance and 404 pages (ErrorPage.tsx with NotFoundHelp) in a chunk of their own, loaded only when a
 * page is one (issue 15, first-load JS: 1-2 KB gzip every other page downloaded for nothing). Without a waterfall or a
 * hydration flash, as the page kinds (page-kinds.ts): the server renders it at once (its copy is loaded when the
 * server starts) and preloads the chunk in an error page's HTML (entry.server.tsx); entry.client.tsx loads it before
 * it hydrates a document that shows one (its `<main data-error-page>`); a client-side navigation that ends on an
 * error suspends until it is in, keeping the page being left meanwhile.
 */
type ErrorPageModule = typeof import("./ErrorPage");

/** The source module as Vite's manifest names it (the same module as the import below). */
export const ERROR_PAGE_SOURCE = "app/features/layout/ErrorPage.tsx";

let loading: Tracked<ErrorPageModule> | undefined;

/** Loads the error page's module once; a failed load is forgotten, so the next error page tries again. */
export function loadErrorPage(): Promise<ErrorPageModule> {
  // The cast: Vite's preload helper may resolve with nothing (see trackLoad), which its type does not say.
  loading ??= trackLoad(import("./ErrorPage") as Promise<ErrorPageModule | undefined>, () => {
    loading = undefined;
  });
  return loading;
}

// The server renders error pages at any time: its copy is loaded (and fulfilled) before the first request needs it.
if (import.meta.env.SSR) void loadErrorPage();

/** Whether the server-rendered document shows an error or maintenance page. */
export function documentShowsErrorPage(doc: Document): boolean {
  return doc.querySelector("main[data-error-page]") !== null;
}

/** A maintenance answer (spec §2): its page stands alone, without the header, navigation or footer of a layout. */
export function isMaintenanceError(error: unknown): boolean {
  if (!isRouteErrorResponse(error)) return false;
  return textOf(error.data, "code") === "MAINTENANCE_MODE" || error.statusText === "MAINTENANCE_MODE";
}

/**
 * The error page (status, translated message, a way home; maintenance: the standalone page), with the 404 help of
 * the default layout (a search form and the top categories) when `notFoundHelp` is set.
 */
export function ErrorPage({ error, notFoundHelp = false }: { error: unknown; notFoundHelp?: boolean }): ReactNode {
  const { ErrorPage: Page, NotFoundHelp } = use(loadErrorPage());
  return <Page error={error}>{notFoundHelp && <NotFoundHelp />}</Page>;
}
