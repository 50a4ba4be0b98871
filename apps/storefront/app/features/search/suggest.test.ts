import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { toSuggestResult } from "./suggest";

describe("toSuggestResult", () => {
  it("keeps at most 10 products with name, link, picture and price", () => {
    const elements = Array.from({ length: 12 }, (_, index) => ({
      id: `p${index}`,
      name: `Shirt ${index}`,
      calculatedPrice: { unitPrice: 10 + index },
      seoUrls: [{ seoPathInfo: `shirt-${index}` }],
    }));
    const result = toSuggestResult("shirt", { elements, total: 12 }, LOCALES[2]);
    expect(result.total).toBe(12);
    expect(result.products).toHaveLength(10);
    expect(result.products[0]).toEqual({
      id: "p0",
      name: "Shirt 0",
      href: "/testde/shirt-0",
      image: null,
      price: { value: 10 },
    });
  });

  it("never reports fewer results than it shows", () => {
    expect(toSuggestResult("x", { elements: [{ id: "a" }] }, LOCALES[0]).total).toBe(1);
  });

  it("offers the close terms only when nothing was found", () => {
    expect(toSuggestResult("choclate", { elements: [], total: 0 }, LOCALES[0], ["chocolate"]).closeTerms).toEqual([
      "chocolate",
    ]);
    expect(toSuggestResult("x", { elements: [{ id: "a" }], total: 1 }, LOCALES[0], ["y"]).closeTerms).toEqual([]);
  });
});
