import { outageOf } from "../lib/errors";
import { channelClient } from "./channel-data.server";
import type { StoreApiConfig } from "./config.server";
import { outageResponse } from "./store-api-errors.server";
import { SharedCache } from "./shared-cache.server";

/**
 * Whether the sales channel is in maintenance mode, asked of the backend at most every few seconds per backend.
 * Pages built from the shared channel cache (the header, the login or recovery forms of a visitor) would otherwise
 * go on answering 200 for as long as that cache lives, with the backend answering 503 to every call.
 */
const MAINTENANCE_PROBE_MS = 3_000;
const cache = new SharedCache({ ttlMs: MAINTENANCE_PROBE_MS, maxEntries: 16 });

async function probe(config: StoreApiConfig, clientIp?: string): Promise<boolean> {
  try {
    // The smallest read there is: no context token, so no session is created or touched.
    const client = channelClient(config);
    if (clientIp) client.defaultHeaders["x-forwarded-for"] = clientIp;
    await client.invoke("readLanguages post /language", {
      body: { limit: 1, includes: { language: ["id"] } },
    });
    return false;
  } catch (error) {
    // Only the maintenance answer counts here; any other failure is left to the page's own calls (busy page, retries).
    return outageOf(error)?.code === "MAINTENANCE_MODE";
  }
}

/**
 * Throws the 503 maintenance page (spec §2/§4) when the backend is in maintenance mode for this shopper. The
 * backend lets the IPs of its maintenance whitelist through, so when the shared answer says "maintenance" the
 * shopper's own IP is asked once more before the page is refused.
 */
export async function assertNotInMaintenance(config: StoreApiConfig, clientIp: string | undefined): Promise<void> {
  if (!(await cache.get(`${config.baseURL}|${config.accessKey}`, () => probe(config)))) return;
  if (clientIp && !(await probe(config, clientIp))) return;
  throw outageResponse({ status: 503, code: "MAINTENANCE_MODE" });
}
