import { describe, expect, it } from "vitest";
import { crossOriginRefusal } from "./security-origin";

const SHOP = "https://shop.example.com";
const refusal = (method: string, headers: Record<string, string>) =>
  crossOriginRefusal(method, new Headers(headers), SHOP);

describe("crossOriginRefusal", () => {
  it("lets reads through whatever their origin (links from other sites must work)", () => {
    expect(refusal("GET", { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toBeNull();
    expect(refusal("HEAD", { "sec-fetch-site": "cross-site" })).toBeNull();
  });

  it("accepts writes from the shop's own origin", () => {
    expect(refusal("POST", { origin: SHOP, "sec-fetch-site": "same-origin" })).toBeNull();
    expect(refusal("delete", { origin: SHOP })).toBeNull();
    // The server's view of its origin comes from the Host header: any case, maybe the default port.
    expect(crossOriginRefusal("POST", new Headers({ origin: SHOP }), "https://Shop.Example.com:443")).toBeNull();
  });

  it("refuses every write when the server's own origin is unusable", () => {
    expect(crossOriginRefusal("POST", new Headers({ origin: "http://" }), "http://")).toMatch(/^Origin /);
  });

  it("refuses writes from any other origin, including look-alikes and other ports or schemes", () => {
    for (const origin of [
      "https://evil.example",
      "http://shop.example.com",
      "https://shop.example.com:8443",
      "https://shop.example.com.evil.example",
      "null",
    ]) {
      expect(refusal("POST", { origin }), origin).toMatch(/^Origin /);
    }
    expect(refusal("PUT", { origin: "https://evil.example", "sec-fetch-site": "same-origin" })).toMatch(/evil/);
  });

  it("without Origin, follows Sec-Fetch-Site", () => {
    expect(refusal("POST", { "sec-fetch-site": "cross-site" })).toBe("Sec-Fetch-Site: cross-site");
    expect(refusal("POST", { "sec-fetch-site": "same-site" })).toBe("Sec-Fetch-Site: same-site");
    expect(refusal("POST", { "sec-fetch-site": "same-origin" })).toBeNull();
    expect(refusal("POST", { "sec-fetch-site": "none" })).toBeNull();
  });

  it("lets a write with neither header through (curl, old browsers: no cookies of a victim's to ride on)", () => {
    expect(refusal("POST", {})).toBeNull();
  });
});
