import { describe, expect, it } from "vitest";
import { findUnsupportedText, hasUnsupportedCharacters } from "./text-values.js";

describe("unsupported characters", () => {
  it("finds NUL and lone surrogates, never paired surrogates (emoji) or other unicode", () => {
    for (const bad of ["a\u0000b", "\uD800", "x\uDC00y", "\uDBFF", "🔥\uD83D"])
      expect(hasUnsupportedCharacters(bad), JSON.stringify(bad)).toBe(true);
    for (const good of ["", "🔥👩‍👩‍👧‍👦🇵🇱", "Zażółć gęślą jaźń", "\u202Egnp.exe", "\uFEFFbom", "مرحبا"])
      expect(hasUnsupportedCharacters(good), good).toBe(false);
  });

  it("names the first offending value or key by its path", () => {
    expect(findUnsupportedText({ a: [1, "ok", { b: "x\u0000" }] })).toBe("/a/2/b");
    expect(findUnsupportedText({ ["k\uD800"]: 1 })).toBe("/k\uD800");
    expect(findUnsupportedText("\uDC00")).toBe("/");
    expect(findUnsupportedText({ a: ["🔥", { b: 1e3, c: null }] })).toBeUndefined();
  });
});
