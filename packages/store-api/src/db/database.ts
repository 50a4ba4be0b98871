import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type LogEvent,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import type { Database } from "./schema.js";

export type Db = Kysely<Database>;
export type DialectName = "sqlite" | "postgres";

export interface DatabaseTarget {
  /** A postgres:// URL, or absent for SQLite. */
  databaseUrl?: string;
  /** A file path or ":memory:" for SQLite. */
  sqlitePath?: string;
  /**
   * SQLite only: a serialized database (better-sqlite3's `serialize()`) opened in memory instead of `sqlitePath`. The
   * tests open one seeded shop image per app instead of migrating and seeding each (test/global-setup.ts).
   */
  sqliteImage?: Buffer;
  /** PostgreSQL only: the schema to work in (tests give each app its own). */
  schema?: string;
  /** PostgreSQL only: the pool's connection limit (default 10; server.ts passes this worker's share of PG_POOL_MAX). */
  poolMax?: number;
  /**
   * PostgreSQL only: how many distinct statements a pooled connection keeps prepared before it is replaced (default
   * 500; see withPreparedStatements).
   */
  preparedPerConnection?: number;
  /**
   * PostgreSQL only: how long a query waits for a free pooled connection before it fails with a DatabaseBusyError
   * (answered 503 "busy, retry"); default 5,000 ms. Without it a request waits forever once every connection is held
   * (a stuck transaction, a slow import, more concurrent requests than connections for longer than any client waits).
   */
  acquireTimeoutMs?: number;
  /**
   * PostgreSQL only: called when the server ends a connection that sits idle in the pool (a restart, a failover,
   * pg_terminate_backend). The pool has dropped it and opens another for the next query. Default: one line on stderr.
   */
  onConnectionLost?: (error: Error) => void;
  /** Called with the SQL text and duration of every statement run (tests count a request's statements with it). */
  onQuery?: (sqlText: string, durationMs: number, parameters: readonly unknown[]) => void;
}

/** The default report of a pooled PostgreSQL connection the server ended: one line on stderr. */
export function reportLostConnection(error: Error): void {
  console.warn(`A pooled PostgreSQL connection was ended by the server: ${error.message}`);
}

/** The pool had no free connection within `acquireTimeoutMs`: the server is busy, the request may be retried. */
export class DatabaseBusyError extends Error {
  readonly code = "DATABASE_BUSY";
  constructor(cause: unknown) {
    super("no database connection became free in time", { cause });
  }
}

/** pg-pool's rejection when `connectionTimeoutMillis` passes without a free connection. */
const POOL_TIMEOUT_MESSAGE = "timeout exceeded when trying to connect";

// node-pg returns BIGINT/NUMERIC as strings; counts and sums are small enough for a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/**
 * SQLite admits one writer at a time, across every process on the file (WORKERS=N, several servers). A plain BEGIN
 * starts as a reader; when another process commits before it writes, it can no longer become the writer and fails
 * with SQLITE_BUSY at once (the busy timeout does not apply, or two upgraders would deadlock), so a request would
 * answer 500. BEGIN IMMEDIATE takes the write lock up front and waits for it (busy_timeout); statements outside a
 * transaction wait likewise. Reads outside transactions still run beside the writer (WAL).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly options: SqliteDialectConfig) {
    super(options);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.options);
  }
}

/**
 * Distinct statements a pooled PostgreSQL connection keeps prepared; past it, the connection is closed when next
 * released (a new one starts empty). A shop's pages use a few hundred statement texts; criteria from API clients
 * can make any number, so the bound keeps each server session's memory in check.
 */
const PREPARED_PER_CONNECTION = 500;

/** Each pooled connection's prepared statements: SQL text → statement name. */
const preparedNames = new WeakMap<pg.PoolClient, Map<string, string>>();

/**
 * Kysely sends every statement unnamed, so PostgreSQL parses and plans it anew each time: at 50,000 products a
 * listing's 29 statements spent 16.5 ms in the server, 10 of them parsing and planning (its log with
 * `log_min_duration_statement = 0`). Named, a statement is parsed once per connection, and after five runs PostgreSQL
 * may keep a generic plan: 12.1 ms. Only statements with parameters: a parameterless text may hold several statements
 * (migrations), which only the simple protocol runs. Past `limit` statements the connection is closed when released.
 */
const withPreparedStatements =
  (limit: number) =>
  (client: pg.PoolClient): pg.PoolClient => {
    const prepared = preparedOf(client);
    // pg-pool gives each checkout its own release(); released with an error (or true), the connection is closed.
    const release = client.release;
    client.release = (error?: Error | boolean) => release(error ?? prepared.size > limit);
    return client;
  };

/** The connection's prepared statements; on first sight its query() is wrapped to name each parameterised text. */
function preparedOf(client: pg.PoolClient): Map<string, string> {
  const known = preparedNames.get(client);
  if (known) return known;
  const names = new Map<string, string>();
  preparedNames.set(client, names);
  const query = client.query.bind(client);
  // The cast: pg's query() has a dozen overloads; Kysely calls query(text, values) and awaits its promise, and
  // every other call is passed on unchanged.
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    if (typeof text !== "string" || !Array.isArray(values) || values.length === 0 || callback !== undefined)
      return (query as (...args: unknown[]) => unknown)(text, values, callback);
    let name = names.get(text);
    if (!name) names.set(text, (name = `k${names.size}`));
    return query({ name, text, values });
  }) as typeof client.query;
  return names;
}

export function createDatabase(target: DatabaseTarget): Db {
  if (target.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: target.poolMax ?? 10,
      connectionTimeoutMillis: target.acquireTimeoutMs ?? 5_000,
      ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
    });
    // pg emits an idle connection's failure on the pool; with no listener that event is thrown from the socket's
    // callback and ends the process.
    pool.on("error", target.onConnectionLost ?? reportLostConnection);
    // Kysely takes each connection with pool.connect(); its timeout becomes a typed error the HTTP layer answers 503.
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    // The cast: pg's connect() is overloaded (promise or callback); Kysely only ever uses the promise form.
    (pool as { connect: () => Promise<pg.PoolClient> }).connect = () =>
      connect().then(
        withPreparedStatements(target.preparedPerConnection ?? PREPARED_PER_CONNECTION),
        (error: unknown) => {
          throw error instanceof Error && error.message === POOL_TIMEOUT_MESSAGE ? new DatabaseBusyError(error) : error;
        },
      );
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: queryLog(target) });
  }
  const file = target.sqlitePath ?? ":memory:";
  if (file !== ":memory:" && !target.sqliteImage) mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(target.sqliteImage ?? file);
  // WAL lets readers run while a writer commits; NORMAL sync is durable across process crashes in WAL mode.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // The default page cache (2 MB) holds a fraction of the listing indexes of a 50,000-product catalogue, so every
  // listing re-read its pages from the OS (about 30% of its time); 64 MB is an upper bound, filled only as pages are read.
  sqlite.pragma("cache_size = -65536");
  // Sorts and GROUP BYs of listings spill to temporary b-trees: in memory, not in temporary files.
  sqlite.pragma("temp_store = MEMORY");
  // Planner statistics for tables that have none or have grown a lot (a freshly seeded or generated catalogue):
  // without them SQLite looks translations up through the unique key instead of the covering name index, which
  // makes a large listing's name sorting about a third slower. Bounded sampling keeps this at ~2 s on 600 MB once,
  // then free (SQLite's recommended "optimize on open").
  sqlite.pragma("analysis_limit = 400");
  sqlite.pragma("optimize = 0x10002");
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: statementCache(sqlite, STATEMENT_CACHE_SIZE) }),
    log: queryLog(target),
  });
}

/** Kysely's log hook for `onQuery`, absent (no per-query cost) without one. */
function queryLog(target: DatabaseTarget): ((event: LogEvent) => void) | undefined {
  const onQuery = target.onQuery;
  return onQuery ? (event) => onQuery(event.query.sql, event.queryDurationMillis, event.query.parameters) : undefined;
}

/** Prepared statements kept per SQLite connection: a page's queries are a few hundred distinct SQL texts. */
const STATEMENT_CACHE_SIZE = 1_000;

/** A better-sqlite3 database whose prepare() reuses statements per SQL text (what Kysely's SQLite driver needs). */
export interface CachedStatementsDatabase {
  prepare(source: string): SQLite.Statement;
  exec(source: string): void;
  close(): void;
  /** How many statements are kept (for tests). */
  cachedStatements(): number;
}

/**
 * Kysely's SQLite driver prepares every query's SQL anew (compiling it in SQLite each time): under the session load
 * better-sqlite3's prepare was the backend's top frame (issue 15 profile, 12–15 % of its CPU). This keeps up to `max`
 * statements per SQL text, least recently used dropped first. A statement is bound afresh by each all()/run()/
 * iterate(), so reuse shares no parameters or rows; one still iterating (`busy`, a streamed query) is not handed out
 * again, the caller gets a fresh one. A schema change is safe: SQLite re-prepares a stale statement by itself.
 */
export function statementCache(sqlite: SQLite.Database, max: number): CachedStatementsDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source) {
      const cached = statements.get(source);
      if (cached) {
        if (cached.busy) return sqlite.prepare(source);
        // Most recently used last (Map keeps insertion order).
        statements.delete(source);
        statements.set(source, cached);
        return cached;
      }
      const statement = sqlite.prepare(source);
      statements.set(source, statement);
      if (statements.size > max) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      return statement;
    },
    exec(source) {
      sqlite.exec(source);
    },
    close() {
      statements.clear();
      sqlite.close();
    },
    cachedStatements: () => statements.size,
  };
}

// Structural parameter: any Kysely instance (Db included; Kysely<unknown> does not accept Kysely<Database>).
export function dialectOf(db: { getExecutor(): { adapter: object } }): DialectName {
  return db.getExecutor().adapter.constructor.name.startsWith("Postgres") ? "postgres" : "sqlite";
}

/**
 * Whether an error is the database refusing a row for a unique index (by name): SQLite names the index (or its
 * columns) in the message, PostgreSQL reports code 23505 with the constraint's name.
 */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === "23505") return e.constraint === indexName;
  return (
    typeof e.code === "string" &&
    e.code.startsWith("SQLITE_CONSTRAINT") &&
    typeof e.message === "string" &&
    e.message.includes(indexName)
  );
}
