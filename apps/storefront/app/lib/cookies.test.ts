import { describe, expect, it } from "vitest";
import { isHttps, readCookie, serializeCookie, SESSION_COOKIE_MAX_AGE_SECONDS } from "./cookies";

describe("readCookie", () => {
  it("finds a cookie among others", () => {
    expect(readCookie("a=1; sw-context-token=abc123; b=2", "sw-context-token")).toBe("abc123");
  });

  it("returns undefined when absent or malformed", () => {
    expect(readCookie(null, "x")).toBeUndefined();
    expect(readCookie("a=1; b", "b")).toBeUndefined();
    expect(readCookie("x=%E0%A4%A", "x")).toBeUndefined();
  });
});

describe("serializeCookie", () => {
  it("writes a year-long HttpOnly Lax cookie, Secure only when asked", () => {
    expect(serializeCookie("t", "v", { maxAgeSeconds: 31536000, secure: false })).toBe(
      "t=v; Max-Age=31536000; Path=/; SameSite=Lax; HttpOnly",
    );
    expect(serializeCookie("t", "v", { maxAgeSeconds: 1, secure: true })).toContain("; Secure");
  });
});

describe("the session cookie maximum (spec §9, issue 13 item 17)", () => {
  it("never sets a Max-Age above 2147483646 s, and keeps whole, non-negative seconds", () => {
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(2147483646);
    expect(serializeCookie("a", "1", { maxAgeSeconds: 10 * 365 * 24 * 3600 * 100, secure: false })).toContain(
      "Max-Age=2147483646;",
    );
    expect(serializeCookie("a", "1", { maxAgeSeconds: Number.POSITIVE_INFINITY, secure: false })).toContain(
      "Max-Age=2147483646;",
    );
    expect(serializeCookie("a", "1", { maxAgeSeconds: 365 * 24 * 3600, secure: false })).toContain("Max-Age=31536000;");
    expect(serializeCookie("a", "1", { maxAgeSeconds: -5, secure: false })).toContain("Max-Age=0;");
    expect(serializeCookie("a", "1", { maxAgeSeconds: 59.7, secure: false })).toContain("Max-Age=59;");
  });
});

describe("isHttps", () => {
  const request = (url: string, forwardedProto?: string) =>
    new Request(url, { headers: forwardedProto ? { "x-forwarded-proto": forwardedProto } : {} });

  it("is the request URL's protocol, or a proxy's first X-Forwarded-Proto", () => {
    expect(isHttps(request("https://shop.example/"))).toBe(true);
    expect(isHttps(request("http://shop.example/"))).toBe(false);
    expect(isHttps(request("http://127.0.0.1:3000/", "https"))).toBe(true);
    expect(isHttps(request("http://127.0.0.1:3000/", "HTTPS, http"))).toBe(true);
    expect(isHttps(request("http://127.0.0.1:3000/", "http, https"))).toBe(false);
    // Either is enough: a cookie is Secure whenever the shopper may be on HTTPS.
    expect(isHttps(request("https://shop.example/", "http"))).toBe(true);
  });

  it("marks every cookie the storefront sets Secure on HTTPS only", async () => {
    const { flashFor } = await import("./flash");
    const { paymentRedirectCookie } = await import("../features/checkout/payment-redirect.server");
    const https = request("http://127.0.0.1:3000/", "https");
    const http = request("http://127.0.0.1:3000/");
    for (const make of [
      (r: Request) => flashFor(r, { type: "info", message: "x" }),
      (r: Request) => paymentRedirectCookie(r, "o1", "https://pay.example/x"),
    ]) {
      expect(await make(https)).toMatch(/; Secure(;|$)/);
      expect(await make(http)).not.toMatch(/Secure/);
    }
  });
});
