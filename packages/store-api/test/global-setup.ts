import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { createDatabase } from "../src/db/database.js";
import { seedDatabase } from "../seed/seed.js";
import { databaseUrl, SEEDED_SCHEMA, SEEDED_STOREFRONT_URLS, withAdminClient } from "./seeded-shop.js";

/**
 * Migrates and seeds the demo shop once per run, instead of once per `createTestApp` (84 apps: 0.7–1.1 s of CPU each on
 * SQLite, 1.3 s on PostgreSQL). Each app still gets its own fresh copy (test/helpers.ts), so files never share data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `t_seed_${randomBytes(6).toString("hex")}`;
    await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
    const drop = () => withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    try {
      const templateUrl = databaseUrl(url, name);
      await withAdminClient(templateUrl, (client) => client.query(`CREATE SCHEMA ${SEEDED_SCHEMA}`));
      const db = createDatabase({ databaseUrl: templateUrl, schema: SEEDED_SCHEMA });
      try {
        await seedDatabase(db, { storefrontUrls: SEEDED_STOREFRONT_URLS, schema: SEEDED_SCHEMA });
      } finally {
        // A template must have no connections when a database is created from it.
        await db.destroy();
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide("seededPostgresTemplate", name);
    return async () => void (await drop());
  }
  const dir = mkdtempSync(path.join(tmpdir(), "store-api-seed-"));
  const file = path.join(dir, "shop.sqlite");
  try {
    const db = createDatabase({ sqlitePath: file });
    try {
      await seedDatabase(db, { storefrontUrls: SEEDED_STOREFRONT_URLS });
    } finally {
      await db.destroy();
    }
    // WAL was the file's journal; an image opened from a buffer (in memory) must be in rollback-journal mode.
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = DELETE");
    sqlite.close();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide("seededSqliteImage", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
