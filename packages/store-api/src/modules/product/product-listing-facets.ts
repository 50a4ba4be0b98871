/** The listing's facets (AggregationListingProcessor's aggregations) in one statement over the candidate rows. */
import { emptyCriteria, type Criteria } from "../../dal/criteria.js";
import { search } from "../../dal/search.js";
import type { Fragment, Scope } from "../../dal/sql.js";
import type { Db } from "../../db/database.js";
import { storageToDecimal } from "../../lib/money.js";
import type { SalesChannelContext } from "../context/context.js";
import { productManufacturerDefinition } from "./product-parts.definition.js";
import type { ListingFilter } from "./product-listing.js";
import { facetRows } from "./product-listing-facets.repository.js";

/**
 * The listing facets (manufacturer, price, rating, shipping-free, properties and options) in one statement over the
 * candidate rows, instead of one aggregation query each: the same results the DAL aggregations give, in the DAL's
 * shapes, for requests whose facets all share the listing's own filters (no reduce-aggregations).
 */
export async function listingFacets(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
  options: { visibility: number; where: (scope: Scope) => Fragment },
  filters: ListingFilter[],
): Promise<Record<string, unknown>> {
  const names = new Set(filters.map((f) => f.name));
  if (names.size === 0) return {};
  const rows = await facetRows(db, ctx, criteria, options, names);
  const stats = rows.find((r) => r.kind === "stats");
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const keys = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => String(r.k));
  const facets: Record<string, unknown> = {};
  if (names.has("manufacturer")) {
    const ids = keys("manufacturer");
    const entities = ids.length
      ? (await search(db, productManufacturerDefinition, { ...emptyCriteria(), ids }, ctx, { unrestricted: true }))
          .elements
      : [];
    facets.manufacturer = { entities, apiAlias: "manufacturer_aggregation" };
  }
  if (names.has("price"))
    facets.price = {
      min: num(stats?.v1) === null ? null : storageToDecimal(Number(stats?.v1)),
      max: num(stats?.v2) === null ? null : storageToDecimal(Number(stats?.v2)),
    };
  if (names.has("rating")) facets.rating = { max: num(stats?.v3), apiAlias: "rating_aggregation" };
  if (names.has("shipping-free"))
    facets["shipping-free"] = { max: num(stats?.v4), apiAlias: "shipping-free_aggregation" };
  if (names.has("properties"))
    for (const kind of ["properties", "options"]) facets[kind] = { buckets: keys(kind).map((key) => ({ key })) };
  return facets;
}
