// @ts-check
import cluster from "node:cluster";
import { availableParallelism } from "node:os";

/**
 * WORKERS for the storefront server (issue 17): how many processes serve its port. Unset or 0: every core when
 * NODE_ENV=production, else 1.
 * @param {Record<string, string | undefined>} env
 */
export function workerCount(env = process.env) {
  const fallback = env.NODE_ENV === "production" ? availableParallelism() : 1;
  const text = env.WORKERS?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`WORKERS is not a non-negative integer: ${text}`);
  return value === 0 ? fallback : value;
}

/**
 * The cluster's primary: forks `count` workers that share the port (Node's cluster hands each new connection to the
 * next), replaces a worker that dies, and on SIGTERM/SIGINT passes the signal on and exits once all have finished.
 * @param {number} count
 * @param {(port: number) => void} onListening called once, when every worker listens
 */
export function runPrimary(count, onListening) {
  let stopping = false;
  let listening = 0;
  /** @type {Set<import("node:cluster").Worker>} */
  const workers = new Set();
  const fork = () => {
    const worker = cluster.fork();
    workers.add(worker);
    worker.on("listening", (address) => {
      if (++listening === count) onListening(address.port);
    });
    worker.on("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      console.error(
        `[storefront] worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
      );
      fork();
    });
  };
  for (let i = 0; i < count; i++) fork();
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of workers) worker.process.kill("SIGTERM");
      setTimeout(() => process.exit(1), 15_000).unref();
    });
  }
}

/**
 * GET/HEAD /_shop/health: 200 `{"status":"ok","pid":…}` while this process serves (for load balancers; it does not
 * ask the Store API, whose own health is /internal/health). Anything else goes to `next`.
 * @param {import("node:http").RequestListener} next
 * @returns {import("node:http").RequestListener}
 */
export function withHealthCheck(next) {
  return (req, res) => {
    if ((req.method === "GET" || req.method === "HEAD") && req.url?.split("?")[0] === "/_shop/health") {
      const body = JSON.stringify({ status: "ok", pid: process.pid });
      res.writeHead(200, {
        "Content-Type": "application/json",
        "Cache-Control": "no-store",
        "Content-Length": Buffer.byteLength(body),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    next(req, res);
  };
}
