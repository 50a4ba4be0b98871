import { sql, type Kysely } from "kysely";
import { dialectOf } from "../database.js";
import { rebuild } from "./018_product_listing_index.js";

/**
 * The product-listing index (migration 018) also stays right through the writes that remove rows without their
 * delete triggers:
 * - SQLite: `REPLACE INTO product …`, `INSERT OR REPLACE` and `UPDATE OR REPLACE` delete the rows they conflict with
 *   (by id or by product number) and fire delete triggers only with `PRAGMA recursive_triggers` on, which is off by
 *   default and per connection. A BEFORE trigger notes the display groups of the rows the write may replace (they
 *   are still there then) in `product_listing_stale`; an AFTER trigger recomputes those groups once the write is done
 *   and empties the note. A write that turns out not to replace anything (OR IGNORE, ON CONFLICT DO UPDATE) leaves a
 *   note that the next insert or update recomputes: a group recomputed twice is still right.
 * - PostgreSQL: `TRUNCATE` fires no row or statement triggers of DELETE; a TRUNCATE trigger recomputes every row.
 * product_translation and product_category_tree conflict only on their primary key, whose product the insert trigger
 * already recomputes; language and locale recompute everything on insert.
 */

const TABLES = ["product", "product_translation", "product_category_tree", "language", "locale"];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_listing_stale")
    .addColumn("display_group", "varchar(32)", (c) => c.primaryKey())
    .execute();
  if (dialectOf(db) === "postgres") {
    for (const table of TABLES)
      await sql
        .raw(
          `CREATE TRIGGER product_listing_${table}_truncate AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION product_listing_rebuild()`,
        )
        .execute(db);
    return;
  }
  const note = (conflicts: string) =>
    `INSERT OR IGNORE INTO product_listing_stale (display_group) SELECT display_group FROM product WHERE (${conflicts}) AND display_group IS NOT NULL;`;
  await sql
    .raw(
      `CREATE TRIGGER product_listing_product_replacing BEFORE INSERT ON product FOR EACH ROW BEGIN ${note("id = NEW.id OR product_number = NEW.product_number")} END`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER product_listing_product_replacing_update BEFORE UPDATE ON product FOR EACH ROW
        WHEN NEW.id IS NOT OLD.id OR NEW.product_number IS NOT OLD.product_number
        BEGIN ${note("(id = NEW.id OR product_number = NEW.product_number) AND id <> OLD.id")} END`,
    )
    .execute(db);
  for (const event of ["INSERT", "UPDATE"])
    await sql
      .raw(
        `CREATE TRIGGER product_listing_product_replaced_${event.toLowerCase()} AFTER ${event} ON product FOR EACH ROW
          WHEN EXISTS (SELECT 1 FROM product_listing_stale)
          BEGIN ${rebuild("SELECT display_group FROM product_listing_stale")} DELETE FROM product_listing_stale; END`,
      )
      .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    for (const table of TABLES) await sql.raw(`DROP TRIGGER product_listing_${table}_truncate ON ${table}`).execute(db);
  } else {
    for (const name of ["replacing", "replacing_update", "replaced_insert", "replaced_update"])
      await sql.raw(`DROP TRIGGER product_listing_product_${name}`).execute(db);
  }
  await db.schema.dropTable("product_listing_stale").execute();
}
