import { describe, expect, it } from "vitest";
import { productIdFromPageData, reviewPoints, reviewValues } from "./review";

describe("review form", () => {
  it("reads the fields", () => {
    const form = new FormData();
    form.set("title", "Great");
    form.set("points", "4");
    expect(reviewValues(form)).toEqual({ title: "Great", content: "", points: "4" });
  });
  it("accepts ratings 1 to 5 only", () => {
    expect(reviewPoints("5")).toBe(5);
    expect(reviewPoints("1")).toBe(1);
    expect(reviewPoints("0")).toBeNull();
    expect(reviewPoints("6")).toBeNull();
    expect(reviewPoints("2.5")).toBeNull();
    expect(reviewPoints("")).toBeNull();
  });
  it("finds the product id in a product page's data only", () => {
    expect(productIdFromPageData({ kind: "product", data: { product: { id: "p1" } } })).toBe("p1");
    expect(productIdFromPageData({ kind: "category", data: {} })).toBeNull();
    expect(productIdFromPageData(null)).toBeNull();
  });
});
