import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../src/modules/customer/customer.test-helpers.js";
import { readOutbox, type MailRow } from "../../src/modules/mail/mail.js";
import { hashedEmail } from "../../src/modules/mail/mail-links.js";
import { setSystemConfig } from "../../src/modules/mail/system-config.js";
import { createTestApp, LANGUAGE, STOREFRONT_URL, type TestApp } from "../helpers.js";

/**
 * Issue 12 L5: nobody unsubscribes someone else's address, and the answer never tells whether an address is
 * subscribed. An address is opted out by the link of its own mails (the recipient's hash) or by its logged-in owner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const recipientHash = async (email: string) =>
  (await t.db.selectFrom("newsletter_recipient").select("hash").where("email", "=", email).executeTakeFirst())
    ?.hash as string;
const status = async (email: string) =>
  (await t.db.selectFrom("newsletter_recipient").select("status").where("email", "=", email).executeTakeFirst())
    ?.status;

let ip = 0;
async function confirmedSubscriber(email: string): Promise<string> {
  // Each from its own address: the subscribe limiter allows three per IP.
  const headers = { "x-forwarded-for": `198.51.100.${++ip}` };
  await t.api("POST", "/newsletter/subscribe", {
    headers,
    body: { email, option: "subscribe", storefrontUrl: STOREFRONT_URL },
  });
  const mail = (await readOutbox(t.db, { to: email, template: "newsletter.double_opt_in" }))[0];
  const { hash, em } = mail.data as { hash: string; em: string };
  expect((await t.api("POST", "/newsletter/confirm", { body: { hash, em } })).statusCode).toBe(200);
  expect(await status(email)).toBe("optIn");
  return hash;
}

describe("L5: unsubscribing", () => {
  it("a stranger naming a subscribed address changes nothing and gets the same answer as for an unknown address", async () => {
    await confirmedSubscriber("victim@example.com");
    const subscribed = await t.api("POST", "/newsletter/unsubscribe", { body: { email: "victim@example.com" } });
    const unknown = await t.api("POST", "/newsletter/unsubscribe", { body: { email: "nobody-here@example.com" } });
    const wrongHash = await t.api("POST", "/newsletter/unsubscribe", {
      body: { email: "victim@example.com", hash: "0".repeat(32) },
    });
    expect(await status("victim@example.com")).toBe("optIn");
    expect([subscribed.statusCode, unknown.statusCode, wrongHash.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.body).toBe(subscribed.body);
    expect(wrongHash.body).toBe(subscribed.body);
    // Nor through subscribe's option "unsubscribe".
    const viaSubscribe = await t.api("POST", "/newsletter/subscribe", {
      body: { email: "victim@example.com", option: "unsubscribe", storefrontUrl: STOREFRONT_URL },
    });
    expect(viaSubscribe.statusCode).toBe(200);
    expect(await status("victim@example.com")).toBe("optIn");
  });

  it("the link of the subscriber's own mail (its hash) opts the address out", async () => {
    const hash = await confirmedSubscriber("reader2@example.com");
    const response = await t.api("POST", "/newsletter/unsubscribe", { body: { email: "reader2@example.com", hash } });
    expect(response.statusCode).toBe(200);
    expect(await status("reader2@example.com")).toBe("optOut");
  });

  it("the logged-in customer opts out their own address, but not another one", async () => {
    await confirmedSubscriber("owner@example.com");
    await confirmedSubscriber("neighbour@example.com");
    const { token } = await signUp(t, "owner@example.com");
    expect(
      (await t.api("POST", "/newsletter/unsubscribe", { token, body: { email: "neighbour@example.com" } })).statusCode,
    ).toBe(200);
    expect(await status("neighbour@example.com")).toBe("optIn");
    expect(
      (await t.api("POST", "/newsletter/unsubscribe", { token, body: { email: "owner@example.com" } })).statusCode,
    ).toBe(200);
    expect(await status("owner@example.com")).toBe("optOut");
  });
});

/** The one unsubscribe link of a mail: in the text, and as the HTML's link (escaped as HTML attributes are). */
function unsubscribeLinkOf(mail: MailRow): URL {
  const links = [...mail.text.matchAll(/https?:\/\/\S+\/newsletter\/unsubscribe\?\S+/g)].map((m) => m[0]);
  expect(links, mail.text).toHaveLength(1);
  expect(mail.html).toContain(`href="${links[0].replace(/&/g, "&amp;")}"`);
  return new URL(links[0]);
}

describe("L5: every newsletter mail carries the recipient's own unsubscribe link", () => {
  it("double opt-in mail and the welcome mail after confirming: storefront page with em and the recipient's hash", async () => {
    const email = "linked@example.com";
    await t.api("POST", "/newsletter/subscribe", {
      headers: { "x-forwarded-for": `198.51.100.${++ip}` },
      body: { email, option: "subscribe", storefrontUrl: STOREFRONT_URL },
    });
    const hash = await recipientHash(email);
    const [optIn] = await readOutbox(t.db, { to: email, template: "newsletter.double_opt_in" });
    const link = unsubscribeLinkOf(optIn);
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/newsletter/unsubscribe`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ em: hashedEmail(email), hash });
    expect(optIn.text).toContain("Unsubscribe from the newsletter: ");

    // The storefront's confirmation page names its domain; without it, the channel's domain for the language.
    expect(
      (
        await t.api("POST", "/newsletter/confirm", {
          body: { hash, em: hashedEmail(email), storefrontUrl: STOREFRONT_URL },
        })
      ).statusCode,
    ).toBe(200);
    const [welcome] = await readOutbox(t.db, { to: email, template: "newsletter.registered" });
    expect(unsubscribeLinkOf(welcome).toString()).toBe(link.toString());
  });

  it("the welcome mail after a confirmation without storefrontUrl links to a channel domain of the language", async () => {
    const email = "nodomain@example.com";
    await t.api("POST", "/newsletter/subscribe", {
      headers: { "x-forwarded-for": `198.51.100.${++ip}`, "sw-language-id": LANGUAGE.pl },
      body: { email, option: "subscribe", storefrontUrl: `${STOREFRONT_URL}/pl-PL` },
    });
    const hash = await recipientHash(email);
    const foreign = { hash, em: hashedEmail(email), storefrontUrl: "https://evil.example" };
    expect(
      (await t.api("POST", "/newsletter/confirm", { headers: { "sw-language-id": LANGUAGE.pl }, body: foreign }))
        .statusCode,
    ).toBe(200);
    const [welcome] = await readOutbox(t.db, { to: email, template: "newsletter.registered" });
    const link = unsubscribeLinkOf(welcome);
    expect([
      "http://localhost:3000/pl-PL/newsletter/unsubscribe",
      "http://127.0.0.1:3000/pl-PL/newsletter/unsubscribe",
    ]).toContain(`${link.origin}${link.pathname}`);
    expect(Object.fromEntries(link.searchParams)).toEqual({ em: hashedEmail(email), hash });
    expect(welcome.text).toContain("Wypisz się z newslettera: ");
  });

  it("the welcome mail of a direct subscription links to the request's domain (German), in German", async () => {
    await setSystemConfig(t.db, "core.newsletter.doubleOptIn", false);
    try {
      const email = "direkt@example.com";
      const response = await t.api("POST", "/newsletter/subscribe", {
        headers: { "x-forwarded-for": `198.51.100.${++ip}`, "sw-language-id": LANGUAGE.de },
        body: { email, option: "subscribe", storefrontUrl: `${STOREFRONT_URL}/testde` },
      });
      expect(response.json()).toMatchObject({ status: "direct" });
      const [welcome] = await readOutbox(t.db, { to: email, template: "newsletter.registered" });
      const link = unsubscribeLinkOf(welcome);
      expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT_URL}/testde/newsletter/unsubscribe`);
      expect(Object.fromEntries(link.searchParams)).toEqual({
        em: hashedEmail(email),
        hash: await recipientHash(email),
      });
      expect(welcome.text).toContain("Vom Newsletter abmelden: ");
    } finally {
      await setSystemConfig(t.db, "core.newsletter.doubleOptIn", true);
    }
  });

  it("the link's em and hash opt the recipient out; a wrong hash or another address's em change nothing, same answer", async () => {
    const hash = await confirmedSubscriber("bylink@example.com");
    const other = await confirmedSubscriber("bystander@example.com");
    const [welcome] = await readOutbox(t.db, { to: "bylink@example.com", template: "newsletter.registered" });
    const em = unsubscribeLinkOf(welcome).searchParams.get("em");
    const answers = [
      await t.api("POST", "/newsletter/unsubscribe", { body: { em, hash: "0".repeat(32) } }),
      await t.api("POST", "/newsletter/unsubscribe", { body: { em, hash: other } }),
      await t.api("POST", "/newsletter/unsubscribe", { body: { em: hashedEmail("bystander@example.com"), hash } }),
      await t.api("POST", "/newsletter/unsubscribe", { body: { em, hash: "" } }),
    ];
    expect(await status("bylink@example.com")).toBe("optIn");
    expect(await status("bystander@example.com")).toBe("optIn");
    const right = await t.api("POST", "/newsletter/unsubscribe", { body: { em, hash } });
    expect(await status("bylink@example.com")).toBe("optOut");
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(right.body);
    }
    expect(right.statusCode).toBe(200);
  });
});
