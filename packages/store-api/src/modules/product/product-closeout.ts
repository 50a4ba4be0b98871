import type { Filter } from "../../dal/criteria.js";
import type { Db } from "../../db/database.js";
import { systemConfigBool } from "../mail/system-config.js";

/** ProductCloseoutFilter: leaves out closeout products that are not available (sold out). */
export const CLOSEOUT_FILTER: Filter = {
  type: "not",
  operator: "and",
  queries: [
    { type: "equals", field: "isCloseout", value: true },
    { type: "equals", field: "available", value: false },
  ],
};

/**
 * The filters `core.listing.hideCloseoutProductsWhenOutOfStock` adds (ProductListingLoader::handleAvailableStock):
 * the closeout filter when it is on, else none. Listings, search and suggestions add them to their criteria filters,
 * so the page, the total and the facets all leave sold-out closeouts out.
 */
export async function closeoutFilters(db: Db): Promise<Filter[]> {
  return (await systemConfigBool(db, "core.listing.hideCloseoutProductsWhenOutOfStock", false))
    ? [CLOSEOUT_FILTER]
    : [];
}
