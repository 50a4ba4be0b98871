import { describe, expect, it } from "vitest";
import { findUnsupportedText, hasUnsupportedCharacters, parseJsonBody } from "./text-values.js";

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

describe("request body JSON", () => {
  it("refuses NUL, lone surrogates and numbers beyond double range, wherever and however they are written", () => {
    const bad = [
      '{"a":"x\\u0000y"}',
      '{"a\\u0000":1}',
      '["\\uD800"]',
      '{"a":{"b":["ok","\\udfff"]}}',
      '{"n":1e400}',
      '{"n":-1E+309}',
      `{"n":${"9".repeat(400)}}`,
      `[${"1".repeat(250)}e99]`,
      `{"deep":[[[[{"n":${"9".repeat(309)}.5}]]]]}`,
    ];
    for (const text of bad) expect(() => parseJsonBody(text), text.slice(0, 60)).toThrow(SyntaxError);
  });

  it("reads everything else as JSON.parse does, escapes and large finite numbers included", () => {
    const good = [
      '{"limit":24,"p":2,"filter":[{"type":"equals","field":"active","value":true}]}',
      '{"text":"Zażółć 🔥 \\u00e9 \\ud83d\\udd25 tab\\tnew\\nline \\\\u0000 not an escape"}',
      '{"n":1e3,"m":-2.5E-7,"big":1.7976931348623157e308}',
      `{"n":${"9".repeat(300)}}`,
      "[]",
      '"e9"',
    ];
    for (const text of good) expect(parseJsonBody(text), text.slice(0, 60)).toEqual(JSON.parse(text));
  });

  it("refuses what is no JSON", () => {
    for (const text of ["{", '{"a":1,}', "{'a':1}", '"\u0000"', "NaN"])
      expect(() => parseJsonBody(text), text).toThrow(SyntaxError);
  });
});
