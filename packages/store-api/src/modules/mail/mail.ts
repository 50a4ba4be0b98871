import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";

/**
 * The mail outbox. Every mail is first a row in `mail_outbox` (written with the change that caused it, so nothing is
 * lost while the mail server is down); with SMTP_URL set, the delivery worker (mail-delivery.ts) sends pending rows.
 * The operator command (`npm run shop -- mail list|show|resend`) and the end-to-end tests read the rows.
 */

/** Templates in use; callers compose subject and text in the mail's language. */
export type MailTemplate =
  | "customer.double_opt_in_registration"
  | "customer.registered"
  | "customer.password_recovery"
  | "customer.double_opt_in_guest"
  | "order.confirmation"
  | "newsletter.double_opt_in"
  | "newsletter.registered"
  | "contact_form"
  | "order_transaction.state.paid"
  | "order_transaction.state.failed"
  | "order_transaction.state.cancelled";

export interface OutgoingMail {
  to: string;
  toName?: string;
  /** One of MailTemplate; typed as string so new templates need no change here. */
  template: string;
  subject: string;
  text: string;
  html?: string;
  languageId?: string;
  /** Template variables (links, hashes, order numbers) so tests and tools can read them without parsing the text. */
  data?: Record<string, unknown>;
}

/** pending → sending (claimed, leased) → sent | pending again (retry) | failed; held: kept, never sent on its own. */
export type MailStatus = "pending" | "sending" | "sent" | "failed" | "held";

export interface MailRow {
  id: string;
  status: MailStatus;
  attempts: number;
  /** Operator re-sends so far; part of the Message-ID. */
  generation: number;
  nextAttemptAt: string | null;
  leaseUntil: string | null;
  messageId: string | null;
  serverResponse: string | null;
  lastError: string | null;
  sentAt: string | null;
  recipient: string;
  recipientName: string | null;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  data: Record<string, unknown>;
  languageId: string | null;
  createdAt: string;
}

export interface MailOutboxRecord {
  id: string;
  status: MailStatus;
  attempts: number;
  generation: number;
  next_attempt_at: string | null;
  lease_until: string | null;
  message_id: string | null;
  server_response: string | null;
  last_error: string | null;
  sent_at: string | null;
  recipient: string;
  recipient_name: string | null;
  template: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  data: string;
  language_id: string | null;
  created_at: string;
}

// Several mails may be queued within one millisecond (e.g. register then newsletter); a process-wide sequence keeps
// "newest first" strict without relying on id order.
let lastMs = 0;
function monotonicNow(): string {
  const ms = Math.max(Date.now(), lastMs + 1);
  lastMs = ms;
  return new Date(ms).toISOString();
}

type QueuedListener = () => void;
const queuedListeners = new Set<QueuedListener>();

/** Called after each queued mail, so a delivery worker in this process sends it without waiting for its next poll. */
export function onMailQueued(listener: QueuedListener): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Queues a mail (status pending, due now). Called after the change it reports has been committed. */
export async function sendMail(db: Db, mail: OutgoingMail): Promise<void> {
  const createdAt = monotonicNow();
  const row: MailOutboxRecord = {
    id: randomBytes(16).toString("hex"),
    status: "pending",
    attempts: 0,
    generation: 0,
    next_attempt_at: createdAt,
    lease_until: null,
    message_id: null,
    server_response: null,
    last_error: null,
    sent_at: null,
    recipient: mail.to.trim(),
    recipient_name: mail.toName ?? null,
    template: mail.template,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    data: JSON.stringify(mail.data ?? {}),
    language_id: mail.languageId ?? null,
    created_at: createdAt,
  };
  await db.insertInto("mail_outbox").values(row).execute();
  for (const listener of queuedListeners) listener();
}

export interface OutboxFilter {
  /** Recipient address, compared case-insensitively. */
  to?: string;
  template?: string;
  status?: MailStatus;
  limit?: number;
}

/** Queued mails, newest first. */
export async function readOutbox(db: Db, filter: OutboxFilter = {}): Promise<MailRow[]> {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (filter.to !== undefined)
    query = query.where((eb) => eb(eb.fn("lower", ["recipient"]), "=", filter.to!.trim().toLowerCase()));
  if (filter.template !== undefined) query = query.where("template", "=", filter.template);
  if (filter.status !== undefined) query = query.where("status", "=", filter.status);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = (await query.execute()) as MailOutboxRecord[];
  return rows.map(toMailRow);
}

export async function readMail(db: Db, id: string): Promise<MailRow | undefined> {
  const row = (await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst()) as
    | MailOutboxRecord
    | undefined;
  return row ? toMailRow(row) : undefined;
}

function toMailRow(row: MailOutboxRecord): MailRow {
  return {
    id: row.id,
    status: row.status,
    attempts: Number(row.attempts),
    generation: Number(row.generation),
    nextAttemptAt: row.next_attempt_at,
    leaseUntil: row.lease_until,
    messageId: row.message_id,
    serverResponse: row.server_response,
    lastError: row.last_error,
    sentAt: row.sent_at,
    recipient: row.recipient,
    recipientName: row.recipient_name,
    template: row.template,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    data: JSON.parse(row.data) as Record<string, unknown>,
    languageId: row.language_id,
    createdAt: row.created_at,
  };
}

export type ResendResult = "queued" | "not-found" | "in-flight";

/**
 * The operator's re-send: the mail becomes pending again with fresh attempts and the next generation, so it goes out
 * under a new Message-ID (a receiver that saw the first one would otherwise drop it as a duplicate). A mail a worker
 * is sending right now (unexpired lease) is left alone.
 */
export async function resendMail(db: Db, id: string, now = new Date()): Promise<ResendResult> {
  const at = now.toISOString();
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
  if (Number(result.numUpdatedRows) > 0) {
    for (const listener of queuedListeners) listener();
    return "queued";
  }
  return (await readMail(db, id)) ? "in-flight" : "not-found";
}
