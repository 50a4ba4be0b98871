import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, firstError, type TestApp } from "../test/helpers.js";
import { addProductFixtures, FX } from "../test/product-fixtures.js";
import { EXIT, parseArgs, runCommand, USAGE } from "./cli.js";
import { consumeRateLimit } from "./http/rate-limit.js";
import { readMail, readOutbox, sendMail } from "./modules/mail/mail.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t.close());

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCommand(t.db, argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("operator command", () => {
  it("prints help (exit 0), and usage errors exit 2", async () => {
    expect(await run("--help")).toMatchObject({ code: EXIT.ok, out: USAGE });
    expect(await run("reviews", "--help")).toMatchObject({ code: EXIT.ok });
    expect((await run()).code).toBe(EXIT.usage);
    const unknown = await run("frobnicate");
    expect(unknown.code).toBe(EXIT.usage);
    expect(unknown.err).toContain('unknown command "frobnicate"');
    expect((await run("reviews", "approve")).code).toBe(EXIT.usage);
    expect((await run("mail", "list", "--limit", "zero")).code).toBe(EXIT.usage);
    expect((await run("mail", "list", "--limit")).code).toBe(EXIT.usage);
  });

  it("parses flags with and without values", () => {
    expect(parseArgs(["mail", "list", "--to", "a@b.c", "--limit=5", "--pending"], ["to", "limit"])).toEqual({
      positional: ["mail", "list"],
      flags: new Map<string, string | true>([
        ["to", "a@b.c"],
        ["limit", "5"],
        ["pending", true],
      ]),
    });
  });

  it("lists pending reviews, approves one (now visible in the shop) and rejects one (deleted)", async () => {
    const pending = await run("reviews", "list", "--pending");
    expect(pending.code).toBe(EXIT.ok);
    expect(pending.out).toContain(FX.reviewPending);
    expect(pending.out).not.toContain(FX.reviewApproved);
    expect((await run("reviews", "list", "--limit", "100000")).out).toContain(FX.reviewApproved);

    const titles = async () =>
      (
        (await t.api("POST", `/product/${FX.alpha}/reviews`, { body: {} })).json() as { elements: { id: string }[] }
      ).elements.map((r) => r.id);
    expect(await titles()).not.toContain(FX.reviewPending);
    const approved = await run("reviews", "approve", FX.reviewPending.toUpperCase());
    expect(approved).toMatchObject({ code: EXIT.ok });
    expect(approved.out).toContain("approved");
    expect(await titles()).toContain(FX.reviewPending);
    // The listing rating follows the approved reviews: 5 and now 1.
    const rating = async (id: string) =>
      Number(
        (await t.db.selectFrom("product").select("rating_average").where("id", "=", id).executeTakeFirstOrThrow())
          .rating_average,
      );
    expect(await rating(FX.alpha)).toBe(3);

    expect((await run("reviews", "reject", FX.reviewOwn)).code).toBe(EXIT.ok);
    expect(
      await t.db.selectFrom("product_review").select("id").where("id", "=", FX.reviewOwn).executeTakeFirst(),
    ).toBeUndefined();
    expect(await run("reviews", "reject", FX.reviewOwn)).toMatchObject({
      code: EXIT.notFound,
      err: `No review with id ${FX.reviewOwn}.`,
    });
    expect((await run("reviews", "approve", "0".repeat(32))).code).toBe(EXIT.notFound);
  });

  it("switches maintenance mode; the running server answers 503 once its channel cache expires (5 s)", async () => {
    expect((await run("maintenance", "status")).out).toMatch(/maintenance off/);
    expect((await t.api("GET", "/context")).statusCode).toBe(200);
    const on = await run("maintenance", "on", "--allow", "203.0.113.7");
    expect(on.code).toBe(EXIT.ok);
    expect(on.out).toMatch(/maintenance ON \(allowed: 203\.0\.113\.7\)/);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 6_000);
      const closed = await t.api("GET", "/context");
      expect(closed.statusCode).toBe(503);
      expect(firstError(closed).code).toBe("FRAMEWORK__API_SALES_CHANNEL_MAINTENANCE_MODE");
      const allowed = await t.app.inject({
        method: "GET",
        url: "/store-api/context",
        remoteAddress: "203.0.113.7",
        headers: { "sw-access-key": "SWSCZHJLBXBTWGHQTKVXM1ZRNQ" },
      });
      expect(allowed.statusCode).toBe(200);
      expect((await run("maintenance", "off")).out).toMatch(/maintenance off/);
      vi.setSystemTime(Date.now() + 6_000);
      expect((await t.api("GET", "/context")).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect((await run("maintenance", "sideways")).code).toBe(EXIT.usage);
  });

  it("lists the outbox (newest first, by recipient, limited) and shows one mail", async () => {
    await sendMail(t.db, { to: "ops-a@example.com", template: "contact_form", subject: "First", text: "one" });
    await sendMail(t.db, {
      to: "ops-b@example.com",
      toName: "Bea",
      template: "order.confirmation",
      subject: "Second",
      text: "Line 1\nLine 2",
    });
    const list = await run("mail", "list", "--limit", "2");
    expect(list.code).toBe(EXIT.ok);
    const lines = list.out.split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("ops-b@example.com");
    expect(lines[1]).toContain("ops-a@example.com");
    const filtered = await run("mail", "list", "--to", "OPS-A@example.com");
    expect(filtered.out.split("\n")).toHaveLength(1);
    expect((await run("mail", "list", "--to", "nobody@example.com")).out).toBe("No mails.");

    const id = lines[0].split(/\s+/)[0];
    const shown = await run("mail", "show", id);
    expect(shown.code).toBe(EXIT.ok);
    expect(shown.out).toContain("To:       Bea <ops-b@example.com>");
    expect(shown.out).toContain("Subject:  Second");
    expect(shown.out).toContain("Line 1\nLine 2");
    expect((await run("mail", "show", "f".repeat(32))).code).toBe(EXIT.notFound);
  });

  it("shows delivery details and re-sends a failed mail, one or all", async () => {
    await sendMail(t.db, { to: "bounce@example.com", template: "contact_form", subject: "Bounced", text: "x" });
    const [row] = await readOutbox(t.db, { to: "bounce@example.com" });
    await t.db
      .updateTable("mail_outbox")
      .set({
        status: "failed",
        attempts: 1,
        message_id: `<${row.id}.0@shop.test>`,
        last_error: "550 5.1.1 No such user",
      })
      .where("id", "=", row.id)
      .execute();
    const listed = await run("mail", "list", "--status", "failed");
    expect(listed.out).toMatch(
      new RegExp(`^${row.id}  .*  failed   contact_form .* bounce@example\\.com  Bounced$`, "m"),
    );
    const shown = await run("mail", "show", row.id);
    expect(shown.out).toContain("Status:   failed, 1 try");
    expect(shown.out).toContain("Error:    550 5.1.1 No such user");
    expect(shown.out).toContain(`Message:  <${row.id}.0@shop.test>`);
    expect((await run("mail", "list", "--status", "lost")).code).toBe(EXIT.usage);

    const resent = await run("mail", "resend", row.id);
    expect(resent.code).toBe(EXIT.ok);
    expect(await readMail(t.db, row.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      generation: 1,
      lastError: null,
    });
    expect((await run("mail", "resend", "f".repeat(32))).code).toBe(EXIT.notFound);

    await t.db.updateTable("mail_outbox").set({ status: "failed" }).where("id", "=", row.id).execute();
    expect((await run("mail", "resend", "--failed")).out).toMatch(/^Queued [1-9]\d* failed mail\(s\) again/);
    expect((await readMail(t.db, row.id))?.status).toBe("pending");
    expect((await run("mail", "list", "--status", "failed")).out).toBe("No mails.");
  });

  it("lists and clears rate-limit counters", async () => {
    await consumeRateLimit(t.db, "contact_form", "198.51.100.1");
    await consumeRateLimit(t.db, "newsletter_form", "198.51.100.1");
    const list = await run("rate-limits", "list");
    expect(list.out).toMatch(/contact_form\s+1 .* 198\.51\.100\.1/);
    expect((await run("rate-limits", "clear", "contact_form")).out).toBe("Cleared 1 counter(s) of contact_form.");
    expect((await run("rate-limits", "list")).out).not.toContain("contact_form");
    expect((await run("rate-limits", "clear")).out).toMatch(/^Cleared [1-9]\d* counter\(s\)\.$/);
    expect((await run("rate-limits", "list")).out).toBe("No rate-limit counters.");
    expect((await run("rate-limits")).code).toBe(EXIT.usage);
  });
});
