import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor } from "../../../seed/ids.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { readOutbox } from "../mail/mail.js";
import { ipSequence, manualClock, postFrom } from "../wishlist/customer-session.testkit.js";

let t: TestApp;
const clock = manualClock(Date.UTC(2026, 6, 1));
const nextIp = ipSequence("10.2.0");
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  clock.restore();
  await t.close();
});

const FORM = {
  firstName: "Carla",
  lastName: "Customer",
  email: "carla@example.com",
  subject: "Order question",
  comment: "Where is my parcel?",
};
const send = (body: Record<string, unknown>, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  postFrom(t, "/contact-form", body, { ...options, ip: options.ip ?? nextIp() });

describe("sendContactMail", () => {
  it("queues a mail to the shop owner address and answers an empty success message", async () => {
    const response = await send({ ...FORM, phone: "+48 123" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ individualSuccessMessage: "", apiAlias: "contact_form_result" });
    const [mail] = await readOutbox(t.db, { to: "shop@example.com", template: "contact_form" });
    expect(mail.subject).toBe("Contact form: Order question");
    expect(mail.text).toContain("Name: Carla Customer");
    expect(mail.text).toContain("Email address: carla@example.com");
    expect(mail.text).toContain("Phone: +48 123");
    expect(mail.text).toContain("Where is my parcel?");
    expect(mail.data).toMatchObject({ replyTo: "carla@example.com" });
  });

  it("uses the CMS form slot's receivers and confirmation text in the request language", async () => {
    const slotId = idFor("cms.contact.form");
    const response = await send(
      { ...FORM, subject: "Slot question", slotId },
      { headers: { "sw-language-id": LANGUAGE.de } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      individualSuccessMessage: "Danke! Wir haben deine Nachricht erhalten und antworten innerhalb eines Werktags.",
    });
    const [mail] = await readOutbox(t.db, { to: "hello@demo-store.example" });
    expect(mail.subject).toBe("Kontaktformular: Slot question");
    // An unknown slot falls back to the shop owner.
    expect((await send({ ...FORM, subject: "Unknown slot", slotId: "a".repeat(32) })).json()).toMatchObject({
      individualSuccessMessage: "",
    });
    expect((await readOutbox(t.db, { to: "shop@example.com" }))[0].subject).toBe("Contact form: Unknown slot");
  });

  it("lets the page showing the form (navigationId) override the slot's receivers and confirmation text", async () => {
    const slotId = idFor("cms.contact.form");
    const category = await t.db.selectFrom("sales_channel").select("navigation_category_id").executeTakeFirstOrThrow();
    const override = {
      [slotId]: {
        mailReceiver: { source: "static", value: ["press@example.com"] },
        confirmationText: { source: "static", value: "Thanks, press team." },
      },
    };
    await t.db
      .updateTable("category_translation")
      .set({ slot_config: JSON.stringify(override) })
      .where("category_id", "=", category.navigation_category_id)
      .where("language_id", "=", LANGUAGE.en)
      .execute();
    const response = await send({
      ...FORM,
      subject: "Press question",
      slotId,
      navigationId: category.navigation_category_id,
      entityName: "category",
    });
    expect(response.json()).toMatchObject({ individualSuccessMessage: "Thanks, press team." });
    expect((await readOutbox(t.db, { to: "press@example.com" }))[0].subject).toBe("Contact form: Press question");
    expect(await readOutbox(t.db, { to: "hello@demo-store.example", template: "contact_form" })).toHaveLength(1);
  });

  it("validates email, names, subject and comment; names must not contain links", async () => {
    const response = await send({ email: "nope", firstName: "see https://spam.example", subject: " " });
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: { code: string; source: { pointer: string } }[] }).errors.map(
      (e) => `${e.source.pointer} ${e.code}`,
    );
    expect(errors).toEqual([
      "/email VIOLATION::INVALID_EMAIL_FORMAT_ERROR",
      "/subject VIOLATION::IS_BLANK_ERROR",
      "/comment VIOLATION::IS_BLANK_ERROR",
      "/lastName VIOLATION::IS_BLANK_ERROR",
      "/firstName VIOLATION::REGEX_FAILED_ERROR",
    ]);
    const types = await send({ ...FORM, comment: { a: 1 } });
    expect(types.statusCode).toBe(400);
    expect(firstError(types)).toMatchObject({ code: "VIOLATION::INVALID_TYPE_ERROR", source: { pointer: "/comment" } });
    const salutation = await send({ ...FORM, salutationId: "b".repeat(32) });
    expect(firstError(salutation)).toMatchObject({
      code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
      source: { pointer: "/salutationId" },
    });
  });

  it("throttles the fourth message from one IP with 429 FRAMEWORK__RATE_LIMIT_EXCEEDED and the wait", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await send(FORM, { ip })).statusCode).toBe(200);
    const throttled = await send(FORM, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(firstError(throttled)).toMatchObject({
      code: "FRAMEWORK__RATE_LIMIT_EXCEEDED",
      meta: { parameters: { seconds: 30 } },
    });
    clock.advance(12_000);
    expect(firstError(await send(FORM, { ip })).meta?.parameters.seconds).toBe(18);
    clock.advance(18_000);
    expect((await send(FORM, { ip })).statusCode).toBe(200);
  });
});
