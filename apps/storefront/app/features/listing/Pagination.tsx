import { Link } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { useShop } from "../shop/ShopContext";
import { pageNumbers, withParams, type ListingView } from "./listing";
import { t } from "./messages";

const ITEM = "inline-flex size-10 items-center justify-center rounded-lg text-sm font-medium";

/** Page links (work without JavaScript); the current page is marked with aria-current. */
export function Pagination({ listing, basePath }: { listing: ListingView; basePath: string }) {
  const { locale } = useShop();
  if (listing.pageCount <= 1) return null;
  const href = (page: number) => `${basePath}${withParams(listing.query, { p: page === 1 ? null : page })}`;
  return (
    <nav aria-label={t(locale.code, "pagination")}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {listing.page > 1 && (
          <li>
            <Link
              to={href(listing.page - 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={t(locale.code, "previousPage")}
            >
              <Icon name="chevronLeft" />
            </Link>
          </li>
        )}
        {pageNumbers(listing.page, listing.pageCount).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className={`${ITEM} text-neutral-600`}>
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-label={t(locale.code, "pageNumber", { page })}
                aria-current={page === listing.page ? "page" : undefined}
                className={`${ITEM} ${page === listing.page ? "bg-brand-700 text-white" : "text-neutral-800 hover:bg-neutral-100"}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {listing.page < listing.pageCount && (
          <li>
            <Link
              to={href(listing.page + 1)}
              className={`${ITEM} text-neutral-800 hover:bg-neutral-100`}
              aria-label={t(locale.code, "nextPage")}
            >
              <Icon name="chevronRight" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
