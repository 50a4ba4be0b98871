import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor } from "../../../seed/ids.js";
import { DEMO_CUSTOMER_ID, DEMO_WISHLIST_PRODUCT_KEYS } from "../../../seed/demo-engagement.js";
import { SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { saveContext } from "../context/context.repository.js";
import { setSystemConfig } from "../mail/system-config.js";
import { customerSession } from "./customer-session.testkit.js";
import { deleteWishlistsOf } from "./wishlist.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t.close());

interface WishlistBody {
  wishlist: { id: string; customerId: string; salesChannelId: string; apiAlias: string };
  products: {
    total: number;
    page: number;
    limit: number;
    elements: { id: string; calculatedPrice: { unitPrice: number } }[];
    apiAlias: string;
  };
  apiAlias: string;
}

const read = async (token: string, body: unknown = {}) => t.api("POST", "/customer/wishlist", { token, body });
const ids = async (token: string, body: unknown = {}) =>
  ((await read(token, body)).json() as WishlistBody).products.elements.map((p) => p.id);

describe("wishlist", () => {
  it("404 CHECKOUT__WISHLIST_NOT_FOUND before the first product; add creates it; newest first with calculated prices", async () => {
    const { token, customerId } = await customerSession(t);
    const empty = await read(token);
    expect(empty.statusCode).toBe(404);
    expect(firstError(empty).code).toBe("CHECKOUT__WISHLIST_NOT_FOUND");

    for (const productId of [FX.alpha, FX.charlie, FX.juliet]) {
      const added = await t.api("POST", `/customer/wishlist/add/${productId}`, { token });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ success: true });
    }
    const response = await read(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as WishlistBody;
    expect(body.apiAlias).toBe("wishlist_products");
    expect(body.wishlist).toMatchObject({
      customerId,
      salesChannelId: SALES_CHANNEL_ID,
      apiAlias: "customer_wishlist",
    });
    expect(body.products).toMatchObject({ total: 3, page: 1, limit: 15 });
    expect(body.products.elements.map((p) => p.id)).toEqual([FX.juliet, FX.charlie, FX.alpha]);
    expect(body.products.elements[2].calculatedPrice.unitPrice).toBe(19.99);

    // Criteria apply: paging and the caller's sort.
    expect(await ids(token, { limit: 2, page: 2 })).toEqual([FX.alpha]);
    expect(await ids(token, { sort: [{ field: "name", order: "ASC" }] })).toEqual([FX.alpha, FX.charlie, FX.juliet]);
    expect((await t.api("GET", "/customer/wishlist?limit=1&total-count-mode=exact", { token })).json()).toMatchObject({
      products: { total: 3, limit: 1 },
    });
  });

  it("refuses duplicates, invisible and unknown products, bad ids", async () => {
    const { token } = await customerSession(t);
    await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token });
    const duplicate = await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token });
    expect(duplicate.statusCode).toBe(400);
    expect(firstError(duplicate).code).toBe("CHECKOUT__DUPLICATE_WISHLIST_PRODUCT");
    for (const productId of [FX.foxtrot, "f".repeat(32)]) {
      const missing = await t.api("POST", `/customer/wishlist/add/${productId}`, { token });
      expect(missing.statusCode).toBe(404);
      expect(firstError(missing).code).toBe("CONTENT__PRODUCT_NOT_FOUND");
    }
    const bad = await t.api("POST", "/customer/wishlist/add/not-a-uuid", { token });
    expect(bad.statusCode).toBe(400);
    expect(firstError(bad).code).toBe("FRAMEWORK__INVALID_UUID");
  });

  it("deletes entries; 404 for a product not on the list and for a customer without a wishlist", async () => {
    const { token } = await customerSession(t);
    const none = await t.api("DELETE", `/customer/wishlist/delete/${FX.alpha}`, { token });
    expect(none.statusCode).toBe(404);
    expect(firstError(none).code).toBe("CHECKOUT__WISHLIST_NOT_FOUND");
    await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token });
    const notOnList = await t.api("DELETE", `/customer/wishlist/delete/${FX.charlie}`, { token });
    expect(notOnList.statusCode).toBe(404);
    expect(firstError(notOnList).code).toBe("CHECKOUT__WISHLIST_PRODUCT_NOT_FOUND");
    const removed = await t.api("DELETE", `/customer/wishlist/delete/${FX.alpha}`, { token });
    expect(removed.statusCode).toBe(200);
    expect(await ids(token)).toEqual([]);
  });

  it("merges a local list: visible products added, known ones moved to the top, duplicates and junk ignored", async () => {
    const { token } = await customerSession(t);
    await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token });
    await t.api("POST", `/customer/wishlist/add/${FX.charlie}`, { token });
    const merged = await t.api("POST", "/customer/wishlist/merge", {
      token,
      body: { productIds: [FX.juliet, FX.alpha, FX.foxtrot, "junk", FX.juliet] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(await ids(token)).toEqual([FX.alpha, FX.juliet, FX.charlie]);
    const missing = await t.api("POST", "/customer/wishlist/merge", { token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(firstError(missing).code).toBe("CHECKOUT__PRODUCT_IDS_PARAMETER_IS_MISSING");
  });

  it("leaves sold-out closeouts out when core.listing.hideCloseoutProductsWhenOutOfStock is on", async () => {
    const { token } = await customerSession(t);
    await t.api("POST", "/customer/wishlist/merge", { token, body: { productIds: [FX.bravoRedS, FX.india] } });
    expect((await ids(token)).sort()).toEqual([FX.bravoRedS, FX.india].sort());
    await setSystemConfig(t.db, "core.listing.hideCloseoutProductsWhenOutOfStock", true);
    try {
      expect(await ids(token)).toEqual([FX.india]);
    } finally {
      await setSystemConfig(t.db, "core.listing.hideCloseoutProductsWhenOutOfStock", false);
    }
  });

  it("403 for anonymous visitors and guests (CHECKOUT__CUSTOMER_NOT_LOGGED_IN) and when the feature is off (CHECKOUT__WISHLIST_IS_NOT_ACTIVATED)", async () => {
    for (const [method, path] of [
      ["POST", "/customer/wishlist"],
      ["POST", `/customer/wishlist/add/${FX.alpha}`],
      ["DELETE", `/customer/wishlist/delete/${FX.alpha}`],
      ["POST", "/customer/wishlist/merge"],
    ] as const) {
      const anonymous = await t.api(method, path, method === "POST" ? { body: {} } : {});
      expect(anonymous.statusCode, path).toBe(403);
      expect(firstError(anonymous).code).toBe("CHECKOUT__CUSTOMER_NOT_LOGGED_IN");
    }
    const guest = await customerSession(t, { guest: true });
    expect((await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token: guest.token })).statusCode).toBe(403);
    const { token } = await customerSession(t);
    await setSystemConfig(t.db, "core.cart.wishlistEnabled", false);
    try {
      const off = await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token });
      expect(off.statusCode).toBe(403);
      expect(firstError(off).code).toBe("CHECKOUT__WISHLIST_IS_NOT_ACTIVATED");
    } finally {
      await setSystemConfig(t.db, "core.cart.wishlistEnabled", true);
    }
  });

  it("deleteWishlistsOf removes a customer's wishlist and entries (account deletion), nobody else's", async () => {
    const leaving = await customerSession(t);
    const staying = await customerSession(t);
    for (const s of [leaving, staying]) await t.api("POST", `/customer/wishlist/add/${FX.alpha}`, { token: s.token });
    await deleteWishlistsOf(t.db, leaving.customerId);
    expect(
      await t.db.selectFrom("customer_wishlist").select("id").where("customer_id", "=", leaving.customerId).execute(),
    ).toHaveLength(0);
    expect(await ids(staying.token)).toEqual([FX.alpha]);
  });

  it("the seeded demo wishlist holds visible catalogue products, newest first", async () => {
    const exists = await t.db.selectFrom("customer").select("id").where("id", "=", DEMO_CUSTOMER_ID).executeTakeFirst();
    if (!exists) return; // The demo customer itself is seeded by demo-customer.ts (customer module).
    const token = "demo-wishlist-token-".padEnd(32, "0");
    await saveContext(t.db, token, SALES_CHANNEL_ID, { customerId: DEMO_CUSTOMER_ID });
    expect(await ids(token)).toEqual(DEMO_WISHLIST_PRODUCT_KEYS.map((key) => idFor(key)));
  });
});
