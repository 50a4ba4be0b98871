import type { MouseEvent } from "react";
import { useLocation, type LinkProps } from "react-router";
import { Link } from "../../components/ui/Link";
import { isPlainClick } from "../../lib/plain-click";
import type { ListingView } from "./listing";
import { useListingQuery } from "./use-listing-query";

interface ListingLinkProps extends Omit<LinkProps, "to" | "onClick" | "replace" | "reloadDocument"> {
  listing: ListingView;
  basePath: string;
  /** What the link does to a listing's query: take a filter out, reset the filters, go to a page. */
  apply: (query: string) => string;
}

/** A click the router would take: a plain one (lib/plain-click.ts) on a link that opens in this window. */
const isRouterClick = (event: MouseEvent<HTMLAnchorElement>) =>
  isPlainClick(event) && (event.currentTarget.getAttribute("target") ?? "_self") === "_self";

/**
 * A link from the listing shown to another state of it (a chip, "Reset all", a page). Its href is `apply` on the
 * listing shown: what the page says, the same for the server's HTML and the hydrated page, and right for a crawler,
 * a page without JavaScript and a link opened in a new tab. A plain click applies it to the listing the shopper is
 * heading to instead (useListingQuery: a filter still loading, or the choices replayed just before), so a choice
 * made while the last one loads stays. That is decided at the click, not in the href: choices replayed in one go
 * (deferred hydration) come before any render could update an href.
 */
export function ListingLink({ listing, basePath, apply, preventScrollReset = false, ...props }: ListingLinkProps) {
  const listingQuery = useListingQuery(listing, basePath);
  const { pathname, search } = useLocation();
  return (
    <Link
      {...props}
      to={`${basePath}${apply(listing.query)}`}
      preventScrollReset={preventScrollReset}
      onClick={(event) => {
        if (!isRouterClick(event)) return;
        event.preventDefault();
        const query = apply(listingQuery.current());
        // As a link to the address shown does: a click on it replaces the history entry, it adds none.
        listingQuery.go(query, { preventScrollReset, replace: `${basePath}${query}` === `${pathname}${search}` });
      }}
    />
  );
}
