import { sql, type Kysely } from "kysely";

/**
 * SMTP delivery of the mail outbox (issue 18). Each row gets a delivery state:
 * - status: pending (waiting for its next attempt), sending (claimed by a worker until lease_until), sent, failed
 *   (permanent refusal or out of attempts; last_error says why), held (queued before delivery existed: never sent on
 *   its own, the operator command can re-send it);
 * - attempts and next_attempt_at drive the backoff; lease_until lets a worker that died mid-send be taken over;
 * - generation counts operator re-sends: the Message-ID is derived from id + generation, so retries of one send keep
 *   the same Message-ID and a re-send gets a new one;
 * - message_id, server_response and sent_at record the delivery.
 * SQLite adds one column per ALTER TABLE, so each column is its own statement on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const table = () => db.schema.alterTable("mail_outbox");
  await table()
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("pending"))
    .execute();
  await table()
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await table()
    .addColumn("generation", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const column of ["next_attempt_at", "lease_until", "sent_at"])
    await table().addColumn(column, "varchar(32)").execute();
  for (const column of ["message_id", "server_response", "last_error"])
    await table().addColumn(column, "text").execute();
  // Rows written before delivery existed may be weeks old (expired recovery links, test mails): they are kept, not sent.
  await sql`UPDATE mail_outbox SET status = 'held'`.execute(db);
  await db.schema.createIndex("mail_outbox_due").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("mail_outbox_due").execute();
  for (const column of [
    "sent_at",
    "last_error",
    "server_response",
    "message_id",
    "lease_until",
    "next_attempt_at",
    "generation",
    "attempts",
    "status",
  ]) {
    await db.schema.alterTable("mail_outbox").dropColumn(column).execute();
  }
}
