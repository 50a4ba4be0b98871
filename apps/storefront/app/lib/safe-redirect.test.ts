import { describe, expect, it } from "vitest";
import { redirectBackTarget } from "./flash";
import { safeRedirectPath } from "./safe-redirect";

/** Issue 12 M1 / L6: hostile redirect targets, each as a query parameter would decode it. */
const HOSTILE = [
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example/",
  "/\n/evil.example/",
  "/\r\n/evil.example/",
  "/%09/evil.example/".replace("%09", "\t"),
  " /evil",
  "/ /evil.example",
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "/\u200b/evil.example",
  "/\u202e/evil.example",
  "/\u0000/evil.example",
  "/\u007f/evil.example",
  "/./evil.example//x",
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "",
  "/x?" + "a".repeat(3000),
  "/login\r\nSet-Cookie: a=b",
];

describe("safeRedirectPath: only a path on our origin", () => {
  it.each(HOSTILE)("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBe("/");
  });

  it("keeps local paths (with query and fragment), percent-encoded for a valid Location header", () => {
    expect(safeRedirectPath("/pl-PL/clothing/?p=2")).toBe("/pl-PL/clothing/?p=2");
    expect(safeRedirectPath("/account/order?p=3#list")).toBe("/account/order?p=3#list");
    expect(safeRedirectPath("/testde/küche/")).toBe("/testde/k%C3%BCche/");
    expect(safeRedirectPath("/search?search=a//b")).toBe("/search?search=a//b");
    expect(safeRedirectPath("/a/../b")).toBe("/b");
    expect(safeRedirectPath(null)).toBe("/");
    expect(safeRedirectPath(undefined, "/account")).toBe("/account");
  });

  it("every accepted target can be sent as a Location header", () => {
    for (const target of ["/ż", "/x?q=€", "/%0d%0a", "/a#\u00e9"]) {
      const accepted = safeRedirectPath(target);
      expect(() => new Headers({ Location: accepted })).not.toThrow();
      expect(accepted).toMatch(/^\/[\x21-\x7e]*$/);
    }
  });
});

describe("redirectBackTarget (Referer): the same rule", () => {
  const request = new URL("http://shop.test/checkout/line-item");
  it("goes back to a page of our origin, never to a path that reads as another host", () => {
    expect(redirectBackTarget("http://shop.test/detail/1?x=1", request, "/cart")).toBe("/detail/1?x=1");
    expect(redirectBackTarget("http://shop.test//evil.example/", request, "/cart")).toBe("/cart");
    // Percent-encoded, the TAB stays in the path: the browser does not drop it.
    expect(redirectBackTarget("http://shop.test/%09/evil.example/", request, "/cart")).toBe("/%09/evil.example/");
    expect(redirectBackTarget("http://evil.example/", request, "/cart")).toBe("/cart");
    expect(redirectBackTarget("not a url", request, "/cart")).toBe("/cart");
  });
});
