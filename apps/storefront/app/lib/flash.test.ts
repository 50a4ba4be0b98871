import { describe, expect, it } from "vitest";
import { clearFlashCookie, flashCookie, readFlash, redirectBackTarget } from "./flash";

describe("flash", () => {
  it("round-trips a translated notice through a cookie", () => {
    const cookie = flashCookie({ type: "success", message: "Zalogowano – witaj <b>z powrotem</b>" }, false);
    expect(cookie).toContain("Max-Age=60");
    expect(readFlash(cookie.split(";")[0] ?? null)).toEqual({
      type: "success",
      message: "Zalogowano – witaj <b>z powrotem</b>",
      persistent: false,
    });
    expect(
      readFlash(flashCookie({ type: "info", message: "x", persistent: true }, false).split(";")[0] ?? null)?.persistent,
    ).toBe(true);
  });

  it("ignores forged, unknown or missing values and clears with Max-Age=0", () => {
    expect(readFlash("sf-flash=evil")).toBeNull();
    expect(
      readFlash(`sf-flash=${Buffer.from(JSON.stringify({ t: "script", m: "x" })).toString("base64url")}`),
    ).toBeNull();
    expect(readFlash(`sf-flash=${Buffer.from(JSON.stringify({ t: "info", m: "" })).toString("base64url")}`)).toBeNull();
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
