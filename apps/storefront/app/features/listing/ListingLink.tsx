import type { MouseEvent } from "react";
import { Link, useLocation, type LinkProps } from "react-router";
import type { ListingView } from "./listing";
import { useListingQuery } from "./use-listing-query";

interface ListingLinkProps extends Omit<LinkProps, "to" | "onClick" | "replace" | "reloadDocument"> {
  listing: ListingView;
  basePath: string;
  /** What the link does to a listing's query: take a filter out, reset the filters, go to a page. */
  apply: (query: string) => string;
}

/** A click the router would take: the main button, no modifier (those open a new tab or window), not handled yet. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  (event.currentTarget.getAttribute("target") ?? "_self") === "_self";

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
        if (!isPlainClick(event)) return;
        event.preventDefault();
        const query = apply(listingQuery.current());
        // As a link to the address shown does: a click on it replaces the history entry, it adds none.
        listingQuery.go(query, { preventScrollReset, replace: `${basePath}${query}` === `${pathname}${search}` });
      }}
    />
  );
}
