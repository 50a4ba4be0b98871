import { sql, type Kysely } from "kysely";

/**
 * Indexes for product listings and search.
 *
 * A listing walks a category's members (product_category_tree) and looks every product up by id, reading only a
 * few narrow columns; holding those columns in one index answers each lookup without visiting the wide product row
 * (descriptions live elsewhere, but variant configs and price JSON make rows span pages).
 *
 * Name sorting reads each candidate's translated name; an index holding it avoids the wide translation rows
 * (descriptions in HTML).
 *
 * Search matches keyword prefixes. PostgreSQL only uses a b-tree for `LIKE 'x%'` with pattern operators; SQLite
 * queries a range instead and is served by 001's (language_id, keyword) index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("product_listing")
    .on("product")
    .columns([
      "id",
      "active",
      "visibility",
      "parent_id",
      "child_count",
      "display_group",
      "main_variant_id",
      "available",
      "price_gross",
      "cheapest_price",
      "manufacturer_id",
      "rating_average",
      "shipping_free",
      "sales",
    ])
    .execute();
  await db.schema
    .createIndex("product_translation_name")
    .on("product_translation")
    .columns(["product_id", "language_id", "name"])
    .execute();
  // Migrations stay free of app code, so the dialect is read from Kysely's adapter here (as src/db/database.ts does).
  if (db.getExecutor().adapter.constructor.name.startsWith("Postgres")) {
    await sql`CREATE INDEX product_search_keyword_prefix ON product_search_keyword (language_id, keyword text_pattern_ops)`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("product_listing").execute();
  await db.schema.dropIndex("product_translation_name").execute();
  if (db.getExecutor().adapter.constructor.name.startsWith("Postgres"))
    await db.schema.dropIndex("product_search_keyword_prefix").execute();
}
