import { requestInfo } from "../lib/security-request.server";
import { storeApiConfig } from "./config.server";
import { SharedCache } from "./shared-cache.server";
import { priceContextKey } from "./price-context.server";
import { shopperContext } from "./shop.server";
import type { StoreApi } from "./store-api.server";

/**
 * Catalogue answers (a category page with its CMS layout and listing) shared by every shopper whose prices are the
 * same: issue 15. A shopper with a cart is never answered by the page cache, so each of their category pages used to
 * fetch and convert the whole category (272 KB of JSON for home) again. What such a page shows depends on the
 * shopper only through the prices, and those follow the price context below (Shopware computes product prices from
 * the currency, the tax state, the customer group, the tax rules of the shipping country and the matching rules;
 * its HTTP cache hash, CacheResponseSubscriber::buildCacheHash, adds the logged-in state, and so does this key).
 * The key holds exactly these, never the context token, the customer or the cart: the cart, the header counters
 * and the customer stay per request (shop.server.ts). Entries live 10 s, and a page rendered from one is kept by the
 * page cache only until 15 s after the answer was read (RequestInfo.dataReadAt), so a merchant's price or stock
 * change reaches a listing within the page cache's 15 s; the product page, the cart and the checkout are never
 * served from here.
 */
export const catalogueCache = new SharedCache({ ttlMs: 10_000, maxEntries: 300, now: () => Date.now() });

/**
 * `load()`'s answer for this shopper's language and price context, shared with every shopper of the same ones.
 * `what` names the answer and every further input it depends on (the category, the full URL with its listing
 * parameters). `load` must read nothing customer-specific but prices.
 */
export async function catalogueData<T>(api: StoreApi, what: string, load: () => Promise<T>): Promise<T> {
  const config = storeApiConfig();
  const context = await shopperContext(api);
  const key = JSON.stringify([
    config.baseURL,
    config.accessKey,
    api.languageId ?? null,
    api.locale.code,
    priceContextKey(context),
    what,
  ]);
  const { value, readAt } = await catalogueCache.get(key, async () => ({ value: await load(), readAt: Date.now() }));
  // A page rendered from this answer is as old as the answer (the page cache keeps it that much shorter).
  const info = requestInfo();
  if (info) info.dataReadAt = Math.min(info.dataReadAt ?? readAt, readAt);
  return value;
}
