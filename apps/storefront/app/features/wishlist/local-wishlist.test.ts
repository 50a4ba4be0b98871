import { describe, expect, it } from "vitest";
import { idsFromParam, MAX_LOCAL_ITEMS, parseLocalWishlist, toggleId } from "./local-wishlist";

const A = "0123456789abcdef0123456789abcdef";
const B = "fedcba9876543210fedcba9876543210";

describe("parseLocalWishlist", () => {
  it("reads a JSON array of product ids", () => {
    expect(parseLocalWishlist(JSON.stringify([A, B]))).toEqual([A, B]);
  });
  it("drops malformed entries and duplicates", () => {
    expect(parseLocalWishlist(JSON.stringify([A, 1, "x", A, null, B]))).toEqual([A, B]);
  });
  it("treats missing, broken or non-array values as empty", () => {
    expect(parseLocalWishlist(null)).toEqual([]);
    expect(parseLocalWishlist("{")).toEqual([]);
    expect(parseLocalWishlist('{"a":1}')).toEqual([]);
  });
  it("caps the list", () => {
    const many = Array.from({ length: MAX_LOCAL_ITEMS + 5 }, (_, index) => index.toString(16).padStart(32, "0"));
    expect(parseLocalWishlist(JSON.stringify(many))).toHaveLength(MAX_LOCAL_ITEMS);
  });
});

describe("toggleId", () => {
  it("adds new ids in front and removes present ones", () => {
    expect(toggleId([A], B)).toEqual([B, A]);
    expect(toggleId([B, A], B)).toEqual([A]);
  });
});

describe("idsFromParam", () => {
  it("splits, validates and deduplicates", () => {
    expect(idsFromParam(`${A}, ${B},${A},nope`)).toEqual([A, B]);
    expect(idsFromParam(null)).toEqual([]);
  });
});
