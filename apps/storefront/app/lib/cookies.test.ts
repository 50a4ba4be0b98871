import { describe, expect, it } from "vitest";
import { readCookie, serializeCookie } from "./cookies";

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
