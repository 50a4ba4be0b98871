import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers.js";
import { addProductFixtures, FX } from "../product-fixtures.js";
import { expectConformant, expectEnvelope, send, type Json } from "./conformance.js";

// The cart operations (issue 4) against the seeded shop plus the product fixtures: every 2xx body validates against
// the official response schema, every failure is a documented envelope.

let t: TestApp;
let n = 0;
const token = () => `conformcart${String(++n).padStart(21, "0")}`;

beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t?.close());

const item = (id: string, quantity = 1) => ({ id, referencedId: id, type: "product", quantity });

/** A cart with a physical product (delivery), a closeout clamped (errors map), a digital one and a promotion. */
async function fullCart(tok: string): Promise<void> {
  await send(t, "addLineItem", {
    token: tok,
    body: { items: [item(FX.alpha, 3), item(FX.india, 5), item(FX.golf), item(FX.juliet)] },
  });
}

describe("cart conformance", () => {
  it("readCart: empty (errors []) and full", async () => {
    const empty = expectConformant("readCart", await send(t, "readCart", { token: token() }), { status: 200 }) as Json;
    expect(empty.errors).toEqual([]);
    const tok = token();
    await fullCart(tok);
    const full = expectConformant("readCart", await send(t, "readCart", { token: tok }), { status: 200 }) as Json;
    expect((full.lineItems as Json[]).length).toBe(4);
    expect((full.deliveries as Json[]).length).toBe(1);
  });

  it("addLineItem with an errors map, a delivery and a promotion discount", async () => {
    const tok = token();
    const response = await send(t, "addLineItem", {
      token: tok,
      body: {
        items: [
          item(FX.alpha, 3),
          item(FX.india, 5),
          { type: "promotion", referencedId: "WELCOME10" },
          { type: "promotion", referencedId: "NOPE" },
        ],
      },
    });
    const body = expectConformant("addLineItem", response, { status: 200 }) as Json;
    expect(Object.keys(body.errors as Json).length).toBeGreaterThan(0);
    expect((body.lineItems as Json[]).some((i) => i.type === "promotion")).toBe(true);
  });

  it("updateLineItem, removeLineItem, removeLineItemDeprecated, deleteCart", async () => {
    const tok = token();
    await fullCart(tok);
    const updated = expectConformant(
      "updateLineItem",
      await send(t, "updateLineItem", { token: tok, body: { items: [{ id: FX.alpha, quantity: 1 }] } }),
      { status: 200 },
    ) as Json;
    expect((updated.lineItems as Json[])[0].quantity).toBe(1);
    expectConformant("removeLineItem", await send(t, "removeLineItem", { token: tok, body: { ids: [FX.golf] } }), {
      status: 200,
    });
    const deprecated = await t.api("DELETE", `/checkout/cart/line-item?ids[]=${FX.juliet}`, { token: tok });
    expectConformant("removeLineItemDeprecated", deprecated, { status: 200 });
    expectConformant("deleteCart", await send(t, "deleteCart", { token: tok }), { status: 204 });
  });

  it("checkoutGateway", async () => {
    const tok = token();
    await fullCart(tok);
    const body = expectConformant("checkoutGateway", await send(t, "checkoutGateway", { token: tok }), {
      status: 200,
    }) as Json;
    expect((body.paymentMethods as Json).elements).toBeDefined();
  });

  it.each([
    {
      name: "invalid quantity",
      body: { items: [{ ...item(FX.alpha), quantity: 0 }] },
      status: 400,
      code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY",
    },
    {
      name: "unsupported type",
      body: { items: [{ id: FX.alpha, type: "x" }] },
      status: 400,
      code: "CHECKOUT__CART_LINE_ITEM_TYPE_NOT_SUPPORTED",
    },
    {
      name: "custom line",
      body: { items: [{ id: "a", type: "custom" }] },
      status: 403,
      code: "CHECKOUT__INSUFFICIENT_PERMISSION",
    },
    { name: "no items", body: {}, status: 400, code: "VIOLATION::IS_BLANK_ERROR" },
  ])("addLineItem error envelope: $name", async ({ body, status, code }) => {
    expectEnvelope(await send(t, "addLineItem", { token: token(), body }), status, code);
  });

  it("update/remove of unknown ids: 404 envelopes", async () => {
    const tok = token();
    await fullCart(tok);
    expectEnvelope(
      await send(t, "updateLineItem", { token: tok, body: { items: [{ id: "f".repeat(32), quantity: 1 }] } }),
      404,
      "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
    );
    expectEnvelope(
      await send(t, "removeLineItem", { token: tok, body: { ids: ["f".repeat(32)] } }),
      404,
      "CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
    );
  });
});
