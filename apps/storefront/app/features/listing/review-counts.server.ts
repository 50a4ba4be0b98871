import type { StoreApi } from "../../.server/store-api.server";
import {
  namedAggregation,
  type AggregationResults,
  type Answer,
  type CriteriaAggregation,
} from "../../lib/store-api-types";
import { reviewOwnerId, type ApiProduct, type ReviewCounts } from "./product-card";

type CardProduct = Pick<ApiProduct, "id" | "parentId">;

/** The POST /store-api/product body that counts the approved reviews of these review owners; null for none. */
export function reviewCountsRequest(ownerIds: readonly string[]): {
  ids: string[];
  limit: number;
  "total-count-mode": "none";
  includes: { product: string[] };
  aggregations: CriteriaAggregation[];
} | null {
  if (ownerIds.length === 0) return null;
  return {
    ids: [...ownerIds],
    // Only the aggregation is wanted: one row of the smallest shape (Shopware's limit must be ≥ 1).
    limit: 1,
    "total-count-mode": "none",
    includes: { product: ["id"] },
    aggregations: [
      {
        name: "reviewCount",
        type: "filter",
        filter: [{ type: "equals", field: "productReviews.status", value: true }],
        aggregation: { name: "reviewCount", type: "terms", field: "productReviews.productId", limit: ownerIds.length },
      },
    ],
  };
}

/** Bucket key → count from the answer; anything else (no aggregation, another shape) reads as no counts. */
export function toReviewCounts(data: { aggregations?: Answer<AggregationResults> | null } | null): ReviewCounts {
  const counts = new Map<string, number>();
  for (const bucket of namedAggregation(data, "reviewCount")?.buckets ?? []) {
    if (typeof bucket?.key === "string" && typeof bucket.count === "number" && bucket.count > 0)
      counts.set(bucket.key, bucket.count);
  }
  return counts;
}

/**
 * How many approved reviews the products of a page's cards have, in one request for the whole page (listing,
 * sliders, product boxes and cross-selling alike). Shopware 6.7's product has ratingAverage but no review count, so
 * this asks POST /store-api/product for the review owners (a variant's reviews belong to its parent, as on the
 * product page) with a terms aggregation on productReviews.productId inside a filter aggregation on
 * productReviews.status: Shopware's EntityAggregator counts the joined approved reviews per product, and our backend
 * answers alike. Products without approved reviews have no bucket. The count is an aid: a failed request, or a
 * backend that does not answer the aggregation, leaves the cards as they were (stars without a count).
 */
export async function loadReviewCounts(api: StoreApi, products: Iterable<CardProduct>): Promise<ReviewCounts> {
  const body = reviewCountsRequest([...new Set(Array.from(products, reviewOwnerId))]);
  if (!body) return new Map();
  try {
    const response = await api.client.invoke("readProduct post /product", { body });
    return toReviewCounts(response.data);
  } catch {
    return new Map();
  }
}
