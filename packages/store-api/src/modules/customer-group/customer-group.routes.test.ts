import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRADE_GROUP, TRADE_GROUP_ID, REGISTRATION_ROUTE } from "../../../seed/customer-groups.js";
import { CUSTOMER_GROUP_ID } from "../../../seed/reference.js";
import { addContentFixtures, CONTENT } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { anonymous, DE, registerBody, tokenOf } from "../customer/customer.test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addContentFixtures(t.db);
});
afterAll(async () => t.close());

// Shopware: Checkout/Customer/SalesChannel/CustomerGroupRegistrationSettingsRoute.php
describe("GET /customer-group-registration/config/{customerGroupId}", () => {
  it("answers a group whose registration is open, translated", async () => {
    const response = await t.api("GET", `/customer-group-registration/config/${CONTENT.registrationGroup}`, {
      headers: { "sw-language-id": LANGUAGE.de },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(storeApiSchema().validate("getCustomerGroupRegistrationInfo", "200", body).errors).toEqual([]);
    expect(body).toMatchObject({
      id: CONTENT.registrationGroup,
      apiAlias: "customer_group",
      registrationActive: true,
      registrationOnlyCompanyRegistration: true,
      registrationTitle: "Trade account (de)",
      translated: { name: "Trade (de)" },
    });
  });

  it("answers 404 for closed and unknown groups and for groups open in no channel of this key, 400 for malformed ids", async () => {
    for (const id of [CONTENT.closedGroup, CONTENT.otherChannelGroup, "b".repeat(32), CUSTOMER_GROUP_ID]) {
      const response = await t.api("GET", `/customer-group-registration/config/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(firstError(response)).toMatchObject({
        code: "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND",
        meta: { parameters: { customerGroupId: id } },
      });
    }
    const malformed = await t.api("GET", "/customer-group-registration/config/b2b");
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });

  it("answers the seeded trade group in every language with its registration texts", async () => {
    for (const [code, languageId] of [
      ["en-GB", LANGUAGE.en],
      ["pl-PL", LANGUAGE.pl],
      ["de-DE", LANGUAGE.de],
    ] as const) {
      const response = await t.api("GET", `/customer-group-registration/config/${TRADE_GROUP_ID}`, {
        headers: { "sw-language-id": languageId },
      });
      expect(response.statusCode, code).toBe(200);
      expect(response.json()).toMatchObject({
        id: TRADE_GROUP_ID,
        registrationActive: true,
        registrationOnlyCompanyRegistration: true,
        translated: {
          name: TRADE_GROUP.name[code],
          registrationTitle: TRADE_GROUP.registrationTitle[code],
          registrationIntroduction: TRADE_GROUP.registrationIntroduction[code],
          registrationSeoMetaDescription: TRADE_GROUP.registrationSeoMetaDescription[code],
        },
      });
    }
  });

  it("reaches the seeded trade group's registration page through a canonical SEO URL per language", async () => {
    const paths = new Set<string>();
    for (const languageId of Object.values(LANGUAGE)) {
      const response = await t.api("POST", "/seo-url", {
        headers: { "sw-language-id": languageId },
        body: {
          filter: [
            { type: "equals", field: "routeName", value: REGISTRATION_ROUTE },
            { type: "equals", field: "foreignKey", value: TRADE_GROUP_ID },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
      const [url] = (response.json() as { elements: { seoPathInfo: string; pathInfo: string; isCanonical: boolean }[] })
        .elements;
      expect(url).toMatchObject({ pathInfo: `/customer-group-registration/${TRADE_GROUP_ID}`, isCanonical: true });
      paths.add(url.seoPathInfo);
    }
    expect([...paths].sort()).toEqual(["haendlerkonto", "konto-firmowe", "trade-account"]);
  });
});

// Shopware: Checkout/Customer/SalesChannel/RegisterRoute.php (mapCustomerData: groupId stays the context's group,
// requestedGroupId is stored; getCustomerCreateValidationDefinition: EntityExists over registrationSalesChannels).
describe("POST /account/register with requestedGroupId", () => {
  const business = (email: string, requestedGroupId: unknown) =>
    registerBody(email, {
      accountType: "business",
      requestedGroupId,
      billingAddress: {
        street: "Hauptstraße 1",
        zipcode: "10115",
        city: "Berlin",
        countryId: DE,
        company: "Nowak GmbH",
      },
    });

  it("keeps the customer in the channel's default group and records the requested group", async () => {
    const response = await t.api("POST", "/account/register", {
      body: business("trade@example.com", TRADE_GROUP_ID),
      token: await anonymous(t),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      groupId: CUSTOMER_GROUP_ID,
      requestedGroupId: TRADE_GROUP_ID,
      accountType: "business",
      company: "Nowak GmbH",
    });
    const row = await t.db
      .selectFrom("customer")
      .select(["group_id", "requested_group_id"])
      .where("email", "=", "trade@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ group_id: CUSTOMER_GROUP_ID, requested_group_id: TRADE_GROUP_ID });
    // The context of the new session still prices for the default group until the request is accepted.
    const context = await t.api("GET", "/context", { token: tokenOf(response) });
    expect(context.json()).toMatchObject({ currentCustomerGroup: { id: CUSTOMER_GROUP_ID } });
  });

  it("refuses a group that does not exist or is open in no channel of this key, in Shopware's violation envelope", async () => {
    for (const [i, id] of [CONTENT.otherChannelGroup, "c".repeat(32)].entries()) {
      const response = await t.api("POST", "/account/register", {
        body: business(`trade-refused-${i}@example.com`, id),
        token: await anonymous(t),
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(firstError(response)).toMatchObject({
        code: "VIOLATION::ENTITY_DOES_NOT_EXISTS",
        source: { pointer: "/requestedGroupId" },
      });
    }
    expect(await t.db.selectFrom("customer").select("id").where("email", "like", "trade-refused-%").execute()).toEqual(
      [],
    );
  });

  it("registers without a requested group as before (requestedGroupId null)", async () => {
    const response = await t.api("POST", "/account/register", {
      body: registerBody("plain@example.com"),
      token: await anonymous(t),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ groupId: CUSTOMER_GROUP_ID, requestedGroupId: null });
  });
});
