import { describe, expect, it } from "vitest";
import { setBracketPath } from "./request.js";

const parse = (entries: [string, unknown][]) => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) setBracketPath(out, key, value);
  return out;
};

describe("GET criteria with PHP-style bracket keys", () => {
  it("nests filters, associations and lists", () => {
    expect(
      parse([
        ["filter[0][type]", "equals"],
        ["filter[0][field]", "pathInfo"],
        ["filter[0][value]", "/navigation/x"],
        ["associations[children][limit]", "5"],
        ["ids[]", ["a", "b"]],
        ["limit", "3"],
      ]),
    ).toEqual({
      filter: [{ type: "equals", field: "pathInfo", value: "/navigation/x" }],
      associations: { children: { limit: "5" } },
      ids: ["a", "b"],
      limit: "3",
    });
  });

  it("ignores prototype keys", () => {
    const out = parse([
      ["__proto__[polluted]", "yes"],
      ["a[__proto__][x]", "1"],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(out).toEqual({});
  });
});
