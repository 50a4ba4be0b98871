/**
 * The DAL read (Shopware's EntitySearcher + EntityReader): ids in order, total, entities with associations
 * (entity-load.ts), grouping (search-grouping.ts) and aggregations (search-aggregations.ts).
 */
import { sql } from "kysely";
import { dialectOf, type Db } from "../db/database.js";
import type { AnyRow } from "../db/schema.js";
import { noteCacheTag, STOCK_TAG } from "../db/cache-tags.js";
import { StoreApiError } from "../http/errors.js";
import type { Criteria } from "./criteria.js";
import type { Entity, EntityDefinition, ReadContext } from "./definition.js";
import { compileFilters } from "./sql-filters.js";
import { compileSorts, scalarExpr } from "./sql-sorts.js";
import { Aliases, fromClause, fromClauseFor } from "./sql.js";
import { aggregate, keyedCountBatches } from "./search-aggregations.js";
import { entitiesOf, loadEntities as loadEntitiesWith, rowColumns } from "./entity-load.js";
import { bestRowGroups, type GroupedQuery, groupSorts, pagedGroups, preferredGroups } from "./search-grouping.js";
import { baseWhere, scoreExpr, type SearchOptions, type SearchResult } from "./search-shared.js";

export { inChunks, type SearchOptions, type SearchResult } from "./search-shared.js";
export { readValue } from "./entity-load.js";

const STOCK_FIELDS = /\b(stock|availableStock|available_stock|sales)\b/;

/**
 * Whether a read sorts, filters, groups or aggregates by a field an order changes (stock, sales): its result may change
 * with any order, so a cached response built from it depends on the `product-stock` tag (src/db/cache-tags.ts).
 * Conservative: any mention anywhere in the criteria (associations included) counts.
 */
function readsStock(criteria: Criteria): boolean {
  const { term: _term, ids: _ids, includes: _includes, ...shape } = criteria;
  return STOCK_FIELDS.test(JSON.stringify(shape));
}

/** Runs a criteria read: ids in order, total, entities with associations, aggregations. */
export async function search(
  db: Db,
  definition: EntityDefinition,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions = {},
): Promise<SearchResult> {
  if (readsStock(criteria)) noteCacheTag(ctx, STOCK_TAG);
  const aliases = new Aliases(dialectOf(db));
  const scope = aliases.scope(definition);
  const where = baseWhere(scope, criteria, ctx, aliases, options);
  const postWhere = compileFilters(scope, criteria.postFilters, ctx, aliases);
  const score = scoreExpr(scope, criteria, ctx, aliases, options);
  const sorts = [...criteria.sorts];
  if (sorts.length === 0 && score) sorts.push({ field: "_score", order: "DESC", naturalSorting: false });
  const orderItems = compileSorts(scope, sorts, ctx, aliases, score);
  orderItems.push(sql`${sql.ref(`${scope.alias}.id`)} ASC`);

  const limit = criteria.ids
    ? null
    : (criteria.limit ?? (options.defaultLimit === undefined ? 100 : options.defaultLimit));
  const offset = limit && criteria.page ? limit * (criteria.page - 1) : 0;
  // Callers may set the page themselves (the listing's `p`): an offset past 2^53 is no exact integer for the database.
  if (!Number.isSafeInteger(offset))
    throw new StoreApiError(
      400,
      "FRAMEWORK__INVALID_PAGE_QUERY",
      "The page parameter must be a positive integer greater or equals than 1.",
      { page: criteria.page },
    );
  const groupExprs = criteria.grouping.map((g) => scalarExpr(scope, g.split("."), "ASC", ctx, aliases));
  const preference = criteria.grouping.length > 0 ? (options.groupOrder?.(scope, aliases) ?? []) : [];
  const from = fromClauseFor(db, scope, ctx, where, postWhere, ...orderItems, ...groupExprs, ...preference);
  const id = sql.ref(`${scope.alias}.id`);

  let ids: string[];
  let total: number;
  // Rows already read whole (every match of an unpaged read), so no second read by id is needed.
  let rows: AnyRow[] | undefined;
  if (criteria.grouping.length > 0) {
    const query: GroupedQuery = {
      from,
      where: sql`${where} AND ${postWhere}`,
      id,
      limit,
      offset,
      totalCountMode: criteria.totalCountMode,
    };
    ({ ids, total } =
      preference.length && groupExprs.length === 1 && options.groupPage && limit
        ? await pagedGroups(db, { ...query, limit }, groupExprs[0], preference, orderItems, options.groupPage)
        : preference.length && groupExprs.length === 1
          ? await preferredGroups(
              db,
              query,
              groupExprs[0],
              preference,
              orderItems,
              groupSorts(scope, sorts, ctx, aliases, score),
            )
          : await bestRowGroups(db, query, groupExprs, orderItems));
  } else if (limit === null) {
    // Unpaged (associations, reads by id): every matching row is read anyway, so the rows and their translations
    // come with the order in one statement; a paged read sorts ids only and reads the page's rows after.
    rows = (
      await sql<AnyRow>`SELECT ${rowColumns(scope, ctx)} FROM ${fromClause(scope, ctx)} WHERE ${where} AND ${postWhere} ORDER BY ${sql.join(orderItems)}`.execute(
        db,
      )
    ).rows;
    ids = rows.map((r) => r.id as string);
    total = ids.length;
  } else if (limit === 0) {
    ids = [];
    total =
      criteria.totalCountMode === 0
        ? 0
        : Number(
            (await sql<{ c: number }>`SELECT COUNT(*) AS c FROM ${from} WHERE ${where} AND ${postWhere}`.execute(db))
              .rows[0].c,
          );
  } else {
    const page = await sql<{
      id: string;
    }>`SELECT ${id} AS id FROM ${from} WHERE ${where} AND ${postWhere} ORDER BY ${sql.join(orderItems)} ${limit ? sql`LIMIT ${limit} OFFSET ${offset}` : sql``}`.execute(
      db,
    );
    ids = page.rows.map((r) => r.id);
    const needsCount = criteria.totalCountMode !== 0 && limit !== null && (ids.length === limit || offset > 0);
    total = needsCount
      ? Number(
          (await sql<{ c: number }>`SELECT COUNT(*) AS c FROM ${from} WHERE ${where} AND ${postWhere}`.execute(db))
            .rows[0].c,
        )
      : offset + ids.length;
  }

  // The entities and each aggregation are independent reads: side by side (on PostgreSQL, on pooled connections).
  const [elements, aggregated] = await Promise.all([
    rows ? entitiesOf(db, definition, rows, criteria, ctx, search) : loadEntities(db, definition, ids, criteria, ctx),
    aggregateAll(db, definition, criteria, ctx, options),
  ]);
  const aggregations = Object.fromEntries(aggregated);
  return { elements, total, aggregations, page: limit ? (criteria.page ?? 1) : 1, limit };
}

/** A criteria's aggregations as [name, result] in the order requested; the keyed counts batched, the rest side by side. */
async function aggregateAll(
  db: Db,
  definition: EntityDefinition,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions,
): Promise<[string, unknown][]> {
  if (criteria.aggregations.length === 0) return [];
  const batched = await keyedCountBatches(db, definition, criteria, ctx, options);
  return Promise.all(
    criteria.aggregations.map(
      (aggregation) =>
        batched.get(aggregation) ?? aggregate(db, definition, aggregation, criteria, ctx, options, search),
    ),
  );
}

/** Loads entities by id (keeping the order given), with translations, associations and enrichment. */
export function loadEntities(
  db: Db,
  definition: EntityDefinition,
  ids: string[],
  criteria: Criteria,
  ctx: ReadContext,
): Promise<Entity[]> {
  return loadEntitiesWith(db, definition, ids, criteria, ctx, search);
}

/** Shopware's search result envelope. */
export function searchResultJson(entity: string, result: SearchResult): Record<string, unknown> {
  return {
    entity,
    total: result.total,
    aggregations: result.aggregations,
    page: result.page,
    limit: result.limit,
    elements: result.elements,
    apiAlias: "dal_entity_search_result",
  };
}
