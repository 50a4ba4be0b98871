import { use } from "react";
import { preloadModule } from "react-dom";
import { useRouteScripts } from "../../lib/catalogue-preloads";
import { useNonce } from "../../lib/csp-nonce";
import { trackLoad, type Tracked } from "../../lib/tracked-load";

/**
 * The page kinds the catch-all route serves by SEO URL, each in a lazily loaded chunk of its own: a product page does
 * not download the listing, filters and CMS blocks, nor a category page the buy box and gallery. Without a waterfall
 * or a hydration flash: the server preloads the rendered kind's chunks in the HTML (page-kind-assets.server.ts) and
 * entry.client.tsx loads the kind before it hydrates; a client-side navigation loads the next kind's chunk.
 */
const MODULES = {
  product: () => import("../product/ProductPage"),
  category: () => import("../cms/CategoryPage"),
  landing: () => import("../cms/LandingPage"),
  groupRegistration: () => import("../account/GroupRegistrationPage"),
  // Not served by the catch-all: the search route's results (routes/search.tsx) and the checkout's content
  // (routes/checkout.tsx), each hydrated on first use.
  search: () => import("../search/SearchResults"),
  checkout: () => import("../checkout/CheckoutPage"),
};

export type PageKind = keyof typeof MODULES;
export type PageKindModule<K extends PageKind> = Awaited<ReturnType<(typeof MODULES)[K]>>;

/** The source module of each kind as Vite's manifest names it (the same modules as MODULES imports). */
export const PAGE_KIND_SOURCES: Record<PageKind, string> = {
  product: "app/features/product/ProductPage.tsx",
  category: "app/features/cms/CategoryPage.tsx",
  landing: "app/features/cms/LandingPage.tsx",
  groupRegistration: "app/features/account/GroupRegistrationPage.tsx",
  search: "app/features/search/SearchResults.tsx",
  checkout: "app/features/checkout/CheckoutPage.tsx",
};

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === "string" && Object.hasOwn(MODULES, value);
}

const loading = new Map<PageKind, Tracked<unknown>>();

/** Loads a kind's module once; a failed load is forgotten, so the next render or navigation tries again. */
export function loadPageKind<K extends PageKind>(kind: K): Promise<PageKindModule<K>> {
  // The casts: MODULES and `loading` map each kind to its own module, a tie between key and value that a Map's or a
  // Record's type cannot express (indexed by K, TypeScript gives the union of every kind's module).
  const known = loading.get(kind) as Tracked<PageKindModule<K>> | undefined;
  if (known) return known;
  // As above: MODULES[kind] loads this kind's own module.
  const tracked = trackLoad(MODULES[kind]() as Promise<PageKindModule<K> | undefined>, () => loading.delete(kind));
  loading.set(kind, tracked);
  return tracked;
}

/**
 * The kind's module for rendering: at once when it is loaded (always on the server, whose loader awaited it, and at
 * hydration), otherwise React suspends; a navigation is a transition, so the page being left stays until it is in.
 */
export function pageKindModule<K extends PageKind>(kind: K): PageKindModule<K> {
  return use(loadPageKind(kind));
}

/**
 * Preloads a rendered kind's chunks (the loader's pageKindPreloads): in the server's HTML they become
 * <link rel="modulepreload"> in the head, so they load beside the entry, not after it. A chunk the kind shares with
 * the page's routes is left out: React Router's <Scripts> names it already (React does not merge the two).
 */
export function usePageKindPreloads(hrefs: readonly string[]) {
  const nonce = useNonce();
  const routeScripts = useRouteScripts();
  for (const href of hrefs) if (!routeScripts.has(href)) preloadModule(href, { as: "script", nonce });
}

/**
 * The catch-all's kinds whose content hydrates on first use (KindIsland.tsx): CMS pages, whose first use is mostly a
 * link or a card, and product pages, whose click, key or choice on the buy box, a variant or the gallery made before
 * is applied once hydrated (deferred-hydration.ts). The customer-group registration form hydrates at once. The search
 * route wraps its results in a KindIsland itself.
 */
export function hydratesOnUse(kind: PageKind): boolean {
  return kind === "category" || kind === "landing" || kind === "product";
}

/**
 * The kind of the server-rendered page (its route marks the main element: data-page-kind), if its chunk must load
 * before hydration: not a kind whose content hydrates on first use.
 */
export function documentPageKind(doc: Document): PageKind | undefined {
  const kind = doc.querySelector<HTMLElement>("main[data-page-kind]")?.dataset.pageKind;
  return isPageKind(kind) && !hydratesOnUse(kind) ? kind : undefined;
}
