import { expect } from "@playwright/test";
import { shopDatabase } from "./database";

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

async function newestMail(to: string, template?: string): Promise<OutboxMail | null> {
  // created_at is strictly increasing per backend process (monotonicNow); the id only breaks ties across restarts.
  const [row] = await shopDatabase().rows<MailRow>(
    `SELECT recipient, template, subject, text_body, html_body FROM mail_outbox
     WHERE LOWER(recipient) = LOWER(?)${template ? " AND template = ?" : ""} ORDER BY created_at DESC, id DESC LIMIT 1`,
    template ? [to, template] : [to],
  );
  if (!row) return null;
  return {
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: [...row.text_body.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((match) => match[0]),
  };
}

/** Waits for the newest mail to `to` (optionally of one template) in the backend's outbox. */
export async function waitForMail(to: string, template?: string, timeoutMs = 10_000): Promise<OutboxMail> {
  let found: OutboxMail | null = null;
  await expect
    .poll(
      async () => {
        found = await newestMail(to, template);
        return found !== null;
      },
      { timeout: timeoutMs, message: `a mail to ${to}${template ? ` (${template})` : ""}` },
    )
    .toBe(true);
  return found as unknown as OutboxMail;
}
