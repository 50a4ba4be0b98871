import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useFetchers, useLocation, useNavigation, useRevalidator } from "react-router";
import { useShop } from "../shop/ShopContext";
import { forgetAccountWishlist } from "../wishlist/useWishlist";
import { useWishlistCount } from "../wishlist/useWishlistCount";
import { getServerSnapshot, getSnapshot, subscribe } from "../wishlist/wishlist-store";
import {
  changedKind,
  isSyncMessage,
  parseSyncState,
  SYNC_CHANNEL,
  SYNC_STATE_KEY,
  syncState,
  type SyncMessage,
  type SyncState,
} from "./sync";

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

/** This tab is catching up with another tab's change: its own revalidation has not ended yet. */
interface Refresh {
  revalidating: boolean;
  pathname: string;
  /** This tab changed something itself meanwhile (or had not announced a change yet): announce, do not absorb. */
  local: boolean;
}

const submits = (method: string | undefined) => method !== undefined && method.toUpperCase() !== "GET";

/**
 * Keeps tabs in step (spec §7): when this tab's session, cart, wishlist or currency changes, it tells the others over
 * a BroadcastChannel which kind changed, nothing more. A tab hearing it always acts: it forgets the account's
 * wishlist ids (read again, a read still under way from before is dropped) and revalidates its loaders (header
 * counters; an account page then goes to the login). What changes while that refresh runs is its own echo of the
 * other tab's change, not news: when the revalidation and the wishlist read have ended, the state shown then becomes
 * the one later changes are compared with, and nothing is announced. No timer decides what is absorbed.
 * Only settled state is announced: while a wishlist toggle waits for the server, its optimistic count is not (a tab
 * reading the list then would get the list of before). A change made by a whole page load (a form posted without
 * JavaScript) is found by comparing with what this tab showed on its previous page (sessionStorage, per tab).
 * Browsers without BroadcastChannel simply do not sync.
 */
export function TabSync() {
  const { cartItemCount, session, currency } = useShop();
  const wishlistCount = useWishlistCount();
  const wishlist = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const customerId = session.loggedIn ? session.customer?.id : null;
  // A guest's wishlist lives in localStorage, whose own storage event already reaches the other tabs.
  const state = syncState({
    customerId,
    cartItemCount,
    wishlistCount: customerId ? wishlistCount : 0,
    currencyId: currency.id,
  });
  const key = JSON.stringify(state);
  const { revalidate, state: revalidation } = useRevalidator();
  const channelRef = useRef<BroadcastChannel | null>(null);
  const previousRef = useRef<SyncState | null>(null);
  const refreshRef = useRef<Refresh | null>(null);
  // Re-runs the comparison when a revalidation's promise settles (the revalidator's state alone may not change).
  const [settled, setSettled] = useState(0);
  const { pathname } = useLocation();
  const restartRef = useRef<((refresh: Refresh) => void) | null>(null);
  // This tab's own changes under way: a form or fetcher posting, a wishlist toggle waiting for the server.
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const localBusy =
    wishlist.pending > 0 || submits(navigation.formMethod) || fetchers.some((fetcher) => submits(fetcher.formMethod));
  const localRef = useRef({ busy: localBusy, key });
  localRef.current = { busy: localBusy, key };

  useEffect(() => {
    if (typeof BroadcastChannel === "undefined") return;
    const channel = new BroadcastChannel(SYNC_CHANNEL);
    channelRef.current = channel;
    const start = (refresh: Refresh) => {
      refresh.revalidating = true;
      void revalidate().finally(() => {
        if (refreshRef.current !== refresh) return;
        refresh.revalidating = false;
        setSettled((count) => count + 1);
      });
    };
    channel.onmessage = (event: MessageEvent) => {
      if (!isSyncMessage(event.data)) return;
      // A newer message restarts the refresh: whatever the older one reads may predate it.
      // A change shown but not announced yet (it waited for the server) is this tab's own, unless a refresh runs.
      const previous = previousRef.current;
      const unannounced = refreshRef.current
        ? refreshRef.current.local
        : previous !== null && JSON.stringify(previous) !== localRef.current.key;
      const refresh: Refresh = {
        revalidating: true,
        pathname: location.pathname,
        local: localRef.current.busy || unannounced,
      };
      refreshRef.current = refresh;
      forgetAccountWishlist();
      start(refresh);
    };
    restartRef.current = start;
    return () => {
      channel.close();
      channelRef.current = null;
      restartRef.current = null;
    };
  }, [revalidate]);

  useEffect(() => {
    if (localBusy && refreshRef.current) refreshRef.current.local = true;
  }, [localBusy]);

  // A loader that redirected during that revalidation (an account page after a logout goes to the login) leaves the
  // root data of before: the root skips plain navigations within a locale. Revalidate the new page once more.
  useEffect(() => {
    const refresh = refreshRef.current;
    if (!refresh || refresh.pathname === pathname) return;
    refresh.pathname = pathname;
    restartRef.current?.(refresh);
  }, [pathname]);

  const busy = revalidation !== "idle" || wishlist.reading || wishlist.pending > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `settled` is the trigger: the effect re-checks once a revalidation settles
  useEffect(() => {
    // The key is this render's state, serialised so that the effect runs only when a value changes.
    const current = parseSyncState(key);
    if (!current) return;
    const refresh = refreshRef.current;
    if (refresh) {
      if (refresh.revalidating || busy) return;
      refreshRef.current = null;
      if (!refresh.local) {
        // This tab's own refresh has ended: what it shows now is the other tab's change, already announced.
        previousRef.current = current;
        storeState(current);
        return;
      }
      // This tab changed something too: announce (the other tab then revalidates once more, finding its own change).
    }
    // A toggle not answered yet: wait for the server's word (the optimistic count may still be taken back).
    if (busy) return;
    // On a tab's first render: what it showed on its previous page; afterwards what it showed last.
    const before = previousRef.current ?? readStoredState();
    previousRef.current = current;
    storeState(current);
    const kind = changedKind(before, current);
    if (!kind) return;
    const message: SyncMessage = { kind };
    channelRef.current?.postMessage(message);
  }, [key, busy, settled]);

  return null;
}
