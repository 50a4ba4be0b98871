import { LOCALES, localeFromPath } from "../../lib/i18n";
import { fieldOf } from "../../lib/unknown";

/** Spec §9: the new-build check starts 1 s after load. */
export const BUILD_CHECK_DELAY_MS = 1_000;
export const BUILD_CHECK_INTERVAL_MS = 60_000;
/** Spec §9: at most 4 preloads in parallel. */
export const MAX_PARALLEL_PREFETCHES = 4;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(message: string | null | undefined): boolean {
  return Boolean(message && CHUNK_ERROR.test(message));
}

/**
 * The page a form submission navigates to, as a same-origin path with query, or null for another origin. A GET
 * form's fields become the query (as the browser would build it); any other method ends on the page it was sent
 * from as far as a full load can repeat it (a full load cannot re-send a POST), so that page is the target.
 */
export function formTarget(
  action: string,
  method: string,
  fields: Iterable<[string, FormDataEntryValue]>,
  current: string,
): string | null {
  const url = new URL(action || current, current);
  if (url.origin !== new URL(current).origin) return null;
  if (method.toLowerCase() !== "get") {
    const here = new URL(current);
    return here.pathname + here.search;
  }
  const query = new URLSearchParams();
  for (const [name, value] of fields) query.append(name, typeof value === "string" ? value : value.name);
  url.search = query.toString();
  return url.pathname + url.search;
}

export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  if (!current) return false;
  const buildId = fieldOf(latest, "buildId");
  return typeof buildId === "string" && buildId !== "" && buildId !== current;
}

// Fixed routes are not catalogue pages; everything else internal is a category, product or landing page.
const LOCALE_PREFIXES = LOCALES.filter((locale) => locale.prefix !== "")
  .map((locale) => locale.prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
  .join("|");
const NOT_CATALOGUE = new RegExp(
  `^/(?:(?:${LOCALE_PREFIXES})(?:/|$))?(?:_shop|account|checkout|login|register|wishlist|search|search-suggest|listing-data|reset-password|newsletter-subscribe|registration|shopware|sitemap|robots|build-meta)(?:[/.?]|$)`,
);

/**
 * The page route a catalogue path renders (routes.ts: "<locale>:home" for a locale's root, else its catch-all):
 * the one route a prefetch of its data asks for.
 */
export function catalogueRouteId(pathname: string): string {
  const locale = localeFromPath(pathname);
  const root = locale.prefix === "" ? ["/"] : [`/${locale.prefix}`, `/${locale.prefix}/`];
  return `${locale.code}:${root.includes(pathname) ? "home" : "catch-all"}`;
}

/**
 * The single-fetch data URL of a catalogue link's page, or null for other links. It names the page's route alone
 * (`_routes`): a prefetch is a guess at the next page, not a view of one, so the root's loader does not run for it.
 * That loader shows things once: the notice a form post left (lib/flash.ts: read, then its cookie cleared) and the
 * cart's changes since it was last read. Run by a prefetch, it used them up and the page the shopper opened next said
 * nothing (e2e/tests/prefetch-one-shot.spec.ts); it also read the session, cart and menus for nothing.
 */
export function prefetchDataUrl(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || NOT_CATALOGUE.test(url.pathname)) return null;
  const route = catalogueRouteId(url.pathname);
  // Matches React Router's trailing-slash-aware data requests (v8_trailingSlashAwareDataRequests).
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  url.searchParams.set("_routes", route);
  url.hash = "";
  return url.pathname + url.search;
}

/** A queue that runs at most `limit` tasks at once, each URL once. */
export function createPrefetchQueue(run: (url: string) => Promise<void>, limit = MAX_PARALLEL_PREFETCHES) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let active = 0;
  const pump = () => {
    while (active < limit && waiting.length > 0) {
      const url = waiting.shift();
      if (url === undefined) break;
      active++;
      run(url)
        .catch(() => {})
        .finally(() => {
          active--;
          pump();
        });
    }
  };
  return {
    add(url: string) {
      if (seen.has(url)) return;
      seen.add(url);
      waiting.push(url);
      pump();
    },
    get active() {
      return active;
    },
  };
}
