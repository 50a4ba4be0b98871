import { parseSetCookie } from "cookie";
import { describe, expect, it } from "vitest";
import { clearRegistrationCookie, registrationCookie } from "../features/account/registration-browser.server";
import { clearPaymentRedirectCookie, paymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { clearPageStateCookie, pageStateCookie, readPageState } from "../.server/page-state.server";
import { contextTokenCookie } from "../.server/store-api.server";
import { cookieMaxAge, isHttps, parseCookieHeader, SESSION_COOKIE_MAX_AGE_SECONDS } from "./cookies";
import { flashFor, takeFlash } from "./flash";
import { localeByCode } from "./i18n";
import { detectLocale, localeChoice, localeCookie } from "./locale-cookie";

const http = new Request("http://127.0.0.1:3000/");
const https = new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } });
const TOKEN = "e2eToken0123456789abcdefABCDEF_-";
const STATE = { price: "priceDigest", state: "stateDigest" };
const polish = localeByCode("pl-PL");
if (!polish) throw new Error("pl-PL is a shop locale");

/** Every Set-Cookie the storefront writes, for a plain-HTTP and an HTTPS request, with the Max-Age it must carry. */
const COOKIES: { name: string; maxAge: number; make: (request: Request) => Promise<string> | string }[] = [
  { name: "sw-context-token", maxAge: 31_536_000, make: (r) => contextTokenCookie.serialize(TOKEN, isHttps(r)) },
  { name: "sw-locale", maxAge: 31_536_000, make: (r) => localeCookie(polish, isHttps(r)) },
  { name: "sw-page-state", maxAge: 30, make: (r) => pageStateCookie(r, TOKEN, STATE, isHttps(r)) ?? "" },
  { name: "sw-page-state", maxAge: 0, make: (r) => clearPageStateCookie(isHttps(r)) },
  { name: "sf-flash", maxAge: 60, make: (r) => flashFor(r, { type: "info", message: "x" }) },
  { name: "sf-payment-redirect", maxAge: 600, make: (r) => paymentRedirectCookie(r, "o1", "https://pay.example/x") },
  { name: "sf-payment-redirect", maxAge: 0, make: (r) => clearPaymentRedirectCookie(r) },
  { name: "shop-registration", maxAge: 1_209_600, make: (r) => registrationCookie(r, "shopper@example.com") },
  { name: "shop-registration", maxAge: 0, make: (r) => clearRegistrationCookie(r) },
];

describe("every cookie the storefront sets", () => {
  it("is HttpOnly, SameSite=Lax, for the whole shop, with its Max-Age, and Secure exactly on HTTPS", async () => {
    for (const { name, maxAge, make } of COOKIES) {
      for (const [request, secure] of [
        [http, undefined],
        [https, true],
      ] as const) {
        const cookie = parseSetCookie(await make(request));
        const label = `${name} ${cookie.value ? "set" : "cleared"} over ${secure ? "HTTPS" : "HTTP"}`;
        expect(cookie.name, label).toBe(name);
        expect(cookie.httpOnly, label).toBe(true);
        expect(cookie.sameSite, label).toBe("lax");
        expect(cookie.path, label).toBe("/");
        expect(cookie.secure, label).toBe(secure);
        expect(cookie.domain, label).toBeUndefined();
        // createCookie writes an Expires beside Max-Age when it drops a cookie; Max-Age is what browsers obey.
        if (maxAge > 0) expect(cookie.maxAge, label).toBe(maxAge);
        else expect(cookie.maxAge === 0 || (cookie.expires?.getTime() ?? 1) <= 0, label).toBe(true);
      }
    }
  });

  it("writes the context token, page state and locale as plain values (what Shopware clients and benches send)", () => {
    expect(contextTokenCookie.serialize(TOKEN, false)).toBe(
      `sw-context-token=${TOKEN}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`,
    );
    expect(localeCookie(polish, true)).toBe(
      "sw-locale=pl-PL; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    const state = pageStateCookie(http, TOKEN, STATE, false) ?? "";
    expect(readPageState(TOKEN, parseSetCookie(state).value)).toEqual(STATE);
  });

  it("never writes a value that would not read back", () => {
    expect(() => contextTokenCookie.serialize("a token; Path=/other", false)).toThrow(TypeError);
    expect(() => localeChoice.serialize("xx-XX", false)).toThrow(TypeError);
  });
});

describe("a tampered or odd cookie reads as no cookie", () => {
  const ODD = ["", "%E0%A4%A", '"quoted"', "a b", "x".repeat(129), "eyJ0b2tlbiI6ImEifQ==", "<script>"];

  it("for the context token: no session, no error", () => {
    expect(contextTokenCookie.parse(`a=1; sw-context-token=${TOKEN}; b=2`)).toBe(TOKEN);
    expect(contextTokenCookie.parse(null)).toBeUndefined();
    expect(contextTokenCookie.parse("sw-context-token")).toBeUndefined();
    for (const odd of ODD) expect(contextTokenCookie.parse(`sw-context-token=${odd}`), odd).toBeUndefined();
    // Two of the name (a cookie for another path): the first one counts, as browsers send the most specific first.
    expect(contextTokenCookie.parse(`sw-context-token=${TOKEN}; sw-context-token=other`)).toBe(TOKEN);
  });

  it("for the locale: the browser's languages decide", () => {
    expect(detectLocale("sw-locale=testde", "pl-PL").code).toBe("testde");
    for (const odd of [...ODD, "PL-pl", "pl-PL;"])
      expect(detectLocale(`sw-locale=${odd}`, "pl-PL").code, odd).toBe("pl-PL");
  });

  it("for the page state: no state, and a fresh one is written", () => {
    for (const odd of [...ODD, "1.a.b", "9999999999.a.b.c"]) {
      const request = new Request("http://127.0.0.1:3000/", { headers: { cookie: `sw-page-state=${odd}` } });
      expect(pageStateCookie(request, TOKEN, STATE, false), odd).toMatch(/^sw-page-state=\d+\./);
    }
  });

  it("for a flash notice: nothing shown, the cookie dropped", async () => {
    for (const odd of ODD) {
      const request = new Request("http://127.0.0.1:3000/", { headers: { cookie: `sf-flash=${odd}` } });
      expect((await takeFlash(request)).flash, odd).toBeNull();
    }
    expect(parseCookieHeader("sf-flash=%E0%A4%A")["sf-flash"]).toBe("%E0%A4%A");
  });
});

describe("the session cookie maximum (spec §9, issue 13 item 17)", () => {
  it("never sets a Max-Age above 2147483646 s, and keeps whole, non-negative seconds", () => {
    expect(SESSION_COOKIE_MAX_AGE_SECONDS).toBe(2147483646);
    expect(cookieMaxAge(10 * 365 * 24 * 3600 * 100)).toBe(2147483646);
    expect(cookieMaxAge(Number.POSITIVE_INFINITY)).toBe(2147483646);
    expect(cookieMaxAge(365 * 24 * 3600)).toBe(31536000);
    expect(cookieMaxAge(-5)).toBe(0);
    expect(cookieMaxAge(Number.NaN)).toBe(0);
    expect(cookieMaxAge(59.7)).toBe(59);
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
});
