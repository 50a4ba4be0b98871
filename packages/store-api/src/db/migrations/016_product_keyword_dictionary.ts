import { sql, type Kysely } from "kysely";

/**
 * Shopware's product_keyword_dictionary: each search keyword of a language once. Search matches a shopper's words
 * against this small table (inside words, by stem, inflected forms; see product-search.ts) and then looks the found
 * keywords up in product_search_keyword by its (language_id, keyword) index, instead of scanning every product's
 * keywords for `%term%`. Words with digits (product numbers, sizes) stay out: they are found by prefix directly.
 * Filled here from the keywords already indexed; the seed and the bench catalogue write it with the keywords.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_keyword_dictionary")
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
    .addColumn("keyword", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("product_keyword_dictionary_pk", ["language_id", "keyword"])
    .execute();
  // Migrations stay free of app code, so the dialect is read from Kysely's adapter here (as src/db/database.ts does).
  const noDigit = db.getExecutor().adapter.constructor.name.startsWith("Postgres")
    ? sql`keyword !~ '[0-9]'`
    : sql`keyword NOT GLOB '*[0-9]*'`;
  await sql`INSERT INTO product_keyword_dictionary (language_id, keyword) SELECT DISTINCT language_id, keyword FROM product_search_keyword WHERE ${noDigit}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_keyword_dictionary").execute();
}
