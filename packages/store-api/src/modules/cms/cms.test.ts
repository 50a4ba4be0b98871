import { describe, expect, it } from "vitest";
import {
  deepMerge,
  effectiveSlotConfig,
  fillPlaceholders,
  parseSlots,
  parseStreamSorting,
  resolvePath,
} from "./cms.js";

describe("slot config merging", () => {
  it("merges objects key by key and replaces lists and scalars, as array_replace_recursive does", () => {
    expect(deepMerge({ a: { source: "static", value: 1 }, b: [1, 2] }, { a: { value: 2 }, b: [3] })).toEqual({
      a: { source: "static", value: 2 },
      b: [3],
    });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(deepMerge(null, { a: 1 })).toEqual({ a: 1 });
  });

  it("overrides a slot's config with the entity's entry, and that with a page-keyed entry", () => {
    const own = { content: { source: "static", value: "own" }, align: { source: "static", value: "left" } };
    expect(effectiveSlotConfig(own, { s1: { content: { value: "entity" } } }, "p1", "s1")).toEqual({
      content: { source: "static", value: "entity" },
      align: { source: "static", value: "left" },
    });
    expect(
      effectiveSlotConfig(
        own,
        { s1: { content: { value: "entity" } }, p1: { s1: { content: { value: "page" } } } },
        "p1",
        "s1",
      ).content.value,
    ).toBe("page");
    expect(effectiveSlotConfig(own, { other: { content: { value: "x" } } }, "p1", "s1").content.value).toBe("own");
    expect(effectiveSlotConfig(null, null, "p1", "s1")).toEqual({});
    // Entries that are not {source, value} objects are dropped instead of reaching the resolvers.
    expect(effectiveSlotConfig({ broken: "text" }, null, "p", "s")).toEqual({});
  });
});

describe("mapped values", () => {
  const category = {
    id: "c",
    apiAlias: "category",
    name: "Raw",
    translated: { name: "Shirts" },
    media: { id: "m", apiAlias: "media" },
    parent: { name: "Clothing", translated: { name: "Kleidung" } },
  };

  it("reads a property path on the entity, translated values first", () => {
    expect(resolvePath(category, "category.name")).toBe("Shirts");
    expect(resolvePath(category, "category.media")).toEqual({ id: "m", apiAlias: "media" });
    expect(resolvePath(category, "category.parent.name")).toBe("Kleidung");
    expect(resolvePath(category, "product.name")).toBeUndefined();
    expect(resolvePath(category, "category.nothing.deeper")).toBeUndefined();
    expect(resolvePath(null, "category.name")).toBeUndefined();
  });

  it("fills {{ placeholders }} in static texts", () => {
    expect(fillPlaceholders("<h1>{{ category.name }}</h1>{{category.parent.name}}", category)).toBe(
      "<h1>Shirts</h1>Kleidung",
    );
    expect(fillPlaceholders("{{ product.name }}", category)).toBe("{{ product.name }}");
    expect(fillPlaceholders("{{ category.media }}", category)).toBe("");
    expect(fillPlaceholders("{{ category.name }}", null)).toBe("{{ category.name }}");
  });
});

describe("request parameters", () => {
  it("parses `slots` from a list or a |-string, keeping valid ids only", () => {
    const a = "a".repeat(32);
    const b = "B".repeat(32);
    expect(parseSlots(`${a}|${b}|nope`)).toEqual([a, "b".repeat(32)]);
    expect(parseSlots([a, 5])).toEqual([a]);
    expect(parseSlots("")).toBeNull();
    expect(parseSlots(undefined)).toBeNull();
  });

  it("parses product stream sortings", () => {
    expect(parseStreamSorting("name:ASC")).toEqual({ field: "name", order: "ASC" });
    expect(parseStreamSorting("cheapestPrice:desc")).toEqual({ field: "cheapestPrice", order: "DESC" });
    expect(parseStreamSorting("random")).toBeNull();
    expect(parseStreamSorting("drop table:ASC")).toBeNull();
    expect(parseStreamSorting(null)).toBeNull();
  });
});
