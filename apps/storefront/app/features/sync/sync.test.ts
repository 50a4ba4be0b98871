import { describe, expect, it } from "vitest";
import { changedKind, isSyncMessage, parseSyncState, syncState } from "./sync";

const guest = syncState({ customerId: null, cartItemCount: 0, wishlistCount: 0, currencyId: "eur" });

describe("tab sync", () => {
  it("names the kind that changed, a login before the rest", () => {
    const customer = syncState({ customerId: "abc", cartItemCount: 3, wishlistCount: 25, currencyId: "eur" });
    expect(changedKind(guest, customer)).toBe("session");
    expect(changedKind(customer, { ...customer, cart: guest.cart })).toBe("cart");
    expect(
      changedKind(guest, syncState({ customerId: null, cartItemCount: 0, wishlistCount: 1, currencyId: "eur" })),
    ).toBe("wishlist");
    expect(
      changedKind(guest, syncState({ customerId: null, cartItemCount: 0, wishlistCount: 0, currencyId: "usd" })),
    ).toBe("context");
    expect(changedKind(guest, { ...guest })).toBeNull();
    // A tab's first page has nothing to compare with: it announces nothing.
    expect(changedKind(null, guest)).toBeNull();
  });

  it("keeps no customer id or count in the clear", () => {
    const state = syncState({
      customerId: "0191f3c2e6a37d1b9d4c2a8f5e6b7c8d",
      cartItemCount: 3,
      wishlistCount: 25,
      currencyId: "eur",
    });
    expect(JSON.stringify(state)).not.toContain("0191f3c2");
    expect(Object.values(state)).not.toContain("3");
  });

  it("accepts only an event kind as a message", () => {
    expect(isSyncMessage({ kind: "session" })).toBe(true);
    expect(isSyncMessage({ kind: "hello" })).toBe(false);
    expect(isSyncMessage("session")).toBe(false);
    expect(isSyncMessage(null)).toBe(false);
  });

  it("reads back a stored state, and nothing from garbage", () => {
    expect(parseSyncState(JSON.stringify(guest))).toEqual(guest);
    expect(parseSyncState("{")).toBeNull();
    expect(parseSyncState(JSON.stringify({ session: "x" }))).toBeNull();
    expect(parseSyncState(null)).toBeNull();
  });
});
