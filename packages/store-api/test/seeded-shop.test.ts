import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, dialectOf, type Db } from "../src/db/database.js";
import { seedDatabase } from "../seed/seed.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { databaseUrl, SEEDED_SCHEMA, SEEDED_STOREFRONT_URLS, withAdminClient } from "./seeded-shop.js";

/** Every table's row count: what a copy of the seeded shop must share with a shop seeded afresh. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables =
    dialectOf(db) === "postgres"
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`.execute(db)
      : await sql<{ name: string }>`SELECT name FROM sqlite_master
          WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY 1`.execute(db);
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const result = await sql<{ c: number }>`SELECT COUNT(*) AS c FROM ${sql.table(name)}`.execute(db);
    counts[name] = Number(result.rows[0].c);
  }
  return counts;
}

describe("test apps are copies of one seeded shop", () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it("are copied from the image or template the global setup seeded", () => {
    expect(inject(process.env.TEST_DATABASE_URL ? "seededPostgresTemplate" : "seededSqliteImage")).toBeTruthy();
  });

  it("hold what a shop seeded afresh holds, table by table", async () => {
    const url = process.env.TEST_DATABASE_URL;
    const name = `t_fresh_${process.pid}`;
    let fresh: Db;
    if (url) {
      await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`));
      await withAdminClient(databaseUrl(url, name), (client) => client.query(`CREATE SCHEMA ${SEEDED_SCHEMA}`));
      fresh = createDatabase({ databaseUrl: databaseUrl(url, name), schema: SEEDED_SCHEMA });
    } else {
      fresh = createDatabase({ sqlitePath: ":memory:" });
    }
    try {
      await seedDatabase(fresh, { storefrontUrls: SEEDED_STOREFRONT_URLS, schema: url ? SEEDED_SCHEMA : undefined });
      const expected = await rowCounts(fresh);
      expect(Object.keys(expected).length).toBeGreaterThan(50);
      expect(await rowCounts(first.db)).toEqual(expected);
    } finally {
      await fresh.destroy();
      if (url) await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });

  it("share no data: a write in one app is not seen by another", async () => {
    const before = await rowCounts(second.db);
    await first.db.deleteFrom("product_review").execute();
    await first.db.insertInto("system_config").values({ key: "test.only-in-first", value: "1" }).execute();
    expect(await rowCounts(second.db)).toEqual(before);
    const marker = await second.db
      .selectFrom("system_config")
      .select("value")
      .where("key", "=", "test.only-in-first")
      .executeTakeFirst();
    expect(marker).toBeUndefined();
  });
});
