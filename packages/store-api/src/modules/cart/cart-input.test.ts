import { describe, expect, it } from "vitest";
import { StoreApiError } from "../../http/errors.js";
import { id, line } from "./calculator.fixtures.js";
import { addRequestOf, applyAdds, applyRemovals, applyUpdates, promotionItemId, quantityOf } from "./cart-input.js";
import { emptyStoredCart, type StoredCart } from "./cart-types.js";

const P = id(1);
const cart = (over: Partial<StoredCart> = {}): StoredCart => ({
  ...emptyStoredCart("t"),
  lineItems: [line(P, 2)],
  ...over,
});
const codeOf = (fn: () => void): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof StoreApiError) return `${error.status} ${error.code}`;
    throw error;
  }
  return "no error";
};

describe("line-item rules on the stored cart", () => {
  it("quantities: positive safe integers only", () => {
    expect(quantityOf(undefined, 1)).toBe(1);
    expect(quantityOf(3, 1)).toBe(3);
    for (const bad of [0, -2, 2.5, "3", Number.MAX_SAFE_INTEGER, Number.NaN])
      expect(codeOf(() => quantityOf(bad, 1))).toBe("400 CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY");
  });

  it("a promotion input saves its code once; the placeholder id is md5('promotion-<code>')", () => {
    const stored = cart();
    applyAdds(stored, [
      addRequestOf({ type: "promotion", referencedId: " WELCOME10 " }),
      addRequestOf({ type: "promotion", referencedId: "WELCOME10" }),
    ]);
    expect(stored.promotionCodes).toEqual(["WELCOME10"]);
    expect(promotionItemId("WELCOME10")).toMatch(/^[0-9a-f]{32}$/);
    expect(codeOf(() => addRequestOf({ type: "promotion", referencedId: "" }))).toBe(
      "400 FRAMEWORK__CONSTRAINT_VIOLATION",
    );
  });

  it("non-stackable lines keep their quantity; non-removable lines stay", () => {
    const fixed = { ...line(id("x")), type: "custom" as const, stackable: false, removable: false, label: "Fee" };
    const stored = cart({ lineItems: [line(P), fixed] });
    expect(codeOf(() => applyUpdates(stored, [{ id: fixed.id, quantity: 2 }]))).toBe(
      "400 CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
    );
    expect(codeOf(() => applyUpdates(stored, [{ id: fixed.id, quantity: 1 }]))).toBe("no error");
    expect(codeOf(() => applyAdds(stored, [{ kind: "line", item: { ...fixed, type: "custom" } }]))).toBe(
      "400 CHECKOUT__CART_LINE_ITEM_NOT_STACKABLE",
    );
    expect(codeOf(() => applyRemovals(stored, [fixed.id]))).toBe("400 CHECKOUT__CART_LINE_ITEM_NOT_REMOVABLE");
  });

  it("removing an automatic promotion's item blocks the promotion; a coded one forgets its code", () => {
    const auto = {
      ...line(id("d1")),
      type: "promotion" as const,
      referencedId: "",
      payload: { promotionId: id("auto") },
    };
    const coded = {
      ...line(id("d2")),
      type: "promotion" as const,
      referencedId: "SAVE5",
      payload: { promotionId: id("save5") },
    };
    const stored = cart({ lineItems: [line(P), auto, coded], promotionCodes: ["SAVE5"] });
    applyRemovals(stored, [auto.id, coded.id]);
    expect(stored.blockedPromotionIds).toEqual([id("auto")]);
    expect(stored.promotionCodes).toEqual([]);
    expect(stored.lineItems.map((i) => i.id)).toEqual([P]);
  });

  it("promotion items are not updatable, also by their placeholder id", () => {
    const stored = cart({ promotionCodes: ["SAVE5"] });
    expect(codeOf(() => applyUpdates(stored, [{ id: promotionItemId("SAVE5"), quantity: 1 }]))).toBe(
      "400 CHECKOUT__CART_LINE_ITEM_TYPE_NOT_UPDATABLE",
    );
    expect(codeOf(() => applyUpdates(stored, [{ id: id("nope"), quantity: 1 }]))).toBe(
      "404 CHECKOUT__CART_LINE_ITEM_NOT_FOUND",
    );
  });
});
