// @ts-check
// `npm run start -w apps/storefront`: serves the built storefront on HOST:PORT (default 127.0.0.1:3000), in WORKERS
// processes (default: every core, as NODE_ENV is production here; see workers.mjs).
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { runPrimary, withHealthCheck, workerCount } from "./workers.mjs";

// Before React loads (app.mjs imports it): React picks its development or production build by this.
process.env.NODE_ENV = process.env.NODE_ENV ?? "production";
const host = process.env.HOST || "127.0.0.1";
const port = Number(process.env.PORT || 3000);
const workers = workerCount(process.env);
// The key that signs a session's page-state cookie (app/.server/page-state.server.ts): one for all workers, which
// inherit the environment, so that a cookie made by one is good on the others.
process.env.PAGE_STATE_SECRET ||= randomBytes(32).toString("base64url");

if (cluster.isPrimary && workers > 1) {
  runPrimary(workers, (listeningPort) =>
    console.log(`[storefront] http://${host}:${listeningPort} (${workers} workers, primary pid ${process.pid})`),
  );
} else {
  await serve();
}

async function serve() {
  const { createApp } = await import("./app.mjs");
  const { pageCacheMiddleware } = await import("./page-cache-middleware.mjs");
  const { createLimitedServer, serverLimits } = await import("./limits.mjs");

  const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const build = await import(pathToFileURL(path.join(appDir, "build/server/index.js")).href);

  const app = createApp({
    build,
    appDir,
    // Page-level middleware hook (see createApp): register here, in order.
    pageMiddleware: [pageCacheMiddleware({ build })],
  });

  // Request, header and keep-alive timeouts (issue 12 M6): see limits.mjs. /_shop/health answers before the app.
  const server = createLimitedServer(withHealthCheck(app), serverLimits(process.env)).listen(port, host, () => {
    // In a cluster the primary announces once every worker listens.
    if (cluster.isPrimary) console.log(`[storefront] http://${host}:${port}`);
  });

  // Graceful stop: finish the requests in flight, close idle keep-alive sockets, give up after 10 s.
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.once(signal, () => {
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      setTimeout(() => process.exit(0), 10_000).unref();
    });
  }
}
