import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { DE, MR, PL, signUp } from "./customer.test-helpers.js";

/**
 * change-profile and address create/update are exactly as strict as Shopware's ChangeCustomerProfileRoute and
 * UpsertAddressRoute with the CustomerProfileValidationFactory / AddressValidationFactory definitions and the
 * entity field lengths (CustomerDefinition, CustomerAddressDefinition).
 */
let t: TestApp;
let token: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ token, id: customerId } = await signUp(t, "profile-rules@example.com"));
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
const profile = (body: Record<string, unknown>) =>
  t.api("POST", "/account/change-profile", {
    token,
    body: { salutationId: MR, firstName: "Anna", lastName: "Nowak", ...body },
  });
const pointers = (response: { json: () => unknown }) =>
  ((response.json() as { errors?: Json[] }).errors ?? []).map((e) => [e.source?.pointer, e.code]);
const customerRow = async () =>
  (await sql<Json>`SELECT * FROM customer WHERE id = ${customerId}`.execute(t.db)).rows[0];

describe("change-profile", () => {
  it("accepts the vue-demo-store's body (empty title, no accountType) and keeps the account type", async () => {
    const response = await profile({ firstName: "Max", lastName: "Mustermann", title: "" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await customerRow()).account_type).toBe("private");
  });

  it("an empty accountType is no accountType; a private profile ignores vatIds of any shape", async () => {
    for (const body of [
      { accountType: "" },
      { accountType: "private", vatIds: [null] },
      { vatIds: "DE1" },
      { vatIds: [5, null] },
    ]) {
      const response = await profile(body);
      expect(response.statusCode, `${JSON.stringify(body)}: ${response.body}`).toBe(200);
    }
  });

  it("a business profile drops empty VAT ids and checks the rest against the billing country", async () => {
    const ok = await profile({ accountType: "business", company: "ACME", vatIds: [null, "", "DE123456789"] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(JSON.parse((await customerRow()).vat_ids)).toEqual(["DE123456789"]);
    const wrong = await profile({ accountType: "business", company: "ACME", vatIds: ["de123456789"] });
    expect(pointers(wrong)).toContainEqual(["/vatIds/0", "VIOLATION::VAT_ID_FORMAT_NOT_CORRECT"]);
    const notList = await profile({ accountType: "business", company: "ACME", vatIds: "DE123456789" });
    expect(pointers(notList)).toContainEqual(["/vatIds", "VIOLATION::INVALID_TYPE_ERROR"]);
    await profile({ accountType: "private" });
  });

  it("a title longer than CustomerDefinition::MAX_LENGTH_TITLE (100) is TOO_LONG_ERROR", async () => {
    expect(pointers(await profile({ title: "x".repeat(101) }))).toContainEqual(["/title", "VIOLATION::TOO_LONG_ERROR"]);
    expect((await profile({ title: "x".repeat(100) })).statusCode).toBe(200);
  });

  it("birthday parts of another type are no type error, and custom fields are not stored", async () => {
    const response = await profile({ birthdayDay: true, birthdayMonth: [], customFields: { vip: true } });
    expect(response.statusCode, response.body).toBe(200);
    expect((await customerRow()).custom_fields ?? null).toBeNull();
  });
});

describe("address create/update", () => {
  const address = (overrides: Record<string, unknown> = {}) => ({
    firstName: "Ewa",
    lastName: "Kowalska",
    street: "ul. Polna 3",
    zipcode: "31-100",
    city: "Kraków",
    countryId: PL,
    ...overrides,
  });
  const create = (body: unknown) => t.api("POST", "/account/address", { token, body });

  it.each([
    ["firstName", 50],
    ["lastName", 60],
    ["title", 100],
    ["phoneNumber", 40],
  ])("%s is at most %i characters (CustomerAddressDefinition)", async (field, max) => {
    expect((await create(address({ [field]: "x".repeat(max) }))).statusCode).toBe(200);
    expect(pointers(await create(address({ [field]: "x".repeat(max + 1) })))).toContainEqual([
      `/${field}`,
      "VIOLATION::TOO_LONG_ERROR",
    ]);
  });

  it("a business address needs a company (showAccountTypeSelection is on)", async () => {
    expect(pointers(await create(address({ accountType: "business" })))).toContainEqual([
      "/company",
      "VIOLATION::IS_BLANK_ERROR",
    ]);
    expect((await create(address({ accountType: "business", company: "ACME" }))).statusCode).toBe(200);
  });

  it("custom fields of another shape are no type error and are not stored", async () => {
    const response = await create(address({ customFields: "x" }));
    expect(response.statusCode, response.body).toBe(200);
    const stored = await create(address({ customFields: { vip: true } }));
    expect(stored.json().customFields ?? null).toBeNull();
  });

  it("registration applies the address lengths to the billing address (names come from the top)", async () => {
    const response = await t.api("POST", "/account/register", {
      body: {
        email: "long-name@example.com",
        password: "secret123",
        firstName: "x".repeat(51),
        lastName: "Nowak",
        storefrontUrl: "http://localhost:3000",
        billingAddress: { street: "a 1", zipcode: "10115", city: "Berlin", countryId: DE },
      },
    });
    expect(pointers(response)).toContainEqual(["/billingAddress/firstName", "VIOLATION::TOO_LONG_ERROR"]);
  });
});
