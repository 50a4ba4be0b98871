import { describe, expect, it } from "vitest";
import { reviewsLanguageFilter, reviewsLanguageFromUrl, reviewsPageFromUrl, toReviewsView } from "./reviews";

describe("reviewsPageFromUrl", () => {
  it("reads a positive page and falls back to 1", () => {
    expect(reviewsPageFromUrl(new URL("https://s/p?reviews-page=3"))).toBe(3);
    expect(reviewsPageFromUrl(new URL("https://s/p?reviews-page=0"))).toBe(1);
    expect(reviewsPageFromUrl(new URL("https://s/p?reviews-page=x"))).toBe(1);
    expect(reviewsPageFromUrl(new URL("https://s/p"))).toBe(1);
  });
});

describe("toReviewsView", () => {
  it("converts reviews, pages and the star distribution", () => {
    const view = toReviewsView(
      {
        total: 23,
        elements: [
          {
            id: "r1",
            title: "Great",
            content: "Really",
            points: 4.6,
            externalUser: "Mia",
            createdAt: "2026-01-01T00:00:00Z",
            status: true,
          },
          { id: "r2", title: "Mine", content: "Pending", points: 3, status: false },
        ],
        aggregations: {
          ratingMatrix: {
            buckets: [
              { key: "5", count: 20 },
              { key: "2", count: 3 },
            ],
          },
        },
      },
      2,
      4.7,
    );
    expect(view.reviews).toEqual([
      {
        id: "r1",
        title: "Great",
        content: "Really",
        points: 5,
        author: "Mia",
        createdAt: "2026-01-01T00:00:00Z",
        pending: false,
      },
      // The logged-in author's own review awaiting approval is marked as such.
      { id: "r2", title: "Mine", content: "Pending", points: 3, author: null, createdAt: null, pending: true },
    ]);
    expect(view).toMatchObject({ total: 23, page: 2, pages: 3, average: 4.7 });
    expect(view.distribution).toEqual([
      { stars: 5, count: 20 },
      { stars: 4, count: 0 },
      { stars: 3, count: 0 },
      { stars: 2, count: 3 },
      { stars: 1, count: 0 },
    ]);
  });

  it("has no average and one page without reviews", () => {
    expect(toReviewsView({ total: 0, elements: [] }, 1, 0)).toMatchObject({ average: null, pages: 1, reviews: [] });
  });
});

describe("review language", () => {
  it("lists the page's language unless ?reviews-language=all", () => {
    expect(reviewsLanguageFromUrl(new URL("http://x/p"))).toBe("page");
    expect(reviewsLanguageFromUrl(new URL("http://x/p?reviews-language=all"))).toBe("all");
    expect(reviewsLanguageFilter("page", "lang-1")).toEqual([{ type: "equals", field: "languageId", value: "lang-1" }]);
    expect(reviewsLanguageFilter("all", "lang-1")).toEqual([]);
  });
});
