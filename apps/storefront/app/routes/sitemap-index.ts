import { sitemapFileNames } from "../.server/sitemap.server";
import { sitemapIndex } from "../features/seo/sitemap";
import { publicOrigin } from "../lib/public-origin.server";
import type { Route } from "./+types/sitemap-index";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapIndex(publicOrigin(request), await sitemapFileNames());
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
