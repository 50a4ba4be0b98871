import { createAPIClient } from "@shopware/api-client";
import type { StoreApiConfig } from "./config.server";

/** translationCode.code ("en-GB") → language id */
export type LanguageIds = ReadonlyMap<string, string>;

const TTL_MS = 5 * 60 * 1000;

const cache = new Map<string, { expiresAt: number; ids: Promise<LanguageIds> }>();

async function fetchLanguageIds(config: StoreApiConfig): Promise<LanguageIds> {
  // No context token: this is channel data, and must not create or touch a shopper's session.
  const client = createAPIClient({ baseURL: config.baseURL, accessToken: config.accessKey });
  const response = await client.invoke("readLanguages post /language", {
    body: { limit: 100 },
  });
  const ids = new Map<string, string>();
  for (const language of response.data.elements) {
    const code = language.translationCode?.code;
    if (code) ids.set(code, language.id);
  }
  return ids;
}

/** The channel's language ids by code, cached in-process for a few minutes per backend. */
export function languageIds(config: StoreApiConfig, now = Date.now()): Promise<LanguageIds> {
  const key = `${config.baseURL}|${config.accessKey}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.ids;

  const ids = fetchLanguageIds(config);
  cache.set(key, { expiresAt: now + TTL_MS, ids });
  // A failed lookup must not be served from the cache for the next five minutes.
  ids.catch(() => {
    if (cache.get(key)?.ids === ids) cache.delete(key);
  });
  return ids;
}
