import { dialectOf, type Db } from "../../packages/store-api/src/db/database.js";
import { REBUILD_ALL, TRIGGERED_TABLES } from "../../packages/store-api/src/db/migrations/018_product_listing_index.js";
import { run, withoutKeys, withoutSecondaryIndexes } from "./bulk-indexes.js";

/**
 * The product-listing index (migration 018) during a bulk load: its triggers recompute every touched display group
 * per row on SQLite (a product row, its 3 translations and its category-tree rows: 7 recomputations of one group)
 * and per statement on PostgreSQL (each bulk INSERT recomputes every group it touched, while the rows the group
 * needs are not all written yet). Instead they are taken off product, product_translation and
 * product_category_tree for the load (inside the caller's transaction) and `restore` puts them back as they were and
 * builds the index once, set-based, with the migration's own rebuild: the same rows the triggers would have left
 * (catalogue-generator.test.ts compares both).
 *
 * On PostgreSQL the triggers are disabled (ALTER TABLE … DISABLE TRIGGER, by the table's owner); on SQLite, which
 * cannot disable one, they are dropped and created again from their stored definitions.
 */
export async function withoutListingIndexTriggers(db: Db): Promise<() => Promise<void>> {
  const tables = TRIGGERED_TABLES.map((t) => `'${t}'`).join(", ");
  if (dialectOf(db) === "postgres") {
    const triggers = await run<{ table: string; name: string }>(
      db,
      `SELECT c.relname AS table, t.tgname AS name FROM pg_trigger AS t JOIN pg_class AS c ON c.oid = t.tgrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relname IN (${tables})
          AND t.tgname LIKE 'product\\_listing\\_%' AND NOT t.tgisinternal AND t.tgenabled <> 'D'`,
    );
    for (const t of triggers) await run(db, `ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`);
    return async () => {
      for (const t of triggers) await run(db, `ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}`);
      // Statistics first (ANALYZE samples this transaction's own rows): planned on the empty tables' figures, the
      // rebuild joins the load by nested loops and takes minutes at 50,000 products instead of seconds.
      await run(db, `ANALYZE ${TRIGGERED_TABLES.join(", ")}`);
      // The index table's own indexes built once, sorted, after its rows (a third of the time at 50,000 products).
      await run(db, "SET LOCAL work_mem = '256MB'");
      const keys = await withoutKeys(db, ["product_listing_index"]);
      const indexes = await withoutSecondaryIndexes(db, ["product_listing_index"]);
      for (const statement of [...REBUILD_ALL, ...keys, ...indexes]) await run(db, statement);
    };
  }
  const triggers = await run<{ name: string; definition: string }>(
    db,
    `SELECT name, sql AS definition FROM sqlite_master
      WHERE type = 'trigger' AND tbl_name IN (${tables}) AND name LIKE 'product\\_listing\\_%' ESCAPE '\\'`,
  );
  for (const t of triggers) await run(db, `DROP TRIGGER ${t.name}`);
  return async () => {
    for (const t of triggers) await run(db, t.definition);
    for (const statement of REBUILD_ALL) await run(db, statement);
  };
}
