import { sitemapFileNames } from "../.server/sitemap.server";
import { sitemapIndex } from "../features/seo/sitemap";
import type { Route } from "./+types/sitemap-index";

export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapIndex(new URL(request.url).origin, await sitemapFileNames());
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
