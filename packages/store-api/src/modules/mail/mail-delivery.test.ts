import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, redactedSmtpUrl } from "../../config.js";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { startSmtpServer, until, type TestSmtpServer } from "../../../test/smtp.js";
import { claimMails, DEFAULT_DELIVERY, MailWorker, type DeliveryOptions } from "./mail-delivery.js";
import { readMail, readOutbox, resendMail, sendMail } from "./mail.js";

const FROM = "Demo Store <shop@demo-store.test>";
const quiet = { warn: () => undefined };

describe("SMTP delivery of the outbox", () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const workers: MailWorker[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    smtp.refuse = () => null;
    // Each test sees only its own mails: earlier ones are marked sent so no worker picks them up.
    await t.db
      .updateTable("mail_outbox")
      .set({ status: "sent" })
      .where("status", "in", ["pending", "sending"])
      .execute();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  function worker(options: Partial<DeliveryOptions> = {}): MailWorker {
    const w = new MailWorker(
      t.db,
      { ...DEFAULT_DELIVERY, smtpUrl: smtp.url, from: FROM, baseDelayMs: 1000, ...options },
      quiet,
    );
    workers.push(w);
    return w;
  }

  const received = (to: string) => smtp.received.filter((mail) => mail.to.includes(to));

  it("delivers a queued mail through the backend's own worker: sent, with the server's queue id and a stable Message-ID", async () => {
    const app = await createTestApp({ smtpUrl: smtp.url, mailFrom: FROM, mailDelivery: { pollMs: 60_000 } });
    try {
      await app.app.ready();
      // Queued through the Store API: the newsletter subscription's double opt-in mail.
      const response = await app.api("POST", "/newsletter/subscribe", {
        body: {
          email: "Deliver.Me@Example.com",
          option: "subscribe",
          storefrontUrl: "http://localhost:3000",
          firstName: "Ada",
        },
      });
      expect(response.statusCode).toBe(200);
      // The poll interval is a minute: only the in-process nudge on queueing can deliver it this fast.
      await until(() => received("deliver.me@example.com").length === 1, 10_000, "the mail at the SMTP server");
      await until(
        async () => (await readOutbox(app.db, { to: "deliver.me@example.com" }))[0]?.status === "sent",
        5_000,
        "the row marked sent",
      );
      const [row] = await readOutbox(app.db, { to: "deliver.me@example.com" });
      const [mail] = received("deliver.me@example.com");
      expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
      expect(row.serverResponse).toContain(mail.queueId);
      expect(row.messageId).toBe(`<${row.id}.0@demo-store.test>`);
      expect(mail.parsed.messageId).toBe(row.messageId);
      expect(mail.from).toBe("shop@demo-store.test");
      expect(mail.parsed.from?.text).toBe('"Demo Store" <shop@demo-store.test>');
      expect(mail.parsed.subject).toBe(row.subject);
      expect(mail.parsed.text?.trim()).toBe(row.text.trim());
      expect(mail.parsed.html).toBe(row.html);
    } finally {
      await app.close();
    }
  });

  it("keeps a mail while the server is down and delivers it exactly once when it is back", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const w = worker({ smtpUrl: `smtp://127.0.0.1:${port}`, baseDelayMs: 200, maxAttempts: 20 });
    await sendMail(t.db, { to: "patient@example.com", template: "contact_form", subject: "Later", text: "while down" });
    await w.runOnce();
    const [waiting] = await readOutbox(t.db, { to: "patient@example.com" });
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED|ECONNECTION/);
    // Not due yet: a second pass right away does not try again (backoff).
    expect(await w.runOnce()).toBe(0);

    const back = await startSmtpServer(port);
    try {
      await until(
        async () => {
          await w.runOnce();
          return (await readMail(t.db, waiting.id))?.status === "sent";
        },
        10_000,
        "delivery after the server came back",
      );
      // More passes later: nothing is sent again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await w.runOnce();
      expect(back.received.filter((mail) => mail.to.includes("patient@example.com"))).toHaveLength(1);
      expect((await readMail(t.db, waiting.id))?.attempts).toBe(2);
    } finally {
      await back.close();
    }
  });

  it("marks a mail the server refuses with a 5xx as failed at once, with the server's reason", async () => {
    smtp.refuse = (address) =>
      address === "nobody@example.com" ? { code: 550, message: "5.1.1 No such user here" } : null;
    const w = worker();
    await sendMail(t.db, { to: "nobody@example.com", template: "contact_form", subject: "Bounce", text: "x" });
    await w.runOnce();
    const [row] = await readOutbox(t.db, { to: "nobody@example.com" });
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row.lastError).toContain("550");
    expect(row.lastError).toContain("No such user here");
    expect(received("nobody@example.com")).toHaveLength(0);
  });

  it("retries temporary refusals (4xx) with growing delays and gives up after the last try", async () => {
    smtp.refuse = (address) =>
      address === "busy@example.com" ? { code: 451, message: "4.3.0 Try again later" } : null;
    const w = worker({ maxAttempts: 3, baseDelayMs: 60_000 });
    await sendMail(t.db, { to: "busy@example.com", template: "contact_form", subject: "Busy", text: "x" });
    const start = Date.now();
    await w.runOnce(() => new Date(start));
    let [row] = await readOutbox(t.db, { to: "busy@example.com" });
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(Date.parse(row.nextAttemptAt!) - start).toBe(60_000);
    expect(await w.runOnce(() => new Date(start + 59_000))).toBe(0);
    await w.runOnce(() => new Date(start + 60_000));
    [row] = await readOutbox(t.db, { to: "busy@example.com" });
    expect(row).toMatchObject({ status: "pending", attempts: 2 });
    expect(Date.parse(row.nextAttemptAt!) - (start + 60_000)).toBe(120_000);
    await w.runOnce(() => new Date(start + 180_000));
    [row] = await readOutbox(t.db, { to: "busy@example.com" });
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row.lastError).toContain("451");
  });

  it("never sends twice when a worker dies between sending and marking: the lease holds it, a later retry keeps the Message-ID", async () => {
    const leaseMs = 60_000;
    const dying = worker({ leaseMs });
    const survivor = worker({ leaseMs });
    await sendMail(t.db, { to: "once@example.com", template: "contact_form", subject: "Once", text: "x" });
    const start = Date.now();
    const [claimed] = await claimMails(t.db, { leaseMs }, 10, new Date(start));
    expect(claimed.recipient).toBe("once@example.com");
    await dying.send(claimed); // accepted by the server, then the process "dies": the row is never marked
    expect(received("once@example.com")).toHaveLength(1);

    // Within the lease no worker takes the row again.
    expect(await survivor.runOnce(() => new Date(start + 1_000))).toBe(0);
    expect(await survivor.runOnce(() => new Date(start + leaseMs - 1))).toBe(0);
    expect(received("once@example.com")).toHaveLength(1);

    // After it, the row is retried under the same Message-ID, so the receiver can drop the duplicate.
    expect(await survivor.runOnce(() => new Date(start + leaseMs))).toBe(1);
    const copies = received("once@example.com");
    expect(copies).toHaveLength(2);
    expect(copies[1].parsed.messageId).toBe(copies[0].parsed.messageId);
    expect((await readMail(t.db, claimed.id))?.status).toBe("sent");
  });

  it("lets several workers on one database each claim different rows: every mail is sent exactly once", async () => {
    const many = Array.from({ length: 24 }, (_, i) => `crowd-${i}@example.com`);
    for (const to of many) await sendMail(t.db, { to, template: "contact_form", subject: to, text: "x" });
    const crowd = [worker({ batchSize: 3 }), worker({ batchSize: 3 }), worker({ batchSize: 3 })];
    await until(
      async () => {
        await Promise.all(crowd.map((w) => w.runOnce()));
        return (
          (await readOutbox(t.db, { status: "pending" })).length === 0 &&
          (await readOutbox(t.db, { status: "sending" })).length === 0
        );
      },
      20_000,
      "all crowd mails sent",
    );
    for (const to of many) expect(received(to), to).toHaveLength(1);
    const ids = smtp.received.filter((mail) => mail.to[0].startsWith("crowd-")).map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(many.length);
  });

  it("re-sends on the operator's request under a new Message-ID, and leaves a mail being sent alone", async () => {
    const w = worker();
    await sendMail(t.db, { to: "again@example.com", template: "contact_form", subject: "Again", text: "x" });
    await w.runOnce();
    const [first] = await readOutbox(t.db, { to: "again@example.com" });
    expect(first.status).toBe("sent");
    expect(await resendMail(t.db, first.id)).toBe("queued");
    expect((await readMail(t.db, first.id))?.status).toBe("pending");
    await w.runOnce();
    const copies = received("again@example.com");
    expect(copies).toHaveLength(2);
    expect(copies[1].parsed.messageId).toBe(`<${first.id}.1@demo-store.test>`);
    expect(copies[1].parsed.messageId).not.toBe(copies[0].parsed.messageId);

    await sendMail(t.db, { to: "busy-now@example.com", template: "contact_form", subject: "Busy", text: "x" });
    const [claimed] = await claimMails(t.db, { leaseMs: 60_000 }, 10);
    expect(await resendMail(t.db, claimed.id)).toBe("in-flight");
    expect(await resendMail(t.db, "0".repeat(32))).toBe("not-found");
  });
});

describe("SMTP_URL and MAIL_FROM", () => {
  it("reads smtp:// and smtps:// URLs, needs MAIL_FROM with them, and never prints the password", () => {
    expect(loadConfig({})).toMatchObject({ smtpUrl: undefined, mailFrom: undefined });
    expect(
      loadConfig({ SMTP_URL: "smtps://u:p@mail.example.org:465", MAIL_FROM: "Shop <s@example.org>" }),
    ).toMatchObject({ smtpUrl: "smtps://u:p@mail.example.org:465", mailFrom: "Shop <s@example.org>" });
    expect(() => loadConfig({ SMTP_URL: "smtp://mail.example.org:587" })).toThrow(/MAIL_FROM must be set/);
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.org", MAIL_FROM: "s@example.org" })).toThrow(
      /smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ SMTP_URL: "smtp://h", MAIL_FROM: "no address" })).toThrow(/MAIL_FROM is not an address/);
    expect(redactedSmtpUrl("smtp://user:s3cret@mail.example.org:587")).toBe("smtp://user:***@mail.example.org:587");
  });
});
