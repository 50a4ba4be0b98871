import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { ShopData } from "../features/shop/shop";
import { plainCookie } from "../lib/cookies";
import { requestInfo } from "../lib/security-request.server";
import { cookieSecret } from "./cookies.server";

/**
 * The page state of a shopper with a session (issue 15): what their catalogue pages depend on besides the URL, as
 * two digests, so that the page cache (server/page-cache-middleware.mjs) can answer them without a Store API call.
 * - `price`: the price context (price-context.server.ts priceContextKey: currency, tax state, customer group,
 *   shipping country, rules, logged in or not). A page loader's data depends on the session through it alone.
 * - `state`: `price` plus the root loader's per-session data (the customer shown in the header, the cart's item
 *   count and notices, the wishlist count, the currency). A whole document depends on the session through it alone.
 * The root loader computes both on every render it runs for a session and hands them to the browser in the
 * `sw-page-state` cookie, signed and bound to the context token; every write (any non-GET request) drops it, and
 * it expires after PAGE_STATE_MAX_AGE_SECONDS, so a change made elsewhere (another device, the backend) shows at the
 * latest then. The digests say nothing about the shopper (no name, no count): they are hashes.
 */
export const PAGE_STATE_COOKIE = "sw-page-state";
/** How long a page state is trusted without a render that checks it (the anonymous page cache keeps a page 15 s). */
export const PAGE_STATE_MAX_AGE_SECONDS = 30;
/** The cookie: `expiry.price.state.mac` (signPageState); readPageState checks the rest. */
const pageStateCookieOf = plainCookie(PAGE_STATE_COOKIE, PAGE_STATE_MAX_AGE_SECONDS, (value) =>
  /^\d+\.[\w-]+\.[\w-]+\.[\w-]+$/.test(value),
);

export interface PageState {
  price: string;
  state: string;
}

/** The digests the current render checked (set by loadShop and shopperContext; read by the page cache). */
export interface CheckedPageState {
  price?: string;
  state?: string;
}

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 22);
const mac = (token: string, payload: string) =>
  createHmac("sha256", cookieSecret()).update(`${token}\n${payload}`).digest("base64url");

/** The digest of a price context (priceContextKey). */
export const priceDigest = (priceKey: string) => digest(["price", priceKey]);

/** The digests of a session's page state: `priceKey` from priceContextKey, `shop` the root loader's data. */
export function pageStateOf(
  priceKey: string,
  shop: Pick<ShopData, "locale" | "currency" | "session" | "cartItemCount" | "cartNotices" | "wishlistCount">,
): PageState {
  const price = priceDigest(priceKey);
  const state = digest([
    "state",
    price,
    shop.locale.code,
    shop.currency,
    shop.session,
    shop.cartItemCount,
    shop.cartNotices,
    shop.wishlistCount,
  ]);
  return { price, state };
}

/** The cookie's value: `expiry.price.state.mac`, the MAC over the context token and the rest. */
export function signPageState(token: string, state: PageState, now = Date.now()): string {
  const payload = `${Math.floor(now / 1000) + PAGE_STATE_MAX_AGE_SECONDS}.${state.price}.${state.state}`;
  return `${payload}.${mac(token, payload)}`;
}

/** The page state of a request's cookie when it is ours, unexpired and made for this context token; else null. */
export function readPageState(
  token: string | undefined,
  value: string | undefined,
  now = Date.now(),
): PageState | null {
  if (!token || !value) return null;
  const [expiry, price, state, signature, ...rest] = value.split(".");
  if (price === undefined || state === undefined || signature === undefined || rest.length > 0) return null;
  if (!(Number(expiry) * 1000 > now)) return null;
  const expected = Buffer.from(mac(token, `${expiry}.${price}.${state}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { price, state };
}

/** A Set-Cookie that drops the page state (every write: the next page view renders and checks it again). */
export function clearPageStateCookie(secure: boolean): string {
  return pageStateCookieOf.clear(secure);
}

/** A Set-Cookie for `state`, or undefined when the request's cookie already holds it (and lives long enough). */
export function pageStateCookie(
  request: Request,
  token: string,
  state: PageState,
  secure: boolean,
): string | undefined {
  const incoming = readPageState(token, pageStateCookieOf.parse(request.headers.get("cookie")));
  if (incoming && incoming.price === state.price && incoming.state === state.state) return undefined;
  return pageStateCookieOf.serialize(signPageState(token, state), secure);
}

const pending = new WeakMap<object, PageState>();

/** The page state the root loader computed for this request's Store API client (its responseHeaders set the cookie). */
export function setPageState(api: object, state: PageState): void {
  pending.set(api, state);
}

export function pageStateFor(api: object): PageState | undefined {
  return pending.get(api);
}

/** Tells the page cache which digests this render computed from the Store API (never from the cookie). */
export function recordCheckedPageState(checked: CheckedPageState): void {
  const info = requestInfo();
  if (info) info.pageState = { ...info.pageState, ...checked };
}

/** For the page cache (server/page-cache-middleware.mjs, through build.entry.module). */
export const pageStateHooks = {
  cookieName: PAGE_STATE_COOKIE,
  read: (token: string | undefined, value: string | undefined) => readPageState(token, value),
  clearCookie: clearPageStateCookie,
};
