import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, firstError, LANGUAGE, STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { readOutbox } from "../mail/mail.js";
import { hashedEmail } from "../mail/mail-links.js";
import { setSystemConfig } from "../mail/system-config.js";
import { customerSession, ipSequence, manualClock, postFrom } from "../wishlist/customer-session.testkit.js";

let t: TestApp;
const clock = manualClock(Date.UTC(2026, 5, 1));
// Each test subscribes from its own client address, so the newsletter_form limiter never couples tests.
const nextIp = ipSequence("10.1.0");

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  clock.restore();
  await t.close();
});
afterEach(async () => {
  await setSystemConfig(t.db, "core.newsletter.doubleOptIn", true);
});

const subscribe = (
  body: Record<string, unknown>,
  options: { ip?: string; token?: string; headers?: Record<string, string> } = {},
) =>
  postFrom(
    t,
    "/newsletter/subscribe",
    { option: "subscribe", storefrontUrl: STOREFRONT_URL, ...body },
    { ...options, ip: options.ip ?? nextIp() },
  );

async function statusOf(email: string): Promise<string | undefined> {
  const row = await t.db
    .selectFrom("newsletter_recipient")
    .select("status")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.status;
}

describe("newsletter double opt-in through the outbox", () => {
  it("subscribe → notSet and a mail with the confirmation link; confirm → optIn and a welcome mail; unsubscribe → optOut", async () => {
    const response = await subscribe({ email: "Reader@Example.com", firstName: "Rita", lastName: "Reader" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, status: "notSet" });
    expect(await statusOf("reader@example.com")).toBe("notSet");

    const [mail] = await readOutbox(t.db, { to: "reader@example.com", template: "newsletter.double_opt_in" });
    expect(mail.subject).toBe("Please confirm your newsletter subscription");
    expect(mail.text).toContain("Hello Rita Reader,");
    const link = new URL(String(mail.data.url));
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/newsletter-subscribe`);
    expect(link.searchParams.get("em")).toBe(hashedEmail("reader@example.com"));
    expect(mail.text).toContain(link.toString());

    const confirm = await t.api("POST", "/newsletter/confirm", {
      body: { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(await statusOf("reader@example.com")).toBe("optIn");
    expect((await readOutbox(t.db, { to: "reader@example.com" }))[0].template).toBe("newsletter.registered");

    // Confirming again is refused: the status is no longer notSet.
    const again = await t.api("POST", "/newsletter/confirm", {
      body: { hash: link.searchParams.get("hash"), em: link.searchParams.get("em") },
    });
    expect(again.statusCode).toBe(400);
    expect(firstError(again)).toMatchObject({ code: "VIOLATION::NOT_EQUAL_ERROR", source: { pointer: "/status" } });

    // Subscribing a confirmed address again changes nothing and sends nothing.
    const mails = (await readOutbox(t.db, { to: "reader@example.com" })).length;
    expect((await subscribe({ email: "reader@example.com" })).json()).toMatchObject({ status: "optIn" });
    expect(await readOutbox(t.db, { to: "reader@example.com" })).toHaveLength(mails);

    // Issue 12 L5: opting out takes the link's hash (or the logged-in owner).
    const off = await t.api("POST", "/newsletter/unsubscribe", {
      body: { email: "READER@example.com", hash: link.searchParams.get("hash") },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await statusOf("reader@example.com")).toBe("optOut");

    // Subscribing again after the opt-out starts a new opt-in round; asking twice re-sends the link.
    expect((await subscribe({ email: "reader@example.com" })).json()).toMatchObject({ status: "notSet" });
    expect((await subscribe({ email: "reader@example.com" })).json()).toMatchObject({ status: "notSet" });
    const links = await readOutbox(t.db, { to: "reader@example.com", template: "newsletter.double_opt_in" });
    expect(links).toHaveLength(3);
    const { hash, em } = links[0].data as { hash: string; em: string };
    expect((await t.api("POST", "/newsletter/confirm", { body: { hash, em } })).statusCode).toBe(200);
    expect(await statusOf("reader@example.com")).toBe("optIn");
  });

  it("writes the mail in the request language", async () => {
    await subscribe({ email: "leser@example.com" }, { headers: { "sw-language-id": LANGUAGE.de } });
    const [mail] = await readOutbox(t.db, { to: "leser@example.com" });
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung");
    expect(mail.languageId).toBe(LANGUAGE.de);
  });

  it("subscribes directly (status direct, welcome mail) when double opt-in is off", async () => {
    await setSystemConfig(t.db, "core.newsletter.doubleOptIn", false);
    const response = await subscribe({ email: "direct@example.com" });
    expect(response.json()).toMatchObject({ status: "direct" });
    expect((await readOutbox(t.db, { to: "direct@example.com" })).map((m) => m.template)).toEqual([
      "newsletter.registered",
    ]);
  });

  it("option unsubscribe and confirmSubscribe set optOut and optIn", async () => {
    expect((await subscribe({ email: "opt@example.com", option: "unsubscribe" })).json()).toMatchObject({
      status: "optOut",
    });
    expect((await subscribe({ email: "opt@example.com", option: "confirmSubscribe" })).json()).toMatchObject({
      status: "optIn",
    });
  });
});

describe("newsletter validation and errors", () => {
  it("rejects a bad email, an unknown option, a foreign storefrontUrl and links in names with violations", async () => {
    const response = await subscribe({
      email: "nope",
      option: "sometimes",
      storefrontUrl: "https://evil.example",
      firstName: "visit https://spam.example",
      lastName: "http://x",
    });
    expect(response.statusCode).toBe(400);
    const errors = (response.json() as { errors: { code: string; source: { pointer: string } }[] }).errors.map(
      (e) => `${e.source.pointer} ${e.code}`,
    );
    expect(errors).toEqual([
      "/email VIOLATION::INVALID_EMAIL_FORMAT_ERROR",
      "/option VIOLATION::NO_SUCH_CHOICE_ERROR",
      "/storefrontUrl VIOLATION::NO_SUCH_CHOICE_ERROR",
      "/firstName VIOLATION::REGEX_FAILED_ERROR",
      "/lastName VIOLATION::REGEX_FAILED_ERROR",
    ]);
  });

  it("answers wrong types and missing fields with violations, never a 500", async () => {
    const wrong = await subscribe({ email: 42, option: ["x"] });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong).code).toBe("VIOLATION::INVALID_TYPE_ERROR");
    const blank = await t.api("POST", "/newsletter/subscribe", { body: {} });
    expect(blank.statusCode).toBe(400);
    expect(firstError(blank)).toMatchObject({ code: "VIOLATION::IS_BLANK_ERROR", source: { pointer: "/email" } });
  });

  it("confirm with an unknown hash or a wrong em", async () => {
    const unknown = await t.api("POST", "/newsletter/confirm", { body: { hash: "0".repeat(32), em: "x" } });
    expect(unknown.statusCode).toBe(400);
    expect(firstError(unknown).code).toBe("CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND");
    await subscribe({ email: "em@example.com" });
    const { hash } = (await readOutbox(t.db, { to: "em@example.com" }))[0].data as { hash: string };
    const wrongEm = await t.api("POST", "/newsletter/confirm", {
      body: { hash, em: hashedEmail("other@example.com") },
    });
    expect(wrongEm.statusCode).toBe(400);
    expect(firstError(wrongEm)).toMatchObject({ code: "VIOLATION::NOT_EQUAL_ERROR", source: { pointer: "/em" } });
    expect(await statusOf("em@example.com")).toBe("notSet");
  });

  it("unsubscribe without email or for an unknown address", async () => {
    const missing = await t.api("POST", "/newsletter/unsubscribe", { body: {} });
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing).code).toBe("CONTENT__MISSING_EMAIL_PARAMETER");
    // Issue 12 L5: an unknown address gets the same answer as a subscribed one (no enumeration).
    const unknown = await t.api("POST", "/newsletter/unsubscribe", { body: { email: "nobody@example.com" } });
    expect(unknown.statusCode).toBe(200);
  });

  it("throttles the fourth subscription from one IP with 429 CONTENT__NEWSLETTER_RECIPIENT_THROTTLED and the wait in seconds", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await subscribe({ email: `burst${i}@example.com` }, { ip })).statusCode).toBe(200);
    const throttled = await subscribe({ email: "burst3@example.com" }, { ip });
    expect(throttled.statusCode).toBe(429);
    expect(firstError(throttled)).toMatchObject({
      status: "429",
      code: "CONTENT__NEWSLETTER_RECIPIENT_THROTTLED",
      meta: { parameters: { seconds: 30 } },
    });
    expect(await statusOf("burst3@example.com")).toBeUndefined();
    // Invalid submissions are not counted; another IP is not affected.
    expect((await subscribe({ email: "bad" }, { ip })).statusCode).toBe(400);
    expect((await subscribe({ email: "burst3@example.com" })).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await subscribe({ email: "burst4@example.com" }, { ip })).statusCode).toBe(200);
  });
});

describe("readNewsletterRecipient", () => {
  it("answers the logged-in customer's own status, undefined without a recipient", async () => {
    const session = await customerSession(t, { email: "member@example.com" });
    const none = await t.api("POST", "/account/newsletter-recipient", { token: session.token, body: {} });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ status: "undefined", apiAlias: "account_newsletter_recipient" });

    // A logged-in customer subscribing their own address: doubleOptInRegistered (off) applies, names come from the account.
    const own = await subscribe({ email: "member@example.com" }, { token: session.token });
    expect(own.json()).toMatchObject({ status: "direct" });
    expect((await t.api("GET", "/account/newsletter-recipient", { token: session.token })).json()).toMatchObject({
      status: "direct",
    });
    const [mail] = await readOutbox(t.db, { to: "member@example.com" });
    expect(mail.text).toContain("Hello Test Customer,");

    // Someone else's address still needs the opt-in, and does not show up in this customer's status.
    expect((await subscribe({ email: "friend@example.com" }, { token: session.token })).json()).toMatchObject({
      status: "notSet",
    });
    const other = await customerSession(t, { email: "friend2@example.com" });
    expect((await t.api("GET", "/account/newsletter-recipient", { token: other.token })).json()).toMatchObject({
      status: "undefined",
    });
  });

  it("refuses anonymous visitors and guests with 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN", async () => {
    const anonymous = await t.api("POST", "/account/newsletter-recipient", { body: {} });
    expect(anonymous.statusCode).toBe(403);
    expect(firstError(anonymous).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    const guest = await customerSession(t, { guest: true });
    const asGuest = await t.api("POST", "/account/newsletter-recipient", { token: guest.token, body: {} });
    expect(asGuest.statusCode).toBe(403);
  });
});
