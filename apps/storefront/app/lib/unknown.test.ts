import { describe, expect, it } from "vitest";
import { fieldOf, isOneOf, isRecord, textOf } from "./unknown";

describe("reading values of unknown shape", () => {
  it("reads a field of an object and nothing of anything else", () => {
    expect(fieldOf({ status: 404 }, "status")).toBe(404);
    expect(fieldOf({ status: 404 }, "type")).toBeUndefined();
    for (const value of [null, undefined, "status", 404, true]) expect(fieldOf(value, "status")).toBeUndefined();
  });

  it("reads a text field and nothing that is not a text", () => {
    expect(textOf({ name: "Shop" }, "name")).toBe("Shop");
    expect([textOf({ name: 1 }, "name"), textOf({}, "name"), textOf("name", "name")]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("takes arrays and objects as records, never null", () => {
    expect([{}, [], new Error("x")].map(isRecord)).toEqual([true, true, true]);
    expect([null, undefined, "a", 1].map(isRecord)).toEqual([false, false, false, false]);
  });

  it("narrows a value to one of a list's members only when it is one", () => {
    const kinds = ["cart", "wishlist"] as const;
    expect(isOneOf(kinds, "cart")).toBe(true);
    expect(isOneOf(kinds, "Cart")).toBe(false);
    expect(isOneOf(kinds, undefined)).toBe(false);
  });
});
