import { describe, expect, it } from "vitest";
import { coveringUrl, packSrcSet, srcSetAttribute, srcSetUrls } from "./srcset";

describe("packed srcsets (issue 15: the hydration data carries the thumbnails' common URL start once)", () => {
  const thumbnails = [280, 400, 800, 1920].map((width) => ({
    url: `http://api.test/media/ab/cd/shirt_${width}x${width}.webp`,
    width,
  }));

  it("restores exactly the srcset the candidates make", () => {
    const packed = packSrcSet(thumbnails);
    expect(srcSetAttribute(packed)).toBe(thumbnails.map((t) => `${t.url} ${t.width}w`).join(", "));
    expect(packed).toEqual({
      base: "http://api.test/media/ab/cd/shirt_",
      list: "280x280.webp 280w, 400x400.webp 400w, 800x800.webp 800w, 1920x1920.webp 1920w",
    });
    expect(srcSetUrls(packed)).toEqual(thumbnails.map((t) => t.url));
  });

  it("names the smallest candidate that covers a fixed-size picture (a gallery thumbnail needs no srcset)", () => {
    const packed = packSrcSet(thumbnails);
    expect(coveringUrl(packed, 240)).toBe(thumbnails[0]?.url);
    expect(coveringUrl(packed, 300)).toBe(thumbnails[1]?.url);
    expect(coveringUrl(packed, 4000)).toBeNull();
    expect(coveringUrl(null, 240)).toBeNull();
  });

  it("gives two products with the same thumbnail sizes the same list (sent once by turbo-stream)", () => {
    const other = thumbnails.map((t) => ({ ...t, url: t.url.replace("/ab/cd/shirt_", "/ef/01/shirt_") }));
    expect(packSrcSet(other)?.list).toBe(packSrcSet(thumbnails)?.list);
  });

  it("keeps one candidate, identical URLs and URLs without a common start whole", () => {
    const one = [{ url: "https://x/a.webp", width: 400 }];
    expect(srcSetAttribute(packSrcSet(one))).toBe("https://x/a.webp 400w");
    const same = [
      { url: "https://x/a.webp", width: 400 },
      { url: "https://x/a.webp", width: 800 },
    ];
    expect(srcSetAttribute(packSrcSet(same))).toBe("https://x/a.webp 400w, https://x/a.webp 800w");
    const apart = [
      { url: "https://x/a.webp", width: 400 },
      { url: "/b.webp", width: 800 },
    ];
    expect(srcSetAttribute(packSrcSet(apart))).toBe("https://x/a.webp 400w, /b.webp 800w");
  });

  it("is null without candidates and renders no attribute", () => {
    expect(packSrcSet([])).toBeNull();
    expect(srcSetAttribute(null)).toBeUndefined();
    expect(srcSetUrls(null)).toEqual([]);
  });
});
