// @ts-check
// The page cache in the storefront server (a pageMiddleware of app.mjs): anonymous GETs of the catalogue
// pages (home, category/CMS/product/landing pages through the catch-all, search), documents and single-fetch
// `.data` alike, are rendered once per URL and variant and answered from memory for a few seconds. Only a
// 200 without Set-Cookie is kept. A shopper's session (a context token) shares pages only with sessions of the same
// page state (app/.server/page-state.server.ts: price context, header cart/customer/counters), told by a signed
// cookie that every write drops, and only pages whose render checked that state; any other cookie bypasses. Towards
// browsers and CDNs the answer stays `Cache-Control: private, no-cache` as rendered. `X-Page-Cache` says
// hit, miss or bypass (a request the cache does not apply to, or an answer it does not keep).
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, matchRoutes } from "react-router";
import {
  PageCache,
  acceptsGzip,
  bypassReason,
  deflatedParts,
  fromTemplate,
  gzipWithNonce,
  pagePathOf,
  rendersRoot,
  sessionCookies,
  toTemplate,
  varyNames,
} from "./page-cache.mjs";

/** The leaf routes whose anonymous answers are the same for every anonymous visitor ("<locale>:<name>"). */
const CATALOGUE_ROUTES = new Set(["home", "catch-all", "search"]);
/** Headers of a rendered answer that belong to one response, not to the stored page. */
const PER_RESPONSE = new Set(["set-cookie", "content-length", "date", "connection", "keep-alive", "transfer-encoding"]);

/**
 * @typedef {{ nonce: string, clientIp: string, pageState?: { price?: string, state?: string }, dataReadAt?: number }} RenderInfo
 * @typedef {{
 *   runWithRequestInfo: <T>(info: RenderInfo, fn: () => T) => T,
 *   pageStateHooks: typeof import("../app/.server/page-state.server").pageStateHooks,
 *   checkPageState: typeof import("../app/.server/shop.server").checkPageState,
 *   pageVaryValue?: typeof import("../app/lib/locale-cookie").pageVaryValue,
 * }} EntryExports
 * @typedef {import("express").Request} ExpressRequest
 */

/**
 * A session's GET of a catalogue page that may be shared (issue 15): its cookies are the context token, a valid page
 * state for it (app/.server/page-state.server.ts) and neutral ones. `need`: the digest the answer depends on (the
 * whole page state when the root renders, else the price context); null when the request is rendered for itself.
 * @param {EntryExports["pageStateHooks"]} hooks
 * @param {string | undefined} cookie
 * @param {URL} url
 * @returns {{ need: "state" | "price", digest: string, neutral: string } | null}
 */
function sessionVariant(hooks, cookie, url) {
  const cookies = sessionCookies(cookie);
  if (!cookies) return null;
  const state = hooks.read(cookies.session.get("sw-context-token"), cookies.session.get(hooks.cookieName));
  if (!state) return null;
  const need = rendersRoot(url) ? "state" : "price";
  return { need, digest: state[need], neutral: cookies.neutral };
}

/**
 * A session's GET of a catalogue page without a valid page state (the first view after a write, after the cookie's life,
 * a new shopper): its page state read from the Store API as the root loader reads it (entry checkPageState), under the
 * request info its render will have, so a render that follows reuses those reads. `setCookies`: what every answer to
 * it sets (the page-state cookie). Null when the request is rendered for itself.
 * @param {EntryExports} entry
 * @param {string} neutral the request's neutral cookies (sessionCookies)
 * @param {URL} url
 * @param {Request} request
 * @param {RenderInfo} info
 * @returns {Promise<{ need: "state" | "price", digest: string, neutral: string, setCookies: string[] } | null>}
 */
async function checkedSessionVariant(entry, neutral, url, request, info) {
  const need = rendersRoot(url) ? "state" : "price";
  const checked = await entry
    .runWithRequestInfo(info, () => entry.checkPageState(request, need, pagePathOf(url.pathname)))
    // A failed read (the backend down, maintenance) is the render's to answer, with the page it shows for it.
    .catch(() => null);
  const digest = checked?.state[need];
  return checked && digest ? { need, digest, neutral, setCookies: checked.setCookies } : null;
}

/**
 * The route tree of a server build, for matching a path to its leaf route.
 * @param {import("react-router").ServerBuild} build
 */
function routeTree(build) {
  /** @type {Map<string | undefined, import("react-router").RouteObject[]>} */
  const children = new Map();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const list = children.get(route.parentId) ?? [];
    list.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive });
    children.set(route.parentId, list);
  }
  /** @param {import("react-router").RouteObject} route @returns {import("react-router").RouteObject} */
  const withChildren = (route) =>
    route.index ? route : { ...route, children: (children.get(route.id) ?? []).map(withChildren) };
  return (children.get(undefined) ?? []).map(withChildren);
}

/**
 * The request URL React Router sees (as @react-router/express builds it: X-Forwarded-Host only via trust proxy), with
 * the scheme as the server decided it (app.mjs res.locals.https), not Express's spelling of X-Forwarded-Proto.
 * @param {ExpressRequest} req
 * @param {boolean} https
 */
function requestUrl(req, https) {
  const forwardedPort = req.app.enabled("trust proxy") ? req.get("X-Forwarded-Host")?.split(":")[1] : undefined;
  const port = [forwardedPort, req.get("host")?.split(":")[1]]
    .map((value) => Number.parseInt(value ?? "", 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${https ? "https" : "http"}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
}

/**
 * @param {{
 *   build: import("react-router").ServerBuild,
 *   ttlMs?: number,
 *   maxBytes?: number,
 *   env?: NodeJS.ProcessEnv,
 * }} options
 *   PAGE_CACHE=off in the environment turns it off (every request renders, X-Page-Cache: bypass).
 * @returns {import("express").RequestHandler}
 */
export function pageCacheMiddleware({ build, ttlMs = 15_000, maxBytes = 64 * 1024 * 1024, env = process.env }) {
  const off = env.PAGE_CACHE === "off";
  const cache = new PageCache({ ttlMs, maxBytes });
  const routes = routeTree(build);
  const entry = /** @type {EntryExports} */ (/** @type {unknown} */ (build.entry.module));
  const handle = createRequestHandler(build, env.NODE_ENV);

  // matchRoutes flattens and ranks the whole tree on every call: remember the answer per path (the most recent paths).
  /** @type {LRUCache<string, boolean>} */
  const catalogueByPath = new LRUCache({ max: 10_000 });
  /** @param {string} pathname */
  const isCatalogue = (pathname) => {
    let catalogue = catalogueByPath.get(pathname);
    if (catalogue === undefined) {
      const leaf = matchRoutes(routes, pagePathOf(pathname))?.at(-1)?.route.id ?? "";
      catalogue = CATALOGUE_ROUTES.has(leaf.slice(leaf.indexOf(":") + 1));
      catalogueByPath.set(pathname, catalogue);
    }
    return catalogue;
  };

  return async (req, res, next) => {
    const https = res.locals.https === true;
    const url = requestUrl(req, https);
    const hooks = entry.pageStateHooks;
    // Every write may change what the session's pages show: the next page view renders and checks the state again.
    if (req.method !== "GET" && req.method !== "HEAD" && req.headers.cookie?.includes(`${hooks.cookieName}=`))
      res.append("Set-Cookie", hooks.clearCookie(https));
    const catalogue = isCatalogue(url.pathname);
    let reason = off
      ? "off"
      : bypassReason({
          method: req.method,
          cookie: req.headers.cookie,
          authorization: req.headers.authorization,
          catalogue,
        });
    const candidate = reason === "session" && catalogue && !req.headers.authorization && req.method === "GET";
    const nonce = String(res.locals.cspNonce ?? "");
    /** @type {{ need: "state" | "price", digest: string, neutral: string, setCookies?: string[] } | null} */
    let session = candidate ? sessionVariant(hooks, req.headers.cookie, url) : null;
    /** @type {Request | undefined} */
    let rendered;
    // Not tied to this client's connection: others may be waiting for the same render. Made when needed (not on a hit).
    const request = () => (rendered ??= new Request(url.href, { headers: toHeaders(req.headers) }));
    /** @type {RenderInfo | undefined} the request info of a session checked against the Store API, for its render */
    let checkedInfo;
    const cookies = candidate && !session ? sessionCookies(req.headers.cookie) : null;
    if (cookies?.session.has("sw-context-token")) {
      checkedInfo = { nonce, clientIp: String(res.locals.clientIp ?? "") };
      session = await checkedSessionVariant(entry, cookies.neutral, url, request(), checkedInfo);
    }
    if (session) reason = null;
    if (reason) {
      res.setHeader("X-Page-Cache", "bypass");
      if (checkedInfo) await renderOwn(res, next, entry, checkedInfo, () => handle(request()));
      else next();
      return;
    }
    /** @param {string} name */
    const header = (name) => {
      // A shared session page varies by the session only through its page state (in the key), not the token.
      if (session && name === "cookie") return session.neutral || undefined;
      const raw = req.headers[name];
      const value = Array.isArray(raw) ? raw.join(", ") : raw;
      // Keyed by what the page depends on: Accept-Language by the locale it selects, not its spelling.
      return entry.pageVaryValue ? entry.pageVaryValue(name, value) : value;
    };
    // Bots get the whole page at once (entry.server.tsx), browsers a stream: two renderings of one URL.
    const baseKey = `${isbot(req.get("user-agent") ?? "") ? "bot" : "browser"}${session ? ` session ${session.need}=${session.digest}` : ""} ${url.href}`;
    /** @type {Response | undefined} this request's own answer when it is not one to share */
    let own;
    try {
      const { state, page } = await cache.get(
        baseKey,
        header,
        async () => {
          /** @type {RenderInfo} */
          const info = checkedInfo ?? { nonce, clientIp: String(res.locals.clientIp ?? "") };
          const response = await entry.runWithRequestInfo(info, () => handle(request()));
          const vary = varyNames(response.headers.get("vary"));
          // A session's page is shared only under the digest this render computed itself, never the cookie's word.
          const unchecked = session !== null && info.pageState?.[session.need] !== session.digest;
          // A checked session's render sets the page state the check named (its answers all set it): nothing else.
          const cookies = response.headers.getSetCookie();
          const ownCookies = checkedInfo
            ? cookies.some((cookie) => !cookie.startsWith(`${hooks.cookieName}=`))
            : cookies.length > 0;
          if (response.status !== 200 || ownCookies || vary === null || unchecked) {
            own = response;
            return null;
          }
          const headers = /** @type {[string, string][]} */ (
            [...response.headers].filter(([name]) => !PER_RESPONSE.has(name))
          );
          const parts = toTemplate(await response.text(), nonce);
          const encoded = parts.map((part) => Buffer.from(part));
          // A page of shared catalogue answers is as old as the oldest of them (their 15 s count from there).
          const readAt = info.dataReadAt;
          return { status: 200, headers, parts, deflated: deflatedParts(parts), encoded, vary, readAt };
        },
        { rememberPass: !session },
      );
      if (page) {
        res.status(page.status);
        for (const [name, value] of page.headers) res.append(name, value);
        for (const cookie of session?.setCookies ?? []) res.append("Set-Cookie", cookie);
        res.setHeader("X-Page-Cache", state);
        if (page.deflated && acceptsGzip(req.get("accept-encoding"))) {
          // Compressed when stored: the compression middleware leaves an encoded answer alone.
          res.setHeader("Content-Encoding", "gzip");
          res.vary("Accept-Encoding");
          res.end(gzipWithNonce(page.encoded ?? page.parts, page.deflated, nonce));
        } else {
          res.end(fromTemplate(page.parts, nonce));
        }
      } else if (own) {
        res.setHeader("X-Page-Cache", "bypass");
        await sendResponse(res, own);
      } else {
        // Another request's render of this URL was not one to share: render this one as usual (a checked session
        // under its own request info, whose Store API reads the render reuses).
        res.setHeader("X-Page-Cache", "bypass");
        if (checkedInfo) await renderOwn(res, next, entry, checkedInfo, () => handle(request()));
        else next();
      }
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Renders a request under the request info it was checked with and sends the answer (errors go to Express).
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} next
 * @param {EntryExports} entry
 * @param {RenderInfo} info
 * @param {() => Promise<Response>} render
 */
async function renderOwn(res, next, entry, info, render) {
  try {
    await sendResponse(res, await entry.runWithRequestInfo(info, render));
  } catch (error) {
    next(error);
  }
}

/**
 * @param {import("node:http").IncomingHttpHeaders} incoming
 */
function toHeaders(incoming) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * Sends a rendered Response through Express as @react-router/express does (streamed body, every Set-Cookie). A client
 * that goes away while the page still streams is no error (the render is cancelled, nothing is logged); a failure of
 * the page's own stream while the client still listens rejects, and Express logs it.
 * @param {import("express").Response} res
 * @param {Response} response
 */
export async function sendResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (clientGone(res, error)) return;
    throw error;
  }
}

/**
 * The connection closed before the answer ended (the client aborted), as opposed to an error of the stream itself.
 * @param {import("express").Response} res
 * @param {unknown} error
 */
function clientGone(res, error) {
  if (!(res.destroyed || res.writableEnded)) return false;
  // writeReadableStreamToWritable destroys the response with the error of a failed stream: that one is kept.
  return !res.errored || res.errored !== error;
}
