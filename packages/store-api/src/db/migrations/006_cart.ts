import type { Kysely } from "kysely";

/**
 * Carts per context token (store-api-notes §6.2). `payload` holds only the inputs (line items, saved promotion codes,
 * blocked automatic promotions, comment, affiliate/campaign codes) as JSON; prices and errors are rebuilt on every
 * calculation. `version` is the compare-and-swap counter of cart.repository.ts; `hash` identifies the stored state
 * (the cart's `hash`, used by the order to refuse a stale cart and to claim it exactly once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("cart")
    .addColumn("token", "varchar(64)", (c) => c.primaryKey())
    .addColumn("customer_id", "varchar(32)")
    .addColumn("sales_channel_id", "varchar(32)")
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("hash", "varchar(64)", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("rule_ids", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema.createIndex("cart_customer").on("cart").column("customer_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("cart").execute();
}
