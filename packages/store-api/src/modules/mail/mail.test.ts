import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { readMail, readOutbox, sendMail } from "./mail.js";

describe("mail outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("stores mails and reads them newest first, filtered by recipient (case-insensitive) and template", async () => {
    await sendMail(t.db, {
      to: "Anna@Example.com",
      toName: "Anna",
      template: "customer.registered",
      subject: "Welcome",
      text: "Hello Anna",
    });
    await sendMail(t.db, {
      to: "anna@example.com",
      template: "newsletter.double_opt_in",
      subject: "Confirm",
      text: "Click",
      html: "<p>Click</p>",
      data: { url: "http://x/y" },
      languageId: "a".repeat(32),
    });
    await sendMail(t.db, { to: "bob@example.com", template: "contact_form", subject: "Hi", text: "Hi" });

    const anna = await readOutbox(t.db, { to: "ANNA@example.com" });
    expect(anna.map((m) => m.template)).toEqual(["newsletter.double_opt_in", "customer.registered"]);
    expect(anna[0]).toMatchObject({
      recipient: "anna@example.com",
      subject: "Confirm",
      text: "Click",
      html: "<p>Click</p>",
      data: { url: "http://x/y" },
      languageId: "a".repeat(32),
    });
    expect(anna[1]).toMatchObject({ recipientName: "Anna", html: null, data: {}, languageId: null });
    expect(anna[0].id).toMatch(/^[0-9a-f]{32}$/);

    expect((await readOutbox(t.db, { template: "contact_form" })).map((m) => m.recipient)).toEqual(["bob@example.com"]);
    expect((await readOutbox(t.db)).map((m) => m.recipient)).toEqual([
      "bob@example.com",
      "anna@example.com",
      "Anna@Example.com",
    ]);
    expect(await readOutbox(t.db, { limit: 1 })).toHaveLength(1);
    expect((await readMail(t.db, anna[0].id))?.subject).toBe("Confirm");
    expect(await readMail(t.db, "0".repeat(32))).toBeUndefined();
  });
});
