import { describe, expect, it } from "vitest";
import { t as cartT } from "../features/cart/messages";
import { t as cmsT } from "../features/cms/messages";
import { t as listingT } from "../features/listing/messages";
import { t as searchT } from "../features/search/messages";
import { t as wishlistT } from "../features/wishlist/messages";
import { formatMessage } from "./messages";

/** Issue 13 item 18: count strings follow the locale's plural rules ("1 items", "1 Produkte gefunden" were wrong). */
describe("plural count strings in en-GB, pl-PL and de-DE", () => {
  it("formats ICU plurals with Intl.PluralRules and Intl.NumberFormat", () => {
    const template = "{count, plural, one {# produkt} few {# produkty} many {# produktów} other {# produktu}}";
    expect([1, 2, 5, 22, 25, 1.5].map((count) => formatMessage("pl-PL", template, { count }))).toEqual([
      "1 produkt",
      "2 produkty",
      "5 produktów",
      "22 produkty",
      "25 produktów",
      "1,5 produktu",
    ]);
    expect(
      formatMessage("testde", "{n, plural, one {# Produkt} other {# Produkte}} in {place}", {
        n: 1234,
        place: "Berlin",
      }),
    ).toBe("1.234 Produkte in Berlin");
    expect(formatMessage("en-GB", "{n, plural, =0 {none} one {# item} other {# items}}", { n: 0 })).toBe("none");
  });

  it("says 1 item / 1 produkt / 1 Artikel in the cart, search, listing and wishlist", () => {
    expect(cartT("en-GB", "itemCount", { count: 1 })).toBe("1 item");
    expect(cartT("en-GB", "itemCount", { count: 3 })).toBe("3 items");
    expect(cartT("pl-PL", "itemCount", { count: 1 })).toBe("1 produkt");
    expect(cartT("pl-PL", "itemCount", { count: 5 })).toBe("5 produktów");
    expect(searchT("testde", "suggestCount", { count: 1 })).toBe("1 Produkt gefunden");
    expect(searchT("testde", "suggestCount", { count: 2 })).toBe("2 Produkte gefunden");
    expect(searchT("en-GB", "suggestCount", { count: 1 })).toBe("1 product found");
    expect(searchT("pl-PL", "suggestCount", { count: 3 })).toBe("Znaleziono 3 produkty");
    expect(listingT("en-GB", "resultCount", { count: 1 })).toBe("1 product");
    expect(listingT("testde", "resultCount", { count: 1 })).toBe("1 Produkt");
    expect(listingT("pl-PL", "resultCount", { count: 12 })).toBe("12 produktów");
    expect(wishlistT("en-GB", "count", { count: 1 })).toBe("1 product");
    expect(wishlistT("pl-PL", "count", { count: 4 })).toBe("4 produkty");
    expect(cmsT("en-GB", "reviewSummary", { average: "4.0", count: 1 })).toBe("4.0 out of 5 stars from 1 review");
    expect(cmsT("testde", "reviewSummary", { average: "4,0", count: 1 })).toBe("4,0 von 5 Sternen aus 1 Bewertung");
  });
});
