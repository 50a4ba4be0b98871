import { describe, expect, it } from "vitest";
import { robotsTxt, SITEMAP_FILE_PATTERN, sitemapIndex } from "./sitemap";

describe("sitemap", () => {
  it("lists the backend files under the storefront origin, without .gz", () => {
    const xml = sitemapIndex("https://shop.test", ["sitemap-abc-1.xml.gz"]);
    expect(xml).toContain("<sitemapindex");
    expect(xml).toContain("<loc>https://shop.test/sitemap/sitemap-abc-1.xml</loc>");
  });

  it("accepts only generated file names", () => {
    expect(SITEMAP_FILE_PATTERN.test("sitemap-595cfd0a-1.xml.gz")).toBe(true);
    expect(SITEMAP_FILE_PATTERN.test("../etc/passwd")).toBe(false);
  });

  it("points robots at the sitemap and keeps crawlers out of private pages", () => {
    const robots = robotsTxt("https://shop.test");
    expect(robots).toContain("Sitemap: https://shop.test/sitemap.xml");
    expect(robots).toContain("Disallow: /pl-PL/checkout");
  });
});
