import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../packages/store-api/src/db/database.js";
import { seedDatabase } from "../../packages/store-api/seed/seed.js";
import { BULK_TABLES, run } from "./bulk-indexes.js";
import { generateCatalogue } from "./catalogue-generator.js";

/**
 * The in-database generator (PostgreSQL only: it is SQL over generate_series) writes the same catalogue as the
 * row-by-row one: two schemas seeded alike, 200 products each way, then every row of every table the generators
 * write (the product tables, the search keywords and the keyword dictionary the Store API searches, the category
 * tree, brands, property groups) compared whole. Runs where TEST_DATABASE_URL is set (`npm test` sets it for its
 * PostgreSQL pass).
 */

const url = process.env.TEST_DATABASE_URL;
const suffix = randomBytes(5).toString("hex");
const schemas = { rows: `t_rows_${suffix}`, sql: `t_sql_${suffix}` };
const dbs: Record<string, Db> = {};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const TABLES = [
  ...BULK_TABLES,
  "product_translation",
  "product_keyword_dictionary",
  "category",
  "category_translation",
  "product_manufacturer",
  "product_manufacturer_translation",
  "property_group",
  "property_group_option",
  "property_group_option_translation",
];

async function contents(db: Db, table: string): Promise<string[]> {
  const rows = await run<Record<string, unknown>>(db, `SELECT * FROM ${table}`);
  return rows.map((row) => JSON.stringify(row)).sort();
}

// Skipped without TEST_DATABASE_URL on purpose: the generator under test is SQL over PostgreSQL's generate_series and
// md5, which SQLite has not; `npm test` runs it in its PostgreSQL lane.
describe.skipIf(!url)("the in-database catalogue generator", () => {
  beforeAll(async () => {
    for (const [name, schema] of Object.entries(schemas)) {
      await admin(`CREATE SCHEMA ${schema}`);
      dbs[name] = createDatabase({ databaseUrl: url, schema, poolMax: 2 });
      await seedDatabase(dbs[name], { storefrontUrls: ["http://127.0.0.1:3000"], schema });
    }
  }, 240_000);

  afterAll(async () => {
    for (const [name, schema] of Object.entries(schemas)) {
      await dbs[name]?.destroy();
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });

  it("writes the same rows as the row-by-row generator", async () => {
    const byRows = await generateCatalogue(dbs.rows, { products: 200, inDatabase: false });
    const bySql = await generateCatalogue(dbs.sql, { products: 200 });
    expect(bySql).toEqual(byRows);
    expect(byRows.parentId).not.toBe("");
    for (const table of new Set(TABLES)) {
      const [expected, actual] = [await contents(dbs.rows, table), await contents(dbs.sql, table)];
      // The first few rows each side lacks, rather than two whole tables in the failure message.
      const lacking = (a: string[], b: string[]) => a.filter((row) => !b.includes(row)).slice(0, 3);
      expect({
        table,
        rows: actual.length,
        extra: lacking(actual, expected),
        missing: lacking(expected, actual),
      }).toEqual({
        table,
        rows: expected.length,
        extra: [],
        missing: [],
      });
    }
    const keywords = await run<{ c: string }>(dbs.sql, "SELECT COUNT(*) AS c FROM product_search_keyword");
    expect(Number(keywords[0].c)).toBeGreaterThan(200 * 3 * 5);
  }, 240_000);
});
