import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";

/**
 * Read access to the e2e backend's database, on either engine the backend supports. The global setup
 * says which one by env (the workers inherit it): E2E_SHOP_DATABASE_URL (PostgreSQL) or E2E_SQLITE_PATH.
 * Queries are written once with `?` placeholders in SQL both engines understand.
 */
export interface ShopDatabase {
  engine: "sqlite" | "postgres";
  rows<T>(sql: string, params: readonly unknown[]): Promise<T[]>;
  /** A write, as an operator or an import makes it beside the running backend (its triggers record the change). */
  execute(sql: string, params: readonly unknown[]): Promise<void>;
}

let pool: pg.Pool | null = null;

/** `?` → `$1`, `$2`…: our e2e queries have no `?` inside string literals. */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function postgres(url: string): ShopDatabase {
  // One small pool per Playwright worker; allowExitOnIdle lets the worker end without closing it.
  pool ??= new pg.Pool({ connectionString: url, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true });
  const shared = pool;
  return {
    engine: "postgres",
    async rows<T>(sql: string, params: readonly unknown[]) {
      return (await shared.query(numberedPlaceholders(sql), [...params])).rows as T[];
    },
    async execute(sql: string, params: readonly unknown[]) {
      await shared.query(numberedPlaceholders(sql), [...params]);
    },
  };
}

function sqlite(file: string): ShopDatabase {
  return {
    engine: "sqlite",
    async rows<T>(sql: string, params: readonly unknown[]) {
      // Read-only and short-lived: the backend owns the file and keeps writing to it (WAL).
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async execute(sql: string, params: readonly unknown[]) {
      const db = new Database(file, { fileMustExist: true });
      try {
        // The backend writes too (WAL): wait for its lock rather than fail.
        db.pragma("busy_timeout = 5000");
        db.prepare(sql).run(...params);
      } finally {
        db.close();
      }
    },
  };
}

export function shopDatabase(): ShopDatabase {
  const url = process.env.E2E_SHOP_DATABASE_URL;
  if (url) return postgres(url);
  const file = process.env.E2E_SQLITE_PATH;
  if (file) return sqlite(file);
  throw new Error(
    "neither E2E_SHOP_DATABASE_URL nor E2E_SQLITE_PATH is set: the database can only be read when the global setup started the embedded backend",
  );
}

/**
 * Creates an empty database on the PostgreSQL server of `serverUrl` (whose own database is only used to
 * connect) so every run seeds from scratch; drop() removes it, closing whatever connections are left.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; name: string; version: string; drop(): Promise<void> }> {
  const name = `shop_e2e_${randomBytes(6).toString("hex")}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const version = await admin(async (client) => {
    await client.query(`CREATE DATABASE ${name}`);
    return String((await client.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    version,
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}
