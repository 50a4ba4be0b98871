import { fieldOf, isOneOf, textOf } from "../../lib/unknown";

/** The channel all tabs of the shop share (spec §7: optional broadcasting of cart and session data between tabs). */
export const SYNC_CHANNEL = "shop-sync";
/** Where a tab keeps what it last showed (sessionStorage: per tab, kept across its page loads). */
export const SYNC_STATE_KEY = "shop-sync-state";

/** What changed. A message carries only this: no ids, counts or other personal data. */
export type SyncKind = "session" | "cart" | "wishlist" | "context";
const KINDS: readonly SyncKind[] = ["session", "cart", "wishlist", "context"];

export interface SyncMessage {
  kind: SyncKind;
}

/** The parts of a tab's state that another tab's change can make stale, one entry per kind. */
export type SyncState = Record<SyncKind, string>;

/**
 * A short, non-reversible digest (FNV-1a, 32 bit): the customer id and counts never land in storage as they are.
 */
function digest(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function syncState(input: {
  customerId: string | null | undefined;
  cartItemCount: number;
  wishlistCount: number;
  currencyId: string;
}): SyncState {
  return {
    session: digest(input.customerId ?? ""),
    cart: digest(String(input.cartItemCount)),
    wishlist: digest(String(input.wishlistCount)),
    context: digest(input.currencyId),
  };
}

/** The first kind that differs between two states (a login changes all, and "session" says the most), or null. */
export function changedKind(before: SyncState | null, after: SyncState): SyncKind | null {
  if (!before) return null;
  return KINDS.find((kind) => before[kind] !== after[kind]) ?? null;
}

export function isSyncMessage(value: unknown): value is SyncMessage {
  return isOneOf(KINDS, fieldOf(value, "kind"));
}

export function parseSyncState(raw: string | null): SyncState | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const [session, cart, wishlist, context] = KINDS.map((kind) => textOf(value, kind));
    return session !== undefined && cart !== undefined && wishlist !== undefined && context !== undefined
      ? { session, cart, wishlist, context }
      : null;
  } catch {
    return null;
  }
}
