import { describe, expect, it } from "vitest";
import type { StoreApi } from "../../.server/store-api.server";
import { LOCALES, type LocaleCode } from "../../lib/i18n";
import { cardProductsOf, type ApiCmsPage } from "../cms/cms-page.server";
import { categoryListing, searchWithSuggestions } from "../search/search.server";
import { t } from "./messages";
import { loadReviewCounts } from "./review-counts.server";

const [en] = LOCALES;
const A = "a".repeat(32);
const B = "b".repeat(32);
const PARENT = "c".repeat(32);
const VARIANT = "d".repeat(32);

type Call = { operation: string; body: Record<string, unknown> };

/**
 * A Store API of one module's test: the listing routes answer `listing`, POST /product answers `product` (or throws),
 * everything else fails (so filter counts are absent, as when their request fails).
 */
function fakeApi(product: () => unknown, listing: unknown = null): { api: StoreApi; calls: Call[] } {
  const calls: Call[] = [];
  const client = {
    async invoke(operation: string, params: { body?: Record<string, unknown> } = {}) {
      calls.push({ operation, body: params.body ?? {} });
      if (operation.startsWith("readProduct post /product") && !operation.includes("listing"))
        return { data: product() };
      if ((operation.startsWith("readProductListing") || operation.startsWith("searchPage")) && listing)
        return { data: listing };
      throw new Error(`unexpected ${operation}`);
    },
  };
  // Only the parts these loaders use: the client, the locale and hasSession (a session reads its own context).
  const api = { client, locale: en, languageId: undefined, hasSession: true } as unknown as StoreApi;
  return { api, calls };
}

const rated = (id: string, parentId: string | null = null) => ({
  id,
  parentId,
  name: id.slice(0, 4),
  ratingAverage: 4.5,
  calculatedPrice: { unitPrice: 10 },
});
const LISTING = { elements: [rated(A), rated(B), rated(VARIANT, PARENT)], total: 3, page: 1, limit: 24 };
const buckets = (counts: Record<string, number>) => ({
  elements: [],
  aggregations: { reviewCount: { buckets: Object.entries(counts).map(([key, count]) => ({ key, count })) } },
});

describe("loadReviewCounts", () => {
  it("asks once for all cards, a variant's reviews being its parent's, and reads the buckets", async () => {
    const { api, calls } = fakeApi(() => buckets({ [A]: 12, [PARENT]: 3 }));
    const counts = await loadReviewCounts(api, [rated(A), rated(B), rated(VARIANT, PARENT), rated(A)]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({
      ids: [A, B, PARENT],
      limit: 1,
      includes: { product: ["id"] },
      aggregations: [
        {
          name: "reviewCount",
          type: "filter",
          filter: [{ type: "equals", field: "productReviews.status", value: true }],
          aggregation: { name: "reviewCount", type: "terms", field: "productReviews.productId", limit: 3 },
        },
      ],
    });
    expect(Object.fromEntries(counts)).toEqual({ [A]: 12, [PARENT]: 3 });
  });

  it("asks nothing for a page without cards", async () => {
    const { api, calls } = fakeApi(() => buckets({}));
    expect((await loadReviewCounts(api, [])).size).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it("reads no counts, and does not throw, when the request fails or the backend ignores the aggregation", async () => {
    for (const answer of [
      () => {
        throw new Error("503");
      },
      () => ({ elements: [] }),
      () => ({ aggregations: { reviewCount: { buckets: "nope" } } }),
      () => ({
        aggregations: {
          reviewCount: {
            buckets: [
              { key: A, count: "12" },
              { key: 7, count: 1 },
            ],
          },
        },
      }),
    ]) {
      const { api } = fakeApi(answer);
      expect((await loadReviewCounts(api, [rated(A)])).size).toBe(0);
    }
  });
});

describe("listing pages with review counts", () => {
  it("cards carry their count (a variant its parent's); cards without reviews carry none", async () => {
    const { api, calls } = fakeApi(() => buckets({ [A]: 12, [PARENT]: 3 }), LISTING);
    const view = await categoryListing(api, "e".repeat(32), new URL("http://shop/clothing/"));
    expect(view.products.map((card) => [card.id, card.reviewCount])).toEqual([
      [A, 12],
      [B, undefined],
      [VARIANT, 3],
    ]);
    expect(calls.filter((call) => call.operation === "readProduct post /product")).toHaveLength(1);
  });

  it("a failing count request leaves the page as before: the same cards with their stars, no counts", async () => {
    const failing = fakeApi(() => {
      throw new Error("the backend does not support it");
    }, LISTING);
    const { listing } = await searchWithSuggestions(failing.api, "e", new URL("http://shop/search?search=e"));
    const without = await categoryListing(
      fakeApi(() => buckets({}), LISTING).api,
      "e".repeat(32),
      new URL("http://shop/search?search=e"),
    );
    expect(listing.products).toEqual(without.products);
    expect(listing.products.map((card) => [card.rating, "reviewCount" in card])).toEqual([
      [4.5, false],
      [4.5, false],
      [4.5, false],
    ]);
  });
});

describe("cardProductsOf (the CMS page's one count request)", () => {
  it("collects the products of listings, sliders, product boxes and cross-sellings", () => {
    const slot = (type: string, data: Record<string, unknown>) => ({ id: type, type, slot: "content", data });
    const page = {
      sections: [
        {
          blocks: [
            {
              slots: [
                slot("product-listing", { listing: { elements: [rated(A)] } }),
                slot("product-slider", { products: [rated(B), { name: "no id" }] }),
                slot("product-box", { product: rated(VARIANT, PARENT) }),
                slot("cross-selling", { crossSellings: [{ products: [rated(PARENT)] }] }),
                slot("text", { content: "x" }),
              ],
            },
          ],
        },
      ],
    } as unknown as ApiCmsPage;
    const slots = (page.sections ?? []).flatMap((section) =>
      (section.blocks ?? []).flatMap((block) => block.slots ?? []),
    );
    expect(cardProductsOf(slots).map((product) => product.id)).toEqual([A, B, VARIANT, PARENT]);
  });
});

describe("the card's accessible name with its review count", () => {
  it("says the count with the language's plural forms", () => {
    const name = (code: LocaleCode, count: number) => t(code, "ratingWithReviews", { rating: "4,5", count });
    expect([1, 2, 12].map((n) => name("en-GB", n))).toEqual([
      "Rated 4,5 out of 5, 1 review",
      "Rated 4,5 out of 5, 2 reviews",
      "Rated 4,5 out of 5, 12 reviews",
    ]);
    expect([1, 2, 4, 5, 12, 22, 25].map((n) => name("pl-PL", n).split(", ")[1])).toEqual([
      "1 opinia",
      "2 opinie",
      "4 opinie",
      "5 opinii",
      "12 opinii",
      "22 opinie",
      "25 opinii",
    ]);
    expect([1, 2].map((n) => name("testde", n))).toEqual([
      "Bewertet mit 4,5 von 5, 1 Bewertung",
      "Bewertet mit 4,5 von 5, 2 Bewertungen",
    ]);
  });
});
