import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STOREFRONT_URL, type TestApp } from "../../../test/helpers.js";
import { customerSession, ipSequence, postFrom } from "../wishlist/customer-session.testkit.js";

/**
 * The newsletter and contact forms are as strict as Shopware's NewsletterSubscribeRoute::getOptInValidator and
 * ContactFormValidationFactory: optional fields may be null, first/last name are required in contact forms only
 * when the shop says so (core.basicInformation.*FieldRequired, off by default), custom fields are kept only when
 * a custom field allows customer writes (none here).
 */
let t: TestApp;
const nextIp = ipSequence("10.7.0");
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
const pointers = (response: { json: () => unknown }) =>
  ((response.json() as { errors?: Json[] }).errors ?? []).map((e) => [e.source?.pointer, e.code]);

describe("newsletter subscribe", () => {
  it("takes null for the optional fields and stores no custom fields", async () => {
    const response = await postFrom(
      t,
      "/newsletter/subscribe",
      {
        email: "nulls@example.com",
        option: "subscribe",
        storefrontUrl: STOREFRONT_URL,
        firstName: null,
        lastName: null,
        title: null,
        zipCode: null,
        city: null,
        street: null,
        salutationId: null,
        customFields: { vip: true },
      },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db
      .selectFrom("newsletter_recipient")
      .select("custom_fields")
      .where("email", "=", "nulls@example.com")
      .executeTakeFirstOrThrow();
    expect(row.custom_fields ?? null).toBeNull();
  });
});

describe("contact form", () => {
  const form = (body: Record<string, unknown>) =>
    postFrom(
      t,
      "/contact-form",
      {
        email: "ask@example.com",
        subject: "Hello",
        comment: "A question",
        firstName: "Ada",
        lastName: "Lovelace",
        ...body,
      },
      { ip: nextIp() },
    );

  it("takes null for the optional fields", async () => {
    const response = await form({ phone: null, salutationId: null, navigationId: null, slotId: null });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("names are required only when the shop asks for them (Shopware's default: not required)", async () => {
    // This shop asks for them (seeded).
    expect(pointers(await form({ firstName: "", lastName: "" }))).toEqual(
      expect.arrayContaining([
        ["/firstName", "VIOLATION::IS_BLANK_ERROR"],
        ["/lastName", "VIOLATION::IS_BLANK_ERROR"],
      ]),
    );
    await t.db
      .deleteFrom("system_config")
      .where("key", "in", [
        "core.basicInformation.firstNameFieldRequired",
        "core.basicInformation.lastNameFieldRequired",
      ])
      .execute();
    const response = await form({ firstName: undefined, lastName: undefined });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("product review (ProductReviewSaveRoute::validate)", () => {
  const CONTENT = "A review long enough to pass the forty character minimum.";
  const productId = async () => {
    const result = (
      await t.api("POST", "/product", {
        body: { limit: 5, filter: [{ type: "equals", field: "parentId", value: null }] },
      })
    ).json() as { elements: { id: string }[] };
    return result.elements;
  };

  it("a name given empty is IS_BLANK_ERROR (only a missing name falls back to the customer's first name)", async () => {
    const { token } = await customerSession(t, { firstName: "Rosa" });
    const [first] = await productId();
    const response = await t.api("POST", `/product/${first.id}/review`, {
      token,
      body: { title: "Lovely mug", content: CONTENT, points: 4, name: "" },
    });
    expect(pointers(response)).toContainEqual(["/name", "VIOLATION::IS_BLANK_ERROR"]);
  });

  it("the e-mail is stored as given, without a format check, and null optional fields are no type error", async () => {
    const { token } = await customerSession(t, { firstName: "Rosa" });
    const [, second] = await productId();
    const response = await t.api("POST", `/product/${second.id}/review`, {
      token,
      body: { title: "Lovely mug", content: CONTENT, points: 4, email: "not-an-email", lastName: null, id: null },
    });
    expect(response.statusCode, response.body).toBe(204);
  });
});
