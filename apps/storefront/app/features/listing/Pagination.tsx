import { Icon } from "../../components/ui/Icon";
import { useShop } from "../shop/ShopContext";
import { pageNumbers, withParams, type ListingView } from "./listing";
import { ListingLink } from "./ListingLink";
import { t } from "./messages";

const ITEM = "inline-flex size-10 items-center justify-center rounded-lg text-sm font-medium";

/** Page links (work without JavaScript); the current page is marked with aria-current. */
export function Pagination({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale } = useShop();
  if (listing.pageCount <= 1) return null;
  // A page of the listing shown, or with JavaScript of the one the shopper is heading to (ListingLink).
  const toPage = (page: number) => (query: string) => withParams(query, { p: page === 1 ? null : page });
  return (
    <nav aria-label={t(locale.code, "pagination")}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {listing.page > 1 && (
          <li>
            <ListingLink
              listing={listing}
              basePath={basePath}
              apply={toPage(listing.page - 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={t(locale.code, "previousPage")}
            >
              <Icon name="chevronLeft" />
            </ListingLink>
          </li>
        )}
        {pageNumbers(listing.page, listing.pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${ITEM} text-neutral-600`}>
              …
            </li>
          ) : (
            <li key={page}>
              <ListingLink
                listing={listing}
                basePath={basePath}
                apply={toPage(page)}
                aria-label={t(locale.code, "pageNumber", { page })}
                aria-current={page === listing.page ? "page" : undefined}
                className={`${ITEM} ${page === listing.page ? "bg-brand-700 text-white" : "text-neutral-800 hover:bg-neutral-100"}`}
              >
                {page}
              </ListingLink>
            </li>
          ),
        )}
        {listing.page < listing.pageCount && (
          <li>
            <ListingLink
              listing={listing}
              basePath={basePath}
              apply={toPage(listing.page + 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={t(locale.code, "nextPage")}
            >
              <Icon name="chevronRight" />
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
