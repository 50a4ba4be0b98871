import { describe, expect, it } from "vitest";
import { metaDescription } from "./product-meta";

describe("metaDescription", () => {
  it("strips tags and entities", () => {
    expect(metaDescription("<p>Soft &amp; warm</p><ul><li>wool</li></ul>")).toBe("Soft & warm wool");
  });

  it("shortens on a word boundary", () => {
    const text = metaDescription(`<p>${"word ".repeat(60)}</p>`, 40);
    expect(text.length).toBeLessThanOrEqual(40);
    expect(text.endsWith("word…")).toBe(true);
  });
});
