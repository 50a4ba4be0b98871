import { describe, expect, it } from "vitest";
import { isJustPlaced, JUST_PLACED_MS } from "./order.server";

describe("isJustPlaced (a second 'Place order' lands on the order the first one created)", () => {
  const now = Date.parse("2026-11-21T19:00:00.000Z");

  it("counts an order of the last few minutes, in any ISO spelling the backend uses", () => {
    expect(isJustPlaced("2026-11-21T18:59:58.000Z", now)).toBe(true);
    expect(isJustPlaced("2026-11-21T18:59:58.000+00:00", now)).toBe(true);
    expect(isJustPlaced(new Date(now - JUST_PLACED_MS).toISOString(), now)).toBe(true);
    // The backend's clock a little ahead of the storefront's.
    expect(isJustPlaced("2026-11-21T19:00:30.000Z", now)).toBe(true);
  });

  it("never sends an empty cart to an older order, or on a missing or broken date", () => {
    expect(isJustPlaced(new Date(now - JUST_PLACED_MS - 1).toISOString(), now)).toBe(false);
    expect(isJustPlaced("2026-11-20T19:00:00.000Z", now)).toBe(false);
    expect(isJustPlaced("2026-11-21T19:05:00.000Z", now)).toBe(false);
    expect(isJustPlaced(null, now)).toBe(false);
    expect(isJustPlaced("yesterday", now)).toBe(false);
  });
});
