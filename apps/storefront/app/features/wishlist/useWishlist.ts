import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useFetcher, useMatches } from "react-router";
import { localizePath } from "../../lib/i18n";
import { useNotify } from "../notifications/useNotify";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { fetchWishlistIds, postWishlist, type WishlistActionResult } from "./wishlist-api";
import {
  getServerSnapshot,
  getSnapshot,
  invalidateServerIds,
  setReading,
  setServerIds,
  setServerMembership,
  subscribe,
  toggleLocal,
  trackPending,
  writeLocal,
} from "./wishlist-store";

export interface WishlistHandle {
  /** Product ids on the wishlist: the browser's list for guests, the account's for logged-in customers. */
  ids: readonly string[];
  /** False while a logged-in customer's list has not been read (yet, or on wishlist routes). */
  known: boolean;
  loggedIn: boolean;
  toggle(productId: string, productName: string): Promise<void>;
  /** Reloads the page's and the root's data (header counter) after a change made with fetch(). */
  refresh(): void;
}

// One read (and merge) per customer and page life, however many toggles ask for it.
let syncedCustomer: string | null = null;

/**
 * Spec §6: on login the browser's list is merged into the account and then cleared; after that the
 * account's ids are read so every heart shows its state. Wishlist routes skip the read (spec §2: the
 * wishlist is not preloaded there; the page loads its own products).
 */
function syncAccount(customerId: string, endpoint: string, preload: boolean, refresh: () => void) {
  if (syncedCustomer === customerId) return;
  syncedCustomer = customerId;
  const local = getSnapshot().local;
  // A read begun before another tab's change (invalidateServerIds) may answer the list of before: it is dropped.
  const generation = getSnapshot().generation;
  const current = () => getSnapshot().generation === generation;
  if (!preload) setReading(false);
  void (async () => {
    if (local.length > 0) {
      const merged = await postWishlist(endpoint, { intent: "merge", productIds: local.join(",") });
      if (merged.ok) {
        writeLocal([]);
        // The header's server count (root data) and a wishlist page now include the merged products.
        refresh();
      }
    }
    if (!preload) return;
    setReading(true);
    const ids = await fetchWishlistIds(endpoint);
    if (!current()) return;
    setServerIds(customerId, ids);
    setReading(false);
  })().catch((error: unknown) => {
    if (!current()) return;
    // A failed read leaves every heart unpressed; the next page load tries again.
    syncedCustomer = null;
    setReading(false);
    console.warn("Wishlist sync failed", error);
  });
}

/** Another tab changed the session or the wishlist: the account's ids are read again (when still logged in). */
export function forgetAccountWishlist() {
  syncedCustomer = null;
  invalidateServerIds();
}

export function useWishlist(): WishlistHandle {
  const { locale, session } = useShop();
  const notify = useNotify();
  // Keyed: every toggle shares one refresher, and a refresh outlives the component that asked for it.
  const { submit } = useFetcher({ key: "wishlist-refresh" });
  const state = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const onWishlistRoute = useMatches().some((match) => match.id.endsWith(":wishlist"));
  const endpoint = localizePath("/_action/wishlist", locale);
  const customerId = session.loggedIn ? (session.customer?.id ?? null) : null;
  // After forgetAccountWishlist() the list is unknown again: the effect below reads it anew.
  const { generation } = state;
  const refresh = useCallback(
    () => void submit({ intent: "refresh", js: "1" }, { method: "post", action: endpoint }),
    [submit, endpoint],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation (after forgetAccountWishlist) reads the list anew
  useEffect(() => {
    if (!customerId) {
      syncedCustomer = null;
      // Nothing to read for a guest (another tab logged out).
      setReading(false);
      return;
    }
    syncAccount(customerId, endpoint, !onWishlistRoute, refresh);
  }, [customerId, endpoint, onWishlistRoute, refresh, generation]);

  const known = customerId !== null && state.customerId === customerId && state.server !== null;
  const ids = customerId ? (known ? (state.server ?? []) : []) : state.local;

  const toggle = useCallback(
    async (productId: string, productName: string) => {
      const say = (onList: boolean) =>
        notify({ type: "success", message: t(locale.code, onList ? "added" : "removed", { name: productName }) });
      if (!customerId) {
        say(toggleLocal(productId));
        return;
      }
      const current = getSnapshot();
      const listKnown = current.customerId === customerId && current.server !== null;
      const wasOn = listKnown && (current.server ?? []).includes(productId);
      if (listKnown) setServerMembership(customerId, productId, !wasOn);
      // Until the server answers, the count is a promise, not a fact: other tabs hear of it only then (TabSync).
      trackPending(1);
      const result = await postWishlist(endpoint, {
        intent: listKnown ? (wasOn ? "remove" : "add") : "toggle",
        productId,
      })
        .catch((): WishlistActionResult => ({ ok: false, message: t(locale.code, "failed") }))
        .finally(() => trackPending(-1));
      if (!result.ok) {
        if (listKnown) setServerMembership(customerId, productId, wasOn);
        notify({ type: "danger", message: result.message });
        return;
      }
      setServerMembership(customerId, productId, result.onWishlist);
      // Without a read list the header count comes from the root data: refresh it.
      if (!listKnown) refresh();
      say(result.onWishlist);
    },
    [customerId, endpoint, locale.code, notify, refresh],
  );

  return { ids, known, loggedIn: customerId !== null, toggle, refresh };
}

/**
 * For content hydrated on first use that shows wishlist hearts (page-kinds/KindIsland.tsx's `now`): whether, read in
 * the browser, there is a list to show (the account's, or the browser's), so that the hearts show it at once.
 */
export function useWishlistToShow(): () => boolean {
  const { session } = useShop();
  return useCallback(() => session.loggedIn || getSnapshot().local.length > 0, [session.loggedIn]);
}
