/**
 * The specs that run once, on SQLite, instead of once per database engine: they exercise nothing of the engine that
 * the journeys on both engines do not. Every journey that writes through the backend (cart, checkout, account,
 * registration, reviews, wishlist, newsletter) and every query with engine-specific SQL (search, listing, filters,
 * sorting, review counts) still runs on both.
 * `tests/one-engine.spec.ts` holds the rule: each listed spec exists and writes nothing, and the PostgreSQL pass leaves
 * out exactly these files. Besides whole specs, two kinds of single test run on SQLite only: a journey's repeats in
 * its other locales (LOCALE_REPEAT) and a journey's no-JavaScript twin (NO_JS_TWIN).
 */

/** What the browser downloads and draws of pages it only reads: build output, HTML head, layout, CSS. */
export const RENDER_ONLY_SPECS = [
  "first-load-scripts.spec.ts",
  "locale-catalogue-code.spec.ts",
  "cms-element-code.spec.ts",
  "chunk-reload.spec.ts",
  "font-preload.spec.ts",
  "lcp-priority.spec.ts",
  "home-hero.spec.ts",
  "category-phone-fold.spec.ts",
  "page-grid.spec.ts",
  "rating-stars.spec.ts",
  "security-public-origin.spec.ts",
  "hydration-helper.spec.ts",
  "no-js-controls.spec.ts",
  "axe-helper.spec.ts",
];

/** Specs that start a private shop of their own, always on SQLite (support/private-shop.ts): the engine under test never serves them. */
export const PRIVATE_SHOP_SPECS = ["outage.spec.ts", "maintenance-everywhere.spec.ts"];

/**
 * Specs of the storefront's answer to a failing upstream (a Store API too slow to answer, a wrong access key): they start
 * a storefront of their own before the shared backend, read through it and write nothing. What fails is the network
 * or the key, never a query; the shared backend's engine does not change what they see.
 */
export const UPSTREAM_FAILURE_SPECS = ["slow-and-misconfigured.spec.ts"];

/**
 * Specs whose subject is what the storefront and the browser do with the Store API's answers: tabs that sync a session,
 * choices made while a navigation is pending, response headers and the CSP, the header's layout, code split by page
 * kind, the storefront's page caches, prefetching, redirect targets, cross-site form posts, page titles. They log in,
 * fill carts and wishlists, but with the Store API operations the journeys on both engines make (registration, login,
 * cart, wishlist, listing, checkout), and never reach into the shop's database themselves (support/database.ts). The
 * same reasoning as a locale repeat's: what they add is the storefront's. 11 specs, 338 of the PostgreSQL pass's 1,658
 * test-seconds (CI of 714194f).
 */
export const STOREFRONT_SUBJECT_SPECS = [
  "tab-sync-session.spec.ts",
  "listing-pending-choices.spec.ts",
  "security-headers.spec.ts",
  "layout.spec.ts",
  "page-kind-code.spec.ts",
  "session-page-cache.spec.ts",
  "page-cache.spec.ts",
  "prefetch-one-shot.spec.ts",
  "security-redirects.spec.ts",
  "security-forms.spec.ts",
  "page-titles.spec.ts",
];

export const ONE_ENGINE_SPECS = [
  ...RENDER_ONLY_SPECS,
  ...PRIVATE_SHOP_SPECS,
  ...UPSTREAM_FAILURE_SPECS,
  ...STOREFRONT_SUBJECT_SPECS,
];

/**
 * A journey repeated in each locale runs on both engines in its first locale; its repeats in the others run on SQLite
 * only (and against an external backend). What a repeat adds is the storefront's: translated texts, plurals, number
 * and date formats, localised paths. What the engine does for it (the same queries with another language id) the
 * first locale's run and the backend's own suite on PostgreSQL already cover. Locales whose point is the engine's
 * answer (German search terms, Polish names sorted, a Polish price list) are tests of their own, not repeats, and run
 * on both. 55 of the PostgreSQL pass's 273 tests were locale repeats: 265 of its 1,217 test-seconds (CI of 99e7da3).
 */
export const LOCALE_REPEAT = "@locale-repeat";

/**
 * Each locale of a journey's loop with the test details to declare its tests or describe block with: none for the
 * first, the LOCALE_REPEAT tag for the others. `for (const [locale, details] of eachLocale(LOCALES))
 * test.describe(title, details, () => …)`.
 */
export function* eachLocale<T>(locales: readonly T[]): Generator<[T, { tag?: string[] }]> {
  for (const [index, locale] of locales.entries()) yield [locale, index === 0 ? {} : { tag: [LOCALE_REPEAT] }];
}

/**
 * A journey's twin without JavaScript, whose journey with JavaScript runs on both engines and makes the same Store API
 * calls: the plain forms post to the storefront's actions, which call the backend as the client-side submits do. What
 * the twin adds is the storefront's (a form, a redirect, a flash message instead of a notification), so it runs on
 * SQLite only, like a locale repeat. Only for tests that run with `javaScriptEnabled: false` as a test option
 * (`test.use`, so support/test.ts can fail one that does not), never in a context a test opens itself. Not for what
 * only a plain form can do to the backend: the double-posted 'Place order', the order posted again after it was
 * placed, a one-use code redeemed meanwhile, a validation message the journey with JavaScript never asks for; those
 * run on both.
 */
export const NO_JS_TWIN = "@no-js-twin";

/** The test details of a no-JavaScript twin: `test(title, noJsTwin(), …)`, or with a locale's details, `noJsTwin(repeat)`. */
export function noJsTwin(details: { tag?: string[] } = {}): { tag: string[] } {
  return { tag: [...(details.tag ?? []), NO_JS_TWIN] };
}

/**
 * The project's grepInvert for the engine the backend runs on: the PostgreSQL pass leaves out the locale repeats and
 * the no-JavaScript twins.
 */
export function grepInvertFor(engine: string | undefined): RegExp | undefined {
  return engine === "postgresql" ? new RegExp(`${LOCALE_REPEAT}|${NO_JS_TWIN}`) : undefined;
}

/** The project's testIgnore for the engine the backend runs on: the one-engine specs run on SQLite (and against an external backend). */
export function testIgnoreFor(engine: string | undefined): string[] {
  return engine === "postgresql" ? ONE_ENGINE_SPECS.map((file) => `**/${file}`) : [];
}
