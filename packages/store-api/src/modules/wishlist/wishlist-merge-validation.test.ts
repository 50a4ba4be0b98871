import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { customerSession } from "./customer-session.testkit.js";

/**
 * POST /customer/wishlist/merge as MergeWishlistProductRoute::buildUpsertProducts reads productIds: a list (or a
 * PHP array given as object) of ids, empty entries dropped; anything else is CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("wishlist merge", () => {
  it("a single id that is not in a list is a missing productIds parameter; an object of ids is a list", async () => {
    const { token } = await customerSession(t);
    const products = (
      (await t.api("POST", "/product", { body: { limit: 2 } })).json() as { elements: { id: string }[] }
    ).elements;
    const scalar = await t.api("POST", "/customer/wishlist/merge", { token, body: { productIds: products[0].id } });
    expect(scalar.statusCode).toBe(400);
    expect(scalar.json().errors[0].code).toBe("CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING");
    const object = await t.api("POST", "/customer/wishlist/merge", {
      token,
      body: { productIds: { a: products[0].id, b: null, c: "" } },
    });
    expect(object.statusCode, object.body).toBe(200);
    const list = (await t.api("POST", "/customer/wishlist", { token, body: {} })).json() as {
      products: { elements: { id: string }[] };
    };
    expect(list.products.elements.map((p) => p.id)).toContain(products[0].id);
  });
});
