// @ts-check
// A storefront-shaped cluster for server/workers.test.ts: the primary and health check of workers.mjs around a
// trivial page handler (the real entry, index.mjs, wires the same pieces around the built app).
import cluster from "node:cluster";
import http from "node:http";
import { runPrimary, withHealthCheck, workerCount } from "../workers.mjs";

const workers = workerCount(process.env);
if (cluster.isPrimary && workers > 1) runPrimary(workers, (port) => console.log(`listening ${port}`));
else {
  const server = http.createServer(withHealthCheck((_req, res) => res.end("page"))).listen(0, "127.0.0.1");
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}
