import type { Answered, Schemas } from "../lib/store-api-types";
import { LOCALES, localizePath, type LocaleCode } from "../lib/i18n";
import { isSeoRouteName, seoPathInfo, seoUrlPath, type ResolvedPath } from "../features/seo/seo-path";
import type { Alternates } from "../features/seo/alternates";
import { channelData } from "./channel-data.server";
import { storeApiConfig } from "./config.server";
import { languageIds } from "./languages.server";
import type { StoreApi } from "./store-api.server";

/** The fields of a Store API SEO URL the storefront reads. */
type ApiSeoUrl = Answered<Schemas["SeoUrl"], "routeName" | "foreignKey" | "seoPathInfo">;

type Filter = { type: "equals"; field: string; value: string };

/** The canonical SEO URL matching the filter in a language (the request's by default); the same for every shopper. */
function findSeoUrl(api: StoreApi, filter: Filter[], languageId = api.languageId): Promise<ApiSeoUrl | null> {
  // /seo-url is forced to the request's language, the channel, canonical and not deleted.
  return channelData(storeApiConfig(), languageId, `seo-url:${JSON.stringify(filter)}`, async (client) => {
    const response = await client.invoke("readSeoUrl post /seo-url", { body: { filter, limit: 1 } });
    return response.data.elements[0] ?? null;
  });
}

/** The page an SEO path ("/clothing/") belongs to in the current language, or null. */
export async function resolveSeoPath(api: StoreApi, appPath: string): Promise<ResolvedPath | null> {
  const seoPath = seoPathInfo(appPath);
  if (!seoPath) return null;
  const found = await findSeoUrl(api, [{ type: "equals", field: "seoPathInfo", value: seoPath }]);
  if (!found || !isSeoRouteName(found.routeName) || !found.foreignKey) return null;
  return { routeName: found.routeName, foreignKey: found.foreignKey };
}

function byPage(page: ResolvedPath): Filter[] {
  return [
    { type: "equals", field: "routeName", value: page.routeName },
    { type: "equals", field: "foreignKey", value: page.foreignKey },
  ];
}

/** The page's SEO app path in the current language, or null when it has none. */
export async function seoPathOf(api: StoreApi, page: ResolvedPath): Promise<string | null> {
  return seoUrlPath((await findSeoUrl(api, byPage(page)))?.seoPathInfo);
}

/** The page's locale-prefixed path in every locale (for the language switcher and hreflang). */
export async function alternatesOf(api: StoreApi, page: ResolvedPath, fallbackPath: string): Promise<Alternates> {
  const ids = await languageIds(storeApiConfig());
  const entries = await Promise.all(
    LOCALES.map(async (locale): Promise<[LocaleCode, string]> => {
      const found = await findSeoUrl(api, byPage(page), ids.get(locale.languageCode)).catch(() => null);
      return [locale.code, localizePath(seoUrlPath(found?.seoPathInfo) ?? fallbackPath, locale)];
    }),
  );
  return Object.fromEntries(entries);
}
