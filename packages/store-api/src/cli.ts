import { pathToFileURL } from "node:url";
import { loadConfig } from "./config.js";
import { createDatabase, type Db } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { readMail, readOutbox, resendMail, type MailStatus } from "./modules/mail/mail.js";
import { approveReview, listReviews, rejectReview } from "./modules/review/review.service.js";

/**
 * The operator command: `npm run shop -w packages/store-api -- <command>`. It opens the database the server uses
 * (DATABASE_URL, else SQLITE_PATH, see config.ts), so it works next to a running server. Output is plain text;
 * the exit code is 0 on success, 1 when the thing asked for does not exist, 2 on a usage error.
 */

export const USAGE = `Usage: npm run shop -w packages/store-api -- <command>

Commands:
  reviews list [--pending] [--limit n]   list product reviews, newest first (--pending: awaiting approval only)
  reviews approve <id>                   make a review visible in the shop
  reviews reject <id>                    delete a review (the customer may write a new one)
  maintenance status                     show whether the shop answers 503 (maintenance mode)
  maintenance on [--allow ip,ip]         switch maintenance mode on (optionally letting these client IPs through)
  maintenance off                        switch maintenance mode off
  mail list [--to address] [--status s] [--limit n]
                                         list mails, newest first (default limit 20) with their delivery status:
                                         pending, sending, sent, failed or held
  mail show <id>                         print one mail: delivery details (tries, next try, error, Message-ID) and text
  mail resend <id> | --failed            send a mail again (under a new Message-ID), or every failed mail
  rate-limits list                       show the rate-limit counters (limiter, key, attempts, last attempt)
  rate-limits clear [limiter]            forget the counters (all, or one limiter's), e.g. before an end-to-end run
  --help                                 show this help

The database is the server's: DATABASE_URL (PostgreSQL) or SQLITE_PATH (default var/shop.sqlite).
Mails are delivered by a server started with SMTP_URL and MAIL_FROM; without them they stay in the outbox.
A running server notices a maintenance change within 5 seconds (its sales-channel cache lifetime).`;

export interface Output {
  out: (line: string) => void;
  err: (line: string) => void;
}

export const EXIT = { ok: 0, notFound: 1, usage: 2 } as const;

class UsageError extends Error {}

interface Parsed {
  positional: string[];
  flags: Map<string, string | true>;
}

/** `--name value`, `--name=value` and bare `--flag`; a value-less flag is `true`. */
export function parseArgs(argv: string[], valued: string[]): Parsed {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) flags.set(name, inline);
    else if (valued.includes(name)) {
      const value = argv[++i];
      if (value === undefined || value.startsWith("--")) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    } else flags.set(name, true);
  }
  return { positional, flags };
}

function positiveInt(value: string | true | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new UsageError(`not a positive number: ${String(value)}`);
  return n;
}

const oneLine = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

async function reviews(db: Db, args: Parsed, io: Output): Promise<number> {
  const [, action, id] = args.positional;
  if (action === "list") {
    const rows = await listReviews(db, {
      pendingOnly: args.flags.has("pending"),
      limit: positiveInt(args.flags.get("limit"), 50),
    });
    if (rows.length === 0) io.out(args.flags.has("pending") ? "No reviews awaiting approval." : "No reviews.");
    for (const r of rows) {
      io.out(
        `${r.id}  ${r.approved ? "approved" : "pending "}  ${r.points}/5  ${r.productNumber ?? r.productId}  ${r.createdAt.slice(0, 16).replace("T", " ")}  ${r.author ?? "-"} <${r.email ?? "-"}>`,
      );
      io.out(`    ${oneLine(r.title, 60)}: ${oneLine(r.content, 100)}`);
    }
    return EXIT.ok;
  }
  if ((action === "approve" || action === "reject") && id) {
    const done =
      action === "approve" ? await approveReview(db, id.toLowerCase()) : await rejectReview(db, id.toLowerCase());
    if (!done) {
      io.err(`No review with id ${id}.`);
      return EXIT.notFound;
    }
    io.out(
      action === "approve" ? `Review ${id} approved; it is visible in the shop.` : `Review ${id} rejected and deleted.`,
    );
    return EXIT.ok;
  }
  throw new UsageError("reviews list|approve <id>|reject <id>");
}

async function maintenance(db: Db, args: Parsed, io: Output): Promise<number> {
  const action = args.positional[1];
  if (action === "on" || action === "off") {
    const allow = args.flags.get("allow");
    if (allow === true) throw new UsageError("--allow needs a comma-separated list of IPs");
    const whitelist =
      typeof allow === "string"
        ? JSON.stringify(
            allow
              .split(",")
              .map((ip) => ip.trim())
              .filter(Boolean),
          )
        : undefined;
    await db
      .updateTable("sales_channel")
      .set({
        maintenance: action === "on" ? 1 : 0,
        ...(whitelist !== undefined ? { maintenance_ip_whitelist: whitelist } : {}),
        updated_at: new Date().toISOString(),
      })
      .execute();
  } else if (action !== "status") {
    throw new UsageError("maintenance on|off|status");
  }
  const channels = await db
    .selectFrom("sales_channel as s")
    .leftJoin("sales_channel_translation as t", (join) =>
      join.onRef("t.sales_channel_id", "=", "s.id").onRef("t.language_id", "=", "s.language_id"),
    )
    .select(["s.id", "t.name", "s.maintenance", "s.maintenance_ip_whitelist"])
    .execute();
  if (channels.length === 0) io.out("No sales channel (is the database seeded?).");
  for (const c of channels) {
    const allowed = JSON.parse(c.maintenance_ip_whitelist ?? "[]") as string[];
    io.out(
      `${c.name ?? c.id}: maintenance ${c.maintenance === 1 ? "ON" : "off"}${c.maintenance === 1 && allowed.length ? ` (allowed: ${allowed.join(", ")})` : ""}`,
    );
  }
  if (action !== "status") io.out("A running server applies this within 5 seconds.");
  return EXIT.ok;
}

const MAIL_STATUSES: MailStatus[] = ["pending", "sending", "sent", "failed", "held"];

async function mail(db: Db, args: Parsed, io: Output): Promise<number> {
  const [, action, id] = args.positional;
  if (action === "list") {
    const to = args.flags.get("to");
    if (to === true) throw new UsageError("--to needs an address");
    const status = args.flags.get("status");
    if (status !== undefined && !MAIL_STATUSES.includes(status as MailStatus))
      throw new UsageError(`--status is one of ${MAIL_STATUSES.join(", ")}`);
    const rows = await readOutbox(db, {
      to,
      status: status as MailStatus | undefined,
      limit: positiveInt(args.flags.get("limit"), 20),
    });
    if (rows.length === 0) io.out("No mails.");
    for (const m of rows)
      io.out(
        `${m.id}  ${m.createdAt.slice(0, 19).replace("T", " ")}  ${m.status.padEnd(7)}  ${m.template.padEnd(36)}  ${m.recipient}  ${oneLine(m.subject, 60)}`,
      );
    return EXIT.ok;
  }
  if (action === "show" && id) {
    const m = await readMail(db, id.toLowerCase());
    if (!m) {
      io.err(`No mail with id ${id}.`);
      return EXIT.notFound;
    }
    io.out(`Id:       ${m.id}`);
    io.out(`Date:     ${m.createdAt}`);
    io.out(`To:       ${m.recipientName ? `${m.recipientName} <${m.recipient}>` : m.recipient}`);
    io.out(`Template: ${m.template}`);
    io.out(`Subject:  ${m.subject}`);
    io.out(
      `Status:   ${m.status}${m.status === "sent" && m.sentAt ? ` at ${m.sentAt}` : ""}, ${m.attempts} ${m.attempts === 1 ? "try" : "tries"}`,
    );
    if (m.status === "pending" && m.nextAttemptAt) io.out(`Next try: ${m.nextAttemptAt}`);
    if (m.status === "sending" && m.leaseUntil) io.out(`Claimed:  by a worker until ${m.leaseUntil}`);
    if (m.lastError) io.out(`Error:    ${oneLine(m.lastError, 300)}`);
    if (m.messageId) io.out(`Message:  ${m.messageId}`);
    if (m.serverResponse) io.out(`Server:   ${oneLine(m.serverResponse, 300)}`);
    io.out("");
    io.out(m.text);
    return EXIT.ok;
  }
  if (action === "resend" && args.flags.has("failed") && !id) {
    let queued = 0;
    for (const m of await readOutbox(db, { status: "failed" })) if ((await resendMail(db, m.id)) === "queued") queued++;
    io.out(`Queued ${queued} failed mail(s) again; a server with SMTP_URL sends them within seconds.`);
    return EXIT.ok;
  }
  if (action === "resend" && id) {
    const result = await resendMail(db, id.toLowerCase());
    if (result === "not-found") {
      io.err(`No mail with id ${id}.`);
      return EXIT.notFound;
    }
    if (result === "in-flight") {
      io.err(`Mail ${id} is being sent right now; look again in a few minutes.`);
      return EXIT.notFound;
    }
    io.out(`Mail ${id} queued again; a server with SMTP_URL sends it within seconds.`);
    return EXIT.ok;
  }
  throw new UsageError(
    "mail list [--to address] [--status s] [--limit n] | mail show <id> | mail resend <id>|--failed",
  );
}

async function rateLimits(db: Db, args: Parsed, io: Output): Promise<number> {
  const [, action, limiter] = args.positional;
  if (action === "list") {
    const rows = await db
      .selectFrom("rate_limit")
      .selectAll()
      .orderBy("last_attempt_ms", "desc")
      .limit(positiveInt(args.flags.get("limit"), 50))
      .execute();
    if (rows.length === 0) io.out("No rate-limit counters.");
    for (const r of rows)
      io.out(
        `${String(r.limiter).padEnd(20)} ${String(r.attempts).padStart(4)}  ${new Date(Number(r.last_attempt_ms)).toISOString().slice(0, 19).replace("T", " ")}  ${r.key}`,
      );
    return EXIT.ok;
  }
  if (action === "clear") {
    let query = db.deleteFrom("rate_limit");
    if (limiter) query = query.where("limiter", "=", limiter);
    const result = await query.executeTakeFirst();
    io.out(`Cleared ${Number(result.numDeletedRows)} counter(s)${limiter ? ` of ${limiter}` : ""}.`);
    return EXIT.ok;
  }
  throw new UsageError("rate-limits list|clear [limiter]");
}

/** The exit code of a help request (no command: usage error), or undefined when `argv` asks for a real command. */
function helpExitCode(argv: string[]): number | undefined {
  if (argv.length === 0) return EXIT.usage;
  return argv.includes("--help") || argv[0] === "help" ? EXIT.ok : undefined;
}

/** Runs one command against `db`; returns the exit code. */
export async function runCommand(db: Db, argv: string[], io: Output): Promise<number> {
  const help = helpExitCode(argv);
  if (help !== undefined) {
    io.out(USAGE);
    return help;
  }
  try {
    const args = parseArgs(argv, ["limit", "to", "allow", "status"]);
    const command = args.positional[0];
    if (command === "reviews") return await reviews(db, args, io);
    if (command === "maintenance") return await maintenance(db, args, io);
    if (command === "mail") return await mail(db, args, io);
    if (command === "rate-limits") return await rateLimits(db, args, io);
    throw new UsageError(`unknown command "${command}"`);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`Usage error: ${error.message}`);
    io.err("Run with --help for the list of commands.");
    return EXIT.usage;
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const io: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };
  const help = helpExitCode(argv);
  if (help !== undefined) {
    io.out(USAGE); // no database needed
    process.exitCode = help;
    return;
  }
  const config = loadConfig();
  const db = createDatabase(config);
  try {
    await migrateToLatest(db);
    process.exitCode = await runCommand(db, argv, io);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
