import { shopperContext } from "../../.server/shop.server";
import type { StoreApi } from "../../.server/store-api.server";
import { filterCountsRequest, toFilterCounts, type FilterCounts } from "./filter-counts";
import type { ApiListing } from "./listing";

/** Which listing to count: a category's (POST /product-listing/{id}) or a search's (POST /search). */
export type ListingTarget = { categoryId: string } | { search: string };

/**
 * The filter counts of a listing response (see filter-counts.ts), in one extra aggregation-only request to the
 * same route. Counts are an aid: if the request fails the panel shows the options without them.
 */
export async function loadFilterCounts(
  api: StoreApi,
  target: ListingTarget,
  listing: ApiListing,
  url: URL,
): Promise<FilterCounts | null> {
  try {
    const context = await shopperContext(api);
    const factor = Number(context.currency.factor ?? 1);
    const request = filterCountsRequest(listing, url, Number.isFinite(factor) ? factor : 1);
    if (!request) return null;
    const body = request;
    const response =
      "categoryId" in target
        ? await api.client.invoke("readProductListing post /product-listing/{categoryId}", {
            pathParams: { categoryId: target.categoryId },
            body,
          })
        : await api.client.invoke("searchPage post /search", { body: { ...body, search: target.search } });
    return toFilterCounts(response.data);
  } catch {
    return null;
  }
}
