// @ts-check
// The storefront's HTTP server (replaces react-router-serve): static assets, compression, security
// headers, the client IP and the CSP nonce for React Router, and a hook for page-level middleware.
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { bodyLimit, serverLimits } from "./limits.mjs";
import {
  clientIp,
  dropForwardedHeaders,
  firstForwarded,
  isHttpsRequest,
  isTrustedProxy,
  parseTrustedProxies,
} from "./request-info.mjs";
import { backendOrigins, newNonce, securityHeaders, sessionSafeCacheControl } from "./security-headers.mjs";

/** @typedef {import("express").RequestHandler} Middleware */

/**
 * What entry.server.tsx exports for this server.
 * @typedef {{ serverHooks: import("../app/lib/security.server").ServerHooks, runWithRequestInfo: typeof import("../app/lib/security-request.server").runWithRequestInfo }} EntryExports
 */

/**
 * @param {{
 *   build: import("react-router").ServerBuild,
 *   appDir: string,
 *   env?: NodeJS.ProcessEnv,
 *   pageMiddleware?: Middleware[],
 * }} options
 *   pageMiddleware: THE HOOK for page-level middleware (e.g. a page cache). It runs after the static
 *   files, the security headers and compression, right before React Router; `res.locals.cspNonce`,
 *   `res.locals.clientIp` and `res.locals.https` (request-info.mjs isHttpsRequest) are set. A middleware that answers from elsewhere must put
 *   `res.locals.cspNonce` into the HTML it sends (the CSP header already names it).
 */
export function createApp({ build, appDir, env = process.env, pageMiddleware = [] }) {
  const trusted = parseTrustedProxies(env.TRUST_PROXY);
  const otherOrigins = backendOrigins(env);
  const entry = /** @type {EntryExports} */ (/** @type {unknown} */ (build.entry.module));
  const hooks = entry.serverHooks;
  const logAll = env.ACCESS_LOG === "1";

  const app = express();
  app.disable("x-powered-by");
  // Issue 12 M6: no body over the limit is read (the timeouts are the server's: see limits.mjs, index.mjs).
  app.use(bodyLimit(serverLimits(env).maxBodyBytes));
  // Express reads X-Forwarded-Host/-Proto (req.hostname, req.protocol → the request URL) only from these.
  app.set("trust proxy", (/** @type {string} */ address) => isTrustedProxy(trusted, address));

  app.use((req, res, next) => {
    const started = performance.now();
    const peer = req.socket.remoteAddress ?? "";
    const fromProxy = isTrustedProxy(trusted, peer);
    if (!fromProxy) dropForwardedHeaders(req.headers);
    const https = isHttpsRequest(req, fromProxy);
    res.locals.https = https;
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.locals.clientIp = clientIp(peer, req.headers["x-forwarded-for"], trusted);
    for (const [name, value] of Object.entries(securityHeaders({ nonce, https, otherOrigins })))
      res.setHeader(name, value);
    // Cross-site request forgery: a write from another origin never reaches an action. The public
    // origin is what express derives (X-Forwarded-Host/-Proto only from TRUST_PROXY).
    const host = (fromProxy && firstForwarded(req.headers["x-forwarded-host"])) || req.headers.host || "";
    const write = req.method !== "GET" && req.method !== "HEAD";
    const refusal =
      write &&
      hooks.crossOriginRefusal(
        req.method,
        new Headers(/** @type {Record<string, string>} */ (req.headers)),
        `${https ? "https" : "http"}://${host}`,
      );
    if (refusal) {
      console.warn(`Refused ${req.method} ${req.originalUrl}: ${refusal}`);
      res.status(403).type("html").setHeader("Cache-Control", "no-store");
      res.end(hooks.forbiddenPage(req.path));
      return;
    }
    // The last check before the headers leave, whoever set them (React Router, static files, a page cache).
    const writeHead = res.writeHead;
    res.writeHead = /** @type {typeof res.writeHead} */ (
      function (/** @type {Parameters<typeof res.writeHead>} */ ...args) {
        const current = res.getHeader("cache-control");
        const safe = sessionSafeCacheControl({
          path: req.path,
          cacheControl: current === undefined ? undefined : String(current),
          setsCookie: res.hasHeader("set-cookie"),
          requestHasCookie: Boolean(req.headers.cookie),
        });
        if (safe !== undefined && safe !== current) res.setHeader("Cache-Control", safe);
        return writeHead.apply(res, args);
      }
    );
    // Only failures by default (react-router-serve logged every request in this "tiny" format).
    res.on("finish", () => {
      if (logAll || res.statusCode >= 500) {
        console.log(`${req.method} ${req.url} ${res.statusCode} - ${(performance.now() - started).toFixed(3)} ms`);
      }
    });
    next();
  });
  app.use(compression());

  const clientDir = path.resolve(appDir, build.assetsBuildDirectory);
  app.use(
    path.posix.join(build.publicPath, "assets"),
    express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }),
  );
  // The client folder's own files (favicon.svg) all have a file extension; a page path without one (/, /clothing/)
  // skips the file-system look-up (issue 15 profile: serve-static's stat was ~3 % of a session render).
  // dotfiles: Vite's build manifest (.vite/manifest.json) stays private; send's default only hides a dot file name.
  const clientFiles = express.static(clientDir, { maxAge: "1h", dotfiles: "ignore" });
  app.use(build.publicPath, (req, res, next) => (/\.[^/]*$/.test(req.path) ? clientFiles(req, res, next) : next()));

  for (const middleware of pageMiddleware) app.use(middleware);

  const handler = createRequestHandler({ build, mode: env.NODE_ENV });
  app.all("*", (req, res, next) => {
    const info = { nonce: String(res.locals.cspNonce), clientIp: String(res.locals.clientIp) };
    entry.runWithRequestInfo(info, () => handler(req, res, next));
  });
  return app;
}
