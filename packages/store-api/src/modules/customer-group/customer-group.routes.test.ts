import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContentFixtures, CONTENT } from "../../../test/content-fixtures.js";
import { storeApiSchema } from "../../../test/conformance/schema.js";
import { createTestApp, firstError, LANGUAGE, type TestApp } from "../../../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addContentFixtures(t.db);
});
afterAll(async () => t.close());

describe("GET /customer-group-registration/config/{customerGroupId}", () => {
  it("answers a group whose registration is open, translated", async () => {
    const response = await t.api("GET", `/customer-group-registration/config/${CONTENT.registrationGroup}`, { headers: { "sw-language-id": LANGUAGE.de } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(storeApiSchema().validate("getCustomerGroupRegistrationInfo", "200", body).errors).toEqual([]);
    expect(body).toMatchObject({ id: CONTENT.registrationGroup, apiAlias: "customer_group", registrationActive: true, registrationOnlyCompanyRegistration: true, registrationTitle: "Trade account (de)", translated: { name: "Trade (de)" } });
  });

  it("answers 404 for closed and unknown groups, 400 for malformed ids", async () => {
    for (const id of [CONTENT.closedGroup, "b".repeat(32)]) {
      const response = await t.api("GET", `/customer-group-registration/config/${id}`);
      expect(response.statusCode).toBe(404);
      expect(firstError(response)).toMatchObject({ code: "CHECKOUT__CUSTOMER_GROUP_REGISTRATION_NOT_FOUND", meta: { parameters: { customerGroupId: id } } });
    }
    const malformed = await t.api("GET", "/customer-group-registration/config/b2b");
    expect(malformed.statusCode).toBe(400);
    expect(firstError(malformed).code).toBe("FRAMEWORK__INVALID_UUID");
  });
});
