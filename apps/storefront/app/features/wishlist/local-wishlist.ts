/** Spec §9: guests keep their wishlist in the browser under this key, as a JSON array of product ids. */
export const LOCAL_WISHLIST_KEY = "sw-wishlist-items";

// Store API ids are 32 hex characters; anything else in storage was not written by the shop.
const PRODUCT_ID = /^[0-9a-f]{32}$/i;
// A wishlist is a short list; the cap keeps a tampered entry from bloating every page.
export const MAX_LOCAL_ITEMS = 200;

export function isProductId(value: unknown): value is string {
  return typeof value === "string" && PRODUCT_ID.test(value);
}

/** The product ids of a stored list; anything malformed reads as an empty list. */
export function parseLocalWishlist(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter(isProductId))].slice(0, MAX_LOCAL_ITEMS);
  } catch {
    return [];
  }
}

/** The list with `productId` added (newest first, like the server's list) or removed. */
export function toggleId(ids: readonly string[], productId: string): string[] {
  return ids.includes(productId) ? ids.filter((id) => id !== productId) : [productId, ...ids].slice(0, MAX_LOCAL_ITEMS);
}

/** Product ids from a comma-separated query value (`/wishlist?ids=a,b`), valid ones only, deduplicated. */
export function idsFromParam(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(",")
        .map((id) => id.trim())
        .filter(isProductId),
    ),
  ].slice(0, MAX_LOCAL_ITEMS);
}
