import { data, type LoaderFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import { categoryListing, searchProducts, searchTermFromUrl } from "../search/search.server";

const ID_PATTERN = /^[0-9a-f]{32}$/i;

/**
 * Resource route for the filter panel's live "Show N products" count: one listing page as JSON (`ListingView`), for a category
 * (`?navigationId=`) or a search (`?search=`), with the same parameters as the page URL.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const navigationId = url.searchParams.get("navigationId") ?? "";
  const term = searchTermFromUrl(url);
  if (!ID_PATTERN.test(navigationId) && !term) throw data(null, { status: 400 });
  try {
    const api = await createStoreApi(request);
    const listing = ID_PATTERN.test(navigationId)
      ? await categoryListing(api, navigationId, url)
      : await searchProducts(api, term, url);
    return data(listing, { headers: api.responseHeaders() });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}
