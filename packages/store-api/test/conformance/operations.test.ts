import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers.js";
import { contentCases } from "./cases/content.js";
import { errorCases } from "./cases/errors.js";
import { productCases } from "./cases/product.js";
import { referenceCases } from "./cases/reference.js";
import { expectConformant, expectEnvelope, send, type Json, type OperationCases } from "./conformance.js";
import { Fixtures } from "./fixtures.js";
import { storeApiSchema } from "./schema.js";

// Every read operation of the catalogue milestone, called in realistic variants against the seeded demo shop; each
// 2xx body must validate against the response schema of @shopware/api-client, each 4xx must be a proper envelope.

/** The operations the backend serves for the catalogue (issue 2); the table below must cover each of them. */
const CATALOGUE_OPERATIONS = [
  "readContext",
  "updateContext",
  "readLanguages",
  "readCurrency",
  "readCountry",
  "readCountryState",
  "readSalutation",
  "readPaymentMethod",
  "readShippingMethod",
  "readCategoryList",
  "readCategory",
  "readNavigation",
  "readProduct",
  "readProductDetail",
  "searchProductVariantIds",
  "readProductCrossSellings",
  "readProductListing",
  "searchPage",
  "searchSuggest",
  "readProductReviews",
  "readSeoUrl",
  "readLandingPage",
  "readCms",
  "readMedia",
  "readSitemap",
  "getSitemapFile",
  "getCustomerGroupRegistrationInfo",
];

const table: OperationCases[] = [...referenceCases, ...contentCases, ...productCases];

let t: TestApp;
let f: Fixtures;
beforeAll(async () => {
  t = await createTestApp();
  f = new Fixtures(t);
});
afterAll(async () => t.close());

describe("conformance table", () => {
  it("covers every catalogue operation with at least one case, each documented in the schema", () => {
    expect(table.map((entry) => entry.operationId).sort()).toEqual([...CATALOGUE_OPERATIONS].sort());
    for (const entry of table) {
      expect(storeApiSchema().operation(entry.operationId).operationId).toBe(entry.operationId);
      expect(entry.cases.length, entry.operationId).toBeGreaterThan(0);
    }
  });
});

for (const entry of table) {
  describe(entry.operationId, () => {
    // An operation the table marks as not yet built shows as todo with the table's reason (none is marked today).
    if (entry.todo) {
      for (const variant of entry.cases) it.todo(`${variant.name} — ${entry.todo}`);
      return;
    }
    for (const variant of entry.cases) {
      it(variant.name, async () => {
        const response = await send(t, entry.operationId, await variant.request(f));
        const body = expectConformant(entry.operationId, response, {
          status: variant.status ?? 200,
          partial: variant.partial,
        });
        await variant.check?.(body as Json, f, response);
      });
    }
  });
}

describe("error envelopes", () => {
  for (const error of errorCases) {
    it(`${error.operationId}: ${error.name} → ${error.status} ${error.code}`, async () => {
      expectEnvelope(await send(t, error.operationId, await error.request(f)), error.status, error.code);
    });
  }
});
