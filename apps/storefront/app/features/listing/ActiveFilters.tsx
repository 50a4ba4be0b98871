import { Icon } from "../../components/ui/Icon";
import { formatPrice } from "../../lib/format-price";
import { useShop } from "../shop/ShopContext";
import { resetFiltersQuery, withoutFilter, type ActiveFilterView, type ListingView } from "./listing";
import { ListingLink } from "./ListingLink";
import { t } from "./messages";

/**
 * The applied filters as removable chips, plus "reset all" (which keeps the search term and the sort). With
 * JavaScript each applies to the listing the shopper is heading to (ListingLink).
 */
export function ActiveFilters({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale, currency } = useShop();
  if (listing.activeFilters.length === 0) return null;
  const label = (filter: ActiveFilterView): string => {
    switch (filter.kind) {
      case "manufacturer":
      case "property":
        return filter.label;
      case "min-price":
        return t(locale.code, "priceFromChip", { price: formatPrice(filter.value, locale, currency.isoCode) });
      case "max-price":
        return t(locale.code, "priceToChip", { price: formatPrice(filter.value, locale, currency.isoCode) });
      case "rating":
        return t(locale.code, "ratingAtLeast", { rating: filter.value });
      case "shipping-free":
        return t(locale.code, "shippingFree");
    }
  };
  return (
    <section aria-label={t(locale.code, "activeFilters")} className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2">
        {listing.activeFilters.map((filter) => {
          const text = label(filter);
          return (
            <li key={`${filter.kind}-${text}`}>
              <ListingLink
                listing={listing}
                basePath={basePath}
                apply={(query) => withoutFilter(query, filter.remove)}
                preventScrollReset
                aria-label={t(locale.code, "removeFilter", { label: text })}
                className="inline-flex min-h-8 items-center gap-1 rounded-full border border-neutral-300 bg-neutral-50 py-1 pl-3 pr-2 text-sm text-neutral-800 hover:border-neutral-500"
              >
                {text}
                <Icon name="close" size={16} />
              </ListingLink>
            </li>
          );
        })}
      </ul>
      <ListingLink
        listing={listing}
        basePath={basePath}
        apply={resetFiltersQuery}
        preventScrollReset
        className="min-h-8 px-2 py-1 text-sm font-medium text-brand-700 underline"
      >
        {t(locale.code, "resetAll")}
      </ListingLink>
    </section>
  );
}
