import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE } from "../../lib/i18n";
import { idsOfPage, inIdOrder, pageCount, pageFromUrl, toWishlistPageView, WISHLIST_PAGE_SIZE } from "./wishlist-page";

describe("wishlist page", () => {
  it("reads the page from ?p", () => {
    expect(pageFromUrl(new URL("http://x/wishlist?p=3"))).toBe(3);
    expect(pageFromUrl(new URL("http://x/wishlist?p=0"))).toBe(1);
    expect(pageFromUrl(new URL("http://x/wishlist?p=abc"))).toBe(1);
  });
  it("pages by 15", () => {
    expect(WISHLIST_PAGE_SIZE).toBe(15);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    const ids = Array.from({ length: 20 }, (_, index) => `id${index}`);
    expect(idsOfPage(ids, 2)).toEqual(ids.slice(15));
  });
  it("keeps the list's order and drops missing products", () => {
    expect(inIdOrder([{ id: "b" }, { id: "a" }], ["a", "x", "b"])).toEqual([{ id: "a" }, { id: "b" }]);
  });
  it("converts products to cards", () => {
    const view = toWishlistPageView(
      "account",
      [{ id: "p1", name: "Mug", seoUrls: [{ seoPathInfo: "mug" }] }],
      16,
      2,
      DEFAULT_LOCALE,
    );
    expect(view.products?.[0]).toMatchObject({ id: "p1", name: "Mug", href: "/mug" });
    expect(view).toMatchObject({ source: "account", total: 16, page: 2, pageCount: 2 });
    expect(toWishlistPageView("browser", null, 0, 1, DEFAULT_LOCALE).products).toBeNull();
  });
});
