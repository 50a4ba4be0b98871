import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { ACCESS_KEY, createTestApp, firstError, type TestApp } from "../../../test/helpers.js";
import { testConfig } from "../../config.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { promotionItemId } from "./cart-input.js";
import { mergeCartsOnLogin } from "./cart.service.js";

// biome-ignore lint/suspicious/noExplicitAny: test bodies are free-form JSON
type Json = Record<string, any>;

let t: TestApp;
let n = 0;
const token = () => `carttoken${String(++n).padStart(23, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t?.close());

const add = (tok: string, items: unknown[]) =>
  t.api("POST", "/checkout/cart/line-item", { token: tok, body: { items } });
const product = (id: string, quantity = 1) => ({ id, referencedId: id, type: "product", quantity });
const cartRow = (tok: string) => t.db.selectFrom("cart").selectAll().where("token", "=", tok).executeTakeFirst();

describe("readCart / addLineItem / updateLineItem / removeLineItem", () => {
  it("an unknown token gets an empty, recalculated cart that is not stored", async () => {
    const tok = token();
    const response = await t.api("GET", "/checkout/cart", { token: tok });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token: tok,
      lineItems: [],
      errors: [],
      deliveries: [],
      price: { totalPrice: 0, positionPrice: 0, taxStatus: "gross", apiAlias: "cart_price" },
      apiAlias: "cart",
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(await cartRow(tok)).toBeUndefined();
  });

  it("adds a product with prices, a delivery with shipping costs, and a transaction; stores it under the token", async () => {
    const tok = token();
    const cart = (await add(tok, [product(FX.alpha, 2)])).json() as Json;
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]).toMatchObject({
      id: FX.alpha,
      referencedId: FX.alpha,
      type: "product",
      quantity: 2,
      label: "Fxalpha Linen Shirt",
      good: true,
      apiAlias: "cart_line_item",
    });
    expect(cart.lineItems[0].price).toMatchObject({
      unitPrice: 19.99,
      totalPrice: 39.98,
      apiAlias: "calculated_price",
    });
    // €39.98 < €50: Standard shipping €4.99
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(4.99);
    expect(cart.price).toMatchObject({ positionPrice: 39.98, totalPrice: 44.97 });
    expect(cart.transactions).toEqual([
      expect.objectContaining({ amount: expect.objectContaining({ totalPrice: 44.97 }) }),
    ]);
    expect(cart.errors).toEqual([]);
    expect(await cartRow(tok)).toBeTruthy();
    expect(cart.hash).toMatch(/^[0-9a-f]{64}$/);
    // Another token never sees it.
    expect(((await t.api("GET", "/checkout/cart", { token: token() })).json() as Json).lineItems).toEqual([]);
  });

  it("adding the same id sums quantities; PATCH sets the quantity; remove deletes the stored cart when empty", async () => {
    const tok = token();
    await add(tok, [product(FX.charlie, 2)]);
    expect(((await add(tok, [product(FX.charlie, 3)])).json() as Json).lineItems[0].quantity).toBe(5);
    const patched = (
      await t.api("PATCH", "/checkout/cart/line-item", {
        token: tok,
        body: { items: [{ id: FX.charlie, quantity: 7 }] },
      })
    ).json() as Json;
    expect(patched.lineItems[0].quantity).toBe(7);
    const removed = await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids: [FX.charlie] } });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Json).lineItems).toEqual([]);
    expect(await cartRow(tok)).toBeUndefined();
  });

  it("deprecated DELETE /checkout/cart/line-item?ids[]= and DELETE /checkout/cart", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha), product(FX.charlie)]);
    const response = await t.api("DELETE", `/checkout/cart/line-item?ids[]=${FX.alpha}`, { token: tok });
    expect(((response.json() as Json).lineItems as Json[]).map((i) => i.id)).toEqual([FX.charlie]);
    expect((await t.api("DELETE", "/checkout/cart", { token: tok })).statusCode).toBe(204);
    expect(await cartRow(tok)).toBeUndefined();
  });

  it("products stay removable and stackable whatever the request says", async () => {
    const tok = token();
    const cart = (await add(tok, [{ ...product(FX.alpha), removable: false, stackable: false }])).json() as Json;
    expect(cart.lineItems[0]).toMatchObject({ removable: true, stackable: true });
    expect(
      (
        (
          await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids: [FX.alpha] } })
        ).json() as Json
      ).lineItems,
    ).toEqual([]);
  });

  it("POST /checkout/cart honours includes", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha)]);
    const body = (
      await t.api("POST", "/checkout/cart", {
        token: tok,
        body: {
          includes: { cart: ["price", "lineItems"], cart_line_item: ["id", "quantity"], cart_price: ["totalPrice"] },
        },
      })
    ).json() as Json;
    expect(body).toEqual({
      price: { totalPrice: 24.98, apiAlias: "cart_price" },
      lineItems: [{ id: FX.alpha, quantity: 1, apiAlias: "cart_line_item" }],
      apiAlias: "cart",
    });
  });

  it("generates an id when missing (referencedId names the product)", async () => {
    const cart = (await add(token(), [{ referencedId: FX.charlie, type: "product" }])).json() as Json;
    expect(cart.lineItems[0]).toMatchObject({ referencedId: FX.charlie, quantity: 1 });
    expect(cart.lineItems[0].id).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe("automatic adjustments and cart errors through the API", () => {
  it("a closeout is clamped to its stock and step grid once (persistent product-stock-reached)", async () => {
    const tok = token();
    const cart = (await add(tok, [product(FX.india, 5)])).json() as Json;
    expect(cart.lineItems[0].quantity).toBe(3);
    expect(cart.errors[`product-stock-reached${FX.india}`]).toMatchObject({
      level: 10,
      messageKey: "product-stock-reached",
      parameters: { name: "Fxindia Sale Scarf", quantity: 3 },
      block: true,
    });
    expect(((await t.api("GET", "/checkout/cart", { token: tok })).json() as Json).errors).toEqual([]);
  });

  it("an inactive product is not added (product-not-found)", async () => {
    const tok = token();
    const cart = (await add(tok, [product(FX.foxtrot)])).json() as Json;
    expect(cart.lineItems).toEqual([]);
    expect(Object.keys(cart.errors)).toEqual([`product-not-found${FX.foxtrot}`]);
    expect(await cartRow(tok)).toBeUndefined();
  });

  it("a digital product has no delivery", async () => {
    const cart = (await add(token(), [product(FX.golf)])).json() as Json;
    expect(cart.lineItems[0].states).toEqual(["is-download"]);
    expect(cart.deliveries).toEqual([]);
    expect(cart.price.totalPrice).toBe(9.99);
  });
});

describe("line-item request errors (never a 500)", () => {
  it.each([0, -1, 1.5, "2", 1e20, true])(
    "quantity %s → 400 CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
    async (quantity) => {
      const response = await add(token(), [{ ...product(FX.alpha), quantity }]);
      expect(response.statusCode).toBe(400);
      expect(firstError(response)).toMatchObject({
        code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
        detail: "The quantity must be a positive integer.",
      });
    },
  );

  it.each([
    {
      name: "unknown type",
      item: { id: FX.alpha, type: "bundle" },
      status: 400,
      code: "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED",
    },
    { name: "missing type", item: { id: FX.alpha }, status: 400, code: "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED" },
    {
      name: "product with a price definition",
      item: { ...product(FX.alpha), priceDefinition: { type: "quantity", price: 1 } },
      status: 403,
      code: "CHECKOUT__INSUFFICIENT_PERMISSION",
    },
    {
      name: "custom line",
      item: { id: "c1", type: "custom", label: "x", priceDefinition: { type: "quantity", price: 1 } },
      status: 403,
      code: "CHECKOUT__INSUFFICIENT_PERMISSION",
    },
    {
      name: "credit line",
      item: { id: "c2", type: "credit", label: "x" },
      status: 403,
      code: "CHECKOUT__INSUFFICIENT_PERMISSION",
    },
    {
      name: "non-scalar payload",
      item: { ...product(FX.alpha), payload: { a: { b: 1 } } },
      status: 400,
      code: "VIOLATION::INVALID_TYPE_ERROR",
    },
  ])("$name → $status $code", async ({ item, status, code }) => {
    const response = await add(token(), [item]);
    expect(response.statusCode).toBe(status);
    expect(firstError(response).code).toBe(code);
  });

  it.each([
    { name: "no body", body: undefined },
    { name: "items not a list", body: { items: "x" } },
    { name: "empty items", body: { items: [] } },
    { name: "too many items", body: { items: Array.from({ length: 101 }, () => product(FX.alpha)) } },
    { name: "body is a list", body: [1, 2] },
  ])("$name → 400 envelope", async ({ body }) => {
    const response = await t.api("POST", "/checkout/cart/line-item", { token: token(), body });
    expect(response.statusCode).toBe(400);
    expect(firstError(response).code).toEqual(expect.any(String));
  });

  it("a huge body is refused with an envelope (413), huge strings with a 400", async () => {
    const huge = await add(token(), [{ ...product(FX.alpha), label: "x".repeat(2_000_000) }]);
    expect([400, 413]).toContain(huge.statusCode);
    expect(firstError(huge).code).toEqual(expect.any(String));
    const longId = await add(token(), [{ ...product(FX.alpha), id: "a".repeat(300) }]);
    expect(longId.statusCode).toBe(400);
    const longPayload = await add(token(), [{ ...product(FX.alpha), payload: { note: "x".repeat(5000) } }]);
    expect(longPayload.statusCode).toBe(400);
  });

  it("unknown ids on update and remove → 404 CHECKOUT__CART_LINE_ITEM_NOT_FOUND", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha)]);
    const update = await t.api("PATCH", "/checkout/cart/line-item", {
      token: tok,
      body: { items: [{ id: FX.charlie, quantity: 2 }] },
    });
    expect(update.statusCode).toBe(404);
    expect(firstError(update)).toMatchObject({
      code: "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
      meta: { parameters: { identifier: FX.charlie } },
    });
    const remove = await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids: [FX.charlie] } });
    expect(remove.statusCode).toBe(404);
    const invalid = await t.api("PATCH", "/checkout/cart/line-item", {
      token: tok,
      body: { items: [{ id: FX.alpha, quantity: 0 }] },
    });
    expect(firstError(invalid).code).toBe("CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY");
  });
});

describe("promotion items", () => {
  it("a code is saved and applied; the item is not updatable; a product with its id is a mixed type; removing forgets the code", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha, 2)]);
    const cart = (await add(tok, [{ type: "promotion", referencedId: "WELCOME10" }])).json() as Json;
    const discount = (cart.lineItems as Json[]).find((i) => i.type === "promotion");
    expect(discount).toMatchObject({ referencedId: "WELCOME10", good: false });
    expect(discount?.price.totalPrice).toBeLessThan(0);
    const update = await t.api("PATCH", "/checkout/cart/line-item", {
      token: tok,
      body: { items: [{ id: discount?.id, quantity: 2 }] },
    });
    expect(firstError(update).code).toBe("CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE");
    const mixed = await add(tok, [{ id: discount?.id, referencedId: FX.alpha, type: "product" }]);
    expect(mixed.statusCode).toBe(409);
    expect(firstError(mixed).code).toBe("CHECKOUT__CART_MIXED_LINE_ITEM_TYPE");
    const removed = (
      await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids: [discount?.id] } })
    ).json() as Json;
    expect((removed.lineItems as Json[]).map((i) => i.type)).toEqual(["product"]);
    expect(JSON.parse(String((await cartRow(tok))?.payload)).promotionCodes).toEqual([]);
  });

  it("an unknown code gives promotion-not-found once and is dropped; a saved code's placeholder id removes it", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha)]);
    const cart = (await add(tok, [{ type: "promotion", referencedId: "NOPE" }])).json() as Json;
    expect(Object.values(cart.errors as Json).map((e) => e.messageKey)).toContain("promotion-not-found");
    // SAVE5 needs €50: kept as a saved code while not eligible; removable by its placeholder id.
    await add(tok, [{ type: "promotion", referencedId: "SAVE5" }]);
    expect(JSON.parse(String((await cartRow(tok))?.payload)).promotionCodes).toEqual(["SAVE5"]);
    await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids: [promotionItemId("SAVE5")] } });
    expect(JSON.parse(String((await cartRow(tok))?.payload)).promotionCodes).toEqual([]);
  });
});

describe("concurrency, merging, gateway, rate limit", () => {
  it("parallel adds to one cart are all kept (compare-and-swap retries)", async () => {
    const tok = token();
    await add(tok, [product(FX.charlie)]);
    const responses = await Promise.all(Array.from({ length: 6 }, () => add(tok, [product(FX.charlie, 1)])));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const cart = (await t.api("GET", "/checkout/cart", { token: tok })).json() as Json;
    expect(cart.lineItems[0].quantity).toBe(7);
  });

  it("login merge: quantities add up into the earlier cart, cart-merged-hint once, the anonymous cart is gone", async () => {
    const anonymous = token();
    const customer = token();
    await add(customer, [product(FX.charlie, 2)]);
    await add(anonymous, [product(FX.charlie, 1), product(FX.alpha, 1)]);
    await mergeCartsOnLogin(t.db, { fromToken: anonymous, toToken: customer });
    expect(await cartRow(anonymous)).toBeUndefined();
    const cart = (await t.api("GET", "/checkout/cart", { token: customer })).json() as Json;
    expect((cart.lineItems as Json[]).map((i) => [i.id, i.quantity])).toEqual([
      [FX.charlie, 3],
      [FX.alpha, 1],
    ]);
    expect(Object.keys(cart.errors)).toEqual(["cart-merged-hint"]);
    expect(((await t.api("GET", "/checkout/cart", { token: customer })).json() as Json).errors).toEqual([]);
  });

  it("a cart survives a restart (a new app on the same database)", async () => {
    const tok = token();
    await add(tok, [product(FX.alpha, 2)]);
    const restarted = await buildApp({ db: t.db, config: testConfig({}) });
    try {
      const response = await restarted.inject({
        method: "GET",
        url: "/store-api/checkout/cart",
        headers: { "sw-access-key": ACCESS_KEY, "sw-context-token": tok },
      });
      expect((response.json() as Json).lineItems.map((i: Json) => [i.id, i.quantity])).toEqual([[FX.alpha, 2]]);
    } finally {
      await restarted.close();
    }
  });

  it("GET /checkout/gateway lists the channel's methods", async () => {
    const body = (await t.api("GET", "/checkout/gateway", { token: token() })).json() as Json;
    expect(body.paymentMethods.elements.length).toBeGreaterThan(0);
    expect(body.shippingMethods.elements.map((m: Json) => m.apiAlias)).toContain("shipping_method");
    expect(body.errors).toEqual([]);
  });

  it("cart_add_line_item limiter: configurable core.cart.lineItemAddLimit (60 by default, 0 = unlimited)", async () => {
    const tok = token();
    await t.db
      .insertInto("system_config")
      .values({ key: "core.cart.lineItemAddLimit", value: JSON.stringify(2) })
      .execute();
    try {
      expect((await add(tok, [product(FX.juliet)])).statusCode).toBe(200);
      expect((await add(tok, [product(FX.juliet)])).statusCode).toBe(200);
      const limited = await add(tok, [product(FX.juliet)]);
      expect(limited.statusCode).toBe(429);
      expect(firstError(limited).code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
    } finally {
      await t.db.deleteFrom("system_config").where("key", "=", "core.cart.lineItemAddLimit").execute();
    }
  });
});
