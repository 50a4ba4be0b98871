import type { Kysely } from "kysely";

/**
 * Units of measure (Shopware's `unit`: "Kilogram"/"kg", "Litre"/"l" …) and the product's unit: with purchase and
 * reference units they make the reference price ("€35.96 per 1 Kilogram") name its unit.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("unit")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .execute();
  await db.schema
    .createTable("unit_translation")
    .addColumn("unit_id", "varchar(32)", (c) => c.notNull().references("unit.id").onDelete("cascade"))
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
    .addColumn("short_code", "text")
    .addColumn("name", "text")
    .addColumn("custom_fields", "text")
    .addPrimaryKeyConstraint("unit_translation_pk", ["unit_id", "language_id"])
    .execute();
  // Nullable and without a foreign key, so both engines can add it to the existing table in place.
  await db.schema.alterTable("product").addColumn("unit_id", "varchar(32)").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("product").dropColumn("unit_id").execute();
  await db.schema.dropTable("unit_translation").execute();
  await db.schema.dropTable("unit").execute();
}
