import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, dialectOf, type Db } from "../../packages/store-api/src/db/database.js";
import { seedDatabase } from "../../packages/store-api/seed/seed.js";
import { run } from "./bulk-indexes.js";
import { generateCatalogue } from "./catalogue-generator.js";

/**
 * The generated catalogue on the engine of TEST_DATABASE_URL (PostgreSQL: a schema of its own), else in-memory
 * SQLite. On PostgreSQL the generator drops the product tables' secondary indexes for the load and builds them again:
 * afterwards every index is back with the same definition, and the rows are all there.
 */

const url = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString("hex")}`;
let db: Db;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

async function indexes(): Promise<string[]> {
  const query =
    dialectOf(db) === "postgres"
      ? "SELECT pg_get_indexdef(i.indexrelid) AS d FROM pg_index AS i JOIN pg_class AS t ON t.oid = i.indrelid WHERE t.relnamespace = current_schema()::regnamespace AND t.relname LIKE 'product%' ORDER BY 1"
      : "SELECT name || ' ' || COALESCE(sql, '') AS d FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE 'product%' ORDER BY 1";
  return (await run<{ d: string }>(db, query)).map((r) => r.d);
}

beforeAll(async () => {
  if (url) {
    await admin(`CREATE SCHEMA ${schema}`);
    db = createDatabase({ databaseUrl: url, schema, poolMax: 2 });
  } else db = createDatabase({ sqlitePath: ":memory:" });
  await seedDatabase(db, { storefrontUrls: ["http://127.0.0.1:3000"], schema: url ? schema : undefined });
}, 120_000);

afterAll(async () => {
  await db.destroy();
  if (url) await admin(`DROP SCHEMA ${schema} CASCADE`);
});

describe("catalogue generator", () => {
  it("adds the products with every index as it was", async () => {
    const before = await indexes();
    const count = async () => Number((await run<{ c: number }>(db, "SELECT COUNT(*) AS c FROM product"))[0].c);
    const products = await count();
    const generated = await generateCatalogue(db, { products: 300 });
    expect(generated.rows).toBe(300);
    expect(await count()).toBe(products + 300);
    expect(await indexes()).toEqual(before);
    const members = await run<{ c: number }>(
      db,
      `SELECT COUNT(*) AS c FROM product_category_tree WHERE category_id = '${generated.departmentId}'`,
    );
    expect(Number(members[0].c)).toBeGreaterThan(0);
  }, 120_000);
});
