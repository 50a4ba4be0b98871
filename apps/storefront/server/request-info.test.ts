import { describe, expect, it } from "vitest";
import {
  clientIp,
  dropForwardedHeaders,
  firstForwarded,
  isHttpsRequest,
  isTrustedProxy,
  normalizeIp,
  parseTrustedProxies,
} from "./request-info.mjs";

describe("parseTrustedProxies", () => {
  it("trusts nobody when unset or empty", () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies(" , ")).toBeNull();
  });

  it("reads IPs, CIDRs and the loopback keyword", () => {
    const list = parseTrustedProxies("10.0.0.0/8, 192.168.1.7, loopback, 2001:db8::/32");
    expect(isTrustedProxy(list, "10.20.30.40")).toBe(true);
    expect(isTrustedProxy(list, "192.168.1.7")).toBe(true);
    expect(isTrustedProxy(list, "192.168.1.8")).toBe(false);
    expect(isTrustedProxy(list, "127.0.0.5")).toBe(true);
    expect(isTrustedProxy(list, "::1")).toBe(true);
    expect(isTrustedProxy(list, "::ffff:10.1.2.3")).toBe(true);
    expect(isTrustedProxy(list, "2001:db8::5")).toBe(true);
    expect(isTrustedProxy(list, "not-an-ip")).toBe(false);
  });

  it("refuses entries that are not addresses", () => {
    expect(() => parseTrustedProxies("proxy.example.com")).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/prefix/);
  });
});

describe("clientIp", () => {
  const trusted = parseTrustedProxies("10.0.0.1,10.0.0.2");

  it("is the socket peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientIp("203.0.113.9", "1.2.3.4", null)).toBe("203.0.113.9");
    expect(clientIp("::ffff:203.0.113.9", undefined, trusted)).toBe("203.0.113.9");
  });

  it("ignores X-Forwarded-For from an untrusted peer", () => {
    expect(clientIp("203.0.113.9", "1.2.3.4", trusted)).toBe("203.0.113.9");
  });

  it("takes the right-most address that is not a trusted proxy (left entries are client-supplied)", () => {
    expect(clientIp("10.0.0.1", "6.6.6.6, 198.51.100.4", trusted)).toBe("198.51.100.4");
    expect(clientIp("10.0.0.1", "6.6.6.6, 198.51.100.4, 10.0.0.2", trusted)).toBe("198.51.100.4");
    expect(clientIp("10.0.0.1", ["198.51.100.4", "10.0.0.2"], trusted)).toBe("198.51.100.4");
  });

  it("stops at garbage rather than believing what lies left of it", () => {
    expect(clientIp("10.0.0.1", "198.51.100.4, bogus", trusted)).toBe("10.0.0.1");
  });

  it("falls back to the last proxy when every hop is trusted", () => {
    expect(clientIp("10.0.0.1", "10.0.0.2", trusted)).toBe("10.0.0.2");
  });
});

describe("forwarded headers", () => {
  it("drops every forwarded header", () => {
    const headers: Record<string, string> = {
      "x-forwarded-for": "1.1.1.1",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      forwarded: "for=1.1.1.1",
      host: "shop",
    };
    dropForwardedHeaders(headers);
    expect(headers).toEqual({ host: "shop" });
  });

  it("reads the first of a comma-joined list", () => {
    expect(firstForwarded("HTTPS, http")).toBe("https");
    expect(firstForwarded(undefined)).toBeUndefined();
    expect(normalizeIp(" ::ffff:1.2.3.4 ")).toBe("1.2.3.4");
  });
});

describe("isHttpsRequest", () => {
  const plain = { socket: {} };
  it("believes X-Forwarded-Proto, in any spelling, only from a trusted proxy", () => {
    expect(isHttpsRequest({ ...plain, headers: { "x-forwarded-proto": "HTTPS, http" } }, true)).toBe(true);
    expect(isHttpsRequest({ ...plain, headers: { "x-forwarded-proto": "https" } }, false)).toBe(false);
    expect(isHttpsRequest({ ...plain, headers: { "x-forwarded-proto": "http" } }, true)).toBe(false);
  });

  it("is a TLS socket whatever a header says", () => {
    expect(isHttpsRequest({ socket: { encrypted: true }, headers: {} }, false)).toBe(true);
  });
});
