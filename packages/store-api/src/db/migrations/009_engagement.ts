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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limit").ifExists().execute();
  await db.schema.dropTable("mail_outbox").ifExists().execute();
}
