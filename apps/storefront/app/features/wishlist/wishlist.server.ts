import type { StoreApi } from "../../.server/store-api.server";
import { apiErrorCodes, apiErrorEntries } from "../forms/api-errors";

/** Store API limit per request (shopware.api.store.max_limit). */
const MAX_LIMIT = 100;
// Reading ids only: a wishlist beyond this many pages is not realistic; the cap bounds the calls.
const MAX_ID_PAGES = 5;

/** Store API answers that mean "this shopper has no server wishlist" (store-api-notes §10). */
export function isNoWishlist(error: unknown): boolean {
  const { status } = apiErrorEntries(error);
  return status === 404 && apiErrorCodes(error).includes("CHECKOUT__WISHLIST_NOT_FOUND");
}

/** Not logged in, a guest, or the wishlist switched off: the server keeps no wishlist for this shopper. */
export function isNotAllowed(error: unknown): boolean {
  const { status } = apiErrorEntries(error);
  return status === 403 || status === 401;
}

type WishlistCriteria = Record<string, unknown>;

export async function readWishlist(
  api: StoreApi,
  criteria: WishlistCriteria,
  headers: Record<string, string | boolean> = {},
) {
  try {
    const response = await api.client.invoke("readCustomerWishlist post /customer/wishlist", {
      body: { "total-count-mode": "exact", ...criteria },
      headers,
    });
    return response.data.products;
  } catch (error) {
    // No wishlist yet is an empty one.
    if (isNoWishlist(error)) return null;
    throw error;
  }
}

/** The product ids on the logged-in customer's wishlist, newest first. */
export async function loadWishlistIds(api: StoreApi): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_ID_PAGES; page++) {
    const products = await readWishlist(api, { page, limit: MAX_LIMIT, includes: { product: ["id"] } });
    const elements: { id: string }[] = products?.elements ?? [];
    ids.push(...elements.map((product) => product.id));
    if (elements.length < MAX_LIMIT || ids.length >= (products?.total ?? 0)) break;
  }
  return ids;
}

async function isOnWishlist(api: StoreApi, productId: string): Promise<boolean> {
  const products = await readWishlist(api, {
    limit: 1,
    filter: [{ type: "equals", field: "id", value: productId }],
    includes: { product: ["id"] },
  });
  return (products?.total ?? products?.elements?.length ?? 0) > 0;
}

export async function addToWishlist(api: StoreApi, productId: string): Promise<void> {
  try {
    await api.client.invoke("addProductOnWishlist post /customer/wishlist/add/{productId}", {
      pathParams: { productId },
    });
  } catch (error) {
    // Already there (another tab, a double click): the wish is fulfilled.
    if (apiErrorCodes(error).includes("CHECKOUT__DUPLICATE_WISHLIST_PRODUCT")) return;
    throw error;
  }
}

export async function removeFromWishlist(api: StoreApi, productId: string): Promise<void> {
  try {
    await api.client.invoke("deleteProductOnWishlist delete /customer/wishlist/delete/{productId}", {
      pathParams: { productId },
    });
  } catch (error) {
    // Already gone: the wish is fulfilled.
    if (apiErrorEntries(error).status === 404) return;
    throw error;
  }
}

/** Adds or removes, whichever changes the list; returns whether the product is on it afterwards. */
export async function toggleOnWishlist(api: StoreApi, productId: string): Promise<boolean> {
  if (await isOnWishlist(api, productId)) {
    await removeFromWishlist(api, productId);
    return false;
  }
  await addToWishlist(api, productId);
  return true;
}

export async function mergeWishlist(api: StoreApi, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await api.client.invoke("mergeProductOnWishlist post /customer/wishlist/merge", { body: { productIds } });
}
