import { useShop } from "../shop/ShopContext";
import { FilterPanel } from "./FilterPanel";
import type { ListingView } from "./listing";
import { t } from "./messages";

const FILTERS_ID = "listing-filters";

/** Whether the listing has anything to filter by. */
export function hasFilters(listing: ListingView): boolean {
  return Boolean(listing.price || listing.manufacturers.length || listing.properties.length || listing.rating || listing.shippingFree.available);
}

/**
 * The filter panel: a column on desktop; on phones a full-screen panel opened by a "Show filters" link to its
 * #fragment (:target), so it needs no JavaScript. Also usable on its own (a CMS sidebar-filter element).
 */
export function ListingFilters({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale } = useShop();
  if (!hasFilters(listing)) return null;
  return (
    <div>
      <a href={`#${FILTERS_ID}`} className="inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-neutral-300 px-4 text-sm font-medium lg:hidden">
        {t(locale.code, "openFilters")}
        {listing.activeFilters.length > 0 && ` (${listing.activeFilters.length})`}
      </a>
      <aside
        id={FILTERS_ID}
        aria-label={t(locale.code, "filters")}
        className="fixed inset-0 z-40 hidden overflow-y-auto bg-white p-4 target:block lg:static lg:z-auto lg:block lg:overflow-visible lg:p-0"
      >
        <div className="mb-4 flex items-center justify-between lg:hidden">
          <h2 className="text-lg font-semibold">{t(locale.code, "filters")}</h2>
          <a href="#" className="rounded-lg px-3 py-2 text-sm font-medium text-brand-700 underline">
            {t(locale.code, "closeFilters")}
          </a>
        </div>
        <FilterPanel listing={listing} basePath={basePath} />
      </aside>
    </div>
  );
}
