import { gunzipSync } from "node:zlib";
import { storeApiConfig } from "./config.server";
import { languageIds } from "./languages.server";
import { LOCALES } from "../lib/i18n";
import { SITEMAP_FILE_PATTERN } from "../features/seo/sitemap";
import { textOf } from "../lib/unknown";

async function storeApiGet(path: string, languageId?: string): Promise<Response> {
  const config = storeApiConfig();
  // No context token: sitemaps are channel data and must not create shopper sessions.
  return fetch(`${config.baseURL}${path}`, {
    headers: {
      "sw-access-key": config.accessKey,
      accept: "application/json",
      ...(languageId ? { "sw-language-id": languageId } : {}),
    },
    signal: AbortSignal.timeout(10_000),
  });
}

/** The backend's sitemap file names for every locale's language. */
export async function sitemapFileNames(): Promise<string[]> {
  const ids = await languageIds(storeApiConfig());
  const lists = await Promise.all(
    LOCALES.map(async (locale) => {
      const response = await storeApiGet("/sitemap", ids.get(locale.languageCode));
      if (!response.ok) throw new Response("Sitemap unavailable", { status: 502 });
      const files: unknown = await response.json();
      return (Array.isArray(files) ? files : []).flatMap((file) => {
        const name = textOf(file, "filename");
        return name && SITEMAP_FILE_PATTERN.test(name) ? [name] : [];
      });
    }),
  );
  return [...new Set(lists.flat())];
}

/** One sitemap file as XML (the backend serves it gzipped). */
export async function sitemapFile(name: string): Promise<string | null> {
  if (!SITEMAP_FILE_PATTERN.test(name)) return null;
  const response = await storeApiGet(`/sitemap/${encodeURIComponent(name)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Response("Sitemap unavailable", { status: 502 });
  const body = Buffer.from(await response.arrayBuffer());
  return (name.endsWith(".gz") ? gunzipSync(body) : body).toString("utf8");
}
