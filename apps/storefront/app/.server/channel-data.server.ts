import type { Schemas } from "@shopware/api-client/api-types";
import { createAPIClient } from "@shopware/api-client";
import { boundCalls, storeApiConfig, storeApiFetchOptions, type StoreApiConfig } from "./config.server";
import { sharedCache } from "./shared-cache.server";
import type { StoreApiClient, StoreOperations } from "./store-api-client.server";

/**
 * A Store API client without a context token, for data that is the same for every shopper. A fresh one per
 * load: the client keeps whatever token a response hands it, and that must never reach another call.
 */
export function channelClient(config: StoreApiConfig, languageId?: string): StoreApiClient {
  const fetchOptions = storeApiFetchOptions();
  const client = createAPIClient<StoreOperations>({
    baseURL: config.baseURL,
    accessToken: config.accessKey,
    defaultHeaders: languageId ? { "sw-language-id": languageId } : {},
    fetchOptions,
  });
  // Each call its own full timeout: these calls fill the shared cache for every page, not one page's budget.
  return boundCalls(client, () => fetchOptions.timeout);
}

/**
 * Channel data in one language through the process-wide shared cache. The key holds the backend, the access
 * key (= the sales channel) and the language; `what` names the answer and any further input it depends on.
 */
export function channelData<T>(
  config: StoreApiConfig,
  languageId: string | undefined,
  what: string,
  load: (client: StoreApiClient) => Promise<T>,
): Promise<T> {
  const key = JSON.stringify([config.baseURL, config.accessKey, languageId ?? null, what]);
  return sharedCache.get(key, () => load(channelClient(config, languageId)));
}

/** A category's or product's breadcrumb (the same for every shopper of a language). */
export function readBreadcrumb(
  api: { languageId: string | undefined },
  id: string,
  type: "category" | "product",
): Promise<Schemas["BreadcrumbCollection"]> {
  return channelData(storeApiConfig(), api.languageId, `breadcrumb:${type}:${id}`, (client) =>
    client
      .invoke("readBreadcrumb get /breadcrumb/{id}", { pathParams: { id }, query: { type } })
      .then((response) => breadcrumbEntries(response.data)),
  );
}

/**
 * The entries of a breadcrumb answer: our backend answers the generated schema's array (none with a 204); Shopware's
 * BreadcrumbRouteResponse serialises its BreadcrumbCollection struct as `{ breadcrumbs: [...] }`.
 */
export function breadcrumbEntries(
  data: Schemas["BreadcrumbCollection"] | { breadcrumbs?: Schemas["BreadcrumbCollection"] } | null | undefined,
): Schemas["BreadcrumbCollection"] {
  if (Array.isArray(data)) return data;
  return data?.breadcrumbs ?? [];
}
