import { describe, expect, it, vi } from "vitest";
import type { StoreApi } from "../../.server/store-api.server";
import { LOCALES } from "../../lib/i18n";
import { sendContact } from "./contact.server";

const VALUES = {
  firstName: "Jana",
  lastName: "Nowak",
  email: "jana@example.com",
  phone: "",
  subject: "Hello",
  comment: "A question",
};

// A unit test of this module only: the Store API client is a recording stand-in.
function fakeApi(salutations: { id: string; salutationKey: string }[]) {
  const calls: { operation: string; body: unknown }[] = [];
  const invoke = vi.fn(async (operation: string, params: { body?: unknown }) => {
    calls.push({ operation, body: params.body });
    if (operation.startsWith("readSalutation")) return { data: { elements: salutations } };
    return { data: { individualSuccessMessage: "" } };
  });
  const api = { locale: LOCALES[0], hasSession: false, client: { invoke } } as unknown as StoreApi;
  return { api, calls };
}

describe("sendContact", () => {
  it("sends the salutation Shopware's contact form requires: 'not specified'", async () => {
    const { api, calls } = fakeApi([
      { id: "m".repeat(32), salutationKey: "mr" },
      { id: "n".repeat(32), salutationKey: "not_specified" },
    ]);
    expect((await sendContact(api, VALUES)).ok).toBe(true);
    const sent = calls.find((call) => call.operation === "sendContactMail post /contact-form");
    expect(sent?.body).toEqual({
      salutationId: "n".repeat(32),
      email: "jana@example.com",
      subject: "Hello",
      comment: "A question",
      firstName: "Jana",
      lastName: "Nowak",
    });
  });

  it("falls back to the shop's first salutation when it has no 'not specified'", async () => {
    const { api, calls } = fakeApi([{ id: "m".repeat(32), salutationKey: "mr" }]);
    await sendContact(api, VALUES);
    expect(calls.find((call) => call.operation.startsWith("sendContactMail"))?.body).toMatchObject({
      salutationId: "m".repeat(32),
    });
  });
});
