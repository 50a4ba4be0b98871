import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotionId } from "../../../seed/promotions.js";
import { expectConformant } from "../../../test/conformance/conformance.js";
import { createTestApp, type TestApp } from "../../../test/helpers.js";
import { addProductFixtures, FX } from "../../../test/product-fixtures.js";
import { createCustomer } from "../order/order.fixtures.js";

// The seeded demo promotions through the cart routes (B1's): codes, eligibility, exclusions, automatic and delivery
// promotions, removal. FX.charlie costs €5.00 (7 % tax) and ships free; FX.alpha costs €19.99 (Standard shipping €4.99 below €50).

// biome-ignore lint/suspicious/noExplicitAny: response bodies are free-form JSON
type Json = Record<string, any>;

let t: TestApp;
let n = 0;
const token = () => `promotoken${String(++n).padStart(22, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t?.close());

const add = async (tok: string, items: unknown[]) => {
  const response = await t.api("POST", "/checkout/cart/line-item", { token: tok, body: { items } });
  expectConformant("addLineItem", response, { status: 200 });
  return response.json() as Json;
};
const addProduct = (tok: string, id: string, quantity: number) =>
  add(tok, [{ id, referencedId: id, type: "product", quantity }]);
const addCode = (tok: string, code: string) => add(tok, [{ type: "promotion", referencedId: code }]);
const read = async (tok: string) => {
  const response = await t.api("GET", "/checkout/cart", { token: tok });
  expectConformant("readCart", response, { status: 200 });
  return response.json() as Json;
};
const remove = async (tok: string, ids: string[]) =>
  (await t.api("POST", "/checkout/cart/line-item/delete", { token: tok, body: { ids } })).json() as Json;
const discounts = (cart: Json): Json[] => (cart.lineItems as Json[]).filter((i) => i.type === "promotion");
const errorKeys = (cart: Json) => Object.keys(cart.errors);
const storedCart = async (tok: string) =>
  JSON.parse(
    String(
      (await t.db.selectFrom("cart").select("payload").where("token", "=", tok).executeTakeFirstOrThrow()).payload,
    ),
  ) as Json;

describe("promotions in the cart", () => {
  it("WELCOME10 adds a 10 % discount line item with Shopware's payload; the cart total includes it", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 4);
    const cart = await addCode(tok, "welcome10");
    const [item] = discounts(cart);
    expect(item).toMatchObject({
      referencedId: "welcome10",
      label: "Welcome discount 10%",
      good: false,
      removable: true,
      quantity: 1,
      price: {
        unitPrice: -2,
        totalPrice: -2,
        calculatedTaxes: [{ taxRate: 7, price: -2, tax: -0.13, apiAlias: "cart_tax_calculated" }],
      },
      payload: {
        promotionId: promotionId("welcome10"),
        discountType: "percentage",
        discountScope: "cart",
        promotionCodeType: "fixed",
        code: "welcome10",
        value: "10",
      },
    });
    expect(item.payload.composition).toEqual([{ id: FX.charlie, quantity: 4, discount: 2 }]);
    expect(cart.price).toMatchObject({ positionPrice: 18, totalPrice: 18 });
    expect(cart.errors).toEqual([]);
  });

  it("an unknown or expired code gives promotion-not-found (params code) once and is dropped", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 1);
    for (const code of ["NOPE", "EXPIRED2025"]) {
      const cart = await addCode(tok, code);
      expect(cart.errors["promotion-not-found"]).toMatchObject({
        level: 20,
        messageKey: "promotion-not-found",
        parameters: { code },
      });
      expect(discounts(cart)).toEqual([]);
    }
    expect((await storedCart(tok)).promotionCodes).toEqual([]);
    expect((await read(tok)).errors).toEqual([]);
  });

  it("SAVE5 below €50 stays saved with promotion-not-eligible, then applies by itself once the cart reaches €50", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 4);
    const early = await addCode(tok, "SAVE5");
    expect(discounts(early)).toEqual([]);
    expect(early.errors["promotion-not-eligible"]).toMatchObject({
      level: 0,
      parameters: { name: "€5 off orders from €50" },
    });
    expect(errorKeys(await read(tok))).toEqual(["promotion-not-eligible"]);
    expect((await storedCart(tok)).promotionCodes).toEqual(["SAVE5"]);
    const eligible = await addProduct(tok, FX.charlie, 6);
    expect(discounts(eligible).map((d) => [d.referencedId, d.price.totalPrice])).toEqual([["SAVE5", -5]]);
    expect(eligible.errors).toEqual([]);
    expect(eligible.price.totalPrice).toBe(45);
  });

  it("removing a coded discount forgets the code", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 2);
    const [item] = discounts(await addCode(tok, "WELCOME10"));
    const cart = await remove(tok, [item.id]);
    expect(discounts(cart)).toEqual([]);
    expect(discounts(await read(tok))).toEqual([]);
    expect((await storedCart(tok)).promotionCodes).toEqual([]);
  });

  it("the automatic autumn sale applies from €150; removing it blocks it for this cart only", async () => {
    const tok = token();
    expect(discounts(await addProduct(tok, FX.charlie, 29))).toEqual([]);
    const cart = await addProduct(tok, FX.charlie, 1);
    const [auto] = discounts(cart);
    expect(auto).toMatchObject({
      referencedId: "",
      label: "Autumn sale 5% above €150",
      price: { totalPrice: -7.5 },
      payload: { promotionCodeType: "global", code: "" },
    });
    const removed = await remove(tok, [auto.id]);
    expect(discounts(removed)).toEqual([]);
    expect(discounts(await read(tok))).toEqual([]);
    expect((await storedCart(tok)).blockedPromotionIds).toEqual([promotionId("autumn-sale")]);
    const other = token();
    expect(discounts(await addProduct(other, FX.charlie, 30)).map((d) => d.label)).toEqual([
      "Autumn sale 5% above €150",
    ]);
  });

  it("an applied automatic promotion that ends gives auto-promotion-not-found once (blocking the order that time)", async () => {
    const tok = token();
    expect(discounts(await addProduct(tok, FX.charlie, 30))).toHaveLength(1);
    await t.db.updateTable("promotion").set({ active: 0 }).where("id", "=", promotionId("autumn-sale")).execute();
    try {
      const cart = await read(tok);
      expect(discounts(cart)).toEqual([]);
      expect(cart.errors["auto-promotion-not-found-Autumn sale 5% above €150"]).toMatchObject({
        level: 20,
        block: true,
        messageKey: "auto-promotion-not-found",
      });
      expect((await read(tok)).errors).toEqual([]);
    } finally {
      await t.db.updateTable("promotion").set({ active: 1 }).where("id", "=", promotionId("autumn-sale")).execute();
    }
  });

  it("a cart whose price is zero gets no discounts and the promotions-on-cart-price-zero-error notice", async () => {
    const tok = token();
    const prices = await t.db
      .selectFrom("product")
      .select(["price_gross", "price_net"])
      .where("id", "=", FX.charlie)
      .executeTakeFirstOrThrow();
    await t.db.updateTable("product").set({ price_gross: 0, price_net: 0 }).where("id", "=", FX.charlie).execute();
    try {
      await addProduct(tok, FX.charlie, 2);
      const cart = await addCode(tok, "SAVE5");
      expect(discounts(cart)).toEqual([]);
      expect(cart.errors["promotions-on-cart-price-zero-error"]).toMatchObject({
        level: 0,
        block: false,
        parameters: { promotions: "€5 off orders from €50" },
      });
      expect((await storedCart(tok)).promotionCodes).toEqual(["SAVE5"]);
    } finally {
      await t.db.updateTable("product").set(prices).where("id", "=", FX.charlie).execute();
    }
  });

  it("SUMMER20 excludes WELCOME10 (promotion-excluded notice, both codes stay saved); removing SUMMER20 brings WELCOME10 back", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 10);
    await addCode(tok, "WELCOME10");
    const cart = await addCode(tok, "SUMMER20");
    expect(discounts(cart).map((d) => [d.referencedId, d.price.totalPrice])).toEqual([["SUMMER20", -10]]);
    expect(cart.errors["promotion-excluded"]).toMatchObject({ level: 0, parameters: { name: "Welcome discount 10%" } });
    const after = await remove(tok, [discounts(cart)[0].id]);
    expect(discounts(after).map((d) => [d.referencedId, d.price.totalPrice])).toEqual([["WELCOME10", -5]]);
  });

  it("a VIP individual code never combines (preventCombination) and is found case-insensitively", async () => {
    const tok = token();
    await addProduct(tok, FX.charlie, 10);
    await addCode(tok, "WELCOME10");
    const cart = await addCode(tok, "vip-0003");
    expect(discounts(cart).map((d) => [d.referencedId, d.payload.promotionCodeType, d.price.totalPrice])).toEqual([
      ["vip-0003", "individual", -15],
    ]);
    expect(errorKeys(cart)).toEqual(["promotion-excluded"]);
  });

  it("FREESHIP makes shipping free: the delivery costs 0 and the discount item carries the amount in its composition", async () => {
    const tok = token();
    expect((await addProduct(tok, FX.alpha, 1)).deliveries[0].shippingCosts.totalPrice).toBe(4.99);
    const cart = await addCode(tok, "FREESHIP");
    expect(cart.deliveries[0].shippingCosts.totalPrice).toBe(0);
    const [item] = discounts(cart);
    expect(item).toMatchObject({
      referencedId: "FREESHIP",
      price: { totalPrice: 0 },
      payload: { discountScope: "delivery" },
    });
    expect(item.payload.composition).toEqual([expect.objectContaining({ quantity: 1, discount: 4.99 })]);
    expect(cart.price.totalPrice).toBe(19.99);
  });
});

describe("redemptions counted from orders", () => {
  it("an ordered individual code is used up for everyone, and the VIP voucher's once-per-customer limit holds for its other codes", async () => {
    const buyer = await createCustomer(t);
    await addProduct(buyer.token, FX.charlie, 4);
    expect(discounts(await addCode(buyer.token, "VIP-0005")).map((d) => d.price.totalPrice)).toEqual([-15]);
    const order = await t.api("POST", "/checkout/order", { token: buyer.token, body: {} });
    expect(order.statusCode).toBe(200);
    const promotionRow = await t.db
      .selectFrom("order_line_item")
      .select(["promotion_id", "referenced_id"])
      .where("order_id", "=", (order.json() as Json).id)
      .where("type", "=", "promotion")
      .executeTakeFirstOrThrow();
    expect(promotionRow).toEqual({ promotion_id: promotionId("vip"), referenced_id: "VIP-0005" });

    const stranger = token();
    await addProduct(stranger, FX.charlie, 4);
    expect((await addCode(stranger, "VIP-0005")).errors["promotion-not-found"]).toMatchObject({
      parameters: { code: "VIP-0005" },
    });
    expect(discounts(await addCode(stranger, "VIP-0004")).map((d) => d.referencedId)).toEqual(["VIP-0004"]);

    await addProduct(buyer.token, FX.charlie, 4);
    expect((await addCode(buyer.token, "VIP-0004")).errors["promotion-not-found"]).toMatchObject({
      parameters: { code: "VIP-0004" },
    });
  });

  it("two parallel checkouts with the last redemption of a code: at most one order carries the discount", async () => {
    const buyers = [await createCustomer(t), await createCustomer(t)];
    for (const buyer of buyers) {
      await addProduct(buyer.token, FX.charlie, 4);
      expect(discounts(await addCode(buyer.token, "VIP-0003")).map((d) => d.referencedId)).toEqual(["VIP-0003"]);
    }
    const answers = await Promise.all(
      buyers.map((buyer) => t.api("POST", "/checkout/order", { token: buyer.token, body: {} })),
    );
    // The loser either recalculated after the winner's order (code dropped, order without discount) or lost inside
    // the transaction (refused with promotion-not-found); never two orders with the same individual code.
    for (const answer of answers) {
      if (answer.statusCode !== 200)
        expect((answer.json() as Json).errors[0]).toMatchObject({ code: "CHECKOUT__CART_INVALID" });
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const lines = await t.db
      .selectFrom("order_line_item")
      .select("order_id")
      .where("type", "=", "promotion")
      .where("referenced_id", "=", "VIP-0003")
      .execute();
    expect(lines).toHaveLength(1);
  });
});
