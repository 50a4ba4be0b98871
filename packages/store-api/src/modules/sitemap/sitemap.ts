/** Pure sitemap building (sitemaps.org protocol 0.9). */

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  changefreq: "hourly" | "daily" | "weekly";
  priority: number;
}

/** The protocol's limit per file. */
export const URLS_PER_FILE = 50_000;

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] as string,
  );

export function urlsetXml(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => {
    const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : "";
    return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}<changefreq>${url.changefreq}</changefreq><priority>${url.priority.toFixed(1)}</priority></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

/** An absolute URL of a storefront path: the domain (which may carry a locale prefix) joined with the SEO path. */
export function absoluteUrl(domain: string, seoPath: string): string {
  const base = domain.replace(/\/+$/, "");
  const path = seoPath.replace(/^\/+/, "");
  return path === ""
    ? `${base}/`
    : `${base}/${path
        .split("/")
        .map((segment) => encodeURIComponent(decodeSafely(segment)))
        .join("/")}`;
}

function decodeSafely(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A literal "%" that is not an escape: encode it as it stands.
    return segment;
  }
}

/** The date part a sitemap's lastmod takes (W3C datetime, date precision). */
export function lastmodOf(updatedAt: unknown, createdAt: unknown): string | null {
  const value =
    typeof updatedAt === "string" && updatedAt !== "" ? updatedAt : typeof createdAt === "string" ? createdAt : null;
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;
}
