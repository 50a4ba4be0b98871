/**
 * The listing's sorting and paging settings (SortingListingProcessor, PagingListingProcessor): the available
 * sortings, the shop's default sorting and products per page, and the chosen sorting's sort fields.
 */
import { emptyCriteria, normalizeField, type Criteria, type Sort } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { search } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { UUID_PATTERN } from "../../http/errors.js";
import type { SalesChannelContext } from "../context/context.js";
import { systemConfig } from "../mail/system-config.js";
import { productSortingDefinition } from "./product-parts.definition.js";
import { DEFAULT_SORTING, PRODUCTS_PER_PAGE, SEARCH_SORTING, type ListingParams } from "./product-listing.js";
import { productErrors } from "./product.js";

/** Active sortings by priority, narrowed and ordered by a CMS element's `availableSortings`; `score` only for search. */
export async function availableSortings(
  db: Db,
  ctx: SalesChannelContext,
  params: ListingParams,
  forSearch: boolean,
): Promise<Entity[]> {
  const criteria: Criteria = {
    ...emptyCriteria(),
    filters: [{ type: "equals", field: "active", value: true }],
    sorts: [{ field: "priority", order: "DESC", naturalSorting: false }],
  };
  let sortings = (await search(db, productSortingDefinition, criteria, ctx, { defaultLimit: null })).elements;
  if (!forSearch) sortings = sortings.filter((s) => s.key !== SEARCH_SORTING);
  const narrowed = params.availableSortings;
  if (narrowed) {
    const priority = (s: Entity) => Number(narrowed[s.id] ?? narrowed[String(s.key)]);
    sortings = sortings.filter((s) => !Number.isNaN(priority(s))).sort((a, b) => priority(b) - priority(a));
  }
  return sortings;
}

/** `core.listing.productsPerPage`; Shopware falls back to 24 when it is unset or not positive. */
export async function productsPerPage(db: Db): Promise<number> {
  const value = Math.trunc(Number(await systemConfig<unknown>(db, "core.listing.productsPerPage", PRODUCTS_PER_PAGE)));
  return Number.isFinite(value) && value > 0 ? value : PRODUCTS_PER_PAGE;
}

/**
 * `core.listing.defaultSorting` as a sorting key (SortingListingProcessor::getSystemDefaultSortingKey): 6.7 stores
 * the sorting's id, older shops its key. An id of no available sorting leaves the listing unsorted, as in Shopware.
 */
function defaultSortingKey(value: unknown, sortings: Entity[]): string {
  if (typeof value !== "string" || value === "") return DEFAULT_SORTING;
  if (!UUID_PATTERN.test(value.toLowerCase())) return value;
  return String(sortings.find((s) => s.id === value.toLowerCase())?.key ?? value);
}

export function currentSorting(sortings: Entity[], params: ListingParams, fallback: string): Entity | undefined {
  if (params.order !== undefined && typeof params.order !== "string") throw productErrors.sortingNotFound("");
  const fromElement = params.defaultSortingId ? sortings.find((s) => s.id === params.defaultSortingId)?.key : undefined;
  const key = params.order ?? fromElement ?? fallback;
  return sortings.find((s) => s.key === key) ?? sortings.find((s) => s.key === (fromElement ?? fallback));
}

export function sortsOf(sorting: Entity | undefined): Sort[] {
  const fields =
    (sorting?.fields as { field: string; order: string; priority?: number; naturalSorting?: unknown }[] | null) ?? [];
  return [...fields]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .map((f) => ({
      field: normalizeField(f.field, "product"),
      order: String(f.order).toUpperCase() === "DESC" ? "DESC" : "ASC",
      naturalSorting: Boolean(f.naturalSorting),
    }));
}

/**
 * The sortings a listing offers and the key it falls back to: the sortings and the shop's settings are read at once
 * (independent reads: one round trip's wait instead of one each on PostgreSQL).
 */
export async function listingSortings(
  db: Db,
  ctx: SalesChannelContext,
  params: ListingParams,
  forSearch: boolean,
): Promise<{ sortings: Entity[]; fallback: string }> {
  const [sortings, configured] = await Promise.all([
    availableSortings(db, ctx, params, forSearch),
    forSearch ? undefined : systemConfig<unknown>(db, "core.listing.defaultSorting", DEFAULT_SORTING),
  ]);
  return { sortings, fallback: forSearch ? SEARCH_SORTING : defaultSortingKey(configured, sortings) };
}
