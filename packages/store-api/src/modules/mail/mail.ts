import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";
import {
  findOutboxRow,
  findOutboxRows,
  insertOutboxRow,
  type MailOutboxRecord,
  type MailStatus,
  type OutboxFilter,
  requeueOutboxRow,
} from "./mail.repository.js";

export type { MailOutboxRecord, MailStatus, OutboxFilter } from "./mail.repository.js";

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
  await insertOutboxRow(db, row);
  for (const listener of queuedListeners) listener();
}

/** Queued mails, newest first. */
export async function readOutbox(db: Db, filter: OutboxFilter = {}): Promise<MailRow[]> {
  return (await findOutboxRows(db, filter)).map(toMailRow);
}

export async function readMail(db: Db, id: string): Promise<MailRow | undefined> {
  const row = await findOutboxRow(db, id);
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
  if (await requeueOutboxRow(db, id, now.toISOString())) {
    for (const listener of queuedListeners) listener();
    return "queued";
  }
  return (await readMail(db, id)) ? "in-flight" : "not-found";
}
