import { fieldOf, textOf } from "../../lib/unknown";

/** What /_action/wishlist answers a script (Accept: application/json); forms without JavaScript get a 303 instead. */
export type WishlistActionResult = { ok: true; onWishlist: boolean } | { ok: false; message: string };

/** GET /_action/wishlist: the logged-in customer's product ids (empty for everyone else). */
export interface WishlistIdsResult {
  ids: string[];
}

/** "refresh" changes nothing: any POST makes every loader (the root's header counter too) reload. */
export type WishlistIntent = "add" | "remove" | "toggle" | "merge" | "refresh";

export function wantsJson(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

/** Posts one change to the wishlist action the way a script does, and reads its JSON answer. */
export async function postWishlist(endpoint: string, fields: Record<string, string>): Promise<WishlistActionResult> {
  const response = await fetch(endpoint, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Accept: "application/json" },
  });
  const answer: unknown = response.headers.get("Content-Type")?.includes("application/json")
    ? await response.json()
    : null;
  const message = textOf(answer, "message");
  if (fieldOf(answer, "ok")) return { ok: true, onWishlist: fieldOf(answer, "onWishlist") === true };
  if (message) return { ok: false, message };
  throw new Error(`Wishlist action answered ${response.status}`);
}

export async function fetchWishlistIds(endpoint: string): Promise<string[]> {
  const response = await fetch(endpoint, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`Wishlist ids answered ${response.status}`);
  const ids = fieldOf(await response.json(), "ids");
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}
