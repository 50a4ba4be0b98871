import { describe, expect, it } from "vitest";
import {
  clearRegistrationCookie,
  isRegisteringBrowser,
  registrationCookie,
} from "../features/account/registration-browser.server";
import {
  clearPaymentRedirectCookie,
  paymentRedirectCookie,
  readPaymentRedirect,
} from "../features/checkout/payment-redirect.server";
import { FLASH_COOKIE, flashFor, takeFlash } from "./flash";

// The cookies a form post, an order or a registration leave for a later page (issue 16): React Router's cookies,
// signed with the storefront's key. Each is tried as written, tampered with, and as a browser still holds it from
// before they were signed (an unreadable cookie is no cookie, never an error).
const http = new Request("http://127.0.0.1:3000/");
const https = new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "https" } });
const GATEWAY = "https://pay.example/checkout?token=abc";

/** The `name=value` of a Set-Cookie header. */
const pair = (setCookie: string) => setCookie.split(";")[0] ?? "";
/** `request` (http by default) with this `Cookie` header. */
function withCookie(cookie: string, request = http) {
  const headers = new Headers(request.headers);
  headers.set("cookie", cookie);
  return new Request(request.url, { headers });
}
/** The cookie with the first character of its signature changed (the last one may be padding bits only). */
function tampered(cookie: string) {
  const [name = "", value = ""] = cookie.split("=");
  const signed = decodeURIComponent(value);
  const at = signed.lastIndexOf(".") + 1;
  const changed = `${signed.slice(0, at)}${signed[at] === "A" ? "B" : "A"}${signed.slice(at + 1)}`;
  return `${name}=${encodeURIComponent(changed)}`;
}
/** The cookie with a value of our own in place of the signed one, signature kept. */
function forged(cookie: string, value: unknown) {
  const [name = "", signed = ""] = cookie.split("=");
  const signature = decodeURIComponent(signed).split(".").at(-1);
  const data = Buffer.from(encodeURIComponent(JSON.stringify(value))).toString("base64");
  return `${name}=${encodeURIComponent(`${data}.${signature}`)}`;
}
const oldFormat = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the flash notice (createCookieSessionStorage's flash)", () => {
  it("shows a notice once and then drops the cookie", async () => {
    const setCookie = await flashFor(http, { type: "success", message: "Zalogowano – witaj <b>z powrotem</b>" });
    expect(setCookie).toMatch(/Max-Age=60/);
    const shown = await takeFlash(withCookie(pair(setCookie)));
    expect(shown.flash).toEqual({
      type: "success",
      message: "Zalogowano – witaj <b>z powrotem</b>",
      persistent: false,
    });
    expect(shown.setCookie).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Expires=Thu, 01 Jan 1970`));
    const persistent = await flashFor(http, { type: "info", message: "x", persistent: true });
    expect((await takeFlash(withCookie(pair(persistent)))).flash?.persistent).toBe(true);
    expect(await takeFlash(http)).toEqual({ flash: null });
  });

  it("shows nothing it did not sign, and drops such a cookie", async () => {
    const signed = pair(await flashFor(http, { type: "info", message: "genuine" }));
    for (const cookie of [
      tampered(signed),
      forged(signed, { __flash_notice__: { t: "danger", m: "Your account is locked, call +1 555" } }),
      // A notice as the storefront wrote it before it signed them: a forgery could look just like it.
      `${FLASH_COOKIE}=${oldFormat({ t: "info", m: "Written before the deploy" })}`,
      `${FLASH_COOKIE}=evil`,
      `${FLASH_COOKIE}=%E0%A4%A`,
    ]) {
      const taken = await takeFlash(withCookie(cookie));
      expect(taken.flash, cookie).toBeNull();
      expect(taken.setCookie, cookie).toMatch(new RegExp(`^${FLASH_COOKIE}=; `));
    }
  });
});

describe("the payment redirect", () => {
  it("carries the gateway URL of this order only", async () => {
    const cookie = pair(await paymentRedirectCookie(http, "order-1", GATEWAY));
    expect(await readPaymentRedirect(withCookie(cookie), "order-1")).toBe(GATEWAY);
    expect(await readPaymentRedirect(withCookie(cookie), "order-2")).toBeNull();
    expect(await readPaymentRedirect(http, "order-1")).toBeNull();
  });

  it("never sends the shopper to a URL it did not sign", async () => {
    const cookie = pair(await paymentRedirectCookie(http, "order-1", GATEWAY));
    for (const other of [
      tampered(cookie),
      forged(cookie, { o: "order-1", u: "https://evil.example/pay" }),
      `sf-payment-redirect=${oldFormat({ o: "order-1", u: "https://evil.example/pay" })}`,
      "sf-payment-redirect=%E0%A4%A",
    ])
      expect(await readPaymentRedirect(withCookie(other), "order-1"), other).toBeNull();
  });
});

describe("the registering browser", () => {
  const em = "5ba7f3b5b2b1f2a2c4c1f4ccda7c1d6e1a0d0f32";

  it("is the browser with the signed key of the address", async () => {
    const cookie = pair(await registrationCookie(http, "shopper@example.com"));
    const { confirmationKey } = await import("../features/account/registration-browser.server");
    const key = confirmationKey("shopper@example.com");
    expect(await isRegisteringBrowser(withCookie(cookie), key)).toBe(true);
    expect(await isRegisteringBrowser(withCookie(cookie), em)).toBe(false);
    // A key set by someone else (the old unsigned cookie, or a forged one) logs nobody in.
    expect(await isRegisteringBrowser(withCookie(`shop-registration=${key}`), key)).toBe(false);
    expect(await isRegisteringBrowser(withCookie(tampered(cookie)), key)).toBe(false);
    expect(await isRegisteringBrowser(withCookie(forged(cookie, em)), em)).toBe(false);
  });
});

describe("every cookie the storefront leaves for a later page", () => {
  const makers = [
    (r: Request) => flashFor(r, { type: "info", message: "x" }),
    (r: Request) => paymentRedirectCookie(r, "o1", GATEWAY),
    (r: Request) => clearPaymentRedirectCookie(r),
    (r: Request) => registrationCookie(r, "shopper@example.com"),
    (r: Request) => clearRegistrationCookie(r),
    async (r: Request) =>
      (await takeFlash(withCookie(pair(await flashFor(r, { type: "info", message: "x" })), r))).setCookie,
  ];

  it("is HttpOnly, SameSite=Lax on the whole shop, and Secure on HTTPS only", async () => {
    for (const make of makers) {
      const onHttp = (await make(http)) ?? "";
      const onHttps = (await make(https)) ?? "";
      for (const cookie of [onHttp, onHttps]) {
        expect(cookie).toMatch(/; HttpOnly(;|$)/);
        expect(cookie).toMatch(/; SameSite=Lax(;|$)/);
        expect(cookie).toMatch(/; Path=\/(;|$)/);
      }
      expect(onHttps).toMatch(/; Secure(;|$)/);
      expect(onHttp).not.toMatch(/Secure/);
    }
  });

  it("is cleared at once", async () => {
    expect(await clearPaymentRedirectCookie(http)).toMatch(/^sf-payment-redirect=; Max-Age=0;/);
    expect(await clearRegistrationCookie(http)).toMatch(/^shop-registration=; Max-Age=0;/);
  });
});
