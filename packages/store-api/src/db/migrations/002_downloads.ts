import type { Kysely } from "kysely";

/**
 * Files delivered with digital products (Shopware's product_download): each links a product to a private media
 * row whose file lives outside the public media directory (see seed/loader/downloads.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_download")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("product_id", "varchar(32)", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("media_id", "varchar(32)", (c) => c.notNull().references("media.id").onDelete("cascade"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("product_download_product").on("product_download").column("product_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_download").execute();
}
