import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TRUSTED_PROXIES, loadConfig, parseTrustedProxies } from "../../src/config.js";
import { manualClock, postFrom } from "../../src/modules/wishlist/customer-session.testkit.js";
import { createTestApp, firstError, type TestApp } from "../helpers.js";

/**
 * X-Forwarded-For names the client only when the peer sending it is a trusted proxy; otherwise any client could pick
 * its own rate-limit key (escaping the login, recovery, contact, newsletter, guest-order and add-to-cart limiters) or
 * spend someone else's. The contact form's limiter (3 free attempts, then 30 s apart) is keyed by the IP alone.
 */

const FORM = {
  firstName: "Carla",
  lastName: "Customer",
  email: "carla@example.com",
  subject: "Proxy question",
  comment: "Who am I?",
};
const clock = manualClock(Date.UTC(2026, 6, 1));
let loopbackOnly: TestApp;
let everyone: TestApp;
let cidr: TestApp;

beforeAll(async () => {
  [loopbackOnly, everyone, cidr] = await Promise.all([
    createTestApp(),
    createTestApp({ trustedProxies: parseTrustedProxies("*") }),
    createTestApp({ trustedProxies: parseTrustedProxies("10.0.0.0/8, fd00::/8") }),
  ]);
});
afterAll(async () => {
  clock.restore();
  await Promise.all([loopbackOnly, everyone, cidr].map((t) => t?.close()));
});

const contact = (t: TestApp, peer: string, forwardedFor?: string) =>
  postFrom(t, "/contact-form", FORM, { ip: peer, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });

async function limiterKeys(t: TestApp): Promise<string[]> {
  const rows = await t.db
    .selectFrom("rate_limit")
    .select("key")
    .where("limiter", "=", "contact_form")
    .orderBy("key")
    .execute();
  return rows.map((row) => row.key);
}

describe("TRUSTED_PROXIES parsing", () => {
  it("defaults to loopback; * and true trust everyone only when written; none/false/empty trust nobody", () => {
    expect(loadConfig({}).trustedProxies).toEqual(DEFAULT_TRUSTED_PROXIES);
    expect(DEFAULT_TRUSTED_PROXIES).toEqual(["127.0.0.1", "::1"]);
    expect(parseTrustedProxies("*")).toBe(true);
    expect(parseTrustedProxies("TRUE")).toBe(true);
    for (const nobody of ["", " ", "none", "false"]) expect(parseTrustedProxies(nobody)).toBe(false);
    expect(loadConfig({ TRUSTED_PROXIES: " 10.0.0.1 , 192.168.0.0/16,::1, fd00::/8" }).trustedProxies).toEqual([
      "10.0.0.1",
      "192.168.0.0/16",
      "::1",
      "fd00::/8",
    ]);
  });

  it("refuses anything that is not an IP or CIDR at start-up", () => {
    for (const bad of ["localhost", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "10.0.0.256", "1", "10.0.0.0/x"]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/);
    }
  });
});

describe("X-Forwarded-For and the rate-limit key", () => {
  it("ignores X-Forwarded-For from an untrusted peer: rotating spoofed addresses still hit the peer's own limit", async () => {
    const peer = "203.0.113.9";
    for (let n = 1; n <= 3; n++) expect((await contact(loopbackOnly, peer, `198.51.100.${n}`)).statusCode).toBe(200);
    const fourth = await contact(loopbackOnly, peer, "198.51.100.4");
    expect(fourth.statusCode).toBe(429);
    expect(firstError(fourth).code).toBe("FRAMEWORK__RATE_LIMIT_EXCEEDED");
    expect(await limiterKeys(loopbackOnly)).toEqual([peer]);
  });

  it("an untrusted client cannot spend someone else's attempts by naming their address", async () => {
    const victim = "203.0.113.50";
    for (let n = 0; n < 5; n++) await contact(loopbackOnly, "203.0.113.66", victim);
    expect((await contact(loopbackOnly, victim)).statusCode).toBe(200);
  });

  it("believes the storefront beside it (loopback): each forwarded shopper gets their own key", async () => {
    for (let n = 1; n <= 4; n++)
      expect((await contact(loopbackOnly, "127.0.0.1", `198.51.100.${10 + n}`)).statusCode).toBe(200);
    expect((await contact(loopbackOnly, "::1", "2001:db8::7")).statusCode).toBe(200);
    expect(await limiterKeys(loopbackOnly)).toEqual(
      expect.arrayContaining(["198.51.100.11", "198.51.100.14", "2001:db8::7"]),
    );
    expect(await limiterKeys(loopbackOnly)).not.toContain("127.0.0.1");
  });

  it("through a trusted proxy, a spoofed entry the shopper sent first is skipped: the proxy's appended address counts", async () => {
    await contact(loopbackOnly, "127.0.0.1", "6.6.6.6, 198.51.100.30");
    expect(await limiterKeys(loopbackOnly)).toContain("198.51.100.30");
    expect(await limiterKeys(loopbackOnly)).not.toContain("6.6.6.6");
  });

  it("TRUSTED_PROXIES=* believes every peer (explicit opt-in)", async () => {
    await contact(everyone, "203.0.113.80", "198.51.100.80");
    expect(await limiterKeys(everyone)).toEqual(["198.51.100.80"]);
  });

  it("a CIDR list believes peers inside it and no one else, IPv4 and IPv6", async () => {
    await contact(cidr, "10.20.30.40", "198.51.100.90");
    await contact(cidr, "fd12::1", "198.51.100.91");
    await contact(cidr, "127.0.0.1", "198.51.100.92");
    await contact(cidr, "11.0.0.1", "198.51.100.93");
    expect(await limiterKeys(cidr)).toEqual(["11.0.0.1", "127.0.0.1", "198.51.100.90", "198.51.100.91"]);
  });
});
