import { describe, expect, it } from "vitest";
import { needsRefresh, syncStamp } from "./sync";

describe("tab sync", () => {
  it("stamps the cart count and the customer", () => {
    expect(syncStamp(3, "abc")).toBe("3|abc");
    expect(syncStamp(0, null)).toBe("0|");
  });

  it("refreshes only on a different stamp", () => {
    expect(needsRefresh("1|", { stamp: "2|" })).toBe(true);
    expect(needsRefresh("2|", { stamp: "2|" })).toBe(false);
  });

  it("ignores foreign messages", () => {
    expect(needsRefresh("1|", "hello")).toBe(false);
    expect(needsRefresh("1|", null)).toBe(false);
  });
});
