import type { Db } from "../../packages/store-api/src/db/database.js";
import { BULK_TABLES, run } from "./bulk-indexes.js";

/**
 * Bulk-load practice on SQLite, as the PostgreSQL path does it (catalogue-generator.ts): for the load, the tables the
 * generator fills lose their secondary indexes (one sorted build each afterwards instead of a random-order b-tree
 * insert per row) and their response-cache insert triggers (migration 017: three statements per inserted row, each
 * retiring the same `catalogue` tag). `restore`, in the same transaction, builds the indexes again from their stored
 * definitions, re-creates the triggers as they were and runs a cache trigger's body once, so the catalogue cache is
 * retired by the load as it was row by row. Unique indexes stay (the load relies on them), as does any trigger whose
 * body reads the row (it could not be run once for all).
 */
export async function withoutSqliteBulkOverhead(db: Db): Promise<() => Promise<void>> {
  const tables = BULK_TABLES.map((t) => `'${t}'`).join(", ");
  const indexes = await run<{ name: string; definition: string }>(
    db,
    `SELECT name, sql AS definition FROM sqlite_master
      WHERE type = 'index' AND tbl_name IN (${tables}) AND sql IS NOT NULL AND sql NOT LIKE 'CREATE UNIQUE%'`,
  );
  const triggers = (
    await run<{ name: string; definition: string }>(
      db,
      `SELECT name, sql AS definition FROM sqlite_master
        WHERE type = 'trigger' AND tbl_name IN (${tables}) AND name LIKE 'cache\\_%\\_insert' ESCAPE '\\'`,
    )
  ).filter((t) => !/\bNEW\./i.test(t.definition));
  for (const index of indexes) await run(db, `DROP INDEX ${index.name}`);
  for (const trigger of triggers) await run(db, `DROP TRIGGER ${trigger.name}`);
  return async () => {
    for (const index of indexes) await run(db, index.definition);
    for (const trigger of triggers) await run(db, trigger.definition);
    const body = triggers[0]?.definition.match(/\bBEGIN\b([\s\S]*)\bEND\s*$/i)?.[1];
    if (body)
      for (const statement of body
        .split(";")
        .map((s) => s.trim())
        .filter(Boolean))
        await run(db, statement);
  };
}
