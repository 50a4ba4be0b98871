import cluster, { type Worker } from "node:cluster";
import { buildApp } from "./app.js";
import { loadConfig, poolSizePerWorker, redactedSmtpUrl, type AppConfig } from "./config.js";
import { createDatabase, reportLostConnection } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { setMediaBaseUrl } from "./modules/media/media.definition.js";

/**
 * The backend's entry point. With WORKERS=1 (the default outside production) this process serves the port itself.
 * With WORKERS=N>1 it is the cluster's primary: it migrates the database ONCE, then forks N workers that share the
 * port (Node's cluster hands each new connection to the next worker), forwards SIGTERM/SIGINT to them, waits for them
 * to finish their requests and exits; a worker that dies otherwise is replaced.
 */

const config = loadConfig();
const where = () => (config.databaseUrl ? "PostgreSQL" : `SQLite ${config.sqlitePath}`);

if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
else await runServer(config, cluster.isWorker);

async function runPrimary(config: AppConfig): Promise<void> {
  const db = createDatabase({ ...config, poolMax: 1 });
  await migrateToLatest(db);
  await db.destroy();

  let stopping = false;
  const workers = new Set<Worker>();
  let listening = 0;
  let port = config.port;
  const fork = () => {
    const worker = cluster.fork({ STORE_API_WORKER_MIGRATED: "1" });
    workers.add(worker);
    worker.on("listening", (address) => {
      port = address.port;
      if (++listening === config.workers)
        announce(config, port, `${config.workers} workers, primary pid ${process.pid}`);
    });
    worker.on("exit", (code, signal) => {
      workers.delete(worker);
      if (stopping) {
        if (workers.size === 0) process.exit(0);
        return;
      }
      console.error(
        `Store API worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
      );
      fork();
    });
  };
  for (let i = 0; i < config.workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.warn(`${signal} received, stopping ${workers.size} workers`);
    for (const worker of workers) worker.process.kill("SIGTERM");
    // A worker stuck past its own deadline is not waited for.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function runServer(config: AppConfig, worker: boolean): Promise<void> {
  // A pooled PostgreSQL connection the server ended goes to the app's log once there is one (stderr before).
  let connectionLost: ((error: Error) => void) | undefined;
  const db = createDatabase({
    ...config,
    poolMax: poolSizePerWorker(config),
    acquireTimeoutMs: config.pgAcquireTimeoutMs,
    onConnectionLost: (error) => (connectionLost ?? reportLostConnection)(error),
  });
  // In a cluster the primary has migrated before forking.
  if (!(worker && process.env.STORE_API_WORKER_MIGRATED === "1")) await migrateToLatest(db);
  setMediaBaseUrl(config.publicUrl);
  const app = await buildApp({ db, config });
  // The message and SQLSTATE only: pg's error carries its client, whose connection parameters may hold the password.
  // The cast: the pool types its error as Error; pg's DatabaseError adds the SQLSTATE as `code`.
  connectionLost = (error) =>
    app.log.warn(
      { reason: error.message, code: (error as { code?: unknown }).code },
      "a pooled PostgreSQL connection was ended by the server",
    );

  // Graceful stop: no new connections, requests in flight finish (Fastify's close waits for them and closes idle
  // keep-alive sockets), then the database pool closes. A stop that hangs is cut short after 10 s.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.warn(`${signal} received, closing`);
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  if (worker) return; // the primary announces the cluster once every worker listens
  const address = app.server.address();
  announce(config, typeof address === "object" && address ? address.port : config.port, "");
}

function announce(config: AppConfig, port: number, detail: string): void {
  console.log(
    config.smtpUrl
      ? `Mail delivery: SMTP ${redactedSmtpUrl(config.smtpUrl)} as ${config.mailFrom}`
      : "Mail delivery is off (SMTP_URL is not set): mails stay in the outbox, see npm run shop -w packages/store-api -- mail list",
  );
  const notes = [where(), config.maintenanceMode ? "maintenance mode" : "", detail].filter(Boolean).join(", ");
  console.log(`Store API listening on http://${config.host}:${port}/store-api (${notes})`);
}
