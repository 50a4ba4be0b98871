import { sql, type CreateTableBuilder, type Kysely } from "kysely";

// Promotions (store-api-notes §6.7). Portable like 001: 32-hex ids, booleans 0/1, money in EUR minor units, JSON as
// text, ISO timestamps. Redemptions are not counted here: they are counted from orders (order_line_item rows of
// type promotion, B2's 008), so a cancelled transaction or a deleted order can never leave a counter out of step.

type Table = CreateTableBuilder<string, string>;

const entity = (db: Kysely<unknown>, name: string): Table =>
  db.schema
    .createTable(name)
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)");

const flag =
  (name: string, dflt: 0 | 1) =>
  (t: Table): Table =>
    t.addColumn(name, "integer", (c) => c.notNull().defaultTo(dflt));

export async function up(db: Kysely<unknown>): Promise<void> {
  const flags = [
    flag("active", 1),
    flag("use_codes", 0),
    flag("use_individual_codes", 0),
    flag("prevent_combination", 0),
    flag("requires_customer", 0),
  ];
  await flags
    .reduce(
      (t, add) => add(t),
      entity(db, "promotion")
        .addColumn("valid_from", "varchar(32)")
        .addColumn("valid_until", "varchar(32)")
        // The global (fixed) code when use_codes=1 and use_individual_codes=0.
        .addColumn("code", "varchar(255)")
        .addColumn("max_redemptions_global", "integer")
        .addColumn("max_redemptions_per_customer", "integer")
        .addColumn("priority", "integer", (c) => c.notNull().defaultTo(1))
        // JSON array of promotion ids this one cannot be combined with (the seed stores both directions).
        .addColumn("exclusion_ids", "text", (c) => c.notNull().defaultTo("[]"))
        // Preconditions, evaluated purely on every calculation.
        .addColumn("min_cart_amount", "integer")
        .addColumn("min_quantity", "integer")
        .addColumn("required_product_ids", "text", (c) => c.notNull().defaultTo("[]")),
    )
    .execute();
  // Codes match case-insensitively (as on Shopware's MySQL collation), so lookups go through lower(code).
  await db.schema.createIndex("promotion_code_lower").on("promotion").expression(sql`lower(code)`).execute();

  await db.schema
    .createTable("promotion_translation")
    .addColumn("promotion_id", "varchar(32)", (c) => c.notNull().references("promotion.id").onDelete("cascade"))
    .addColumn("language_id", "varchar(32)", (c) => c.notNull().references("language.id").onDelete("cascade"))
    .addColumn("name", "text")
    .addPrimaryKeyConstraint("promotion_translation_pk", ["promotion_id", "language_id"])
    .execute();

  await db.schema
    .createTable("promotion_sales_channel")
    .addColumn("promotion_id", "varchar(32)", (c) => c.notNull().references("promotion.id").onDelete("cascade"))
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull().references("sales_channel.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("promotion_sales_channel_pk", ["promotion_id", "sales_channel_id"])
    .execute();

  await flag(
    "consider_advanced_rules",
    0,
  )(
    entity(db, "promotion_discount")
      .addColumn("promotion_id", "varchar(32)", (c) => c.notNull().references("promotion.id").onDelete("cascade"))
      .addColumn("scope", "varchar(16)", (c) => c.notNull())
      .addColumn("type", "varchar(16)", (c) => c.notNull())
      // percentage: percent; absolute/fixed/fixed_unit: EUR minor units.
      .addColumn("value", "double precision", (c) => c.notNull())
      .addColumn("max_value", "integer")
      // JSON array of product ids the discount applies to when consider_advanced_rules=1.
      .addColumn("product_ids", "text", (c) => c.notNull().defaultTo("[]")),
  ).execute();
  await db.schema.createIndex("promotion_discount_promotion").on("promotion_discount").column("promotion_id").execute();

  // Redemption of an individual code is read from orders (an order line item of type promotion with this code).
  await entity(db, "promotion_individual_code")
    .addColumn("promotion_id", "varchar(32)", (c) => c.notNull().references("promotion.id").onDelete("cascade"))
    .addColumn("code", "varchar(255)", (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createIndex("promotion_individual_code_promotion")
    .on("promotion_individual_code")
    .column("promotion_id")
    .execute();
  await db.schema
    .createIndex("promotion_individual_code_lower")
    .on("promotion_individual_code")
    .expression(sql`lower(code)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "promotion_individual_code",
    "promotion_discount",
    "promotion_sales_channel",
    "promotion_translation",
    "promotion",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
