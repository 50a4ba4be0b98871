import { useEffect, useRef } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useShop } from "../shop/ShopContext";
import { forgetAccountWishlist } from "../wishlist/useWishlist";
import { useWishlistCount } from "../wishlist/useWishlistCount";
import { changedKind, isSyncMessage, parseSyncState, SYNC_CHANNEL, SYNC_STATE_KEY, syncState, type SyncMessage, type SyncState } from "./sync";

// After a revalidation another tab asked for, the wishlist ids are read again: changes until then are absorbed.
const ABSORB_AFTER_REVALIDATION_MS = 1_500;

function readStoredState(): SyncState | null {
  try {
    return parseSyncState(sessionStorage.getItem(SYNC_STATE_KEY));
  } catch {
    return null;
  }
}

function storeState(state: SyncState) {
  try {
    sessionStorage.setItem(SYNC_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage blocked: changes made by whole page loads are then not announced; client-side ones still are.
  }
}

/**
 * Keeps tabs in step (spec §7): when this tab's session, cart, wishlist or currency changes, it tells the others over
 * a BroadcastChannel which kind changed, nothing more. A tab hearing it revalidates its loaders (header counters; an
 * account page then goes to the login) and reads the account's wishlist again, and announces nothing itself: the
 * changes that follow are absorbed. A change made by a whole page load (a form posted without JavaScript) is found
 * by comparing with what this tab showed on its previous page (sessionStorage, per tab). Browsers without
 * BroadcastChannel simply do not sync.
 */
export function TabSync() {
  const { cartItemCount, session, currency } = useShop();
  const wishlistCount = useWishlistCount();
  const customerId = session.loggedIn ? session.customer?.id : null;
  // A guest's wishlist lives in localStorage, whose own storage event already reaches the other tabs.
  const state = syncState({ customerId, cartItemCount, wishlistCount: customerId ? wishlistCount : 0, currencyId: currency.id });
  const key = JSON.stringify(state);
  const { revalidate, state: revalidation } = useRevalidator();
  const channelRef = useRef<BroadcastChannel | null>(null);
  const previousRef = useRef<SyncState | null>(null);
  const remoteRef = useRef<{ until: number; pathname: string } | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channelRef.current = channel;
    channel.onmessage = (event: MessageEvent) => {
      if (!isSyncMessage(event.data)) return;
      remoteRef.current = { until: Number.POSITIVE_INFINITY, pathname: location.pathname };
      forgetAccountWishlist();
      void revalidate();
    };
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [revalidate]);

  // A loader that redirected during that revalidation (an account page after a logout goes to the login) leaves the
  // root data of before: the root skips plain navigations within a locale. Revalidate the new page once more.
  useEffect(() => {
    const remote = remoteRef.current;
    if (!remote || remote.pathname === pathname || Date.now() > remote.until) return;
    remote.pathname = pathname;
    void revalidate();
  }, [pathname, revalidate]);

  useEffect(() => {
    const remote = remoteRef.current;
    if (remote && revalidation === "idle" && remote.until === Number.POSITIVE_INFINITY) remote.until = Date.now() + ABSORB_AFTER_REVALIDATION_MS;
  }, [revalidation]);

  useEffect(() => {
    const current = JSON.parse(key) as SyncState;
    // On a tab's first render: what it showed on its previous page; afterwards what it showed last.
    const before = previousRef.current ?? readStoredState();
    previousRef.current = current;
    storeState(current);
    const kind = changedKind(before, current);
    if (!kind) return;
    const remote = remoteRef.current;
    if (remote && Date.now() <= remote.until) return;
    remoteRef.current = null;
    const message: SyncMessage = { kind };
    channelRef.current?.postMessage(message);
  }, [key]);

  return null;
}
