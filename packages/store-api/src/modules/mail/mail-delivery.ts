import nodemailer from "nodemailer";
import type { Db } from "../../db/database.js";
import { onMailQueued } from "./mail.js";
import { claimMails, type MailOutboxRecord, updateClaimedOutboxRow } from "./mail.repository.js";

export { claimMails } from "./mail.repository.js";

/**
 * The delivery worker: sends pending outbox rows through SMTP (nodemailer). It runs inside every backend process that
 * has SMTP_URL; several processes on one database never send a row twice, because a row is sent only by the worker
 * whose conditional UPDATE claimed it (status pending → sending, with a lease). A worker that dies after the SMTP
 * server accepted a mail but before marking it sent leaves the row leased: nobody sends it again before the lease
 * ends, and the retry then carries the same Message-ID (id + generation), so receivers can recognise the duplicate.
 */

export interface DeliveryOptions {
  smtpUrl: string;
  from: string;
  /** Tries before a temporarily failing mail is marked failed. */
  maxAttempts: number;
  /** Delay after the first failed try; it doubles per try up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long a claim lasts; longer than any one SMTP conversation can take (the timeouts below). */
  leaseMs: number;
  /** How often the outbox is looked at when nothing was queued in this process. */
  pollMs: number;
  batchSize: number;
}

/** 8 tries over about 2 hours: 1, 2, 4, 8, 16, 32, 60 minutes apart. */
export const DEFAULT_DELIVERY: Omit<DeliveryOptions, "smtpUrl" | "from"> = {
  maxAttempts: 8,
  baseDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  pollMs: 5_000,
  batchSize: 10,
};

/** The SMTP timeouts: one conversation ends well within the lease. */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function retryDelayMs(attempts: number, options: Pick<DeliveryOptions, "baseDelayMs" | "maxDelayMs">): number {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

/** The domain of the sender address, for Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  return (
    address
      .slice(address.lastIndexOf("@") + 1)
      .trim()
      .toLowerCase() || "localhost"
  );
}

/** Stable across retries of one send; new with each operator re-send (generation). */
export function messageIdOf(row: Pick<MailOutboxRecord, "id" | "generation">, from: string): string {
  return `<${row.id}.${Number(row.generation)}@${senderDomain(from)}>`;
}

/** What the SMTP server answered; permanent when it refused with a 5xx reply (bad address, policy, size). */
export interface SendFailure {
  permanent: boolean;
  reason: string;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

export function describeFailure(error: unknown): SendFailure {
  const e = (typeof error === "object" && error !== null ? error : { message: String(error) }) as SmtpError;
  const code = e.responseCode;
  // A failed login is the operator's configuration, not the mail's fault: it is retried, so a fixed password helps.
  const permanent =
    (code !== undefined && code >= 500 && code < 600 && e.code !== "EAUTH") ||
    (e.code === "EENVELOPE" && code === undefined);
  const reason =
    (code !== undefined && e.response ? e.response : [e.code, e.message].filter(Boolean).join(": ")) || "unknown error";
  return { permanent, reason: reason.slice(0, 1000) };
}

export class MailWorker {
  private readonly transport;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: DeliveryOptions,
    private readonly log: { warn: (message: string) => void } = console,
  ) {
    // Headers are built only by nodemailer from these fields (it encodes names and subjects); no file or URL access.
    this.transport = nodemailer.createTransport({
      url: options.smtpUrl,
      ...SMTP_TIMEOUTS,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = onMailQueued(() => this.kick());
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Runs a pass now (or right after the current one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.runUntilIdle()
      .catch((error: unknown) =>
        this.log.warn(`mail delivery: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.timer = setTimeout(() => this.kick(), this.options.pollMs);
      });
  }

  private async runUntilIdle(): Promise<void> {
    while (!this.stopped && (await this.runOnce()) === this.options.batchSize);
  }

  /** One pass: claims a batch and sends it. Returns how many rows it claimed. */
  async runOnce(now = () => new Date()): Promise<number> {
    const rows = await claimMails(this.db, this.options, this.options.batchSize, now());
    for (const row of rows) await this.deliver(row, now);
    return rows.length;
  }

  /** Sends one claimed row and records the outcome (only while the claim is still this worker's). */
  async deliver(row: MailOutboxRecord, now = () => new Date()): Promise<void> {
    const messageId = messageIdOf(row, this.options.from);
    // Only while the claim is still this one: a row whose lease ran out may have been claimed again meanwhile.
    const mark = (values: Partial<MailOutboxRecord>) => updateClaimedOutboxRow(this.db, row, values);
    try {
      const info = await this.send(row, messageId);
      await mark({
        status: "sent",
        sent_at: now().toISOString(),
        message_id: messageId,
        server_response: String(info.response ?? "").slice(0, 1000),
        lease_until: null,
        last_error: null,
      });
    } catch (error) {
      const failure = describeFailure(error);
      const attempts = Number(row.attempts);
      const final = failure.permanent || attempts >= this.options.maxAttempts;
      const next = new Date(now().getTime() + retryDelayMs(attempts, this.options)).toISOString();
      await mark(
        final
          ? { status: "failed", lease_until: null, message_id: messageId, last_error: failure.reason }
          : {
              status: "pending",
              lease_until: null,
              next_attempt_at: next,
              message_id: messageId,
              last_error: failure.reason,
            },
      );
      if (final)
        this.log.warn(
          `mail ${row.id} to ${row.recipient} failed after ${attempts} ${attempts === 1 ? "try" : "tries"}: ${failure.reason}`,
        );
    }
  }

  /** The SMTP conversation alone (tests call it to play a worker that dies before marking). */
  async send(
    row: MailOutboxRecord,
    messageId = messageIdOf(row, this.options.from),
  ): Promise<{ response?: string; messageId?: string }> {
    const data = JSON.parse(row.data) as { replyTo?: unknown };
    return this.transport.sendMail({
      from: this.options.from,
      to: row.recipient_name ? { name: row.recipient_name, address: row.recipient } : row.recipient,
      ...(typeof data.replyTo === "string" && data.replyTo ? { replyTo: data.replyTo } : {}),
      subject: row.subject,
      text: row.text_body,
      ...(row.html_body ? { html: row.html_body } : {}),
      messageId,
      date: new Date(row.created_at),
    });
  }
}
