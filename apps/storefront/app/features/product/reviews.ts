import {
  namedAggregation,
  type AggregationResults,
  type Answer,
  type Answered,
  type AnsweredWithId,
  type Schemas,
} from "../../lib/store-api-types";

/** A review as the page shows it; `status` is false for the logged-in author's own review awaiting approval. */
export type ApiReview = AnsweredWithId<
  Schemas["ProductReview"],
  "title" | "content" | "points" | "externalUser" | "createdAt" | "status"
>;

/** A review search answer (ProductReviewRoute): the page of reviews, the total and the `ratingMatrix` terms result. */
export type ApiReviewsResponse = Answered<Schemas["EntitySearchResult"], "total"> & {
  elements?: ReadonlyArray<ApiReview> | null;
  aggregations?: Answer<AggregationResults> | null;
};

export interface ReviewView {
  id: string;
  title: string;
  content: string;
  points: number;
  author: string | null;
  createdAt: string | null;
  /** The shopper's own review, not yet approved. */
  pending: boolean;
}

export interface ReviewsView {
  reviews: ReviewView[];
  total: number;
  page: number;
  pages: number;
  average: number | null;
  /** Only reviews in the page's language ("page", the default) or in every language ("all", `?reviews-language=all`). */
  language: ReviewsLanguage;
  /** Count per star rating, 5 stars first, always five rows. */
  distribution: { stars: number; count: number }[];
}

export const REVIEWS_LIMIT = 10;

export type ReviewsLanguage = "page" | "all";

/**
 * Which reviews to list (Shopware storefront's ProductReviewLoader 'language' switch): the page's language first,
 * every language behind `?reviews-language=all` — a plain link, so it works without JavaScript.
 */
export function reviewsLanguageFromUrl(url: URL): ReviewsLanguage {
  return url.searchParams.get("reviews-language") === "all" ? "all" : "page";
}

/** The Store API filter for the chosen review language (none for all languages). */
export function reviewsLanguageFilter(
  language: ReviewsLanguage,
  languageId: string | undefined,
): Schemas["EqualsFilter"][] {
  return language === "page" && languageId ? [{ type: "equals", field: "languageId", value: languageId }] : [];
}

/** The review page from `?reviews-page=`: a positive integer, 1 otherwise. */
export function reviewsPageFromUrl(url: URL): number {
  const page = Number(url.searchParams.get("reviews-page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function toReviewsView(
  response: ApiReviewsResponse,
  page: number,
  average: number | null,
  language: ReviewsLanguage = "all",
): ReviewsView {
  const total = response.total ?? 0;
  const buckets = namedAggregation(response, "ratingMatrix")?.buckets ?? [];
  return {
    reviews: (response.elements ?? []).map((review) => ({
      id: review.id,
      title: review.title ?? "",
      content: review.content ?? "",
      points: Math.max(0, Math.min(5, Math.round(review.points ?? 0))),
      author: review.externalUser ?? null,
      createdAt: review.createdAt ?? null,
      pending: review.status === false,
    })),
    total,
    page,
    language,
    pages: Math.max(1, Math.ceil(total / REVIEWS_LIMIT)),
    // The product's average over every language stays, even when the page's language has no review yet.
    average: average !== null && (average > 0 || total > 0) ? average : null,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: buckets
        .filter((bucket) => Math.round(Number(bucket.key)) === stars)
        .reduce((sum, b) => sum + (b.count ?? 0), 0),
    })),
  };
}
