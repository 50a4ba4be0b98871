import { describe, expect, it } from "vitest";
import { backgroundImageSize, backgroundImageUrl, cssUrl } from "./background-media";

describe("backgroundImageSize", () => {
  it.each([
    [undefined, 800],
    [null, 800],
    [0, 800],
    [1, 100],
    [100, 100],
    [101, 200],
    [799, 800],
    [1920, 2000],
    [1921, 1900],
    [4000, 1900],
  ])("%s → %s", (input, expected) => {
    expect(backgroundImageSize(input)).toBe(expected);
  });
});

describe("backgroundImageUrl", () => {
  it("adds the rounded size to the URL", () => {
    expect(backgroundImageUrl({ url: "https://cdn.test/a.webp", metaData: { width: 1234, height: 2400 } })).toBe(
      "https://cdn.test/a.webp?width=1300&height=1900",
    );
  });

  it("uses 800 when the size is unknown and keeps an existing query", () => {
    expect(backgroundImageUrl({ url: "https://cdn.test/a.webp?v=2" })).toBe(
      "https://cdn.test/a.webp?v=2&width=800&height=800",
    );
  });

  it("rejects missing URLs and URLs over 1000 characters", () => {
    expect(backgroundImageUrl(null)).toBeNull();
    expect(backgroundImageUrl({ url: "" })).toBeNull();
    expect(backgroundImageUrl({ url: `https://cdn.test/${"a".repeat(1000)}` })).toBeNull();
  });
});

describe("cssUrl", () => {
  it("quotes the URL and escapes characters that could end it", () => {
    expect(cssUrl('https://x.test/a".webp')).toBe('url("https://x.test/a\\22 .webp")');
  });
});
