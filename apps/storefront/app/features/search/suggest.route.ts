import { data, type LoaderFunctionArgs } from "react-router";
import { createStoreApi } from "../../.server/store-api.server";
import { storeApiErrorResponse } from "../../.server/store-api-errors.server";
import { PRODUCT_CARD_INCLUDES } from "../listing/product-card";
import { closeTermsOf, searchTermFromUrl } from "./search.server";
import { SUGGEST_LIMIT, SUGGEST_MIN_LENGTH, toSuggestResult } from "./suggest";

/** Resource route behind the header's suggest box: GET ?search=term → `SuggestResult` JSON. */
export async function loader({ request }: LoaderFunctionArgs) {
  const term = searchTermFromUrl(new URL(request.url));
  try {
    const api = await createStoreApi(request);
    if (term.length < SUGGEST_MIN_LENGTH)
      return data({ term, total: 0, products: [], closeTerms: [] }, { headers: api.responseHeaders() });
    const response = await api.client.invoke("searchSuggest post /search-suggest", {
      body: { search: term, limit: SUGGEST_LIMIT, "no-aggregations": true, includes: PRODUCT_CARD_INCLUDES },
      headers: { "sw-include-seo-urls": true },
    });
    const listing = response.data;
    return data(toSuggestResult(term, listing, api.locale, closeTermsOf(response.data)), {
      headers: api.responseHeaders(),
    });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}
