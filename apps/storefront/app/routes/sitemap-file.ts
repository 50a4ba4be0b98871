import { sitemapFile } from "../.server/sitemap.server";
import type { Route } from "./+types/sitemap-file";

export async function loader({ params }: Route.LoaderArgs) {
  // The index links the uncompressed name; the backend knows the file as .xml.gz.
  const xml = (await sitemapFile(`${params.file}.gz`)) ?? (await sitemapFile(params.file));
  if (xml === null) throw new Response("Not Found", { status: 404 });
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
