import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";

/**
 * The mail outbox. The backend sends no SMTP mail: every mail is a row in `mail_outbox`, which the operator command
 * (`npm run shop -- mail list|show`) and the end-to-end tests read (double opt-in links, recovery links, order mails).
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
  | "contact_form";

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

interface MailOutboxRecord {
  id: string;
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

export async function sendMail(db: Db, mail: OutgoingMail): Promise<void> {
  const row: MailOutboxRecord = {
    id: randomBytes(16).toString("hex"),
    recipient: mail.to.trim(),
    recipient_name: mail.toName ?? null,
    template: mail.template,
    subject: mail.subject,
    text_body: mail.text,
    html_body: mail.html ?? null,
    data: JSON.stringify(mail.data ?? {}),
    language_id: mail.languageId ?? null,
    created_at: monotonicNow(),
  };
  await db.insertInto("mail_outbox").values(row).execute();
}

export interface OutboxFilter {
  /** Recipient address, compared case-insensitively. */
  to?: string;
  template?: string;
  limit?: number;
}

/** Queued mails, newest first. */
export async function readOutbox(db: Db, filter: OutboxFilter = {}): Promise<MailRow[]> {
  let query = db.selectFrom("mail_outbox").selectAll().orderBy("created_at", "desc").orderBy("id", "desc");
  if (filter.to !== undefined) query = query.where((eb) => eb(eb.fn("lower", ["recipient"]), "=", filter.to!.trim().toLowerCase()));
  if (filter.template !== undefined) query = query.where("template", "=", filter.template);
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = (await query.execute()) as MailOutboxRecord[];
  return rows.map(toMailRow);
}

export async function readMail(db: Db, id: string): Promise<MailRow | undefined> {
  const row = (await db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst()) as MailOutboxRecord | undefined;
  return row ? toMailRow(row) : undefined;
}

function toMailRow(row: MailOutboxRecord): MailRow {
  return {
    id: row.id,
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
