/** The channel all tabs of the shop share (spec §7: optional broadcasting of cart and session between tabs). */
export const SYNC_CHANNEL = "shop-sync";

export interface SyncMessage {
  stamp: string;
}

/** What another tab must match: the cart's goods count and who is logged in. */
export function syncStamp(cartItemCount: number, customerId: string | null | undefined): string {
  return `${cartItemCount}|${customerId ?? ""}`;
}

export function isSyncMessage(value: unknown): value is SyncMessage {
  return typeof value === "object" && value !== null && typeof (value as SyncMessage).stamp === "string";
}

/**
 * Whether a tab must reload its data after a message: only when the other tab's state differs from its
 * own. A tab that just reloaded then announces the same stamp back, and nobody reacts: no ping-pong.
 */
export function needsRefresh(own: string, message: unknown): boolean {
  return isSyncMessage(message) && message.stamp !== own;
}
