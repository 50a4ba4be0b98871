import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { AddressInfo } from "node:net";
import { buildApp } from "../../packages/store-api/src/app.js";
import { testConfig } from "../../packages/store-api/src/config.js";
import { createDatabase } from "../../packages/store-api/src/db/database.js";
import { setMediaBaseUrl } from "../../packages/store-api/src/modules/media/media.definition.js";

/**
 * The Store API under test runs in its own process, as in production: the load generator must not share the
 * server's event loop, or every figure would include the client's own work.
 */

interface Ready {
  port: number;
}

/** Where the benchmark's backend reads: a SQLite file, or a schema of a PostgreSQL database. */
export type BenchDatabase = string | { databaseUrl: string; schema: string };

/** Starts the backend on the SQLite file (or PostgreSQL schema) in a child process listening on 127.0.0.1:<free port>. */
export async function startServer(database: BenchDatabase): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const target =
    typeof database === "string"
      ? { BENCH_SQLITE_PATH: database }
      : { BENCH_DATABASE_URL: database.databaseUrl, BENCH_SCHEMA: database.schema };
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ["--serve"], {
    // tsx's loader flags, so the child runs TypeScript too.
    execArgv: process.execArgv,
    env: { ...process.env, ...target },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the benchmark server did not start within 60 s")), 60_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve((message as Ready).port);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the benchmark server exited with ${code}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}/store-api`,
    // A server still busy with abandoned slow requests cannot close gracefully (SQLite calls are synchronous and
    // block its event loop), so it gets a few seconds and is then killed; it only ever read the database.
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const kill = setTimeout(() => child.kill("SIGKILL"), 3000);
        child.once("exit", () => {
          clearTimeout(kill);
          resolve();
        });
        child.disconnect();
      }),
  };
}

async function serve(): Promise<void> {
  const sqlitePath = process.env.BENCH_SQLITE_PATH;
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const schema = process.env.BENCH_SCHEMA;
  if (!sqlitePath && !databaseUrl) throw new Error("BENCH_SQLITE_PATH or BENCH_DATABASE_URL is not set");
  // Failed requests are counted and the first one shown by the load loop; per-request logs would only slow it down.
  const config = testConfig({
    ...(databaseUrl ? { databaseUrl } : { sqlitePath }),
    logLevel: "silent",
    publicUrl: "http://127.0.0.1:8000",
  });
  const db = databaseUrl ? createDatabase({ databaseUrl, schema }) : createDatabase({ sqlitePath });
  setMediaBaseUrl(config.publicUrl);
  const app = await buildApp({ db, config });
  await app.listen({ host: "127.0.0.1", port: 0 });
  // The parent going away (normally or not) ends the server too: the benchmark always stops by itself.
  process.once("disconnect", () => {
    void app
      .close()
      .then(() => db.destroy())
      .finally(() => process.exit(0));
  });
  process.send?.({ port: (app.server.address() as AddressInfo).port } satisfies Ready);
}

if (process.argv.includes("--serve")) await serve();
