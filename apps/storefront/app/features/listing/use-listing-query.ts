import { useNavigate, useNavigation } from "react-router";
import { liveRouterLocation } from "../../lib/live-router";
import type { ListingView } from "./listing";

/** The last listing a listing control navigated to, and the router state it was chosen in. */
let lastChoice: {
  path: string;
  query: string;
  navigation: ReturnType<typeof useNavigation>;
  listing: ListingView;
} | null = null;

/**
 * Navigation between states of one listing that keeps the shopper's choices. A choice (a box ticked, a sort, prices
 * applied) builds on the listing the shopper is heading to, not on the one shown: a choice made before the last one
 * landed adds to it instead of replacing it with the page's older state. Heading to is, freshest first: the last
 * choice made here if nothing has rendered since (two choices replayed in a row once the content hydrated), the
 * router's live target if it is this listing (a navigation still loading, or one in the address bar still being
 * drawn), what React last rendered of it, the listing shown.
 */
export function useListingQuery(listing: ListingView, basePath: string) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const rendered =
    navigation.location && navigation.location.pathname === basePath ? navigation.location.search : listing.query;
  const current = (): string => {
    if (
      lastChoice &&
      lastChoice.path === basePath &&
      lastChoice.navigation === navigation &&
      lastChoice.listing === listing
    )
      return lastChoice.query;
    // The router's own state: React renders a navigation's start in a transition, so a choice made right after the
    // last one may run with the render of before, still idle.
    const live = liveRouterLocation();
    return live && live.pathname === basePath ? live.search : rendered;
  };
  return {
    current,
    /**
     * Shows the listing with `query` ("?…" or ""), where the shopper is (a filter, a sort) or, with
     * `preventScrollReset: false`, from its top (another page). `replace` as a link to the address shown does.
     */
    go(query: string, { preventScrollReset = true, replace = false } = {}) {
      lastChoice = { path: basePath, query, navigation, listing };
      navigate(`${basePath}${query}`, { preventScrollReset, replace });
    },
  };
}
