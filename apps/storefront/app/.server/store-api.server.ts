import { createAPIClient } from "@shopware/api-client";
import { isHttps, plainCookie } from "../lib/cookies";
import { localeFromPath, type Locale } from "../lib/i18n";
import { boundCalls, storeApiConfig, storeApiFetchOptions } from "./config.server";
import { languageIds } from "./languages.server";
import { assertNotInMaintenance } from "./maintenance.server";
import type { StoreApiClient, StoreOperations } from "./store-api-client.server";
import { storeApiErrorResponse } from "./store-api-errors.server";
import { requestInfo } from "../lib/security-request.server";
import { type PageState, pageStateCookie, pageStateFor } from "./page-state.server";

export const CONTEXT_TOKEN_COOKIE = "sw-context-token";
const CONTEXT_TOKEN_MAX_AGE = 365 * 24 * 60 * 60;
// Shopware tokens are 32 alphanumerics; anything else in the cookie was not set by us.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
const isToken = (value: unknown): value is string => typeof value === "string" && TOKEN_PATTERN.test(value);
/** The shopper's Store API context token, as the Store API's `sw-context-token` header carries it. */
export const contextTokenCookie = plainCookie(CONTEXT_TOKEN_COOKIE, CONTEXT_TOKEN_MAX_AGE, isToken);

export type { StoreApiClient };

export interface StoreApi {
  client: StoreApiClient;
  locale: Locale;
  /** The sw-language-id sent with every call, or undefined when the backend lacks the language. */
  languageId: string | undefined;
  /** The request came with a context token: only then can there be a cart, a customer or a wishlist to show. */
  hasSession: boolean;
  /**
   * This request wrote the session (a login, logout, registration confirm): the token the client now holds, from the
   * answer's sw-context-token header or `bodyToken` from its body (Shopware's ContextTokenResponse), is the session's
   * from now on, and the response's cookie takes it, also in answer to a GET. A `bodyToken` that is not a token is
   * ignored.
   */
  sessionWritten(bodyToken?: unknown): void;
  /** Headers for the route's response: Set-Cookie when a write of this request handed out a new context token. */
  responseHeaders(): Headers;
}

/**
 * The shopper's IP for the Store API's per-IP rate limits (login, recovery, contact, newsletter):
 * without it every shopper shares the storefront's IP. The backend believes it only from its
 * TRUSTED_PROXIES (default loopback, where the storefront runs).
 */
function clientIpHeader(): Record<string, string> {
  const ip = requestInfo()?.clientIp;
  return ip ? { "x-forwarded-for": ip } : {};
}

const warnedMissingLanguages = new Set<string>();

// Per incoming HTTP request (the server's request info; React Router hands every loader its own copy of the
// Request), then per method: an action (POST) and the loaders after it (GET) keep their own clients.
const perRequest = new WeakMap<object, Map<string, Promise<StoreApi>>>();

/**
 * One Store API client for one incoming request. Never share a client between requests:
 * the client stores every response's context token in its default headers, so a shared
 * client would send one shopper's session with another shopper's request. Within one
 * request the root and the page loader share it (one context call, one token for both).
 */
export function createStoreApi(request: Request): Promise<StoreApi> {
  const owner = requestInfo() ?? request;
  let byMethod = perRequest.get(owner);
  if (!byMethod) perRequest.set(owner, (byMethod = new Map()));
  let api = byMethod.get(request.method);
  if (!api) {
    const created = newStoreApi(request);
    byMethod.set(request.method, created);
    created.catch(() => byMethod.delete(request.method));
    api = created;
  }
  return api;
}

async function newStoreApi(request: Request): Promise<StoreApi> {
  const config = storeApiConfig();
  const locale = localeFromPath(new URL(request.url).pathname);
  // No language ids (the backend is down and they expired): no call can go out, so this is the busy page already.
  // Maintenance mode is every page (issue 13 item 7), also those a visitor gets from cached channel data alone.
  const [ids] = await Promise.all([
    languageIds(config).catch((error: unknown) => {
      throw storeApiErrorResponse(error);
    }),
    assertNotInMaintenance(config, requestInfo()?.clientIp),
  ]);
  const languageId = ids.get(locale.languageCode);
  if (!languageId && !warnedMissingLanguages.has(locale.languageCode)) {
    warnedMissingLanguages.add(locale.languageCode);
    console.warn(`Store API has no language ${locale.languageCode}; using the channel default.`);
  }

  const incomingToken = contextTokenCookie.parse(request.headers.get("cookie"));

  const fetchOptions = storeApiFetchOptions();
  const client = createAPIClient<StoreOperations>({
    baseURL: config.baseURL,
    accessToken: config.accessKey,
    contextToken: incomingToken,
    defaultHeaders: { ...(languageId ? { "sw-language-id": languageId } : {}), ...clientIpHeader() },
    fetchOptions,
  });
  // One budget for the whole page: every call of this request gets what is left of it, so a page of several
  // sequential calls to a slow backend still answers (the 408 page) after STORE_API_TIMEOUT_MS, not a multiple of it.
  const deadline = Date.now() + fetchOptions.timeout;
  boundCalls(client, () => deadline - Date.now());

  let wroteSession = false;
  // The token the last session write left. The client takes the token of every answer, also of a call the root
  // loader sent before the write (a page's loaders share one client) and answered after it, under the old token:
  // that late answer must not take the session back to the token the write replaced (issue 16).
  let written: string | undefined;
  client.hook("onContextChanged", (token) => {
    if (isToken(written) && token !== written) client.defaultHeaders["sw-context-token"] = written;
  });
  /** The page-state cookie this request hands out (responseHeaders), made once per state. */
  let signed: { state: PageState; cookie: string | undefined } | undefined;
  const api: StoreApi = {
    client,
    locale,
    languageId,
    hasSession: incomingToken !== undefined,
    sessionWritten(bodyToken) {
      if (isToken(bodyToken)) client.defaultHeaders["sw-context-token"] = bodyToken;
      wroteSession = true;
      written = client.defaultHeaders["sw-context-token"];
    },
    responseHeaders() {
      // Every page built from Store API data depends on the shopper's context (language,
      // currency, customer group), so no shared cache may store it.
      const headers = new Headers({ "Cache-Control": "private, no-cache" });
      // The client adopts a response's sw-context-token only when that response is not
      // publicly cacheable: a response a CDN or proxy may have cached was produced for some
      // other shopper, and taking its token would hijack their session. So whatever token the
      // client holds now came from a private response and may replace the cookie.
      const token = client.defaultHeaders["sw-context-token"];
      // Only a write replaces the browser's token (Shopware: the token a login, logout or other session write hands
      // out is authoritative). A read is handed a new token only because its own did not work: it had none (an
      // anonymous page, which so sets no cookie and stays shareable, server/page-cache.mjs), or the session ended
      // while it was under way. A page requested before a logout and answered after it gets a fresh, empty token
      // for the parked one, and must not replace the token the logout gave the browser meanwhile (issue 16). Loaders
      // always run as GET, even after an action; a loader that writes the session says so (sessionWritten).
      const readOnly = request.method === "GET" || request.method === "HEAD";
      if (isToken(token) && token !== incomingToken && (wroteSession || !readOnly))
        headers.append("Set-Cookie", contextTokenCookie.serialize(token, isHttps(request)));
      // The page state the root loader computed (page-state.server.ts), bound to the token the browser keeps, and only
      // when that is the token the render read it under: a token that changed meanwhile (the session ended elsewhere
      // between two calls, as a logout in another tab does) means the digest may describe the old session, and the
      // page cache would answer the new session with the old one's pages (header cart, customer, prices).
      // One signature per request and state: React Router merges the root's and the page's Set-Cookie headers and
      // drops only identical ones, and a signature made a second later (its expiry) would set the cookie twice.
      const state = token === incomingToken ? pageStateFor(api) : undefined;
      if (state && token && (signed?.state.price !== state.price || signed.state.state !== state.state))
        signed = { state, cookie: pageStateCookie(request, token, state, isHttps(request)) };
      const stateCookie = state && signed?.cookie;
      if (stateCookie) headers.append("Set-Cookie", stateCookie);
      return headers;
    },
  };
  return api;
}

/**
 * A client of the same Store API without the shopper's context token: for a call whose session must not become the
 * shopper's (a registration confirmed from a browser that did not register, issue 12 L2). Its token is dropped.
 */
export function createSessionlessClient(api: StoreApi): StoreApiClient {
  const config = storeApiConfig();
  const fetchOptions = storeApiFetchOptions();
  const client = createAPIClient<StoreOperations>({
    baseURL: config.baseURL,
    accessToken: config.accessKey,
    defaultHeaders: { ...(api.languageId ? { "sw-language-id": api.languageId } : {}), ...clientIpHeader() },
    fetchOptions,
  });
  return boundCalls(client, () => fetchOptions.timeout);
}
