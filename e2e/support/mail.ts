import Database from "better-sqlite3";
import { expect } from "@playwright/test";

export interface OutboxMail {
  recipient: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) URL in the mail's text, in order. */
  links: string[];
}

interface MailRow {
  recipient: string;
  template: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

function outboxPath(): string {
  const file = process.env.E2E_SQLITE_PATH;
  if (!file) throw new Error("E2E_SQLITE_PATH is not set: the mail outbox can only be read when the global setup started the embedded backend");
  return file;
}

function newestMail(to: string, template?: string): OutboxMail | null {
  // Read-only and short-lived: the backend owns the file and keeps writing to it (WAL).
  const db = new Database(outboxPath(), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT recipient, template, subject, text_body, html_body FROM mail_outbox
         WHERE LOWER(recipient) = LOWER(?) AND (? IS NULL OR template = ?) ORDER BY created_at DESC, rowid DESC LIMIT 1`,
      )
      .get(to, template ?? null, template ?? null) as MailRow | undefined;
    if (!row) return null;
    return {
      recipient: row.recipient,
      template: row.template,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      links: [...row.text_body.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
    };
  } finally {
    db.close();
  }
}

/** Waits for the newest mail to `to` (optionally of one template) in the backend's outbox. */
export async function waitForMail(to: string, template?: string, timeoutMs = 10_000): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(() => {
      found = newestMail(to, template);
      return found !== null;
    }, { timeout: timeoutMs, message: `a mail to ${to}${template ? ` (${template})` : ""}` })
    .toBe(true);
  return found as unknown as OutboxMail;
}
