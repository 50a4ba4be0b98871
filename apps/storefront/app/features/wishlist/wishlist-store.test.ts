import { describe, expect, it } from "vitest";
import { getSnapshot, invalidateServerIds, setReading, setServerIds, trackPending } from "./wishlist-store";

const CUSTOMER = "0191f3c2e6a37d1b9d4c2a8f5e6b7c8d";
const MUG = "0123456789abcdef0123456789abcdef";

// Module state: the steps build on each other (no localStorage under Node; the store keeps its list in memory).
describe("wishlist store: another tab's change", () => {
  it("forgets the server ids, starts a new generation and waits for the read that follows", () => {
    setServerIds(CUSTOMER, [MUG]);
    const before = getSnapshot().generation;
    invalidateServerIds();
    expect(getSnapshot()).toMatchObject({ customerId: null, server: null, generation: before + 1, reading: true });
    // A second change while that read is due: yet another generation, still reading.
    invalidateServerIds();
    expect(getSnapshot()).toMatchObject({ generation: before + 2, reading: true });
    setServerIds(CUSTOMER, []);
    setReading(false);
    expect(getSnapshot()).toMatchObject({ server: [], reading: false });
  });

  it("has no read to wait for when no ids were read (a guest, a wishlist page)", () => {
    setServerIds(null, null);
    invalidateServerIds();
    expect(getSnapshot().reading).toBe(false);
  });

  it("counts toggles under way, never below zero", () => {
    trackPending(1);
    trackPending(1);
    expect(getSnapshot().pending).toBe(2);
    trackPending(-1);
    trackPending(-1);
    trackPending(-1);
    expect(getSnapshot().pending).toBe(0);
  });
});
