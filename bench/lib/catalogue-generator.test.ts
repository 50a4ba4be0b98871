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
 * afterwards every index is back with the same definition, and the rows are all there. On both engines the listing
 * index's triggers are off for the load and the index is built once at the end: afterwards the triggers are back and
 * the index holds the rows the triggers leave when they maintain it row by row (a second shop, generated so). On
 * SQLite the secondary indexes and the cache insert triggers are also off for the load: afterwards they are back as
 * they were, and the catalogue's cache tag has moved.
 */

const url = process.env.TEST_DATABASE_URL;
const schema = `t_${randomBytes(6).toString("hex")}`;
const referenceSchema = `${schema}_ref`;
let db: Db;
let reference: Db;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

/** Schema objects as text, one line each, by the engine's catalogue query (PostgreSQL's or SQLite's). */
async function described(on: Db, postgres: string, sqlite: string): Promise<string[]> {
  return (await run<{ d: string }>(on, dialectOf(on) === "postgres" ? postgres : sqlite)).map((r) => r.d);
}

const indexes = () =>
  described(
    db,
    "SELECT pg_get_indexdef(i.indexrelid) AS d FROM pg_index AS i JOIN pg_class AS t ON t.oid = i.indrelid WHERE t.relnamespace = current_schema()::regnamespace AND t.relname LIKE 'product%' ORDER BY 1",
    "SELECT name || ' ' || COALESCE(sql, '') AS d FROM sqlite_master WHERE type = 'index' AND tbl_name LIKE 'product%' ORDER BY 1",
  );

const triggers = (on: Db) =>
  described(
    on,
    "SELECT c.relname || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid) AS d FROM pg_trigger AS t JOIN pg_class AS c ON c.oid = t.tgrelid WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal ORDER BY 1",
    "SELECT name || ' ' || sql AS d FROM sqlite_master WHERE type = 'trigger' ORDER BY 1",
  );

async function listingIndex(on: Db): Promise<string[]> {
  const rows = await run<Record<string, unknown>>(on, "SELECT * FROM product_listing_index");
  return rows.map((row) => JSON.stringify(row)).sort();
}

async function seeded(name: string): Promise<Db> {
  if (url) await admin(`CREATE SCHEMA ${name}`);
  const shop = url
    ? createDatabase({ databaseUrl: url, schema: name, poolMax: 2 })
    : createDatabase({ sqlitePath: ":memory:" });
  await seedDatabase(shop, { storefrontUrls: ["http://127.0.0.1:3000"], schema: url ? name : undefined });
  return shop;
}

beforeAll(async () => {
  [db, reference] = await Promise.all([seeded(schema), seeded(referenceSchema)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([db?.destroy(), reference?.destroy()]);
  if (url) for (const name of [schema, referenceSchema]) await admin(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
});

describe("catalogue generator", () => {
  it("adds the products with every index and trigger as it was", async () => {
    const before = await indexes();
    const triggersBefore = await triggers(db);
    const count = async () => Number((await run<{ c: number }>(db, "SELECT COUNT(*) AS c FROM product"))[0].c);
    const products = await count();
    // SQLite's response-cache tags (migration 017; PostgreSQL keeps its change versions elsewhere).
    const catalogueSeq = async () =>
      dialectOf(db) === "postgres"
        ? 0
        : Number((await run<{ s: number }>(db, "SELECT seq AS s FROM cache_tag WHERE tag = 'catalogue'"))[0]?.s ?? 0);
    const seqBefore = await catalogueSeq();
    const generated = await generateCatalogue(db, { products: 300 });
    expect(generated.rows).toBe(300);
    expect(await count()).toBe(products + 300);
    expect(await indexes()).toEqual(before);
    expect(await triggers(db)).toEqual(triggersBefore);
    // The load retired the catalogue's cached responses (with the cache triggers off for the load, once at its end).
    if (dialectOf(db) === "sqlite") expect(await catalogueSeq()).toBeGreaterThan(seqBefore);
    const members = await run<{ c: number }>(
      db,
      `SELECT COUNT(*) AS c FROM product_category_tree WHERE category_id = '${generated.departmentId}'`,
    );
    expect(Number(members[0].c)).toBeGreaterThan(0);
  }, 120_000);

  it("builds the listing index at the end with the rows its triggers maintain row by row", async () => {
    // `db` got its catalogue in the test above (listing index rebuilt at the end); the reference the same catalogue
    // with the triggers on throughout (on PostgreSQL written from here in batches, so the statement triggers fire).
    await generateCatalogue(reference, { products: 300, inDatabase: false, listingIndex: "by its triggers" });
    const [expected, actual] = [await listingIndex(reference), await listingIndex(db)];
    const generated = await run<{ c: number }>(
      db,
      "SELECT COUNT(DISTINCT i.display_group) AS c FROM product_listing_index AS i JOIN product AS p ON p.id = i.display_group WHERE p.product_number LIKE 'BN-%'",
    );
    expect(Number(generated[0].c)).toBeGreaterThan(100);
    expect(actual.length).toBe(expected.length);
    expect(actual.filter((row) => !expected.includes(row)).slice(0, 3)).toEqual([]);
    // The triggers are back: a raw write after the generation moves the index.
    const [group] = await run<{ g: string }>(db, "SELECT display_group AS g FROM product_listing_index LIMIT 1");
    await run(db, `UPDATE product SET sales = 987654 WHERE display_group = '${group.g}'`);
    const moved = await run<{ s: number }>(
      db,
      `SELECT MAX(sales_max) AS s FROM product_listing_index WHERE display_group = '${group.g}'`,
    );
    expect(Number(moved[0].s)).toBe(987654);
  }, 240_000);
});
