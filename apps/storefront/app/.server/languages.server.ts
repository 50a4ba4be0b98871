import type { StoreApiConfig } from "./config.server";
import { channelClient } from "./channel-data.server";
import { SharedCache } from "./shared-cache.server";

/** translationCode.code ("en-GB") → language id */
export type LanguageIds = ReadonlyMap<string, string>;

// Every request needs this before it can even pick its language header: kept five minutes per backend, and
// through an outage of up to ten minutes the last known ids stand in.
const cache = new SharedCache({ ttlMs: 5 * 60 * 1000, maxEntries: 16, staleMs: 10 * 60 * 1000 });

async function fetchLanguageIds(config: StoreApiConfig): Promise<LanguageIds> {
  // No context token: this is channel data, and must not create or touch a shopper's session.
  const response = await channelClient(config).invoke("readLanguages post /language", {
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
export function languageIds(config: StoreApiConfig): Promise<LanguageIds> {
  return cache.get(`${config.baseURL}|${config.accessKey}`, () => fetchLanguageIds(config));
}
