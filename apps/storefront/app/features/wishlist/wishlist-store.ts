import { LOCAL_WISHLIST_KEY, parseLocalWishlist, toggleId } from "./local-wishlist";

/**
 * The wishlist as the browser knows it, shared by every toggle and the header counter on a page:
 * the guest list from localStorage, and for a logged-in customer the product ids last read from the
 * server (null until read). Module state, read through useSyncExternalStore; the server render always
 * sees EMPTY, so hydration never mismatches and the real state appears right after it.
 */
export interface WishlistState {
  local: readonly string[];
  /** The customer the server ids belong to; another login starts over. */
  customerId: string | null;
  server: readonly string[] | null;
  /** Bumped when the server ids must be read again (another tab changed them): a read begun before is stale. */
  generation: number;
  /** A read of the server ids is due or under way: until it ends the count shown may be outdated. */
  reading: boolean;
  /** Toggles sent and not answered yet: `server` then holds their optimistic outcome, not the server's state. */
  pending: number;
}

export const EMPTY: WishlistState = {
  local: [],
  customerId: null,
  server: null,
  generation: 0,
  reading: false,
  pending: 0,
};

let state: WishlistState = EMPTY;
let localRead = false;
const listeners = new Set<() => void>();

function emit(next: WishlistState) {
  state = next;
  for (const listener of listeners) listener();
}

function readStorage(): readonly string[] {
  try {
    return parseLocalWishlist(window.localStorage.getItem(LOCAL_WISHLIST_KEY));
  } catch {
    // Storage can be blocked (privacy settings): the wishlist then lives only for this page.
    return state.local;
  }
}

function onStorage(event: StorageEvent) {
  // Another tab changed the guest list.
  if (event.key === LOCAL_WISHLIST_KEY || event.key === null) emit({ ...state, local: readStorage() });
}

export function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

export function getSnapshot(): WishlistState {
  if (!localRead) {
    localRead = true;
    state = { ...state, local: readStorage() };
  }
  return state;
}

export function getServerSnapshot(): WishlistState {
  return EMPTY;
}

export function writeLocal(ids: readonly string[]) {
  try {
    if (ids.length === 0) window.localStorage.removeItem(LOCAL_WISHLIST_KEY);
    else window.localStorage.setItem(LOCAL_WISHLIST_KEY, JSON.stringify(ids));
  } catch {
    // See readStorage: keep the in-memory list.
  }
  emit({ ...getSnapshot(), local: [...ids] });
}

export function toggleLocal(productId: string): boolean {
  const next = toggleId(getSnapshot().local, productId);
  writeLocal(next);
  return next.includes(productId);
}

/** The server's ids for `customerId` (null: forget them, e.g. after a merge, so they are read again). */
export function setServerIds(customerId: string | null, ids: readonly string[] | null) {
  emit({ ...getSnapshot(), customerId, server: ids ? [...ids] : null });
}

/**
 * The server ids may have changed elsewhere (another tab): forget them, and a read that is still under way, so the
 * next read starts afresh. `reading` stays set until that read ends, when there is one to wait for.
 */
export function invalidateServerIds() {
  const current = getSnapshot();
  emit({
    ...current,
    customerId: null,
    server: null,
    generation: current.generation + 1,
    reading: current.server !== null || current.reading,
  });
}

/** A read of the server ids began (true) or ended (false). */
export function setReading(reading: boolean) {
  const current = getSnapshot();
  if (current.reading !== reading) emit({ ...current, reading });
}

/** A toggle was sent (+1) or answered (-1). */
export function trackPending(delta: 1 | -1) {
  const current = getSnapshot();
  emit({ ...current, pending: Math.max(0, current.pending + delta) });
}

/** An optimistic (or confirmed) change of one product on the customer's server list. */
export function setServerMembership(customerId: string, productId: string, onList: boolean) {
  const current = getSnapshot();
  if (current.customerId !== customerId || current.server === null) return;
  const without = current.server.filter((id) => id !== productId);
  emit({ ...current, server: onList ? [productId, ...without] : without });
}
