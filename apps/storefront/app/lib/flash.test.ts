// The flash notice itself: signed-cookies.test.ts.
import { describe, expect, it } from "vitest";
import { redirectBackTarget } from "./flash";

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
