import type { ListingView } from "../../listing/listing";
import { ProductListing } from "../../listing/ProductListing";

interface CmsProductListingProps {
  listing: ListingView;
  basePath: string;
  separateFilters: boolean;
}

/** The product-listing element; with a sidebar-filter element on the page the filters live there. */
export function CmsProductListing({ listing, basePath, separateFilters }: CmsProductListingProps) {
  return <ProductListing listing={listing} basePath={basePath} filters={!separateFilters} />;
}

/** The sidebar-filter element: the listing's filters, from the same chunk as the listing (CmsElement.tsx). */
export { ListingFilters as CmsSidebarFilter } from "../../listing/ListingFilters";
