import { describe, expect, it } from "vitest";
import { pageVaryValue, detectLocale, localeCookie, localeFromAcceptLanguage } from "./locale-cookie";
import { localeByCode } from "./i18n";

describe("locale detection", () => {
  it("defaults to en-GB for the default browser locale en-US and for no header", () => {
    expect(localeFromAcceptLanguage("en-US,en;q=0.9").code).toBe("en-GB");
    expect(localeFromAcceptLanguage(null).code).toBe("en-GB");
  });

  it("matches Polish and German by exact tag or primary language, by quality", () => {
    expect(localeFromAcceptLanguage("pl-PL,pl;q=0.9").code).toBe("pl-PL");
    expect(localeFromAcceptLanguage("de-AT").code).toBe("testde");
    expect(localeFromAcceptLanguage("fr;q=1, de;q=0.5, pl;q=0.8").code).toBe("pl-PL");
    expect(localeFromAcceptLanguage("fr-FR").code).toBe("en-GB");
  });

  it("prefers the cookie over the browser", () => {
    expect(detectLocale("sw-locale=testde", "pl-PL").code).toBe("testde");
    expect(detectLocale("sw-locale=bogus", "pl-PL").code).toBe("pl-PL");
  });

  it("keeps the cookie for 365 days", () => {
    const locale = localeByCode("pl-PL");
    expect(locale && localeCookie(locale, false)).toBe(
      "sw-locale=pl-PL; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax",
    );
  });

  it("keys a page cache by the locale Accept-Language selects, and other headers by their value", () => {
    for (const header of ["en-US,en;q=0.9", "en-GB", "fr-FR,fr;q=0.9", undefined]) {
      expect(pageVaryValue("accept-language", header), String(header)).toBe("en-GB");
    }
    expect(pageVaryValue("accept-language", "pl,en;q=0.5")).toBe("pl-PL");
    expect(pageVaryValue("cookie", "sw-locale=de-DE")).toBe("sw-locale=de-DE");
    expect(pageVaryValue("cookie", undefined)).toBeUndefined();
  });
});
