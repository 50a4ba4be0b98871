import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapIndex } from "../features/seo/sitemap";
import { publicOrigin } from "./public-origin.server";

const env = { STOREFRONT_URLS: "https://shop.example,https://www.shop.example", PORT: "3000" };

describe("publicOrigin (issue 12 L4): never the Host header's word", () => {
  it("keeps a configured origin and replaces any other with the first configured one", () => {
    expect(publicOrigin(new Request("https://www.shop.example/robots.txt"), env)).toBe("https://www.shop.example");
    expect(publicOrigin(new Request("http://evil.example/robots.txt"), env)).toBe("https://shop.example");
    expect(publicOrigin(new Request("http://localhost:3000/sitemap.xml"), {})).toBe("http://localhost:3000");
    expect(publicOrigin(new Request("http://evil.example:3000/sitemap.xml"), {})).toBe("http://localhost:3000");
  });

  it("robots.txt and the sitemap index built from it name only the configured origin", () => {
    const origin = publicOrigin(new Request("http://evil.example/robots.txt"), env);
    expect(robotsTxt(origin)).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(sitemapIndex(origin, ["a.xml.gz"])).not.toContain("evil.example");
  });
});
