import type { createAPIClient } from "@shopware/api-client";

/** The official client as configured for our Store API (its own module so the channel cache need not import store-api.server). */
export type StoreApiClient = ReturnType<typeof createAPIClient>;
