import { gzipSync } from "node:zlib";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { channelDomainUrls } from "../context/context.repository.js";
import { liveCanonicalPaths } from "../seo/seo.repository.js";
import { absoluteUrl, lastmodOf, urlsetXml, URLS_PER_FILE, type SitemapUrl } from "./sitemap.js";

export interface SitemapFile {
  filename: string;
  created: string;
  xml: string;
  gzip: Buffer;
}

const TTL_MS = 10 * 60 * 1000;

/** Which seo_url routes go into the sitemap (seo.repository.ts checks their entities for being live). */
const ROUTES = [
  { route: "frontend.navigation.page", changefreq: "daily", priority: 0.5 },
  { route: "frontend.detail.page", changefreq: "hourly", priority: 0.5 },
  { route: "frontend.landing.page", changefreq: "weekly", priority: 0.5 },
] as const;

/**
 * Sitemaps generated on demand per channel and language and kept in memory for a while: the home page plus every
 * live category, product and landing page with its canonical SEO URL, absolute on the language's storefront domain.
 */
export class SitemapService {
  private cache = new Map<string, { files: SitemapFile[]; at: number }>();

  constructor(
    private readonly db: Db,
    /** The primary storefront origin: its domain wins when a language has several. */
    private readonly primaryOrigin: string | undefined,
  ) {}

  async files(ctx: SalesChannelContext): Promise<SitemapFile[]> {
    const key = `${ctx.salesChannelId}:${ctx.languageId}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.files;
    const files = await this.generate(ctx);
    this.cache.set(key, { files, at: Date.now() });
    return files;
  }

  private async domainOf(ctx: SalesChannelContext): Promise<string | null> {
    // By URL, so the fallback below does not depend on which domain was created first.
    const domains = (await channelDomainUrls(this.db, ctx.salesChannelId, ctx.languageId)).sort();
    const primary = this.primaryOrigin
      ? domains.find((url) => url === this.primaryOrigin || url.startsWith(`${this.primaryOrigin}/`))
      : undefined;
    return primary ?? domains[0] ?? null;
  }

  private async generate(ctx: SalesChannelContext): Promise<SitemapFile[]> {
    const domain = await this.domainOf(ctx);
    if (!domain) return [];
    const urls: SitemapUrl[] = [{ loc: absoluteUrl(domain, ""), lastmod: null, changefreq: "daily", priority: 1 }];
    for (const { route, changefreq, priority } of ROUTES) {
      const rows = await liveCanonicalPaths(this.db, route, ctx.salesChannelId, ctx.languageId);
      for (const row of rows)
        urls.push({
          loc: absoluteUrl(domain, row.seo_path_info),
          lastmod: lastmodOf(row.updated_at, row.created_at),
          changefreq,
          priority,
        });
    }
    const created = new Date().toISOString();
    const files: SitemapFile[] = [];
    for (let i = 0; i < urls.length; i += URLS_PER_FILE) {
      const xml = urlsetXml(urls.slice(i, i + URLS_PER_FILE));
      files.push({
        filename: `sitemap-${ctx.languageId}-${files.length + 1}.xml.gz`,
        created,
        xml,
        gzip: gzipSync(xml),
      });
    }
    return files;
  }
}
