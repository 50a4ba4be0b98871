import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setSystemConfig } from "../src/modules/mail/system-config.js";
import { createTestApp, type TestApp } from "./helpers.js";
import { addProductFixtures, FX } from "./product-fixtures.js";

/**
 * The listing's defaults come from the shop's settings as in Shopware 6.7: PagingListingProcessor takes the request's
 * limit, else the criteria's, else `core.listing.productsPerPage` (24 when unset or not positive);
 * SortingListingProcessor takes the request's order when it names an available sorting, else
 * `core.listing.defaultSorting` (a sorting id, or a key as before 6.7).
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addProductFixtures(t.db);
});
afterAll(async () => t.close());

const listing = async (body: Json): Promise<Json> => {
  const response = await t.api("POST", `/product-listing/${FX.clothing}`, { body });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};
const numbers = (body: Json) => body.elements.map((p: Json) => p.productNumber);

describe("listing defaults from the shop settings", () => {
  it("pages by core.listing.productsPerPage when the request names no limit; the request's limit wins", async () => {
    await setSystemConfig(t.db, "core.listing.productsPerPage", 4);
    const body = await listing({ order: "name-asc" });
    expect(body).toMatchObject({ limit: 4, total: 6 });
    expect(body.elements).toHaveLength(4);
    expect((await listing({ order: "name-asc", limit: 2 })).elements).toHaveLength(2);
    // Not a positive number: Shopware's own default.
    await setSystemConfig(t.db, "core.listing.productsPerPage", 0);
    expect(await listing({ order: "name-desc" })).toMatchObject({ limit: 24 });
  });

  it("sorts by core.listing.defaultSorting (an id or a key) when the order is missing or unknown", async () => {
    const sortings = (await listing({ limit: 1 })).availableSortings as Json[];
    const priceDesc = sortings.find((s) => s.key === "price-desc") as Json;
    await setSystemConfig(t.db, "core.listing.defaultSorting", priceDesc.id);
    const byId = await listing({ limit: 6 });
    expect(byId.sorting).toBe("price-desc");
    expect(numbers(byId)).toEqual(["FX-H", "FX-A", "FX-I", "FX-B.4", "FX-G", "FX-C"]);
    const unknown = await listing({ limit: 6, order: "no-such-sorting" });
    expect(unknown.sorting).toBe("price-desc");
    await setSystemConfig(t.db, "core.listing.defaultSorting", "price-asc");
    expect((await listing({ limit: 5 })).sorting).toBe("price-asc");
    // A setting naming no sorting leaves the listing without one, as SortingListingProcessor does (no error).
    await setSystemConfig(t.db, "core.listing.defaultSorting", "gone");
    expect((await listing({ limit: 4 })).sorting).toBeNull();
  });
});

describe("a settings change reaches the cached listings", () => {
  // The catalogue response cache keys on the request, but these defaults come from system_config: the same request
  // must answer by the new values on its next read (system_config is a catalogue table in 017_cache_invalidation, its
  // triggers retire the cached responses; Shopware: SystemConfigService writes invalidate the `system-config` tags).
  it("the same request pages and sorts by the new core.listing.* values, whoever writes them", async () => {
    await setSystemConfig(t.db, "core.listing.productsPerPage", 3);
    await setSystemConfig(t.db, "core.listing.defaultSorting", "name-asc");
    const request = { p: 1 };
    const search = async () => {
      const response = await t.api("POST", "/search", { body: { search: "e" } });
      expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
      return response.json() as Json;
    };
    expect(await listing(request)).toMatchObject({ limit: 3, sorting: "name-asc" });
    expect((await listing(request)).elements).toHaveLength(3);
    expect((await search()).elements).toHaveLength(3);
    expect((await search()).elements).toHaveLength(3);
    await setSystemConfig(t.db, "core.listing.productsPerPage", 5);
    const paged = await listing(request);
    expect(paged).toMatchObject({ limit: 5, sorting: "name-asc" });
    expect(paged.elements).toHaveLength(5);
    // The search route shares the cache and the setting.
    expect(await search()).toMatchObject({ limit: 5 });
    // A hand-written UPDATE (an operator's SQL) counts as much as the service's write.
    await sql`UPDATE system_config SET value = ${JSON.stringify("name-desc")} WHERE key = 'core.listing.defaultSorting'`.execute(
      t.db,
    );
    const sorted = await listing(request);
    expect(sorted).toMatchObject({ limit: 5, sorting: "name-desc" });
    const names = sorted.elements.map((p: Json) => String(p.translated?.name ?? p.name));
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });
});
