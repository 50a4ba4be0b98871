import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import { anonymous, DE, PL, signUp } from "./customer.test-helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// biome-ignore lint/suspicious/noExplicitAny: response bodies read in tests
type Json = Record<string, any>;
const address = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Ewa",
  lastName: "Kowalska",
  street: "ul. Polna 3",
  zipcode: "31-100",
  city: "Kraków",
  countryId: PL,
  ...overrides,
});
const create = (token: string, body: unknown) => t.api("POST", "/account/address", { token, body });
const list = async (token: string, body: unknown = {}) =>
  (await t.api("POST", "/account/list-address", { token, body })).json() as Json;

describe("addresses", () => {
  it("lists, creates and updates the customer's addresses with country, state and salutation", async () => {
    const { token, id } = await signUp(t, "addr@example.com");
    const created = await create(token, address({ countryStateId: "" }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      customerId: id,
      city: "Kraków",
      countryStateId: null,
      country: { iso: "PL" },
      apiAlias: "customer_address",
    });
    const listed = await list(token);
    expect(listed).toMatchObject({ entity: "customer_address", total: 2, apiAlias: "dal_entity_search_result" });
    expect(listed.elements.map((a: Json) => a.country.iso).sort()).toEqual(["DE", "PL"]);

    const updated = await t.api("PATCH", `/account/address/${created.json().id}`, {
      token,
      body: address({ city: "Gdańsk", zipcode: "80-001" }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: created.json().id, city: "Gdańsk" });
    expect((await t.api("GET", "/account/list-address", { token })).json().total).toBe(2);
  });

  it("answers blank fields with IS_BLANK_ERROR violations per field and checks country rules", async () => {
    const { token } = await signUp(t, "addr-blank@example.com");
    const blank = await create(token, { firstName: "", countryId: DE });
    expect(blank.statusCode).toBe(400);
    const pointers = (blank.json().errors as Json[]).map((e) => [e.source.pointer, e.code, e.detail]);
    for (const field of ["/firstName", "/lastName", "/street", "/city", "/zipcode"])
      expect(pointers).toContainEqual([field, "VIOLATION::IS_BLANK_ERROR", "This value should not be blank."]);
    expect(firstError(await create(token, address({ countryId: "" }))).source?.pointer).toBe("/countryId");
    expect(firstError(await create(token, address({ zipcode: "1234" }))).code).toBe("VIOLATION::ZIP_CODE_INVALID");
    expect(firstError(await create(token, address({ countryStateId: "c".repeat(32) }))).source?.pointer).toBe(
      "/countryStateId",
    );
    expect(firstError(await create(token, address({ salutationId: "c".repeat(32) }))).source?.pointer).toBe(
      "/salutationId",
    );
    expect((await create(token, address({ firstName: 5 }))).statusCode).toBe(400);
  });

  it("sets default billing and shipping addresses; defaults and the session's address cannot be deleted", async () => {
    const { token } = await signUp(t, "addr-default@example.com");
    const second = (await create(token, address())).json().id as string;
    const third = (await create(token, address({ city: "Łódź", zipcode: "90-001" }))).json().id as string;
    expect((await t.api("PATCH", `/account/address/default-shipping/${second}`, { token })).statusCode).toBe(204);
    expect((await t.api("PATCH", `/account/address/default-billing/${second}`, { token })).statusCode).toBe(204);
    const customer = (await t.api("POST", "/account/customer", { token })).json();
    expect(customer).toMatchObject({
      defaultBillingAddressId: second,
      defaultShippingAddressId: second,
      activeShippingAddress: { id: second },
    });
    expect((await t.api("GET", "/context", { token })).json().shippingLocation.country.iso).toBe("PL");

    const isDefault = await t.api("DELETE", `/account/address/${second}`, { token });
    expect(isDefault.statusCode).toBe(400);
    expect(firstError(isDefault).code).toBe("CHECKOUT__CUSTOMER_ADDRESS_IS_DEFAULT");
    await t.api("PATCH", "/context", { token, body: { billingAddressId: third } });
    expect(firstError(await t.api("DELETE", `/account/address/${third}`, { token })).code).toBe(
      "CHECKOUT__CUSTOMER_ADDRESS_IS_ACTIVE",
    );
    const firstId = (await list(token)).elements.find((a: Json) => a.id !== second && a.id !== third).id as string;
    expect((await t.api("DELETE", `/account/address/${firstId}`, { token })).statusCode).toBe(204);
    expect((await list(token)).total).toBe(2);
  });

  it("requires a session", async () => {
    const token = await anonymous(t);
    expect(firstError(await t.api("POST", "/account/list-address", { token })).code).toBe(
      "CHECKOUT__CUSTOMER_NOT_LOGGED_IN",
    );
    expect(firstError(await create(token, address())).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
  });
});
