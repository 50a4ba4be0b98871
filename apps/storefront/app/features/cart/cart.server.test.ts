import { describe, expect, it, vi } from "vitest";
import type { StoreApi } from "../../.server/store-api.server";
import { LOCALES } from "../../lib/i18n";
import { parseQuantity, runCartAction } from "./cart.server";

function fakeApi(answer: (operation: string, params: unknown) => unknown) {
  const invoke = vi.fn(async (operation: string, params: unknown) => ({ data: answer(operation, params) }));
  const api = { locale: LOCALES[0], hasSession: true, client: { invoke } } as unknown as StoreApi;
  return { api, invoke };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("runCartAction", () => {
  it("adds a product and says how many were added", async () => {
    const { api, invoke } = fakeApi((operation) =>
      operation.startsWith("readCart")
        ? { lineItems: [], errors: [] }
        : { lineItems: [{ id: "p1", referencedId: "p1", type: "product", label: "Mug", quantity: 2 }], errors: [] },
    );
    const result = await runCartAction(api, form({ intent: "add", productId: "p1", quantity: "2" }));
    expect(invoke).toHaveBeenCalledWith("addLineItem post /checkout/cart/line-item", {
      body: { items: [{ id: "p1", referencedId: "p1", type: "product", quantity: 2 }] },
    });
    expect(result.notices).toEqual([{ type: "success", message: "Products added to cart: 2 × Mug" }]);
    expect(result.ok).toBe(true);
  });

  const stockReached = {
    "product-stock-reachedp1": {
      messageKey: "product-stock-reached",
      level: 10,
      parameters: { id: "p1", name: "Tie", quantity: 3 },
    },
  };
  const tieCart = (quantity: number, errors = {}) => ({
    lineItems: [{ id: "p1", referencedId: "p1", type: "product", label: "Tie", quantity }],
    errors,
  });

  it("says fewer were added than asked, with the reason, and nothing about a full add", async () => {
    const { api } = fakeApi((operation) => (operation.startsWith("readCart") ? tieCart(2) : tieCart(3, stockReached)));
    const result = await runCartAction(api, form({ intent: "add", productId: "p1", quantity: "2" }));
    expect(result.notices).toEqual([
      {
        type: "warning",
        message: "Only 1 of 2 × Tie could be added to the cart. The product Tie is only available 3 times",
      },
    ]);
  });

  it("says nothing was added when the cart already held the maximum, never 'added'", async () => {
    const { api } = fakeApi((operation) => (operation.startsWith("readCart") ? tieCart(3) : tieCart(3, stockReached)));
    const result = await runCartAction(api, form({ intent: "add", productId: "p1", quantity: "2" }));
    expect(result.ok).toBe(false);
    expect(result.notices).toEqual([
      { type: "danger", message: "Nothing was added to the cart. The product Tie is only available 3 times" },
    ]);
  });

  it("uses the plural forms of the shopper's language", async () => {
    const { api } = fakeApi((operation) => (operation.startsWith("readCart") ? tieCart(1) : tieCart(3, stockReached)));
    const german = { ...api, locale: LOCALES.find((locale) => locale.code === "testde") } as unknown as StoreApi;
    const result = await runCartAction(german, form({ intent: "add", productId: "p1", quantity: "5" }));
    expect(result.notices[0]?.message).toBe(
      "Nur 2 von 5 × Tie konnten in den Warenkorb gelegt werden. Das Produkt Tie ist nur 3 Mal verfügbar",
    );
  });

  it("reports the stock adjustment of the answer with its parameters", async () => {
    const { api } = fakeApi(() => ({
      errors: {
        "product-stock-reachedp1": {
          messageKey: "product-stock-reached",
          level: 10,
          parameters: { name: "Mug", quantity: 3 },
        },
      },
    }));
    const result = await runCartAction(api, form({ intent: "update", lineItemId: "p1", quantity: "9" }));
    expect(result.notices.at(-1)).toEqual({ type: "warning", message: "The product Mug is only available 3 times" });
  });

  it("names a rejected promotion code instead of claiming success", async () => {
    const { api } = fakeApi(() => ({
      errors: { "promotion-not-found": { messageKey: "promotion-not-found", level: 20, parameters: { code: "NOPE" } } },
    }));
    const result = await runCartAction(api, form({ intent: "promotion", code: "NOPE" }));
    expect(result.ok).toBe(false);
    expect(result.rejectedCode).toBe("NOPE");
    expect(result.notices).toEqual([{ type: "danger", message: 'The promotion code "NOPE" could not be found.' }]);
  });

  it("refuses a quantity that is not a positive integer before calling the backend", async () => {
    const { api, invoke } = fakeApi(() => ({}));
    const result = await runCartAction(api, form({ intent: "update", lineItemId: "p1", quantity: "0" }));
    expect(invoke).not.toHaveBeenCalled();
    expect(result.notices[0]?.message).toBe("The quantity must be a positive integer.");
  });

  it("prefers the stepper's next quantity over the typed one", async () => {
    const { api, invoke } = fakeApi(() => ({}));
    await runCartAction(api, form({ intent: "update", lineItemId: "p1", quantity: "1", nextQuantity: "2" }));
    expect(invoke).toHaveBeenCalledWith("updateLineItem patch /checkout/cart/line-item", {
      body: { items: [{ id: "p1", quantity: 2 }] },
    });
  });

  it("translates a backend refusal", async () => {
    const api = {
      locale: LOCALES[2],
      hasSession: true,
      client: {
        invoke: vi.fn(async () =>
          Promise.reject({ status: 400, details: { errors: [{ code: "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY" }] } }),
        ),
      },
    } as unknown as StoreApi;
    const result = await runCartAction(api, form({ intent: "add", productId: "p1" }));
    expect(result).toMatchObject({
      ok: false,
      notices: [{ type: "danger", message: "Die Anzahl muss eine positive ganze Zahl sein." }],
    });
  });

  it("answers an outage with the busy message and its status, never 'product not found'", async () => {
    const noAnswer = Object.assign(new TypeError("fetch failed"), { name: "FetchError" });
    const api = {
      locale: LOCALES[1],
      hasSession: true,
      client: { invoke: vi.fn(async () => Promise.reject(noAnswer)) },
    } as unknown as StoreApi;
    const result = await runCartAction(api, form({ intent: "add", productId: "p1" }));
    expect(result).toMatchObject({
      ok: false,
      notices: [{ type: "danger", message: "Serwer jest zajęty. Spróbuj ponownie za chwilę." }],
      outage: { status: 503 },
    });
    const proxy = { status: 502, details: { errors: [{ code: "CONTENT__PRODUCT_NOT_FOUND" }] } };
    const viaProxy = {
      locale: LOCALES[0],
      hasSession: true,
      client: { invoke: vi.fn(async () => Promise.reject(proxy)) },
    } as unknown as StoreApi;
    expect((await runCartAction(viaProxy, form({ intent: "add", productId: "p1" }))).outage?.status).toBe(502);
  });

  it("does nothing for the tab-sync refresh", async () => {
    const { api, invoke } = fakeApi(() => ({}));
    expect(await runCartAction(api, form({ intent: "refresh" }))).toMatchObject({ ok: true, notices: [] });
    expect(invoke).not.toHaveBeenCalled();
  });
});

describe("parseQuantity", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    [null, null],
  ])("%s → %s", (value, expected) => {
    expect(parseQuantity(value)).toBe(expected);
  });
});
