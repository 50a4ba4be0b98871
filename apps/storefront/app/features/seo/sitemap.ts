import { LOCALES } from "../../lib/i18n";

/** Only names the backend generates; anything else never reaches it. */
export const SITEMAP_FILE_PATTERN = /^sitemap-[a-z0-9-]+\.xml(\.gz)?$/i;

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** The storefront's /sitemap.xml: an index of the backend's files, served through /sitemap/{file} as plain XML. */
export function sitemapIndex(origin: string, fileNames: string[]): string {
  const entries = fileNames
    .map((name) => `<sitemap><loc>${escapeXml(`${origin}/sitemap/${name.replace(/\.gz$/, "")}`)}</loc></sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

export function robotsTxt(origin: string): string {
  // Search, account and checkout pages are per-shopper or endless; keep crawlers on the catalogue.
  const privatePaths = ["/search", "/account", "/checkout", "/wishlist", "/login", "/register", "/_shop/"];
  const lines = [
    "User-agent: *",
    ...privatePaths.flatMap((path) =>
      LOCALES.map((locale) => `Disallow: ${locale.prefix ? `/${locale.prefix}` : ""}${path}`),
    ),
  ];
  return `${[...new Set(lines)].join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
