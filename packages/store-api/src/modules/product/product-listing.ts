import type { Aggregation, Filter } from "../../dal/criteria.js";
import { UUID_PATTERN } from "../../http/errors.js";
import { STORAGE_DECIMALS, storageToDecimal } from "../../lib/money.js";

/**
 * Shopware's listing request handling (paging, sorting and filter processors) as pure functions of the request
 * parameters. The service runs the resulting criteria and shapes the `product_listing`.
 */

export type ListingFilterName = "manufacturer" | "price" | "rating" | "shipping-free" | "properties";
export const LISTING_FILTERS: ListingFilterName[] = ["manufacturer", "price", "rating", "shipping-free", "properties"];

/** core.listing.productsPerPage and core.listing.defaultSorting defaults. */
export const PRODUCTS_PER_PAGE = 24;
export const DEFAULT_SORTING = "name-asc";
export const SEARCH_SORTING = "score";

export interface ListingParams {
  page: number;
  /** The request's own `limit` when positive (it wins over the criteria's). */
  limit?: number;
  /** Raw `order`: a product_sorting key; anything but a string is an error. */
  order?: unknown;
  manufacturer: string[];
  minPrice?: number;
  maxPrice?: number;
  rating: number | null;
  shippingFree: boolean;
  properties: string[];
  disabled: Set<ListingFilterName>;
  propertyWhitelist: string[];
  reduceAggregations: boolean;
  noAggregations: boolean;
  onlyAggregations: boolean;
  /** CMS listing element: sorting id → priority, narrowing the available sortings. */
  availableSortings?: Record<string, number>;
  /** CMS listing element: the sorting id used when the request names none. */
  defaultSortingId?: string;
}

type Json = unknown;

const ids = (value: Json): string[] => {
  const list = typeof value === "string" ? value.split("|") : Array.isArray(value) ? value : [];
  return [
    ...new Set(
      list
        .filter((id): id is string => typeof id === "string" && UUID_PATTERN.test(id.toLowerCase()))
        .map((id) => id.toLowerCase()),
    ),
  ];
};

/** PHP-like truthiness of a request flag ("0", "", "false", false, 0 and null are off). */
export const truthy = (value: Json): boolean =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === 0 ||
    value === "" ||
    value === "0" ||
    value === "false"
  );

const nonNegative = (value: Json): number | undefined => {
  if (value === undefined || value === null || value === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/**
 * Price bounds past any real price (in the default currency) read as this ceiling: its minor units fit a 32-bit
 * integer, which PostgreSQL insists on where SQLite silently widens, so 1e308 or 2^63 lists alike on both engines.
 */
export const PRICE_BOUND_CEILING = 20_000_000;
const boundedPrice = (value: number): number => Math.min(value, PRICE_BOUND_CEILING);

/**
 * A price bound in the context currency as a decimal of the default currency at the stored precision: rounded up
 * (`ceil`) for a minimum, down for a maximum, so no product shown inside the bound falls outside it.
 */
const storedBound = (price: number, factor: number, round: typeof Math.ceil, nudge: number): number =>
  boundedPrice(storageToDecimal(round((price * 10 ** STORAGE_DECIMALS) / factor + nudge)));

/** The request flag that switches a filter off; Shopware names the properties one "property-filter". */
const switchOf = (name: ListingFilterName) => `${name === "properties" ? "property" : name}-filter`;

/** Reads the listing parameters from the merged query and body of a request. */
export function parseListingParams(input: Record<string, Json>): ListingParams {
  const page = Math.trunc(Number(input.p ?? 1));
  const limit = Math.trunc(Number(input.limit ?? 0));
  const disabled = new Set(LISTING_FILTERS.filter((name) => switchOf(name) in input && !truthy(input[switchOf(name)])));
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    limit: Number.isFinite(limit) && limit > 0 ? limit : undefined,
    order: input.order === undefined || input.order === null || input.order === "" ? undefined : input.order,
    manufacturer: ids(input.manufacturer),
    minPrice: nonNegative(input["min-price"]),
    maxPrice: nonNegative(input["max-price"]),
    rating:
      input.rating === undefined || input.rating === null || input.rating === ""
        ? null
        : Math.trunc(Number(input.rating)) || 0,
    shippingFree: truthy(input["shipping-free"]),
    properties: ids(input.properties),
    disabled,
    propertyWhitelist: ids(input["property-whitelist"]),
    reduceAggregations: input["reduce-aggregations"] !== undefined && input["reduce-aggregations"] !== null,
    noAggregations: truthy(input["no-aggregations"]),
    onlyAggregations: truthy(input["only-aggregations"]),
  };
}

export type ElementConfig = Record<string, { source?: string; value?: Json } | undefined>;

/**
 * A CMS product-listing element's config (ProductListingCmsElementResolver): filters it does not list are switched
 * off, its property whitelist applies, and with custom sorting its sortings and default sorting.
 */
export function applyElementConfig(params: ListingParams, config: ElementConfig | undefined): ListingParams {
  if (!config) return params;
  const next = { ...params, disabled: new Set(params.disabled) };
  const whitelist = ids(config.propertyWhitelist?.value);
  if (whitelist.length) next.propertyWhitelist = whitelist;
  const filters = config.filters?.value;
  if (typeof filters === "string") {
    const enabled = new Set(filters.split(",").map((f) => f.trim()));
    for (const name of LISTING_FILTERS) if (!enabled.has(switchOf(name))) next.disabled.add(name);
  }
  if (config.useCustomSorting?.value === true) {
    const sortings = config.availableSortings?.value;
    if (sortings && typeof sortings === "object" && !Array.isArray(sortings) && Object.keys(sortings).length)
      next.availableSortings = sortings as Record<string, number>;
    const fallback = config.defaultSorting?.value;
    if (typeof fallback === "string" && fallback !== "") next.defaultSortingId = fallback;
  }
  return next;
}

export interface ListingFilter {
  name: ListingFilterName;
  filtered: boolean;
  filter: Filter;
  aggregations: Aggregation[];
  values: Json;
  /** With reduce-aggregations, a filter's own facet ignores the filter itself (the properties facet does not). */
  exclude: boolean;
  /** The properties filter's option ids per property group (groups AND-ed, options OR-ed); empty when unfiltered. */
  optionGroups?: string[][];
}

/** Stands in for an inactive filter (never applied, only kept so every filter has one). */
const NO_CONDITION: Filter = { type: "multi", operator: "and", queries: [] };

/**
 * The listing's filters. `factor` converts prices of the context currency to the default currency the
 * `cheapestPrice` column holds; `groupOf` maps option ids to their property group (options OR-ed within a group,
 * groups AND-ed).
 */
export function listingFilters(params: ListingParams, factor: number, groupOf: Map<string, string>): ListingFilter[] {
  const filters: ListingFilter[] = [];
  const on = (name: ListingFilterName) => !params.disabled.has(name);
  if (on("manufacturer")) {
    filters.push({
      name: "manufacturer",
      filtered: params.manufacturer.length > 0,
      filter: params.manufacturer.length
        ? { type: "equalsAny", field: "manufacturerId", value: params.manufacturer }
        : NO_CONDITION,
      aggregations: [
        { name: "manufacturer", type: "entity", field: "manufacturerId", definition: "product_manufacturer" },
      ],
      values: params.manufacturer,
      exclude: true,
    });
  }
  if (on("price")) {
    const range: { gte?: number; lte?: number } = {};
    if (params.minPrice !== undefined) range.gte = storedBound(params.minPrice, factor, Math.ceil, -1e-9);
    if (params.maxPrice !== undefined) range.lte = storedBound(params.maxPrice, factor, Math.floor, 1e-9);
    filters.push({
      name: "price",
      filtered: Object.keys(range).length > 0,
      filter: Object.keys(range).length ? { type: "range", field: "cheapestPrice", parameters: range } : NO_CONDITION,
      aggregations: [{ name: "price", type: "stats", field: "cheapestPrice" }],
      values: { min: params.minPrice ?? 0, max: params.maxPrice ?? 0 },
      exclude: true,
    });
  }
  if (on("rating")) {
    filters.push({
      name: "rating",
      filtered: params.rating !== null,
      filter: { type: "range", field: "ratingAverage", parameters: { gte: params.rating ?? 0 } },
      aggregations: [
        {
          name: "rating-exists",
          type: "filter",
          filter: [{ type: "range", field: "ratingAverage", parameters: { gte: 0 } }],
          aggregation: { name: "rating", type: "max", field: "ratingAverage" },
        },
      ],
      values: params.rating,
      exclude: true,
    });
  }
  if (on("shipping-free")) {
    filters.push({
      name: "shipping-free",
      filtered: params.shippingFree,
      filter: { type: "equals", field: "shippingFree", value: true },
      aggregations: [
        {
          name: "shipping-free-filter",
          type: "filter",
          filter: [{ type: "equals", field: "shippingFree", value: true }],
          aggregation: { name: "shipping-free", type: "max", field: "shippingFree" },
        },
      ],
      values: params.shippingFree,
      exclude: true,
    });
  }
  if (on("properties") || params.propertyWhitelist.length > 0) filters.push(propertyFilter(params, groupOf));
  return filters;
}

function propertyFilter(params: ListingParams, groupOf: Map<string, string>): ListingFilter {
  const whitelist = params.propertyWhitelist;
  const terms = (name: string, field: string, groupField: string): Aggregation =>
    whitelist.length
      ? {
          name: `${name}-filter`,
          type: "filter",
          filter: [{ type: "equalsAny", field: groupField, value: whitelist }],
          aggregation: { name, type: "terms", field },
        }
      : { name, type: "terms", field };
  const byGroup = new Map<string, string[]>();
  for (const id of params.properties) {
    const group = groupOf.get(id);
    if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), id]);
  }
  const filter: Filter = {
    type: "multi",
    operator: "and",
    queries: [...byGroup.values()].map((options) => ({
      type: "multi",
      operator: "or",
      queries: [
        { type: "equalsAny", field: "options.id", value: options },
        { type: "equalsAny", field: "properties.id", value: options },
      ],
    })),
  };
  return {
    name: "properties",
    filtered: byGroup.size > 0,
    filter,
    aggregations: [
      terms("properties", "properties.id", "properties.groupId"),
      terms("options", "options.id", "options.groupId"),
    ],
    values: params.properties,
    exclude: false,
    optionGroups: [...byGroup.values()],
  };
}

/**
 * The facets to compute. With reduce-aggregations every facet only counts products matching the other active filters
 * (and, unless the filter says otherwise, not its own), wrapped as filter aggregations like Shopware does.
 */
export function listingAggregations(filters: ListingFilter[], reduce: boolean): Aggregation[] {
  if (!reduce) return filters.flatMap((f) => f.aggregations);
  return filters.flatMap((f) => {
    const others = filters
      .filter((other) => other.filtered && (!f.exclude || other.name !== f.name))
      .map((other) => other.filter);
    return f.aggregations.map(
      (aggregation): Aggregation =>
        others.length ? { name: aggregation.name, type: "filter", filter: others, aggregation } : aggregation,
    );
  });
}
