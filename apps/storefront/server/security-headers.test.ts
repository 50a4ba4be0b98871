import { describe, expect, it } from "vitest";
import {
  backendOrigins,
  contentSecurityPolicy,
  newNonce,
  originsOf,
  securityHeaders,
  sessionSafeCacheControl,
} from "./security-headers.mjs";

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

describe("contentSecurityPolicy", () => {
  const policy = directives(contentSecurityPolicy({ nonce: "abc123==", otherOrigins: ["http://127.0.0.1:8000"] }));

  it("allows scripts only from the shop and with this response's nonce", () => {
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
  });

  it("never allows inline script or eval", () => {
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-eval'");
    }
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("style-src")).not.toContain("'unsafe-inline'");
  });

  it("forbids framing and sends forms only to the shop and the backend (payment gateway)", () => {
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'", "http://127.0.0.1:8000"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "http://127.0.0.1:8000"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});

describe("backendOrigins", () => {
  it("takes the Store API's origin and its loopback alias", () => {
    expect(backendOrigins({ STORE_API_URL: "http://127.0.0.1:8000/" })).toEqual([
      "http://127.0.0.1:8000",
      "http://localhost:8000",
    ]);
    expect(backendOrigins({})).toEqual(["http://127.0.0.1:8000", "http://localhost:8000"]);
  });

  it("adds PUBLIC_URL and CSP_ORIGINS, without duplicates", () => {
    expect(
      backendOrigins({
        STORE_API_URL: "https://api.example.com/x",
        PUBLIC_URL: "https://media.example.com/",
        CSP_ORIGINS: "https://pay.example.com, https://api.example.com",
      }),
    ).toEqual(["https://api.example.com", "https://media.example.com", "https://pay.example.com"]);
  });

  it("refuses what is not a URL", () => {
    expect(() => originsOf("example.com", "CSP_ORIGINS")).toThrow(/CSP_ORIGINS/);
  });
});

describe("securityHeaders", () => {
  it("sends the fixed headers, HSTS only over https", () => {
    const plain = securityHeaders({ nonce: "n", https: false, otherOrigins: [] });
    expect(plain).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
    });
    expect(plain["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", https: true, otherOrigins: [] })["Strict-Transport-Security"]).toMatch(
      /max-age=\d+/,
    );
  });

  it("makes a new 128-bit nonce every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect(Buffer.from(newNonce(), "base64")).toHaveLength(16);
  });
});

describe("sessionSafeCacheControl", () => {
  const base = { path: "/clothing/", setsCookie: false, requestHasCookie: false };

  it("keeps what an anonymous response chose", () => {
    expect(sessionSafeCacheControl({ ...base, cacheControl: "public, max-age=60" })).toBe("public, max-age=60");
    expect(sessionSafeCacheControl({ ...base, cacheControl: undefined })).toBeUndefined();
  });

  it("makes a response that sets a cookie private, whatever it said or wherever it is", () => {
    for (const cacheControl of ["public, max-age=3600", "max-age=60", "s-maxage=60, private", undefined]) {
      expect(sessionSafeCacheControl({ ...base, cacheControl, setsCookie: true })).toBe("private, no-cache");
    }
    expect(
      sessionSafeCacheControl({ ...base, path: "/robots.txt", cacheControl: "public, max-age=3600", setsCookie: true }),
    ).toBe("private, no-cache");
  });

  it("makes a response for a request with cookies private, except the shareable files", () => {
    expect(sessionSafeCacheControl({ ...base, cacheControl: "public, max-age=60", requestHasCookie: true })).toBe(
      "private, no-cache",
    );
    expect(sessionSafeCacheControl({ ...base, cacheControl: "private, no-store", requestHasCookie: true })).toBe(
      "private, no-store",
    );
    expect(sessionSafeCacheControl({ ...base, cacheControl: "no-store", requestHasCookie: true })).toBe("no-store");
    for (const path of [
      "/assets/root-abc.js",
      "/favicon.svg",
      "/robots.txt",
      "/sitemap.xml",
      "/sitemap/products-1.xml",
    ]) {
      expect(
        sessionSafeCacheControl({
          path,
          cacheControl: "public, max-age=3600",
          setsCookie: false,
          requestHasCookie: true,
        }),
        path,
      ).toBe("public, max-age=3600");
    }
    expect(
      sessionSafeCacheControl({
        path: "/robots.txt.data",
        cacheControl: "public, max-age=3600",
        setsCookie: false,
        requestHasCookie: true,
      }),
    ).toBe("private, no-cache");
  });
});
