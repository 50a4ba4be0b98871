import type { StoreApi } from "../../.server/store-api.server";
import { listingRequestFromUrl, toListingView, type ApiListing, type ListingView } from "../listing/listing";
import { loadFilterCounts } from "../listing/filter-counts.server";
import { PRODUCT_CARD_INCLUDES } from "../listing/product-card";
import { loadReviewCounts } from "../listing/review-counts.server";
import { fieldOf } from "../../lib/unknown";

/** The longest term we pass on; the backend cuts longer ones anyway, and URLs stay sane. */
export const MAX_TERM_LENGTH = 100;

export function searchTermFromUrl(url: URL): string {
  return (url.searchParams.get("search") ?? "").trim().slice(0, MAX_TERM_LENGTH);
}

/** POST /search with the listing parameters of the page URL (filters, sort, page). */
export async function searchProducts(api: StoreApi, term: string, url: URL): Promise<ListingView> {
  return (await searchWithSuggestions(api, term, url)).listing;
}

/** The Store API's close terms for a search that found nothing (extensions.searchSuggestions, our backend's extension). */
export function closeTermsOf(data: unknown): string[] {
  const terms = fieldOf(fieldOf(fieldOf(data, "extensions"), "searchSuggestions"), "terms");
  return Array.isArray(terms) ? terms.filter((term): term is string => typeof term === "string").slice(0, 5) : [];
}

/** A search page: the listing, and when it is empty the close terms that do find products. */
export async function searchWithSuggestions(
  api: StoreApi,
  term: string,
  url: URL,
): Promise<{ listing: ListingView; closeTerms: string[] }> {
  const response = await api.client.invoke("searchPage post /search", {
    body: { ...listingRequestFromUrl(url), search: term, includes: PRODUCT_CARD_INCLUDES },
    headers: { "sw-include-seo-urls": true },
  });
  const raw: ApiListing = response.data;
  const [counts, reviewCounts] = await Promise.all([
    loadFilterCounts(api, { search: term }, raw, url),
    loadReviewCounts(api, raw.elements ?? []),
  ]);
  return { listing: toListingView(raw, url, counts, reviewCounts), closeTerms: closeTermsOf(response.data) };
}

/** A category's listing (POST /product-listing/{id}) with the page URL's parameters. */
export async function categoryListing(api: StoreApi, categoryId: string, url: URL): Promise<ListingView> {
  const response = await api.client.invoke("readProductListing post /product-listing/{categoryId}", {
    pathParams: { categoryId },
    body: { ...listingRequestFromUrl(url), includes: PRODUCT_CARD_INCLUDES },
    headers: { "sw-include-seo-urls": true },
  });
  const raw: ApiListing = response.data;
  const [counts, reviewCounts] = await Promise.all([
    loadFilterCounts(api, { categoryId }, raw, url),
    loadReviewCounts(api, raw.elements ?? []),
  ]);
  return toListingView(raw, url, counts, reviewCounts);
}
