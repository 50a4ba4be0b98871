import type { Kysely } from "kysely";

// Engagement (issue 5, D): mail outbox, rate-limit counters, newsletter recipients and wishlists. Product reviews reuse
// 001's product_review. Customer ids are plain indexed columns: the customer table belongs to 007 (no cross-migration FKs).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("recipient_name", "text")
    .addColumn("template", "varchar(64)", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("language_id", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_recipient").on("mail_outbox").columns(["recipient", "created_at"]).execute();
  await db.schema.createIndex("mail_outbox_created").on("mail_outbox").columns(["created_at"]).execute();

  // One row per limiter and key: accepted attempts and the time of the last accepted one (§12 time backoff).
  await db.schema
    .createTable("rate_limit")
    .addColumn("limiter", "varchar(32)", (c) => c.notNull())
    .addColumn("key", "varchar(320)", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull())
    .addColumn("last_attempt_ms", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limit_pk", ["limiter", "key"])
    .execute();

  // One recipient per (lower-cased) email and channel; status notSet | direct | optIn | optOut (§9).
  await db.schema
    .createTable("newsletter_recipient")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("email", "varchar(254)", (c) => c.notNull())
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull())
    .addColumn("language_id", "varchar(32)", (c) => c.notNull())
    .addColumn("status", "varchar(16)", (c) => c.notNull())
    .addColumn("hash", "varchar(64)", (c) => c.notNull())
    .addColumn("salutation_id", "varchar(32)")
    .addColumn("title", "text")
    .addColumn("first_name", "text")
    .addColumn("last_name", "text")
    .addColumn("zip_code", "text")
    .addColumn("city", "text")
    .addColumn("street", "text")
    .addColumn("confirmed_at", "varchar(32)")
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .addUniqueConstraint("newsletter_recipient_email_channel", ["email", "sales_channel_id"])
    .execute();
  await db.schema.createIndex("newsletter_recipient_hash").on("newsletter_recipient").column("hash").execute();

  // One wishlist per customer and channel (§10); its entries point at products by plain id, so re-seeding the
  // catalogue never cascades into customer data.
  await db.schema
    .createTable("customer_wishlist")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("customer_id", "varchar(32)", (c) => c.notNull())
    .addColumn("sales_channel_id", "varchar(32)", (c) => c.notNull())
    .addColumn("custom_fields", "text")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .addUniqueConstraint("customer_wishlist_customer_channel", ["customer_id", "sales_channel_id"])
    .execute();
  await db.schema
    .createTable("customer_wishlist_product")
    .addColumn("id", "varchar(32)", (c) => c.primaryKey())
    .addColumn("wishlist_id", "varchar(32)", (c) => c.notNull().references("customer_wishlist.id").onDelete("cascade"))
    .addColumn("product_id", "varchar(32)", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)")
    .addUniqueConstraint("customer_wishlist_product_unique", ["wishlist_id", "product_id"])
    .execute();

  // saveProductReview looks a customer's review of a product up (001's product_review has no such index).
  await db.schema
    .createIndex("product_review_customer")
    .on("product_review")
    .columns(["customer_id", "product_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("product_review_customer").ifExists().execute();
  await db.schema.dropTable("customer_wishlist_product").ifExists().execute();
  await db.schema.dropTable("customer_wishlist").ifExists().execute();
  await db.schema.dropTable("newsletter_recipient").ifExists().execute();
  await db.schema.dropTable("rate_limit").ifExists().execute();
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
