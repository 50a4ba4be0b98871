import { sql } from "kysely";
import { emptyCriteria, parseCriteria, type Criteria, type Filter } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { search, type SearchResult } from "../../dal/search.js";
import type { Aliases, Fragment, Scope } from "../../dal/sql.js";
import { dialectOf, type Db } from "../../db/database.js";
import { decimalToStorage, storageToDecimal } from "../../lib/money.js";
import type { SalesChannelContext } from "../context/context.js";
import {
  applyElementConfig,
  LISTING_FILTERS,
  listingAggregations,
  listingFilters,
  parseListingParams,
  type ElementConfig,
  type ListingFilter,
  type ListingParams,
} from "./product-listing.js";
import { availableFilter, productDefinition, VISIBILITY } from "./product.definition.js";
import { findCategory, findStream, groupIdsOfOptions } from "./product.repository.js";
import { productErrors } from "./product.js";
import { closeTerms, interpretTerm, keywordMatch } from "./product-search.js";
import {
  carrierTests,
  categoryMembers,
  inCategoryRow,
  indexedGroupPage,
  type CarrierTest,
} from "./product-listing-index.repository.js";
import { listingFacets } from "./product-listing-facets.js";
import { currentSorting, listingSortings, productsPerPage, sortsOf } from "./product-listing-sorting.js";
import { closeoutFilters } from "./product-closeout.js";
import { groupOptions, propertyGroupOptionDefinition } from "./property.definition.js";

type Where = (scope: Scope) => Fragment;

const col = (scope: Scope, column: string) => sql.ref(`${scope.alias}.${column}`);

/**
 * Rows a listing may show: simple products and variants. A parent with variants only stands for them, unless its
 * listing config displays the parent itself (Shopware gives such parents no display group).
 */
const listable: Where = (scope) =>
  sql`NOT (${col(scope, "parent_id")} IS NULL AND ${col(scope, "child_count")} > 0 AND COALESCE(REPLACE(${col(scope, "variant_listing_config")}, ' ', ''), '') NOT LIKE ${'%"displayParent":true%'})`;

/** Which row represents a display group: a displayed parent, else the main variant, else an available, cheap one. */
function groupOrder(scope: Scope, aliases: Aliases): Fragment[] {
  const parent = aliases.scope(productDefinition);
  return [
    sql`CASE WHEN ${col(scope, "parent_id")} IS NULL THEN 0 ELSE 1 END`,
    sql`CASE WHEN ${col(scope, "id")} = (SELECT ${col(parent, "main_variant_id")} FROM product AS ${sql.id(parent.alias)} WHERE ${col(parent, "id")} = ${col(scope, "parent_id")}) THEN 0 ELSE 1 END`,
    sql`${col(scope, "available")} DESC`,
    sql`${col(scope, "price_gross")} ASC`,
  ];
}

interface ListingSearch {
  visibility: number;
  where?: Where;
  score?: Where;
  /** A category's own listing (`where` is its membership): the product-listing index may answer the page. */
  categoryId?: string;
}

/** The conditions of a listing's candidate rows besides the criteria filters. */
const listingWhere =
  (options: ListingSearch): Where =>
  (scope) =>
    options.where ? sql`${listable(scope)} AND ${options.where(scope)}` : listable(scope);

/** ProductListingLoader: one product per display group, visible at `visibility`, with its variant options. */
async function listingSearch(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
  options: ListingSearch,
): Promise<SearchResult> {
  const associations = criteria.associations.options
    ? criteria.associations
    : { ...criteria.associations, options: { ...emptyCriteria(), associations: { group: emptyCriteria() } } };
  const grouped: Criteria = {
    ...criteria,
    filters: [...criteria.filters, ...availableFilter(options.visibility)],
    grouping: criteria.limit === 0 ? [] : ["displayGroup"],
    associations,
  };
  const page =
    options.categoryId && options.visibility === VISIBILITY.all && !options.score && criteria.limit !== 0
      ? await indexedGroupPage(db, ctx, options.categoryId, criteria)
      : undefined;
  // With the page's groups known, only their rows are read: membership as a lookup per row.
  const where = page && options.categoryId ? { ...options, where: inCategoryRow(options.categoryId) } : options;
  return search(db, productDefinition, grouped, ctx, {
    extraWhere: listingWhere(where),
    score: options.score,
    groupOrder,
    groupPage: page,
  });
}

/** The request criteria plus a product stream's stored filters (Shopware filter JSON). */
export function streamCriteria(criteria: Criteria, streamFilter: unknown): Criteria {
  const stream = parseCriteria({ filter: streamFilter ?? [] }, "product");
  return { ...criteria, filters: [...criteria.filters, ...stream.filters] };
}

/** Grouped products for a criteria (product-stream cross-sellings and sliders). */
export async function groupedProducts(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
  visibility: number,
): Promise<Entity[]> {
  return (await listingSearch(db, ctx, criteria, { visibility })).elements;
}

/** A decimal price in the context currency, rounded as the stored prices are (hundredths). */
const roundAsStored = (value: number) => storageToDecimal(decimalToStorage(value));

/** Replaces the raw property/option terms by the filterable groups with their options; drops empty facets. */
/** The property and option ids of the raw terms facets, in the order the properties facet lists their groups. */
function facetOptionIds(raw: Record<string, unknown>): string[] {
  const keys = (name: string) =>
    (((raw[name] as Record<string, unknown> | undefined)?.buckets as { key: string }[] | undefined) ?? []).map(
      (b) => b.key,
    );
  return [...new Set([...keys("properties"), ...keys("options")])];
}

/** The filterable property groups with the given options (whitelisted ones only, when the request names some). */
async function filterableGroups(
  db: Db,
  ctx: SalesChannelContext,
  optionIds: string[],
  params: ListingParams,
): Promise<Entity[]> {
  if (optionIds.length === 0) return [];
  const filters: Filter[] = [{ type: "equals", field: "group.filterable", value: true }];
  if (params.propertyWhitelist.length)
    filters.push({ type: "equalsAny", field: "groupId", value: params.propertyWhitelist });
  const options = await search(
    db,
    propertyGroupOptionDefinition,
    { ...emptyCriteria(), ids: optionIds, filters, associations: { group: emptyCriteria(), media: emptyCriteria() } },
    ctx,
  );
  return groupOptions(options.elements, false);
}

type GroupsOf = (optionIds: string[]) => Promise<Entity[]>;

async function shapeAggregations(
  ctx: SalesChannelContext,
  raw: Record<string, unknown>,
  groupsOf: GroupsOf,
): Promise<Record<string, unknown>> {
  const aggregations = { ...raw } as Record<string, Record<string, unknown>>;
  const optionIds = facetOptionIds(aggregations);
  delete aggregations.properties;
  delete aggregations.options;
  if (optionIds.length) {
    const groups = await groupsOf(optionIds);
    if (groups.length) aggregations.properties = { entities: groups, apiAlias: "properties_aggregation" };
  }
  const price = aggregations.price;
  if (price) {
    const convert = (value: unknown) =>
      value === null || value === undefined ? null : roundAsStored(Number(value) * ctx.currency.factor);
    aggregations.price = {
      min: convert(price.min),
      max: convert(price.max),
      avg: null,
      sum: null,
      apiAlias: "price_aggregation",
    };
  }
  for (const [name, result] of Object.entries(aggregations)) {
    const emptyMax = "max" in result && !("min" in result) && result.max === null;
    const emptyEntities = Array.isArray(result.entities) && result.entities.length === 0;
    const emptyStats = "min" in result && "max" in result && result.min === null && result.max === null;
    if (emptyMax || emptyEntities || emptyStats) delete aggregations[name];
  }
  return aggregations;
}

function currentFilters(filters: ListingFilter[], extra: Record<string, unknown>): Record<string, unknown> {
  const defaults: Record<string, unknown> = {
    manufacturer: [],
    price: { min: 0, max: 0 },
    rating: null,
    "shipping-free": false,
    properties: [],
  };
  for (const filter of filters) if (LISTING_FILTERS.includes(filter.name)) defaults[filter.name] = filter.values;
  return { ...defaults, ...extra };
}

interface ListingInput {
  params: ListingParams;
  criteria: Criteria;
  visibility: number;
  filters?: Filter[];
  where?: Where;
  score?: Where;
  forSearch: boolean;
  current: Record<string, unknown>;
  streamId?: string | null;
  categoryId?: string;
  /** A category's membership (`where`), narrowed to the products carrying one of each group's options. */
  members?: (optionGroups: readonly (readonly string[])[]) => Promise<Where>;
}

/** The listing processors around one grouped search: sorting, paging, filters as post-filters, facets. */
async function runListing(db: Db, ctx: SalesChannelContext, input: ListingInput): Promise<Record<string, unknown>> {
  const { params } = input;
  // Independent reads, started together: on PostgreSQL each is a round trip to wait for.
  const [{ sortings, fallback }, groupOf, limit, closeout] = await Promise.all([
    listingSortings(db, ctx, params, input.forSearch),
    params.properties.length ? groupIdsOfOptions(db, params.properties) : new Map<string, string>(),
    // PagingListingProcessor: the request's limit, else the criteria's, else the shop's products per page.
    params.limit ?? input.criteria.limit ?? productsPerPage(db),
    closeoutFilters(db),
  ]);
  const sorting = currentSorting(sortings, params, fallback);
  const filters = listingFilters(params, ctx.currency.factor, groupOf);
  // Facets reduced by the other active filters each need their own filters, and a criteria term or score queries
  // narrow the candidates in ways only the DAL compiles: those facets stay DAL aggregations.
  const viaDal =
    (params.reduceAggregations && filters.some((f) => f.filtered)) ||
    input.criteria.term !== undefined ||
    input.criteria.queries.length > 0;
  let criteria: Criteria = {
    ...input.criteria,
    ids: undefined,
    filters: [...input.criteria.filters, ...(input.filters ?? []), ...closeout],
    postFilters: [...input.criteria.postFilters, ...filters.filter((f) => f.filtered).map((f) => f.filter)],
    sorts: [...input.criteria.sorts, ...sortsOf(sorting)],
    aggregations: params.noAggregations
      ? []
      : [...input.criteria.aggregations, ...(viaDal ? listingAggregations(filters, params.reduceAggregations) : [])],
    limit,
    page: params.page,
    totalCountMode: 1,
  };
  if (params.onlyAggregations) criteria = { ...criteria, limit: 0, totalCountMode: 0, sorts: [], associations: {} };
  const options: ListingSearch = {
    visibility: input.visibility,
    where: input.where,
    score: input.score,
    categoryId: input.categoryId,
  };
  // The facets' property groups are read as soon as the facets are known, beside the page's search.
  const groupReads = new Map<string, Promise<Entity[]>>();
  const groupsOf: GroupsOf = (ids) => {
    const key = ids.join();
    const known = groupReads.get(key);
    if (known) return known;
    const read = filterableGroups(db, ctx, ids, params);
    read.catch(() => undefined); // awaited (and its failure reported) by shapeAggregations if still wanted
    groupReads.set(key, read);
    return read;
  };
  const facetsRead =
    params.noAggregations || viaDal
      ? Promise.resolve({})
      : listingFacets(db, ctx, criteria, { visibility: options.visibility, where: listingWhere(options) }, filters);
  // A category's page filtered by properties starts from the members that carry the options (the facets still count
  // the whole category), unless this search computes DAL aggregations too, which must see every member. The filter
  // is then the membership itself, so it leaves the post-filters, and the listing index, which knows no filters,
  // is not asked.
  const properties = filters.find((filter) => filter.name === "properties" && filter.filtered);
  const narrowed =
    properties?.optionGroups?.length && input.members && criteria.aggregations.length === 0
      ? {
          criteria: { ...criteria, postFilters: criteria.postFilters.filter((filter) => filter !== properties.filter) },
          options: { ...options, where: await input.members(properties.optionGroups), categoryId: undefined },
        }
      : undefined;
  const [result, facets] = await Promise.all([
    narrowed ? listingSearch(db, ctx, narrowed.criteria, narrowed.options) : listingSearch(db, ctx, criteria, options),
    facetsRead,
    facetsRead.then((raw) => groupsOf(facetOptionIds(raw))),
  ]);
  return {
    entity: "product",
    total: result.total,
    aggregations: await shapeAggregations(ctx, { ...result.aggregations, ...facets }, groupsOf),
    page: params.page,
    limit: params.onlyAggregations ? 0 : limit,
    elements: result.elements,
    currentFilters: currentFilters(filters, input.current),
    sorting: sorting?.key ?? null,
    availableSortings: sortings,
    streamId: input.streamId ?? null,
    apiAlias: "product_listing",
  };
}

export interface ListingRequest {
  categoryId: string;
  /** The request's query and body parameters (p, limit, order, filters, flags). */
  params: Record<string, unknown>;
  criteria?: Criteria;
  /** The config of the CMS product-listing element showing this listing. */
  elementConfig?: ElementConfig;
}

/** readProductListing: a category's products (its stream, or its members including sub categories). */
export async function loadListing(
  db: Db,
  ctx: SalesChannelContext,
  request: ListingRequest,
  /**
   * `listingIndex: false` answers from the grouped query alone; `propertyMembership: false` tests the properties
   * filter on every member's row instead of narrowing the membership first, and a carrier test narrows it that way
   * for every option group instead of the way carrierTests picks (tests compare the ways).
   */
  options: { listingIndex?: boolean; propertyMembership?: false | CarrierTest } = {},
): Promise<Record<string, unknown>> {
  const category = await findCategory(db, request.categoryId);
  if (!category) throw productErrors.categoryNotFound(request.categoryId);
  const criteria = request.criteria ?? emptyCriteria();
  const params = applyElementConfig(parseListingParams(request.params), request.elementConfig);
  const streamId = category.productAssignmentType === "product_stream" ? category.productStreamId : null;
  const stream = streamId ? await findStream(db, streamId) : undefined;
  const base = {
    params,
    visibility: VISIBILITY.all,
    forSearch: false,
    current: { navigationId: category.id },
    streamId: stream ? streamId : null,
  };
  if (stream) return runListing(db, ctx, { ...base, criteria: streamCriteria(criteria, stream.filter) });
  // Membership through the read-only category tree, as an uncorrelated IN so the engine starts from the category.
  // PostgreSQL hash-joins an IN (subquery) against a scan of every product (a cost that grows with the catalogue,
  // not the category: 18,284 rows read for a category of 2,574 at 20,000 products); `= ANY(ARRAY(…))` evaluates
  // the category's ids once and reads just those products through the primary key.
  const inCategory = (optionGroups: readonly (readonly string[])[] = [], tests: readonly CarrierTest[] = []): Where => {
    const members = categoryMembers(category.id, optionGroups, tests);
    return dialectOf(db) === "postgres"
      ? (scope) => sql`${col(scope, "id")} = ANY(ARRAY(${members}))`
      : (scope) => sql`${col(scope, "id")} IN (${members})`;
  };
  const categoryId = options.listingIndex === false ? undefined : category.id;
  const forced = options.propertyMembership;
  const members =
    forced === false
      ? undefined
      : async (optionGroups: readonly (readonly string[])[]) =>
          inCategory(
            optionGroups,
            forced ? optionGroups.map(() => forced) : await carrierTests(db, category.id, optionGroups),
          );
  return runListing(db, ctx, { ...base, criteria, where: inCategory(), categoryId, members });
}

/** searchPage and searchSuggest: keyword search in the request language, visible in search, default order `score`. */
export async function searchListing(
  db: Db,
  ctx: SalesChannelContext,
  request: { term: string; params: Record<string, unknown>; criteria: Criteria },
): Promise<Record<string, unknown>> {
  const match = keywordMatch(db, await interpretTerm(db, request.term, ctx.languageId), ctx.languageId);
  const listing = await runListing(db, ctx, {
    params: parseListingParams(request.params),
    criteria: { ...request.criteria, term: undefined },
    visibility: VISIBILITY.search,
    where: match.where,
    score: match.score,
    forSearch: true,
    // The schema requires navigationId on every listing; a search belongs to the channel's navigation root.
    current: { navigationId: ctx.salesChannel.navigation_category_id, search: request.term },
  });
  // Nothing found: close terms that do find something ("Did you mean"), as the extension `searchSuggestions`.
  if (listing.total === 0 && (request.params.p === undefined || Number(request.params.p) <= 1)) {
    const finds = async (term: string) => {
      const candidate = keywordMatch(db, await interpretTerm(db, term, ctx.languageId), ctx.languageId);
      return (
        (
          await listingSearch(
            db,
            ctx,
            { ...emptyCriteria(), filters: await closeoutFilters(db), limit: 1, totalCountMode: 0 },
            { visibility: VISIBILITY.search, where: candidate.where },
          )
        ).elements.length > 0
      );
    };
    const terms = await closeTerms(db, request.term, ctx.languageId, finds);
    const extensions = (listing.extensions as Record<string, unknown> | undefined) ?? {};
    listing.extensions = { ...extensions, searchSuggestions: { terms, apiAlias: "search_suggestions" } };
  }
  return listing;
}
