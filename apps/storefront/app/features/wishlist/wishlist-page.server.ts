import type { StoreApi } from "../../.server/store-api.server";
import type { ApiProduct } from "../listing/product-card";
import { idsFromParam } from "./local-wishlist";
import {
  idsOfPage,
  inIdOrder,
  pageFromUrl,
  toWishlistPageView,
  WISHLIST_PAGE_SIZE,
  type WishlistPageView,
} from "./wishlist-page";
import { isNotAllowed, readWishlist } from "./wishlist.server";

const SEO_HEADERS = { "sw-include-seo-urls": true } as const;

async function accountPage(api: StoreApi, page: number): Promise<WishlistPageView | null> {
  try {
    const products = await readWishlist(api, { page, limit: WISHLIST_PAGE_SIZE }, SEO_HEADERS);
    const elements: ApiProduct[] = products?.elements ?? [];
    return toWishlistPageView("account", elements, products?.total ?? elements.length, page, api.locale);
  } catch (error) {
    // Not logged in (or a guest-checkout session): the wishlist is the browser's.
    if (isNotAllowed(error)) return null;
    throw error;
  }
}

/** The products of one page of a guest's list, in the list's order; products no longer visible drop out. */
async function browserPage(api: StoreApi, ids: string[], page: number): Promise<WishlistPageView> {
  const pageIds = idsOfPage(ids, page);
  if (pageIds.length === 0) return toWishlistPageView("browser", [], ids.length, page, api.locale);
  const response = await api.client.invoke("readProduct post /product", {
    body: { ids: pageIds, limit: pageIds.length },
    headers: SEO_HEADERS,
  });
  const products = inIdOrder<ApiProduct>(response.data.elements ?? [], pageIds);
  return toWishlistPageView("browser", products, ids.length, page, api.locale);
}

/**
 * The /wishlist page's data. A logged-in customer's list comes from the account; for anyone else the
 * products of the ids in `?ids=` (sent by the page's script from localStorage), or none yet.
 */
export async function loadWishlistPage(api: StoreApi, url: URL): Promise<WishlistPageView> {
  const page = pageFromUrl(url);
  const account = api.hasSession ? await accountPage(api, page) : null;
  if (account) return account;
  const ids = idsFromParam(url.searchParams.get("ids"));
  if (!url.searchParams.has("ids")) return toWishlistPageView("browser", null, 0, page, api.locale);
  return browserPage(api, ids, page);
}
