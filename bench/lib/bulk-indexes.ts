import type { Db } from "../../packages/store-api/src/db/database.js";

/** The tables the generator fills per product row (their indexes are rebuilt after the load on PostgreSQL). */
export const BULK_TABLES = [
  "product",
  "product_translation",
  "product_media",
  "product_category_tree",
  "product_category",
  "product_property",
  "product_option",
  "product_search_keyword",
  "product_configurator_setting",
];

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay: the load relies
 * on them) and returns their definitions, to be run again after the load.
 */
export async function withoutSecondaryIndexes(db: Db, tables: string[]): Promise<string[]> {
  const rows = await run<{ name: string; definition: string }>(
    db,
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
      FROM pg_index AS i JOIN pg_class AS t ON t.oid = i.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relname IN (${tables.map((t) => `'${t}'`).join(", ")})
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conindid = i.indexrelid)`,
  );
  for (const row of rows) await run(db, `DROP INDEX ${row.name}`);
  return rows.map((row) => row.definition);
}

/**
 * Drops the primary keys and unique constraints of `tables` that no foreign key relies on and returns the statements
 * that add them again (one sorted index build each after the load, instead of a random-order insert per row).
 */
export async function withoutKeys(db: Db, tables: string[]): Promise<string[]> {
  const rows = await run<{ table: string; name: string; definition: string }>(
    db,
    `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
      FROM pg_constraint AS c JOIN pg_class AS t ON t.oid = c.conrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1) AND c.contype IN ('p', 'u')
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS f WHERE f.contype = 'f' AND f.conindid = c.conindid)`,
    [tables],
  );
  for (const row of rows) await run(db, `ALTER TABLE ${row.table} DROP CONSTRAINT ${row.name}`);
  return rows.map((row) => `ALTER TABLE ${row.table} ADD CONSTRAINT ${row.name} ${row.definition}`);
}

/** A statement as written (kysely is store-api's dependency: bench has no `sql` tag of its own to import). */
export async function run<R>(db: Db, text: string, parameters: readonly unknown[] = []): Promise<R[]> {
  // The cast: Kysely's raw CompiledQuery shape, built by hand for the same reason.
  const query = {
    sql: text,
    parameters,
    query: { kind: "RawNode", sqlFragments: [text], parameters: [] },
    queryId: { queryId: "bench" },
  } as unknown as Parameters<Db["executeQuery"]>[0];
  return (await db.executeQuery(query)).rows as R[];
}
