import {
  bucketAggregation,
  namedAggregation,
  type AggregationResults,
  type Answer,
  type CriteriaAggregation,
  type CriteriaFilter,
} from "../../lib/store-api-types";
import { idList, listingRequestFromUrl, type ApiListing, type FilterCounts } from "./listing";

export type { FilterCounts } from "./listing";

type Filter = CriteriaFilter;
type Aggregation = CriteriaAggregation;

/** The backend's cap on a price bound (minor units fit 32 bits on every engine). */
const PRICE_BOUND_CEILING = 20_000_000;
const MANUFACTURER_COUNTS = "manufacturer-counts";
const GROUP_COUNT = "display-groups";
const optionAggregation = (id: string) => `option-${id}`;

/** The counts request: criteria aggregations over the listing's base products, no listing facets of its own. */
export interface FilterCountsRequest {
  "only-aggregations": true;
  "manufacturer-filter": false;
  "price-filter": false;
  "rating-filter": false;
  "shipping-free-filter": false;
  "property-filter": false;
  aggregations: Aggregation[];
}

/**
 * The aggregations that count the options of a listing response, with the page URL's filters. `factor` is the
 * context currency's factor: `cheapestPrice` in a criteria filter is in the default currency, as the listing's own
 * price filter converts it (bounds rounded inwards to the cent, the same way).
 */
export function filterCountsRequest(listing: ApiListing, url: URL, factor: number): FilterCountsRequest | null {
  const aggregations = listing.aggregations ?? {};
  const groups = (aggregations.properties?.entities ?? []).filter((group) => group.filterable !== false);
  const manufacturers = aggregations.manufacturer?.entities ?? [];
  if (groups.length === 0 && manufacturers.length === 0) return null;
  const request = listingRequestFromUrl(url);

  const groupOf = new Map<string, string>();
  for (const group of groups) for (const option of group.options ?? []) groupOf.set(option.id, group.id);
  const selectedByGroup = new Map<string, string[]>();
  for (const id of idList(url.searchParams, "properties")) {
    const group = groupOf.get(id);
    if (group) selectedByGroup.set(group, [...(selectedByGroup.get(group) ?? []), id]);
  }
  const hasOption = (ids: string[]): Filter => ({
    type: "multi",
    operator: "or",
    queries: [
      { type: "equalsAny", field: "options.id", value: ids },
      { type: "equalsAny", field: "properties.id", value: ids },
    ],
  });

  const common: Filter[] = [];
  const range: Extract<Filter, { type: "range" }>["parameters"] = {};
  const safeFactor = factor > 0 ? factor : 1;
  if (request["min-price"] !== undefined)
    range.gte = Math.min(PRICE_BOUND_CEILING, Math.ceil((request["min-price"] * 100) / safeFactor - 1e-9) / 100);
  if (request["max-price"] !== undefined)
    range.lte = Math.min(PRICE_BOUND_CEILING, Math.floor((request["max-price"] * 100) / safeFactor + 1e-9) / 100);
  if (Object.keys(range).length) common.push({ type: "range", field: "cheapestPrice", parameters: range });
  if (request.rating !== undefined)
    common.push({ type: "range", field: "ratingAverage", parameters: { gte: request.rating } });
  if (request["shipping-free"]) common.push({ type: "equals", field: "shippingFree", value: true });
  const manufacturerFilter: Filter[] = request.manufacturer
    ? [{ type: "equalsAny", field: "manufacturerId", value: request.manufacturer.split("|") }]
    : [];
  const propertyFilters = (except: string | null): Filter[] =>
    [...selectedByGroup].filter(([group]) => group !== except).map(([, ids]) => hasOption(ids));
  const count: Aggregation = { name: GROUP_COUNT, type: "count", field: "displayGroup" };
  const wrap = (name: string, filter: Filter[], aggregation: Aggregation): Aggregation =>
    filter.length ? { name: `${name}-filter`, type: "filter", filter, aggregation } : aggregation;

  const list: Aggregation[] = [];
  if (manufacturers.length) {
    list.push(
      wrap(MANUFACTURER_COUNTS, [...common, ...propertyFilters(null)], {
        name: MANUFACTURER_COUNTS,
        type: "terms",
        field: "manufacturerId",
        aggregation: count,
      }),
    );
  }
  for (const group of groups) {
    const others = [...common, ...manufacturerFilter, ...propertyFilters(group.id)];
    for (const option of group.options ?? []) {
      list.push({
        name: `${optionAggregation(option.id)}-filter`,
        type: "filter",
        filter: [...others, hasOption([option.id])],
        aggregation: { ...count, name: optionAggregation(option.id) },
      });
    }
  }
  return {
    "only-aggregations": true,
    "manufacturer-filter": false,
    "price-filter": false,
    "rating-filter": false,
    "shipping-free-filter": false,
    "property-filter": false,
    aggregations: list,
  };
}

/** Reads the counts out of the counts request's response. */
export function toFilterCounts(response: { aggregations?: Answer<AggregationResults> | null } | null): FilterCounts {
  const counts: FilterCounts = { options: {}, manufacturers: {} };
  for (const name of Object.keys(response?.aggregations ?? {})) {
    const count = namedAggregation(response, name)?.count;
    if (name.startsWith("option-") && typeof count === "number") counts.options[name.slice("option-".length)] = count;
  }
  for (const bucket of namedAggregation(response, MANUFACTURER_COUNTS)?.buckets ?? []) {
    const groupCount = bucketAggregation(bucket, GROUP_COUNT)?.count;
    if (typeof bucket.key === "string" && typeof groupCount === "number") counts.manufacturers[bucket.key] = groupCount;
  }
  return counts;
}
