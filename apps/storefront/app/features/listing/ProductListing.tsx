import { useNavigation } from "react-router";
import { useShop } from "../shop/ShopContext";
import { ActiveFilters } from "./ActiveFilters";
import type { ListingView } from "./listing";
import { hasFilters, ListingFilters } from "./ListingFilters";
import { ListingSkeleton } from "./ListingSkeleton";
import { ListingToolbar } from "./ListingToolbar";
import { t } from "./messages";
import { Pagination } from "./Pagination";
import { ProductGrid } from "./ProductGrid";

interface ProductListingProps {
  listing: ListingView;
  /** the page the listing lives on (locale prefix included); filter, sort and page links point here */
  basePath: string;
  /** false when the page shows the filters elsewhere (a CMS sidebar-filter element uses ListingFilters) */
  filters?: boolean;
}

/**
 * A product listing with filters left (a panel behind a "Show filters" link on phones), toolbar, grid and
 * numbered pages. Every control is a link or GET form, so it all works without JavaScript. One pagination pattern
 * for every listing (issue 14): each page has its own URL, so a shared or reloaded link shows the same products.
 */
export function ProductListing({ listing, basePath, filters = true }: ProductListingProps) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === basePath;
  const withFilters = filters && hasFilters(listing);

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
      {withFilters && <ListingFilters listing={listing} basePath={basePath} />}
      <div
        className={`flex min-w-0 flex-col gap-6 ${withFilters ? "" : "lg:col-span-2"}`}
        aria-busy={loading || undefined}
      >
        <ListingToolbar listing={listing} basePath={basePath} />
        <ActiveFilters listing={listing} basePath={basePath} />
        {loading ? (
          <>
            <p className="sr-only" role="status">
              {t(locale.code, "loading")}
            </p>
            <ListingSkeleton count={Math.min(listing.limit, 8)} />
          </>
        ) : listing.products.length === 0 ? (
          <p className="rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-700">
            {t(locale.code, "noProducts")}
          </p>
        ) : (
          <ProductGrid products={listing.products} />
        )}
        <Pagination listing={listing} basePath={basePath} />
      </div>
    </div>
  );
}
