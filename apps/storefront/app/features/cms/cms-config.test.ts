import { describe, expect, it } from "vitest";
import { LOCALES } from "../../lib/i18n";
import { configBoolean, configNumber, configString, cssClasses, cssColor, cssLength } from "./cms-config";
import { toLinkView, toMediaView } from "./cms-media";

const [en, , de] = LOCALES;

describe("slot config", () => {
  const config = { a: { source: "static", value: "x" }, b: { value: true }, n: { value: "12" }, e: { value: "" } };
  it("reads typed values with fallbacks", () => {
    expect(configString(config, "a")).toBe("x");
    expect(configString(config, "e")).toBeNull();
    expect(configBoolean(config, "b", false)).toBe(true);
    expect(configBoolean(config, "a", false)).toBe(false);
    expect(configNumber(config, "n", 0)).toBe(12);
    expect(configNumber(config, "missing", 5)).toBe(5);
  });
});

describe("CSS values from the CMS", () => {
  it("accepts only plain lengths, colours and class names", () => {
    expect(cssLength("20px")).toBe("20px");
    expect(cssLength("0")).toBe("0");
    expect(cssLength(16)).toBe("16px");
    expect(cssLength("calc(100% - 1px)")).toBeNull();
    expect(cssColor("#fdf6f0")).toBe("#fdf6f0");
    expect(cssColor("rgba(0, 0, 0, 0.5)")).toBe("rgba(0, 0, 0, 0.5)");
    expect(cssColor("red;background:url(x)")).toBeNull();
    expect(cssClasses("a  b-c 1x <script> _d")).toBe("a b-c _d");
  });
});

describe("links and media", () => {
  it("prefixes shop paths, keeps web links and drops script URLs", () => {
    expect(toLinkView("/summer-sale", false, de)).toEqual({
      href: "/testde/summer-sale",
      external: false,
      newTab: false,
    });
    expect(toLinkView("https://example.test", true, en)).toEqual({
      href: "https://example.test",
      external: true,
      newTab: true,
    });
    expect(toLinkView("javascript:alert(1)", false, en)).toBeNull();
    expect(toLinkView("  ", false, en)).toBeNull();
  });

  it("builds a srcset from the thumbnails, smallest first", () => {
    expect(
      toMediaView({
        url: "https://cdn.test/a.webp",
        translated: { alt: "Alt" },
        metaData: { width: 1920, height: 800 },
        thumbnails: [
          { url: "https://cdn.test/a-800.webp", width: 800 },
          { url: "https://cdn.test/a-400.webp", width: 400 },
          { url: "https://cdn.test/a-1920.webp", width: 1920 },
        ],
      }),
    ).toEqual({
      url: "https://cdn.test/a.webp",
      alt: "Alt",
      width: 1920,
      height: 800,
      srcSet: { base: "https://cdn.test/a-", list: "400.webp 400w, 800.webp 800w, 1920.webp 1920w" },
    });
    expect(toMediaView(null)).toBeNull();
  });
});
