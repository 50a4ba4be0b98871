import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CartView } from "../features/cart/cart";
import type { CartActionResult } from "../features/cart/cart.server";
import { t } from "../features/cart/messages";
import {
  actionDataOf,
  type Backend,
  flashIn,
  loaderDataOf,
  type RouterState,
  routeSession,
  startStoreBackend,
  stockedProductId,
} from "../test-support/route-harness";
import { action as cartAction, loader as cartApiLoader } from "../features/cart/cart.route";
import { loader as cartPageLoader } from "./checkout-cart";

/**
 * The cart's routes (the page /checkout/cart and its form target) through createRoutesStub against a real backend:
 * what each change answers, in the shopper's language, with and without JavaScript.
 */

let backend: Backend;
let productId: string;

beforeAll(async () => {
  backend = await startStoreBackend("cart-routes");
  productId = await stockedProductId(backend);
}, 120_000);

afterAll(() => backend?.stop());

const LOCALES = [
  { code: "en-GB", prefix: "" },
  { code: "pl-PL", prefix: "/pl-PL" },
  { code: "testde", prefix: "/testde" },
] as const;

function cartSession(prefix: string) {
  return routeSession([
    { path: `${prefix}/checkout/cart`, loader: cartPageLoader, action: cartAction },
    { path: `${prefix}/_action/cart`, loader: cartApiLoader, action: cartAction },
  ]);
}

const pageCart = (state: RouterState, path: string) => loaderDataOf<{ cart: CartView }>(state, path).cart;

describe("cart routes", () => {
  it.each(LOCALES)(
    "changes the quantity, refuses a bad one and removes the line, in $code",
    async ({ code, prefix }) => {
      const session = await cartSession(prefix);
      const page = `${prefix}/checkout/cart`;
      const target = `${prefix}/_action/cart`;
      const empty = await session.visit(page);
      expect(pageCart(empty, page).isEmpty).toBe(true);

      const added = await session.submit(target, { intent: "add", productId, quantity: "1", js: "1" });
      const addResult = actionDataOf<CartActionResult>(added, target);
      expect(addResult.ok).toBe(true);
      // The first write keeps the session: the context token cookie, HttpOnly, not Secure over plain HTTP.
      expect(session.setCookies.find((line) => line.startsWith("sw-context-token="))).toMatch(/HttpOnly/);
      const withItem = await session.visit(page);
      const line = pageCart(withItem, page).lineItems[0];
      expect(line?.quantity).toBe(1);

      const updated = await session.submit(target, {
        intent: "update",
        lineItemId: line?.id ?? "",
        quantity: "3",
        js: "1",
      });
      const updateResult = actionDataOf<CartActionResult>(updated, target);
      expect(updateResult.notices).toEqual([{ type: "success", message: t(code, "cartUpdated") }]);
      expect(updateResult.cart?.lineItems[0]?.quantity).toBe(3);

      const refused = await session.submit(target, {
        intent: "update",
        lineItemId: line?.id ?? "",
        quantity: "-2",
        js: "1",
      });
      const refusedResult = actionDataOf<CartActionResult>(refused, target);
      expect(refusedResult.ok).toBe(false);
      expect(refusedResult.notices).toEqual([{ type: "danger", message: t(code, "invalidQuantity") }]);
      expect(pageCart(await session.visit(page), page).lineItems[0]?.quantity).toBe(3);

      const removed = await session.submit(target, { intent: "remove", lineItemId: line?.id ?? "", js: "1" });
      expect(actionDataOf<CartActionResult>(removed, target).notices[0]).toEqual({
        type: "success",
        message: t(code, "itemRemoved"),
      });
      expect(pageCart(await session.visit(page), page).isEmpty).toBe(true);
    },
  );

  it("says in Polish that a quantity must be a positive integer", async () => {
    const session = await cartSession("/pl-PL");
    const result = await session.submit("/pl-PL/_action/cart", { intent: "add", productId, quantity: "x", js: "1" });
    expect(actionDataOf<CartActionResult>(result, "/pl-PL/_action/cart").notices[0]?.message).toBe(
      "Ilość musi być dodatnią liczbą całkowitą.",
    );
  });

  it("adds a known promotion code and refuses an unknown one with the shopper's code in the message", async () => {
    const session = await cartSession("/testde");
    const target = "/testde/_action/cart";
    await session.submit(target, { intent: "add", productId, quantity: "2", js: "1" });
    const known = actionDataOf<CartActionResult>(
      await session.submit(target, { intent: "promotion", code: "WELCOME10", js: "1" }),
      target,
    );
    expect(known.ok).toBe(true);
    expect(known.notices[0]).toEqual({
      type: "success",
      message: t("testde", "promotionAdded", { code: "WELCOME10" }),
    });
    expect(known.cart?.lineItems.some((item) => item.type === "promotion")).toBe(true);

    const unknown = actionDataOf<CartActionResult>(
      await session.submit(target, { intent: "promotion", code: "NOPE-42", js: "1" }),
      target,
    );
    expect(unknown.ok).toBe(false);
    expect(unknown.rejectedCode).toBe("NOPE-42");
    expect(unknown.notices.map((notice) => notice.message).join(" ")).toContain("NOPE-42");
    expect(unknown.notices[0]?.type).toBe("danger");

    const blank = actionDataOf<CartActionResult>(
      await session.submit(target, { intent: "promotion", code: "  ", js: "1" }),
      target,
    );
    expect(blank.notices).toEqual([{ type: "danger", message: t("testde", "codeRequired") }]);
  });

  it("sends a form without JavaScript back to the cart page with the outcome as a flash notice", async () => {
    const session = await cartSession("");
    const state = await session.submit("/_action/cart", { intent: "add", productId, quantity: "2" });
    // 303 back to the cart page (no Referer): the router followed it and ran the page's loader.
    expect(state.location.pathname).toBe("/checkout/cart");
    expect(pageCart(state, "/checkout/cart").lineItems[0]?.quantity).toBe(2);
    const flash = await flashIn(session.jar);
    expect(flash?.type).toBe("success");
    expect(flash?.message).toBeTruthy();

    const refused = await session.submit("/_action/cart", { intent: "update", lineItemId: "x", quantity: "0" });
    expect(refused.location.pathname).toBe("/checkout/cart");
    const refusal = await flashIn(session.jar);
    expect(refusal).toEqual({ type: "danger", message: t("en-GB", "invalidQuantity"), persistent: true });
  });
});
