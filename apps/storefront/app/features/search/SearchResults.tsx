import type { ListingView } from "../listing/listing";
import { ProductListing } from "../listing/ProductListing";
import { NoResults } from "./NoResults";
import type { LocaleCode } from "../../lib/i18n";

/**
 * The search page's results: the listing with its filters, or the no-results help. A page kind of its own
 * (features/page-kinds): a chunk that loads when the results are first used, not with the page.
 */
export function SearchResults({
  term,
  listing,
  closeTerms,
  locale,
  basePath,
}: {
  term: string;
  listing: ListingView;
  closeTerms: string[];
  locale: LocaleCode;
  basePath: string;
}) {
  return listing.total === 0 && listing.activeFilters.length === 0 ? (
    <NoResults term={term} closeTerms={closeTerms} locale={locale} searchPath={basePath} />
  ) : (
    <ProductListing listing={listing} basePath={basePath} />
  );
}
