import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../src/modules/customer/customer.test-helpers.js";
import { readOutbox } from "../../src/modules/mail/mail.js";
import { createTestApp, STOREFRONT_URL, type TestApp } from "../helpers.js";

/**
 * Issue 12 L5: nobody unsubscribes someone else's address, and the answer never tells whether an address is
 * subscribed. An address is opted out by the link of its own mails (the recipient's hash) or by its logged-in owner.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const status = async (email: string) => (await t.db.selectFrom("newsletter_recipient").select("status").where("email", "=", email).executeTakeFirst())?.status;

let ip = 0;
async function confirmedSubscriber(email: string): Promise<string> {
  // Each from its own address: the subscribe limiter allows three per IP.
  const headers = { "x-forwarded-for": `198.51.100.${++ip}` };
  await t.api("POST", "/newsletter/subscribe", { headers, body: { email, option: "subscribe", storefrontUrl: STOREFRONT_URL } });
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
    const wrongHash = await t.api("POST", "/newsletter/unsubscribe", { body: { email: "victim@example.com", hash: "0".repeat(32) } });
    expect(await status("victim@example.com")).toBe("optIn");
    expect([subscribed.statusCode, unknown.statusCode, wrongHash.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.body).toBe(subscribed.body);
    expect(wrongHash.body).toBe(subscribed.body);
    // Nor through subscribe's option "unsubscribe".
    const viaSubscribe = await t.api("POST", "/newsletter/subscribe", { body: { email: "victim@example.com", option: "unsubscribe", storefrontUrl: STOREFRONT_URL } });
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
    expect((await t.api("POST", "/newsletter/unsubscribe", { token, body: { email: "neighbour@example.com" } })).statusCode).toBe(200);
    expect(await status("neighbour@example.com")).toBe("optIn");
    expect((await t.api("POST", "/newsletter/unsubscribe", { token, body: { email: "owner@example.com" } })).statusCode).toBe(200);
    expect(await status("owner@example.com")).toBe("optOut");
  });
});
