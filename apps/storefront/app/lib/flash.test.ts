import { describe, expect, it } from "vitest";
import { clearFlashCookie, flashCookie, readFlash, redirectBackTarget } from "./flash";

describe("flash", () => {
  it("round-trips the coming-soon notice through a cookie", () => {
    const cookie = flashCookie("coming-soon", false);
    expect(cookie).toContain("sf-flash=coming-soon");
    expect(cookie).toContain("Max-Age=60");
    expect(readFlash(cookie.split(";")[0] ?? null)).toBe("coming-soon");
  });

  it("ignores unknown or missing values and clears with Max-Age=0", () => {
    expect(readFlash("sf-flash=evil")).toBeNull();
    expect(readFlash(null)).toBeNull();
    expect(clearFlashCookie(true)).toMatch(/sf-flash=; Max-Age=0; Path=\/; SameSite=Lax; HttpOnly; Secure/);
  });
});

describe("redirectBackTarget", () => {
  const posted = new URL("http://shop.test/pl-PL/checkout/cart");

  it("returns the same-origin Referer path with its query", () => {
    expect(redirectBackTarget("http://shop.test/pl-PL/shoes?p=2", posted, "/pl-PL")).toBe("/pl-PL/shoes?p=2");
  });

  it("falls back for foreign, missing, malformed or self referers", () => {
    expect(redirectBackTarget("https://evil.test/x", posted, "/pl-PL")).toBe("/pl-PL");
    expect(redirectBackTarget(null, posted, "/pl-PL")).toBe("/pl-PL");
    expect(redirectBackTarget("not a url", posted, "/pl-PL")).toBe("/pl-PL");
    expect(redirectBackTarget("http://shop.test/pl-PL/checkout/cart", posted, "/pl-PL")).toBe("/pl-PL");
  });
});
