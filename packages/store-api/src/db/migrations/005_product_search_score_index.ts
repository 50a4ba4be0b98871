import type { Kysely } from "kysely";

/**
 * Search scores each matching product from its own keywords in the request language: an index leading with the
 * product and language, holding keyword and ranking, answers that per-product lookup without reading the table
 * (001's product index alone visits every keyword of every language of the product).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("product_search_keyword_score")
    .on("product_search_keyword")
    .columns(["product_id", "language_id", "keyword", "ranking"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("product_search_keyword_score").execute();
}
