import { sql, type Kysely } from "kysely";

/**
 * Locale names per language (Shopware's locale_translation: LocaleDefinition translates `name` and `territory`), so
 * a language switcher reads "Englisch (Vereinigtes Königreich)" in German. The locale's own columns stay as the
 * names every language falls back to; an existing database gets them as each language's translation until reseeded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("locale_translation")
    .addColumn("locale_id", "varchar(32)", (c) => c.notNull().references("locale.id").onDelete("cascade"))
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addColumn("territory", "text")
    .addColumn("custom_fields", "text")
    .addPrimaryKeyConstraint("locale_translation_pk", ["locale_id", "language_id"])
    .execute();
  await sql`INSERT INTO locale_translation (locale_id, language_id, name, territory) SELECT l.id, g.id, l.name, l.territory FROM locale l CROSS JOIN language g`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("locale_translation").execute();
}
