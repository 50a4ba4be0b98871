import { useEffect, useState, type MouseEvent } from "react";
import { Link, useFetcher } from "react-router";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { withParams, type ListingView } from "./listing";
import { t } from "./messages";
import type { ProductCardView } from "./product-card";

interface LoadMoreProps {
  listing: ListingView;
  basePath: string;
  /** receives the products of each further page */
  onLoaded: (products: ProductCardView[], page: number) => void;
  /** the last page already shown */
  lastPage: number;
}

/**
 * "Load more": without JavaScript a link to the next page; with it, the next page comes from the listing
 * data resource route and is appended. If that request fails the link is followed instead.
 */
export function LoadMore({ listing, basePath, onLoaded, lastPage }: LoadMoreProps) {
  const { locale } = useShop();
  const fetcher = useFetcher<ListingView>();
  const [handled, setHandled] = useState<ListingView | null>(null);
  const nextPage = lastPage + 1;
  const href = `${basePath}${withParams(listing.query, { p: nextPage })}`;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data === handled) return;
    setHandled(fetcher.data);
    onLoaded(fetcher.data.products, fetcher.data.page);
  }, [fetcher.state, fetcher.data, handled, onLoaded]);

  if (nextPage > listing.pageCount) return null;

  const load = (event: MouseEvent<HTMLAnchorElement>) => {
    const source: Record<string, string> | null = listing.navigationId
      ? { navigationId: listing.navigationId }
      : listing.search
        ? { search: listing.search }
        : null;
    if (!source || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    fetcher.load(`${localizePath("/listing-data", locale)}${withParams(listing.query, { ...source, p: nextPage })}`);
  };

  const busy = fetcher.state !== "idle";
  return (
    <div className="flex justify-center">
      <Link
        to={href}
        onClick={load}
        aria-disabled={busy || undefined}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg border border-neutral-300 bg-white px-6 text-sm font-medium text-neutral-900 hover:bg-neutral-50"
      >
        {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
        {busy ? t(locale.code, "loading") : t(locale.code, "loadMore")}
      </Link>
    </div>
  );
}
