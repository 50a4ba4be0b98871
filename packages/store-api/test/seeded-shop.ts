import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createDatabase, type Db } from "../src/db/database.js";
import { seedDatabase } from "../seed/seed.js";

// Declared here, beside `inject`, so that every program that compiles this file (the build, the bench) knows the keys.
declare module "vitest" {
  export interface ProvidedContext {
    /** SQLite: the file of a migrated and seeded shop (rollback journal, so it opens from a buffer in memory). */
    seededSqliteImage?: string;
    /** PostgreSQL: a migrated and seeded database (schema SEEDED_SCHEMA) each test app is created from as a template. */
    seededPostgresTemplate?: string;
  }
}

export const STOREFRONT_URL = "http://localhost:3000";
/** The storefront origins every test shop is seeded with. */
export const SEEDED_STOREFRONT_URLS = [STOREFRONT_URL, "http://127.0.0.1:3000"];
/** The PostgreSQL schema of the seeded template database, and so of each database copied from it. */
export const SEEDED_SCHEMA = "shop";

/** Runs `work` on a connection of its own to `url`, closed afterwards. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

// One read of the seeded SQLite file per test file (module state is per file).
let sqliteImage: Buffer | undefined;

/**
 * A fresh, migrated and seeded database of its own: an in-memory SQLite database opened from the image the global setup
 * seeded (test/global-setup.ts), or with TEST_DATABASE_URL a new PostgreSQL database copied from its seeded template.
 * `drop` removes the PostgreSQL copy once `db` is destroyed. Without the global setup (a file run under another
 * config) the shop is migrated and seeded here, as before.
 */
export async function openSeededDatabase(
  onQuery: ((sqlText: string) => void) | undefined,
): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // The copy is dropped WITH (FORCE) when its app closes; a pool a test left open then hears its idle connections
    // ended, which is expected here (src/db/database.ts reports it in production).
    const onConnectionLost = () => {};
    const template = inject("seededPostgresTemplate");
    const name = `t_${randomBytes(6).toString("hex")}`;
    const drop = async () =>
      void (await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
    if (template) {
      await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return {
        db: createDatabase({ databaseUrl: databaseUrl(url, name), schema: SEEDED_SCHEMA, onQuery, onConnectionLost }),
        drop,
      };
    }
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const copyUrl = databaseUrl(url, name);
    await withAdminClient(copyUrl, (client) => client.query(`CREATE SCHEMA ${SEEDED_SCHEMA}`));
    const db = createDatabase({ databaseUrl: copyUrl, schema: SEEDED_SCHEMA, onQuery, onConnectionLost });
    await seedDatabase(db, { storefrontUrls: SEEDED_STOREFRONT_URLS, schema: SEEDED_SCHEMA });
    return { db, drop };
  }
  const imageFile = inject("seededSqliteImage");
  if (imageFile) {
    sqliteImage ??= readFileSync(imageFile);
    return { db: createDatabase({ sqliteImage, onQuery }), drop: async () => {} };
  }
  const db = createDatabase({ sqlitePath: ":memory:", onQuery });
  await seedDatabase(db, { storefrontUrls: SEEDED_STOREFRONT_URLS });
  return { db, drop: async () => {} };
}
