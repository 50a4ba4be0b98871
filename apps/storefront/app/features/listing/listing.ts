import { localeFromPath } from "../../lib/i18n";
import type {
  AggregationResult,
  Answer,
  Answered,
  AnsweredWithId,
  ProductListingAggregations,
  Schemas,
} from "../../lib/store-api-types";
import { toProductCardView, type ApiProduct, type ProductCardView, type ReviewCounts } from "./product-card";

/**
 * The per-page choices: whole rows at 2, 3 and 4 columns. Without `limit` in the URL no limit is sent, so the shop's
 * own default applies (core.listing.productsPerPage, Shopware's PagingListingProcessor), as does its default sorting.
 */
export const LIMIT_OPTIONS = [12, 24, 48] as const;
/** Only for an answer that names no limit (Shopware's and ours always do): Shopware's own default. */
const FALLBACK_LIMIT = 24;
/** Query parameters that narrow the listing; "reset all" removes exactly these (search stays). */
export const FILTER_PARAMS = [
  "manufacturer",
  "properties",
  "min-price",
  "max-price",
  "rating",
  "shipping-free",
] as const;
const LIST_SEPARATOR = "|";
const ID_PATTERN = /^[0-9a-f]{32}$/i;

/** The body for POST /product-listing/{id} and POST /search, read from the page URL. */
export interface ListingRequest {
  p: number;
  /** Absent: the shop's default page size. */
  limit?: number;
  order?: string;
  manufacturer?: string;
  properties?: string;
  "min-price"?: number;
  "max-price"?: number;
  rating?: number;
  "shipping-free"?: boolean;
}

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function nonNegativeNumber(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const number = Number(value.replace(",", "."));
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * The ids of a list parameter: `|`-joined (our links) or repeated (a GET form's checkboxes without
 * JavaScript). Anything that is not an id is dropped, duplicates once.
 */
export function idList(params: URLSearchParams, key: string): string[] {
  const ids = params.getAll(key).flatMap((value) => value.split(LIST_SEPARATOR));
  return [...new Set(ids.filter((id) => ID_PATTERN.test(id)))];
}

export function listingRequestFromUrl(url: URL): ListingRequest {
  const params = url.searchParams;
  const request: ListingRequest = { p: positiveInt(params.get("p")) ?? 1 };
  // An unbounded limit would let one URL ask the backend for the whole catalogue: above 100, the shop's default.
  const limit = positiveInt(params.get("limit"));
  if (limit !== null && limit <= 100) request.limit = limit;
  const order = params.get("order");
  if (order && /^[\w-]{1,64}$/.test(order)) request.order = order;
  const manufacturers = idList(params, "manufacturer");
  if (manufacturers.length) request.manufacturer = manufacturers.join(LIST_SEPARATOR);
  const properties = idList(params, "properties");
  if (properties.length) request.properties = properties.join(LIST_SEPARATOR);
  const min = nonNegativeNumber(params.get("min-price"));
  if (min !== null) request["min-price"] = min;
  const max = nonNegativeNumber(params.get("max-price"));
  if (max !== null) request["max-price"] = max;
  const rating = positiveInt(params.get("rating"));
  if (rating !== null && rating <= 5) request.rating = rating;
  if (params.get("shipping-free") === "1" || params.get("shipping-free") === "true") request["shipping-free"] = true;
  return request;
}

/** A query string ("?a=1" or "") from the current one with some parameters changed or removed (null). */
export function withParams(search: string, changes: Record<string, string | number | null>, keepPage = false): string {
  const params = new URLSearchParams(search);
  // Any change of filters, sort or page size starts again at page 1.
  if (!keepPage) params.delete("p");
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The query with one id in (`on`) or out of a `|`-joined list parameter, whether or not it was before. */
export function withListParam(search: string, key: "manufacturer" | "properties", id: string, on: boolean): string {
  const others = idList(new URLSearchParams(search), key).filter((entry) => entry !== id);
  return withParams(search, { [key]: (on ? [...others, id] : others).join(LIST_SEPARATOR) || null });
}

/** The query without any filter: manufacturer, properties, price, rating and free shipping go, search stays. */
export function resetFiltersQuery(search: string): string {
  return withParams(search, Object.fromEntries(FILTER_PARAMS.map((key) => [key, null])));
}

export interface FilterOptionView {
  id: string;
  label: string;
  selected: boolean;
  /** "#rrggbb" for colour swatches */
  color: string | null;
  /** the products the listing shows with this option ticked (null when the counts could not be read) */
  count: number | null;
}

export interface PropertyGroupView {
  id: string;
  label: string;
  display: "color" | "text";
  options: FilterOptionView[];
}

/** What removing one applied filter takes out of a query: an id of a list parameter, or a whole parameter. */
export type FilterRemoval =
  | { param: "manufacturer" | "properties"; id: string }
  | { param: "min-price" | "max-price" | "rating" | "shipping-free" };

/**
 * An applied filter; `remove` applies to any query (withoutFilter), so removing it can build on the listing the
 * shopper is heading to as well as on the one shown.
 */
export type ActiveFilterView =
  | { kind: "manufacturer" | "property"; label: string; remove: FilterRemoval }
  | { kind: "min-price" | "max-price"; value: number; remove: FilterRemoval }
  | { kind: "rating"; value: number; remove: FilterRemoval }
  | { kind: "shipping-free"; remove: FilterRemoval };

/** The query without one filter, whatever else it holds. */
export function withoutFilter(search: string, remove: FilterRemoval): string {
  return "id" in remove
    ? withListParam(search, remove.param, remove.id, false)
    : withParams(search, { [remove.param]: null });
}

export interface ListingView {
  products: ProductCardView[];
  total: number;
  page: number;
  limit: number;
  pageCount: number;
  /** the current query string, "?..." or "" */
  query: string;
  search: string | null;
  /** the category of a category listing (null on the search page) */
  navigationId: string | null;
  sorting: string | null;
  sortings: Array<{ key: string; label: string }>;
  manufacturers: FilterOptionView[];
  properties: PropertyGroupView[];
  price: { min: number; max: number; selectedMin: number | null; selectedMax: number | null } | null;
  rating: { max: number; selected: number | null } | null;
  shippingFree: { available: boolean; selected: boolean };
  activeFilters: ActiveFilterView[];
}

/** A manufacturer, property group or option as a listing's filter panel reads it. */
type NamedEntity = { id: string; name?: string | null; translated?: { name?: string | null } | null };

/** A property group of the listing's `properties` aggregation, with its options. */
type ApiFilterGroup = AnsweredWithId<Schemas["PropertyGroup"], "name" | "translated" | "displayType" | "filterable"> & {
  options?: ReadonlyArray<
    AnsweredWithId<Schemas["PropertyGroupOption"], "name" | "translated" | "colorHexCode">
  > | null;
};

/**
 * The part of a Store API product_listing answer (ProductListingResult) that listings read; its aggregations keyed
 * by name as Shopware answers them (ProductListingAggregations, store-api-client.server.ts).
 */
export type ApiListing = Answered<
  Schemas["ProductListingResult"],
  "total" | "page" | "limit" | "sorting" | "availableSortings" | "currentFilters"
> & {
  elements?: ReadonlyArray<ApiProduct> | null;
  aggregations?:
    | (Answer<Omit<ProductListingAggregations, "manufacturer" | "properties">> & {
        manufacturer?: Answer<Omit<AggregationResult, "entities">> & {
          entities?: ReadonlyArray<AnsweredWithId<Schemas["ProductManufacturer"], "name" | "translated">> | null;
        };
        properties?: Answer<Omit<AggregationResult, "entities">> & {
          entities?: ReadonlyArray<ApiFilterGroup> | null;
        };
      })
    | null;
};

const nameOf = (entity: NamedEntity) => entity.translated?.name || entity.name || "";

/**
 * Whether an option is worth offering: with counts, only options that lead to products (a ticked one always stays,
 * so it can be unticked).
 */
const offered = (option: FilterOptionView) => option.selected || option.count === null || option.count > 0;

/**
 * Per-option counts for the filter panel. Shopware's listing names the filterable options
 * (`aggregations.properties.entities`, `aggregations.manufacturer.entities`) but counts none, so the storefront asks
 * for them as criteria aggregations of the same listing route: for every option, the products (display groups, as
 * the listing shows them) matching the other groups' active filters plus that option. That is the number of
 * results the shopper gets by ticking it (within a group, options add up; across groups they narrow).
 */
export interface FilterCounts {
  /** property option id → products */
  options: Record<string, number>;
  /** manufacturer id → products */
  manufacturers: Record<string, number>;
}

export function toListingView(
  listing: ApiListing,
  url: URL,
  counts: FilterCounts | null = null,
  reviewCounts?: ReviewCounts,
): ListingView {
  const locale = localeFromPath(url.pathname);
  const request = listingRequestFromUrl(url);
  const query = url.search === "?" ? "" : url.search;
  const selectedManufacturers = idList(url.searchParams, "manufacturer");
  const selectedProperties = idList(url.searchParams, "properties");
  const total = listing.total ?? 0;
  const limit = listing.limit || request.limit || FALLBACK_LIMIT;
  const aggregations = listing.aggregations ?? {};

  const manufacturers: FilterOptionView[] = (aggregations.manufacturer?.entities ?? []).map((entity) => ({
    id: entity.id,
    label: nameOf(entity),
    selected: selectedManufacturers.includes(entity.id),
    color: null,
    count: counts ? (counts.manufacturers[entity.id] ?? 0) : null,
  }));
  const properties: PropertyGroupView[] = (aggregations.properties?.entities ?? [])
    .filter((group) => group.filterable !== false && (group.options?.length ?? 0) > 0)
    .map((group) => ({
      id: group.id,
      label: nameOf(group),
      display: group.displayType === "color" ? "color" : "text",
      options: (group.options ?? []).map((option) => ({
        id: option.id,
        label: nameOf(option),
        selected: selectedProperties.includes(option.id),
        color: group.displayType === "color" && option.colorHexCode ? option.colorHexCode : null,
        count: counts ? (counts.options[option.id] ?? 0) : null,
      })),
    }));

  const activeFilters: ActiveFilterView[] = [
    ...manufacturers
      .filter((option) => option.selected)
      .map((option) => ({
        kind: "manufacturer" as const,
        label: option.label,
        remove: { param: "manufacturer" as const, id: option.id },
      })),
    ...properties.flatMap((group) =>
      group.options
        .filter((option) => option.selected)
        .map((option) => ({
          kind: "property" as const,
          label: `${group.label}: ${option.label}`,
          remove: { param: "properties" as const, id: option.id },
        })),
    ),
  ];
  if (request["min-price"] !== undefined)
    activeFilters.push({
      kind: "min-price",
      value: request["min-price"],
      remove: { param: "min-price" },
    });
  if (request["max-price"] !== undefined)
    activeFilters.push({
      kind: "max-price",
      value: request["max-price"],
      remove: { param: "max-price" },
    });
  if (request.rating !== undefined)
    activeFilters.push({ kind: "rating", value: request.rating, remove: { param: "rating" } });
  if (request["shipping-free"]) activeFilters.push({ kind: "shipping-free", remove: { param: "shipping-free" } });

  const priceAggregation = aggregations.price;
  // A MaxResult's or StatsResult's bound is a number, or a string for a decimal (Shopware's `string|float|int`).
  const ratingMax = Number(aggregations.rating?.max ?? 0);
  return {
    products: (listing.elements ?? []).map((product) => toProductCardView(product, locale, reviewCounts)),
    total,
    page: listing.page ?? request.p,
    limit,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    query,
    search: listing.currentFilters?.search ?? null,
    navigationId: listing.currentFilters?.navigationId ?? null,
    sorting: listing.sorting ?? null,
    sortings: (listing.availableSortings ?? []).flatMap(({ key, label, translated }) =>
      key ? [{ key, label: translated?.label || label || key }] : [],
    ),
    manufacturers: manufacturers.filter(offered),
    properties: properties
      .map((group) => ({ ...group, options: group.options.filter(offered) }))
      .filter((group) => group.options.length > 0),
    price:
      priceAggregation && typeof priceAggregation.max === "number" && priceAggregation.max > 0
        ? {
            min: Math.floor(Number(priceAggregation.min ?? 0)),
            max: Math.ceil(priceAggregation.max),
            selectedMin: request["min-price"] ?? null,
            selectedMax: request["max-price"] ?? null,
          }
        : null,
    rating: ratingMax > 0 ? { max: Math.min(5, Math.round(ratingMax)), selected: request.rating ?? null } : null,
    shippingFree: {
      available: Boolean(aggregations["shipping-free"]?.max),
      selected: Boolean(request["shipping-free"]),
    },
    activeFilters,
  };
}

/** The page numbers to link: first, last and two around the current one; null marks a gap ("…"). */
export function pageNumbers(current: number, count: number): Array<number | null> {
  const pages: Array<number | null> = [];
  for (let page = 1; page <= count; page++) {
    if (page === 1 || page === count || Math.abs(page - current) <= 1) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/**
 * The query a submitted filter form stands for: list parameters `|`-joined, empty fields dropped, page reset.
 * (Without JavaScript the browser sends the raw form instead, which listingRequestFromUrl understands too.)
 */
export function queryFromForm(entries: Iterable<[string, string]>): string {
  const lists = new Map<string, string[]>();
  for (const [key, value] of entries) {
    if (key === "p" || value.trim() === "") continue;
    lists.set(key, [...(lists.get(key) ?? []), value.trim()]);
  }
  const params = new URLSearchParams();
  for (const [key, values] of lists) params.set(key, values.join(LIST_SEPARATOR));
  const query = params.toString();
  return query ? `?${query}` : "";
}
