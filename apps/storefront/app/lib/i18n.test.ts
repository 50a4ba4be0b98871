import { describe, expect, it } from "vitest";
import {
  canonicalLocalePath,
  localeFromPath,
  localizePath,
  stripLocalePrefix,
  switchLocalePath,
  LOCALES,
} from "./i18n";

const [enGB, plPL, testde] = LOCALES;

describe("localeFromPath", () => {
  it.each([
    ["/", "en-GB"],
    ["/shirts", "en-GB"],
    ["/pl-PL", "pl-PL"],
    ["/pl-PL/", "pl-PL"],
    ["/pl-PL/clothing/shirts", "pl-PL"],
    ["/testde/account/order/details/123", "testde"],
    ["/pl-PLX/shirts", "en-GB"],
    ["/PL-pl/shirts", "en-GB"],
    ["/TESTDE", "en-GB"],
  ])("%s is %s", (pathname, code) => {
    expect(localeFromPath(pathname).code).toBe(code);
  });

  it("maps testde to the de-DE language", () => {
    expect(localeFromPath("/testde").languageCode).toBe("de-DE");
  });
});

describe("stripLocalePrefix", () => {
  it.each([
    ["/", "/"],
    ["/shirts", "/shirts"],
    ["/pl-PL", "/"],
    ["/pl-PL/", "/"],
    ["/testde/clothing/shirts", "/clothing/shirts"],
  ])("%s becomes %s", (pathname, expected) => {
    expect(stripLocalePrefix(pathname)).toBe(expected);
  });
});

describe("localizePath", () => {
  it("leaves the default locale unprefixed", () => {
    expect(localizePath("/shirts", enGB)).toBe("/shirts");
    expect(localizePath("shirts", enGB)).toBe("/shirts");
  });

  it("prefixes other locales and keeps their root without a trailing slash", () => {
    expect(localizePath("/", plPL)).toBe("/pl-PL");
    expect(localizePath("/clothing/shirts", testde)).toBe("/testde/clothing/shirts");
  });
});

describe("switchLocalePath", () => {
  it("moves a page between locales", () => {
    expect(switchLocalePath("/pl-PL/clothing", testde)).toBe("/testde/clothing");
    expect(switchLocalePath("/testde", enGB)).toBe("/");
    expect(switchLocalePath("/", plPL)).toBe("/pl-PL");
  });
});

describe("canonicalLocalePath", () => {
  it("corrects the spelling of a prefix", () => {
    expect(canonicalLocalePath("/PL-pl/foo")).toBe("/pl-PL/foo");
    expect(canonicalLocalePath("/pl-pl")).toBe("/pl-PL");
    expect(canonicalLocalePath("/TestDE/a/b")).toBe("/testde/a/b");
  });

  it("leaves canonical and unrelated paths alone", () => {
    expect(canonicalLocalePath("/pl-PL/foo")).toBeNull();
    expect(canonicalLocalePath("/shirts")).toBeNull();
    expect(canonicalLocalePath("/")).toBeNull();
  });
});
