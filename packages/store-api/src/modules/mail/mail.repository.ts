/**
 * The mail module's table, mail_outbox: every query of it. mail.ts queues and reads rows, mail-delivery.ts claims
 * and settles them.
 */
import { sql } from "kysely";
import { dialectOf, type Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";

/** pending → sending (claimed, leased) → sent | pending again (retry) | failed; held: kept, never sent on its own. */
export type MailStatus = "pending" | "sending" | "sent" | "failed" | "held";

/** A mail_outbox row as read: the table's own columns, its status narrowed. */
export type MailOutboxRecord = Omit<Row<"mail_outbox">, "status"> & { status: MailStatus };

export interface OutboxFilter {
  /** Recipient address, compared case-insensitively. */
  to?: string;
  template?: string;
  status?: MailStatus;
  limit?: number;
}

export async function insertOutboxRow(db: Db, row: MailOutboxRecord): Promise<void> {
  await db.insertInto("mail_outbox").values(row).execute();
}

/** Outbox rows matching the filter, newest first. */
export async function findOutboxRows(db: Db, filter: OutboxFilter): Promise<MailOutboxRecord[]> {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  const to = filter.to?.trim().toLowerCase();
  if (to !== undefined) query = query.where((eb) => eb(eb.fn("lower", ["recipient"]), "=", to));
  if (filter.template !== undefined) query = query.where("template", "=", filter.template);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  // The status column is text in the schema; only MailStatus values are ever written to it (insert and updates here).
  return (await query.execute()) as MailOutboxRecord[];
}

export async function findOutboxRow(db: Db, id: string): Promise<MailOutboxRecord | undefined> {
  // As in findOutboxRows: status holds only MailStatus values.
  return (await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst()) as
    | MailOutboxRecord
    | undefined;
}

/**
 * Makes a mail pending again, due at `at`, with fresh attempts and the next generation, unless a worker is sending it
 * right now (unexpired lease). True when it was requeued.
 */
export async function requeueOutboxRow(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable("mail_outbox")
    .set((eb) => ({
      status: "pending",
      attempts: 0,
      generation: eb("generation", "+", 1),
      next_attempt_at: at,
      lease_until: null,
      last_error: null,
    }))
    .where("id", "=", id)
    .where((eb) => eb.or([eb("status", "!=", "sending"), eb("lease_until", "<=", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Claims up to `limit` due rows for this worker: pending rows whose next attempt is due, and rows of a worker whose
 * lease ran out. One UPDATE … RETURNING; on PostgreSQL the candidates are locked with SKIP LOCKED so two workers
 * take different rows, and the outer WHERE re-checks the state so a row is never claimed twice. SQLite runs one
 * write at a time, so the statement is atomic there by itself.
 */
export async function claimMails(
  db: Db,
  options: { leaseMs: number },
  limit: number,
  now = new Date(),
): Promise<MailOutboxRecord[]> {
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + options.leaseMs).toISOString();
  const due = sql`((status = 'pending' AND next_attempt_at <= ${at}) OR (status = 'sending' AND lease_until <= ${at}))`;
  const lock = dialectOf(db) === "postgres" ? sql`FOR UPDATE SKIP LOCKED` : sql``;
  const result = await sql<MailOutboxRecord>`
    UPDATE mail_outbox SET status = 'sending', lease_until = ${leaseUntil}, attempts = attempts + 1
    WHERE id IN (SELECT id FROM mail_outbox WHERE ${due} ORDER BY next_attempt_at, id LIMIT ${limit} ${lock}) AND ${due}
    RETURNING *`.execute(db);
  return result.rows;
}

/** Records a delivery outcome on a claimed row, only while the claim is still this one (same attempt, still sending). */
export async function updateClaimedOutboxRow(
  db: Db,
  claimed: Pick<MailOutboxRecord, "id" | "attempts">,
  values: Partial<MailOutboxRecord>,
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set(values)
    .where("id", "=", claimed.id)
    .where("status", "=", "sending")
    .where("attempts", "=", claimed.attempts)
    .execute();
}
