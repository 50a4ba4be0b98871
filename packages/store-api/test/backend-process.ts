import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { createDatabase, type Db } from "../src/db/database.js";
import { seedDatabase } from "../seed/seed.js";
import { STOREFRONT_URL } from "./helpers.js";

/**
 * Backends as separate Node processes (`src/server.ts`) on one seeded database, for the tests that need real
 * processes rather than `app.inject`: several backends on one database (cache coherence, shared rate limits) and
 * the `WORKERS` cluster.
 */

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A seeded database of its own and the environment a backend process needs to open it. */
export interface SeededStore {
  db: Db;
  /** The parent's environment plus what points a child process at this database. */
  env: NodeJS.ProcessEnv;
  cleanup(): Promise<void>;
}

/** Runs one statement on its own connection to `url` (schemas and databases made and dropped around a test). */
export async function onAdmin(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * With TEST_DATABASE_URL a PostgreSQL schema of its own, else a SQLite file in a temporary folder (`prefix` names
 * it); seeded like a fresh shop either way.
 */
export async function seedStore(prefix: string): Promise<SeededStore> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `t_${randomBytes(6).toString("hex")}`;
    await onAdmin(url, `CREATE SCHEMA ${schema}`);
    const db = createDatabase({ databaseUrl: url, schema });
    await seedDatabase(db, { storefrontUrls: [STOREFRONT_URL], schema });
    return {
      db,
      env: { ...process.env, DATABASE_URL: url, PGOPTIONS: `-c search_path=${schema}` },
      cleanup: () => onAdmin(url, `DROP SCHEMA ${schema} CASCADE`),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const file = path.join(dir, "shop.sqlite");
  const db = createDatabase({ sqlitePath: file });
  await seedDatabase(db, { storefrontUrls: [STOREFRONT_URL] });
  return {
    db,
    env: { ...process.env, DATABASE_URL: "", SQLITE_PATH: file },
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

export interface BackendProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `src/server.ts` on a free 127.0.0.1 port with `env` plus `extra`, and resolves once it announces where it
 * listens (rejects with its output if it exits first or stays silent for `timeoutMs`).
 */
export async function startBackend(
  env: NodeJS.ProcessEnv,
  extra: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<BackendProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: PACKAGE_ROOT,
    env: {
      ...env,
      STORE_API_PORT: "0",
      STORE_API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CLEANUP_INTERVAL_MS: "0",
      STOREFRONT_URLS: STOREFRONT_URL,
      ...extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the backend did not start within ${timeoutMs / 1000} s:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the backend exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: () => stopProcess(child),
  };
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** The first plain, active, physical, non-closeout product with at least `minStock` in stock (by product number). */
export function stockedProduct(db: Db, minStock: number): Promise<{ id: string; stock: number }> {
  return db
    .selectFrom("product")
    .select(["id", "stock"])
    .where("parent_id", "is", null)
    .where("child_count", "=", 0)
    .where("active", "=", 1)
    .where("type", "=", "physical")
    .where("is_closeout", "=", 0)
    .where("stock", ">=", minStock)
    .orderBy("product_number")
    .executeTakeFirstOrThrow();
}
