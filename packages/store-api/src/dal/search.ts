import { sql } from "kysely";
import { dialectOf, type Db } from "../db/database.js";
import { noteCacheTag, STOCK_TAG } from "../db/cache-tags.js";
import type { AnyRow } from "../db/schema.js";
import { StoreApiError } from "../http/errors.js";
import { storageToDecimal } from "../lib/money.js";
import { emptyCriteria, type Aggregation, type Criteria, type Filter, type Sort } from "./criteria.js";
import {
  getDefinition,
  hasDefinition,
  hasTranslatedOutput,
  hasTranslations,
  translationTable,
  type Entity,
  type EntityDefinition,
  type FieldDef,
  type ReadContext,
} from "./definition.js";
import {
  Aliases,
  associationNotFound,
  compileFilters,
  compileSorts,
  fromClause,
  fromClauseFor,
  scalarExpr,
  storedValue,
  valuePath,
  type Fragment,
  type Scope,
} from "./sql.js";

export interface SearchResult {
  elements: Entity[];
  total: number;
  aggregations: Record<string, unknown>;
  page: number;
  limit: number | null;
}

export interface SearchOptions {
  /** Skip the definition's storeFilter (e.g. loading a parent of a visible variant). */
  unrestricted?: boolean;
  /** Conditions set by the backend itself (association keys): compiled like store restrictions, may use non-public fields. */
  trustedFilters?: Filter[];
  /** Extra conditions compiled by the caller against the root scope (e.g. product search keywords). */
  extraWhere?: (scope: Scope, aliases: Aliases) => Fragment;
  /** Score expression for `_score` sorting, compiled against the root scope. */
  score?: (scope: Scope, aliases: Aliases) => Fragment;
  /** Top-level reads without a limit get this many rows (Shopware: 100); nested ones none. */
  defaultLimit?: number | null;
  /**
   * With `grouping` on one field: which row represents its group, ordered before the sort (e.g. a product's main
   * variant first). Groups are then ordered by each sort field's MIN (ASC) or MAX (DESC), as Shopware orders grouped
   * results.
   */
  groupOrder?: (scope: Scope, aliases: Aliases) => Fragment[];
}

const CHUNK = 500;

export async function inChunks<T>(values: string[], load: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(...(await load(values.slice(i, i + CHUNK))));
  return out;
}

function termFilter(definition: EntityDefinition, term: string): Filter {
  const fields =
    definition.termFields ??
    Object.entries(definition.fields)
      .filter(([, f]) => f.kind === "string" && !f.internal)
      .map(([name]) => name);
  const tokens = term.split(/\s+/).filter(Boolean).slice(0, 10);
  return {
    type: "multi",
    operator: "or",
    queries: tokens.flatMap((token) => fields.map((field) => ({ type: "contains" as const, field, value: token }))),
  };
}

/** The WHERE of a read: store restrictions, ids, filters, term and score queries (not post-filters). */
function baseWhere(
  scope: Scope,
  criteria: Criteria,
  ctx: ReadContext,
  aliases: Aliases,
  options: SearchOptions,
): Fragment {
  // The store's own restrictions may read fields a request may not (a review's customerId); the request's may not.
  const trusted: Filter[] = [
    ...(options.unrestricted ? [] : (scope.definition.storeFilter?.(ctx) ?? [])),
    ...(options.trustedFilters ?? []),
  ];
  const filters: Filter[] = [...criteria.filters];
  if (criteria.term) filters.push(termFilter(scope.definition, criteria.term));
  if (criteria.queries.length)
    filters.push({ type: "multi", operator: "or", queries: criteria.queries.map((q) => q.query) });
  const parts: Fragment[] = [
    compileFilters(scope, trusted, ctx, aliases, true),
    compileFilters(scope, filters, ctx, aliases),
  ];
  if (criteria.ids)
    parts.push(criteria.ids.length ? sql`${sql.ref(`${scope.alias}.id`)} IN (${sql.join(criteria.ids)})` : sql`1 = 0`);
  if (options.extraWhere) parts.push(options.extraWhere(scope, aliases));
  return sql.join(parts, sql` AND `);
}

function scoreExpr(
  scope: Scope,
  criteria: Criteria,
  ctx: ReadContext,
  aliases: Aliases,
  options: SearchOptions,
): Fragment | undefined {
  if (options.score) return options.score(scope, aliases);
  if (criteria.queries.length === 0) return criteria.term ? sql`1` : undefined;
  return sql`(${sql.join(
    criteria.queries.map(
      (q) => sql`CASE WHEN ${compileFilters(scope, [q.query], ctx, aliases)} THEN ${q.score} ELSE 0 END`,
    ),
    sql` + `,
  )})`;
}

interface GroupedQuery {
  from: Fragment;
  where: Fragment;
  id: Fragment;
  limit: number | null;
  offset: number;
  totalCountMode: number;
}

/** One row per group, the group's best row by the sort; groups ordered by that row (one pass, windows). */
async function bestRowGroups(
  db: Db,
  q: GroupedQuery,
  groupExprs: Fragment[],
  orderItems: Fragment[],
): Promise<{ ids: string[]; total: number }> {
  const ranked = sql`SELECT ${q.id} AS id, ROW_NUMBER() OVER (PARTITION BY ${sql.join(groupExprs)} ORDER BY ${sql.join(orderItems)}) AS rn, ROW_NUMBER() OVER (ORDER BY ${sql.join(orderItems)}) AS pos FROM ${q.from} WHERE ${q.where}`;
  // The group count rides along as a window over the same pass; only a page past the end needs its own count.
  const page = await sql<{
    id: string;
    total: number;
  }>`SELECT g.id, COUNT(*) OVER () AS total FROM (${ranked}) AS g WHERE g.rn = 1 ORDER BY g.pos ${q.limit ? sql`LIMIT ${q.limit} OFFSET ${q.offset}` : sql``}`.execute(
    db,
  );
  const ids = page.rows.map((r) => r.id);
  if (q.totalCountMode === 0) return { ids, total: ids.length };
  if (page.rows.length > 0) return { ids, total: Number(page.rows[0].total) };
  return {
    ids,
    total:
      q.offset > 0
        ? Number(
            (await sql<{ c: number }>`SELECT COUNT(*) AS c FROM (${ranked}) AS g WHERE g.rn = 1`.execute(db)).rows[0].c,
          )
        : 0,
  };
}

/** Each sort field over a group: its smallest (ASC) or largest (DESC) value, as Shopware sorts grouped results. */
function groupSorts(
  scope: Scope,
  sorts: Sort[],
  ctx: ReadContext,
  aliases: Aliases,
  score: Fragment | undefined,
): { best: Fragment; descending: boolean }[] {
  return sorts.flatMap((sort) => {
    const expr = sort.field === "_score" ? score : scalarExpr(scope, sort.field.split("."), sort.order, ctx, aliases);
    if (!expr) return [];
    return [{ best: sort.order === "DESC" ? sql`MAX(${expr})` : sql`MIN(${expr})`, descending: sort.order === "DESC" }];
  });
}

/**
 * One row per group chosen by a preference (e.g. a product's main variant), groups ordered by their best values. Two
 * steps: the page of groups from one GROUP BY, then the preferred row of just those groups; cheaper than ranking
 * every row twice when groups are many.
 */
async function preferredGroups(
  db: Db,
  q: GroupedQuery,
  group: Fragment,
  preference: Fragment[],
  orderItems: Fragment[],
  sorts: { best: Fragment; descending: boolean }[],
): Promise<{ ids: string[]; total: number }> {
  // Each group's sort values are computed once (inner query) and ordered outside, nulls first as compileSorts does.
  const columns = sorts.map((s, i) => sql`${s.best} AS ${sql.id(`s${i}`)}`);
  const order = sorts.flatMap((s, i) => {
    const direction = s.descending ? sql`DESC` : sql`ASC`;
    const value = sql.ref(`g.s${i}`);
    return [sql`CASE WHEN ${value} IS NULL THEN 0 ELSE 1 END ${direction}`, sql`${value} ${direction}`];
  });
  // The matching rows of each group travel with it, so the second step reads just those rows by id: repeating the
  // filters there would let the planner walk every match again instead of the few rows of the page's groups.
  const members = dialectOf(db) === "postgres" ? sql`STRING_AGG(${q.id}, ',')` : sql`GROUP_CONCAT(${q.id}, ',')`;
  const grouped = sql`SELECT ${sql.join([sql`${group} AS grp`, ...columns, sql`${members} AS members`, sql`COUNT(*) OVER () AS total`])} FROM ${q.from} WHERE ${q.where} GROUP BY ${group}`;
  const groups = await sql<{
    grp: string;
    members: string;
    total: number;
  }>`SELECT g.grp, g.members, g.total FROM (${grouped}) AS g ORDER BY ${sql.join([...order, sql`g.grp ASC`])} ${q.limit ? sql`LIMIT ${q.limit} OFFSET ${q.offset}` : sql``}`.execute(
    db,
  );
  const keys = groups.rows.map((r) => String(r.grp));
  let ids: string[] = [];
  if (keys.length > 0) {
    // Batches of whole groups (a group split across batches would get two representatives), ≤ CHUNK ids each.
    const batches: string[][] = [[]];
    for (const row of groups.rows) {
      const memberIds = String(row.members).split(",");
      if (batches[batches.length - 1].length > 0 && batches[batches.length - 1].length + memberIds.length > CHUNK)
        batches.push([]);
      batches[batches.length - 1].push(...memberIds);
    }
    const byGroup = new Map<string, string>();
    for (const batch of batches) {
      const ranked = sql`SELECT ${q.id} AS id, ${group} AS grp, ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY ${sql.join([...preference, ...orderItems])}) AS rn FROM ${q.from} WHERE ${q.id} IN (${sql.join(batch)})`;
      for (const r of (
        await sql<{ id: string; grp: string }>`SELECT r.id, r.grp FROM (${ranked}) AS r WHERE r.rn = 1`.execute(db)
      ).rows)
        byGroup.set(String(r.grp), r.id);
    }
    ids = keys.map((key) => byGroup.get(key)).filter((id): id is string => id !== undefined);
  }
  if (q.totalCountMode === 0) return { ids, total: ids.length };
  if (groups.rows.length > 0) return { ids, total: Number(groups.rows[0].total) };
  return {
    ids,
    total:
      q.offset > 0
        ? Number(
            (await sql<{ c: number }>`SELECT COUNT(DISTINCT ${group}) AS c FROM ${q.from} WHERE ${q.where}`.execute(db))
              .rows[0].c,
          )
        : 0,
  };
}

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
  if (readsStock(criteria)) noteCacheTag(STOCK_TAG);
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
      preference.length && groupExprs.length === 1
        ? await preferredGroups(
            db,
            query,
            groupExprs[0],
            preference,
            orderItems,
            groupSorts(scope, sorts, ctx, aliases, score),
          )
        : await bestRowGroups(db, query, groupExprs, orderItems));
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

  const elements = await loadEntities(db, definition, ids, criteria, ctx);
  const batched = await keyedCountBatches(db, definition, criteria, ctx, options);
  const aggregations: Record<string, unknown> = {};
  for (const aggregation of criteria.aggregations) {
    const [name, value] =
      batched.get(aggregation) ?? (await aggregate(db, definition, aggregation, criteria, ctx, options));
    aggregations[name] = value;
  }
  return { elements, total, aggregations, page: limit ? (criteria.page ?? 1) : 1, limit };
}

/** Loads entities by id (keeping the order given), with translations, associations and enrichment. */
export async function loadEntities(
  db: Db,
  definition: EntityDefinition,
  ids: string[],
  criteria: Criteria,
  ctx: ReadContext,
): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const rows = await inChunks(
    ids,
    async (chunk) =>
      (await sql<AnyRow>`SELECT * FROM ${sql.table(definition.table)} WHERE id IN (${sql.join(chunk)})`.execute(db))
        .rows,
  );
  const translations = hasTranslations(definition)
    ? await loadTranslations(db, definition, ids, ctx)
    : new Map<string, AnyRow[]>();
  const byId = new Map(rows.map((row) => [row.id as string, row]));
  const entities = ids
    .filter((id) => byId.has(id))
    .map((id) => toEntity(definition, byId.get(id) as AnyRow, translations.get(id) ?? []));
  for (const name of new Set([...(definition.autoload ?? []), ...Object.keys(criteria.associations)])) {
    await loadAssociation(db, definition, entities, name, criteria.associations[name] ?? emptyCriteria(), ctx);
  }
  if (definition.enrich) await definition.enrich(db, entities, ctx);
  for (const entity of entities)
    for (const [key, value] of Object.entries(definition.defaults ?? {})) if (!(key in entity)) entity[key] = value;
  return entities;
}

async function loadTranslations(
  db: Db,
  definition: EntityDefinition,
  ids: string[],
  ctx: ReadContext,
): Promise<Map<string, AnyRow[]>> {
  const owner = `${definition.table}_id`;
  const rows = await inChunks(
    ids,
    async (chunk) =>
      (
        await sql<AnyRow>`SELECT * FROM ${sql.table(translationTable(definition))} WHERE ${sql.ref(owner)} IN (${sql.join(chunk)}) AND language_id IN (${sql.join(ctx.languageChain)})`.execute(
          db,
        )
      ).rows,
  );
  const rank = (row: AnyRow) => ctx.languageChain.indexOf(row.language_id as string);
  const map = new Map<string, AnyRow[]>();
  for (const row of rows.sort((a, b) => rank(a) - rank(b))) {
    const list = map.get(row[owner] as string) ?? [];
    list.push(row);
    map.set(row[owner] as string, list);
  }
  return map;
}

export function readValue(field: FieldDef, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (field.kind) {
    case "bool":
      return raw === 1 || raw === true || raw === "1";
    case "json":
      return typeof raw === "string" ? JSON.parse(raw) : raw;
    case "int":
    case "float":
      return field.money ? storageToDecimal(Number(raw)) : Number(raw);
    case "date":
      return raw === "" ? null : String(raw);
    default:
      return raw;
  }
}

/** Row (+ translation rows in chain order) → Store API JSON: camelCase fields, `translated`, `apiAlias`. */
function toEntity(definition: EntityDefinition, row: AnyRow, translations: AnyRow[]): Entity {
  const entity: Record<string, unknown> = {};
  const translatedValues: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(definition.fields)) {
    if (field.internal) continue;
    if (field.translated) {
      const own = translations.find((t) => t[field.column] !== null && t[field.column] !== undefined);
      const value = readValue(field, own ? own[field.column] : null);
      entity[name] = value;
      translatedValues[name] = value;
    } else {
      entity[name] = readValue(field, row[field.column]);
      if (field.sharedTranslation) translatedValues[name] = entity[name];
    }
  }
  if (hasTranslatedOutput(definition)) {
    entity.translated = { ...translatedValues, customFields: (entity.customFields as object | null) ?? {} };
  }
  entity.apiAlias = definition.apiAlias;
  return entity as Entity;
}

/** Rejects association names the definition (and, nested, its targets) does not list, as Shopware's criteria parser. */
function checkAssociationNames(definition: EntityDefinition, criteria: Criteria): void {
  for (const [name, nested] of Object.entries(criteria.associations)) {
    const association = definition.associations[name];
    if (!association) throw associationNotFound(name, definition.name);
    if (hasDefinition(association.entity)) checkAssociationNames(getDefinition(association.entity), nested);
  }
}

/** Attaches one association (with its nested criteria) to the given entities. */
export async function loadAssociation(
  db: Db,
  definition: EntityDefinition,
  entities: Entity[],
  name: string,
  nested: Criteria,
  ctx: ReadContext,
): Promise<void> {
  const association = definition.associations[name];
  if (association?.kind === "computed") return;
  if (association?.kind === "notHeld") {
    if (hasDefinition(association.entity)) checkAssociationNames(getDefinition(association.entity), nested);
    for (const entity of entities) entity[name] = association.many ? [] : null;
    return;
  }
  if (!association || !hasDefinition(association.entity)) throw associationNotFound(name, definition.name);
  const target = getDefinition(association.entity);
  if (entities.length === 0) return;
  const unlimited = { ...nested, limit: undefined, page: undefined, aggregations: [] };
  const perParent = (list: Entity[]) => {
    if (!nested.limit) return list;
    const start = nested.limit * ((nested.page ?? 1) - 1);
    return list.slice(start, start + nested.limit);
  };
  switch (association.kind) {
    case "manyToOne": {
      const fkIds = [
        ...new Set(entities.map((e) => e[association.local] as string | null).filter((v): v is string => Boolean(v))),
      ];
      // The target's store restrictions hold here too (SalesChannelRepository::processCriteria walks every
      // association): a private medium or an inactive CMS page is no more public for being pointed at.
      const loaded = fkIds.length
        ? (
            await search(db, target, { ...unlimited, ids: fkIds }, ctx, {
              defaultLimit: null,
              unrestricted: association.unrestricted,
            })
          ).elements
        : [];
      const byId = new Map(loaded.map((e) => [e.id, e]));
      for (const entity of entities) entity[name] = byId.get(entity[association.local] as string) ?? null;
      return;
    }
    case "oneToMany": {
      const parentIds = entities.map((e) => e.id);
      const filter: Filter = { type: "equalsAny", field: association.foreign, value: parentIds };
      const loaded = (
        await search(db, target, unlimited, ctx, {
          defaultLimit: null,
          trustedFilters: [filter],
          unrestricted: association.unrestricted,
        })
      ).elements;
      const groups = new Map<string, Entity[]>();
      for (const child of loaded) {
        const key = child[association.foreign] as string;
        groups.set(key, [...(groups.get(key) ?? []), child]);
      }
      for (const entity of entities) entity[name] = perParent(groups.get(entity.id) ?? []);
      return;
    }
    case "manyToMany": {
      const parentIds = entities.map((e) => e.id);
      const pairs = await inChunks(
        parentIds,
        async (chunk) =>
          (
            await sql<{
              local: string;
              foreign: string;
            }>`SELECT ${sql.ref(association.localColumn)} AS local, ${sql.ref(association.foreignColumn)} AS ${sql.id("foreign")} FROM ${sql.table(association.table)} WHERE ${sql.ref(association.localColumn)} IN (${sql.join(chunk)})`.execute(
              db,
            )
          ).rows,
      );
      const targetIds = [...new Set(pairs.map((p) => p.foreign))];
      const loaded = targetIds.length
        ? (
            await search(db, target, { ...unlimited, ids: targetIds }, ctx, {
              defaultLimit: null,
              unrestricted: association.unrestricted,
            })
          ).elements
        : [];
      const order = new Map(loaded.map((e, i) => [e.id, i]));
      const byId = new Map(loaded.map((e) => [e.id, e]));
      for (const entity of entities) {
        const related = pairs
          .filter((p) => p.local === entity.id && byId.has(p.foreign))
          .sort((a, b) => (order.get(a.foreign) ?? 0) - (order.get(b.foreign) ?? 0))
          .map((p) => byId.get(p.foreign) as Entity);
        entity[name] = perParent(related);
      }
      return;
    }
  }
}

/**
 * A filter aggregation's filter rewritten relative to the association the aggregated field is joined through, or
 * null when it (or any part of it) names another path. Shopware's EntityAggregator joins the aggregation's fields
 * and its filter's fields once each (resolveAccessor) and puts the filter in the WHERE of that query, so a filter on
 * `productReviews.status` beside a terms on `productReviews.productId` tests each joined review, not the product.
 */
function onJoinedRows(filter: Filter, hops: string[]): Filter | null {
  if (filter.type === "multi" || filter.type === "not") {
    const queries = filter.queries.map((query) => onJoinedRows(query, hops));
    return queries.every((query): query is Filter => query !== null) ? { ...filter, queries } : null;
  }
  const segments = filter.field.split(".").filter((name) => name !== "translated");
  const own = segments.slice(0, hops.length);
  if (segments.length !== hops.length + 1 || own.some((name, i) => name !== hops[i])) return null;
  return { ...filter, field: segments[hops.length] as string };
}

/** Whether following these association names from `definition` passes a to-many association. */
function throughToMany(definition: EntityDefinition, hops: string[]): boolean {
  let current = definition;
  for (const name of hops) {
    const association = current.associations[name];
    if (
      !association ||
      association.kind === "computed" ||
      association.kind === "notHeld" ||
      !hasDefinition(association.entity)
    )
      return false;
    if (association.kind !== "manyToOne") return true;
    current = getDefinition(association.entity);
  }
  return false;
}

/**
 * A filter that keeps the rows related to one id through many-to-many associations: `assoc.id = v`, `assoc.id IN
 * (v)`, or an OR of such over several associations with the same single id (the filter panel's "has this option, as
 * a variant option or as a property"). The associations must be plain mapping tables the store may read whole.
 */
function keyedById(definition: EntityDefinition, filter: Filter): { associations: string[]; id: string } | null {
  const parts = filter.type === "multi" && filter.operator === "or" ? filter.queries : [filter];
  const associations: string[] = [];
  let id: string | null = null;
  for (const part of parts) {
    if (part.type !== "equals" && part.type !== "equalsAny") return null;
    const values = part.type === "equals" ? [part.value] : part.value;
    const [name, leaf, ...rest] = part.field.split(".");
    const association = name ? definition.associations[name] : undefined;
    if (leaf !== "id" || rest.length || values.length !== 1 || typeof values[0] !== "string") return null;
    if (!association || association.kind !== "manyToMany" || !hasDefinition(association.entity)) return null;
    if (getDefinition(association.entity).storeFilter && !association.unrestricted) return null;
    const value = values[0].toLowerCase();
    if (id !== null && id !== value) return null;
    id = value;
    associations.push(name as string);
  }
  return id === null ? null : { associations: [...new Set(associations)].sort(), id };
}

/**
 * Sibling aggregations that differ only by one id: `filter [...common, has id X] → count(field)` for X₁…Xₙ (the
 * storefront's per-option counts). Run one by one, that is one query per option; here each batch is one grouped
 * query: the matching rows joined to the mapping tables of the ids (UNION, so a row related both ways counts once)
 * and grouped by id. Same rows, same filters, same COUNT(DISTINCT field) as `aggregate` gives each on its own.
 */
async function keyedCountBatches(
  db: Db,
  definition: EntityDefinition,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions,
): Promise<Map<Aggregation, [string, unknown]>> {
  const batches = new Map<
    string,
    {
      common: Filter[];
      associations: string[];
      field: string;
      members: { aggregation: Aggregation; name: string; id: string }[];
    }
  >();
  for (const aggregation of criteria.aggregations) {
    if (aggregation.type !== "filter" || aggregation.filter.length === 0) continue;
    const inner = aggregation.aggregation;
    if (inner.type !== "count" || inner.field.includes(".") || !definition.fields[inner.field]) continue;
    const common = aggregation.filter.slice(0, -1);
    const keyed = keyedById(definition, aggregation.filter[aggregation.filter.length - 1] as Filter);
    if (!keyed) continue;
    const key = JSON.stringify([common, keyed.associations, inner.field]);
    const batch = batches.get(key) ?? { common, associations: keyed.associations, field: inner.field, members: [] };
    batch.members.push({ aggregation, name: inner.name, id: keyed.id });
    batches.set(key, batch);
  }
  const results = new Map<Aggregation, [string, unknown]>();
  for (const batch of batches.values()) {
    // A lone one gains nothing from grouping: it stays on the general path.
    if (batch.members.length < 2) continue;
    const aliases = new Aliases(dialectOf(db));
    const root = aliases.scope(definition);
    const { joins, value, visible } = valuePath(root, [batch.field], ctx, aliases);
    const where = baseWhere(
      root,
      { ...criteria, filters: [...criteria.filters, ...batch.common] },
      ctx,
      aliases,
      options,
    );
    const ids = [...new Set(batch.members.map((member) => member.id))];
    const keyed = sql.join(
      batch.associations.map((name) => {
        const association = definition.associations[name] as {
          table: string;
          localColumn: string;
          foreignColumn: string;
        };
        return sql`SELECT ${sql.ref(association.localColumn)} AS owner, ${sql.ref(association.foreignColumn)} AS k FROM ${sql.table(association.table)} WHERE ${sql.ref(association.foreignColumn)} IN (${sql.join(ids)})`;
      }),
      sql` UNION `,
    );
    const keyAlias = aliases.name("k");
    const rows = (
      await sql<{
        k: string;
        n: unknown;
      }>`SELECT ${sql.ref(`${keyAlias}.k`)} AS k, COUNT(DISTINCT ${value}) AS n FROM ${fromClause(root, ctx)}${joins} JOIN (${keyed}) AS ${sql.id(keyAlias)} ON ${sql.ref(`${keyAlias}.owner`)} = ${sql.ref(`${root.alias}.id`)} WHERE ${where} AND ${visible} GROUP BY ${sql.ref(`${keyAlias}.k`)}`.execute(
        db,
      )
    ).rows;
    const counts = new Map(rows.map((row) => [String(row.k), Number(row.n ?? 0)]));
    for (const member of batch.members)
      results.set(member.aggregation, [
        member.name,
        { count: counts.get(member.id) ?? 0, apiAlias: `${member.name}_aggregation` },
      ]);
  }
  return results;
}

/** Computes one aggregation over the criteria's matches (filters applied, post-filters not). */
async function aggregate(
  db: Db,
  definition: EntityDefinition,
  aggregation: Aggregation,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions,
  extra: Filter[] = [],
): Promise<[string, unknown]> {
  if (aggregation.type === "filter")
    return aggregate(db, definition, aggregation.aggregation, criteria, ctx, options, [
      ...extra,
      ...aggregation.filter,
    ]);
  const aliases = new Aliases(dialectOf(db));
  const root = aliases.scope(definition);
  const path = valuePath(root, aggregation.field.split("."), ctx, aliases);
  const { joins, value, field } = path;
  // Filters on the association the field is joined through (to-many: it multiplies the rows) hold per joined row.
  const hops = path.hops ?? [];
  const joinedThroughMany = Boolean(path.scope) && throughToMany(definition, hops);
  const rowFilters: Filter[] = [];
  const rootFilters: Filter[] = [];
  for (const filter of extra) {
    const relative = joinedThroughMany ? onJoinedRows(filter, hops) : null;
    if (relative) rowFilters.push(relative);
    else rootFilters.push(filter);
  }
  const rootWhere = baseWhere(
    root,
    { ...criteria, filters: [...criteria.filters, ...rootFilters] },
    ctx,
    aliases,
    options,
  );
  const from = sql`${fromClause(root, ctx)}${joins}`;
  const rowWhere =
    rowFilters.length && path.scope ? sql` AND ${compileFilters(path.scope, rowFilters, ctx, aliases)}` : sql``;
  const where = sql`${rootWhere} AND ${path.visible}${rowWhere}`;
  const alias = `${aggregation.name}_aggregation`;
  const money = (n: unknown) =>
    n === null || n === undefined ? null : field.money ? storageToDecimal(Number(n)) : Number(n);
  switch (aggregation.type) {
    case "avg":
    case "max":
    case "min":
    case "sum":
    case "count": {
      // Shopware's CountAggregation counts distinct values (COUNT(DISTINCT field)).
      const expression =
        aggregation.type === "count"
          ? sql`COUNT(DISTINCT ${value})`
          : sql`${{ avg: sql`AVG`, max: sql`MAX`, min: sql`MIN`, sum: sql`SUM` }[aggregation.type]}(${value})`;
      const row = (await sql<{ v: unknown }>`SELECT ${expression} AS v FROM ${from} WHERE ${where}`.execute(db))
        .rows[0];
      const result =
        aggregation.type === "count"
          ? Number(row?.v ?? 0)
          : aggregation.type === "sum"
            ? (money(row?.v) ?? 0)
            : money(row?.v);
      return [aggregation.name, { [aggregation.type]: result, apiAlias: alias }];
    }
    case "stats": {
      const row = (
        await sql<{
          mn: unknown;
          mx: unknown;
          av: unknown;
          sm: unknown;
        }>`SELECT MIN(${value}) AS mn, MAX(${value}) AS mx, AVG(${value}) AS av, SUM(${value}) AS sm FROM ${from} WHERE ${where}`.execute(
          db,
        )
      ).rows[0];
      return [
        aggregation.name,
        { min: money(row?.mn), max: money(row?.mx), avg: money(row?.av), sum: money(row?.sm) ?? 0, apiAlias: alias },
      ];
    }
    case "terms": {
      const order = aggregation.sort?.field === "count" || aggregation.sort?.type === "count" ? sql`c` : sql`k`;
      const direction = aggregation.sort?.order === "DESC" ? sql`DESC` : sql`ASC`;
      const nested = aggregation.aggregation;
      // A nested count/min/max of a field of the entity itself is computed in the same grouped statement (the
      // listing's option counts per display group); any other nested aggregation runs once per bucket, narrowed to
      // the bucket's key, so its joins cannot drop rows from the bucket's own count.
      const inline =
        nested &&
        (nested.type === "count" || nested.type === "min" || nested.type === "max") &&
        !nested.field.includes(".")
          ? nested
          : undefined;
      const inner = inline ? valuePath(root, [inline.field], ctx, aliases) : undefined;
      const innerValue =
        inline && inner
          ? inline.type === "count"
            ? sql`COUNT(DISTINCT ${inner.value})`
            : inline.type === "min"
              ? sql`MIN(${inner.value})`
              : sql`MAX(${inner.value})`
          : sql`NULL`;
      // COUNT over the joined rows, as Shopware's EntityAggregator::parseTermsAggregation (COUNT(product.id)): a key
      // reached through a to-many association counts its rows (a product's reviews), not distinct root entities.
      const rows = (
        await sql<{
          k: unknown;
          c: number;
          n: unknown;
        }>`SELECT ${value} AS k, COUNT(${sql.ref(`${root.alias}.id`)}) AS c, ${innerValue} AS n FROM ${from} WHERE ${where} AND ${value} IS NOT NULL GROUP BY ${value} ORDER BY ${order} ${direction}${aggregation.limit ? sql` LIMIT ${aggregation.limit}` : sql``}`.execute(
          db,
        )
      ).rows;
      const buckets: Record<string, unknown>[] = [];
      for (const r of rows) {
        const key = String(field.money ? money(r.k) : r.k);
        const bucket: Record<string, unknown> = { key, count: Number(r.c) };
        if (inline && inner) {
          const innerMoney = (n: unknown) =>
            n === null || n === undefined ? null : inner.field.money ? storageToDecimal(Number(n)) : Number(n);
          bucket[inline.name] = {
            [inline.type]: inline.type === "count" ? Number(r.n ?? 0) : innerMoney(r.n),
            apiAlias: `${inline.name}_aggregation`,
          };
        } else if (nested) {
          const [name, result] = await aggregate(db, definition, nested, criteria, ctx, options, [
            ...extra,
            { type: "equals", field: aggregation.field, value: r.k as string | number | boolean | null },
          ]);
          bucket[name] = result;
        }
        buckets.push({ ...bucket, apiAlias: "aggregation_bucket" });
      }
      return [aggregation.name, { buckets, apiAlias: alias }];
    }
    case "entity": {
      if (!hasDefinition(aggregation.definition))
        throw new StoreApiError(
          400,
          "FRAMEWORK__INVALID_AGGREGATION_QUERY",
          `Unknown definition "${aggregation.definition}" in aggregation ${aggregation.name}.`,
        );
      const rows = (
        await sql<{
          k: string;
        }>`SELECT DISTINCT ${value} AS k FROM ${from} WHERE ${where} AND ${value} IS NOT NULL`.execute(db)
      ).rows;
      const ids = rows.map((r) => r.k);
      // Through the named definition's store restrictions: naming another entity reads nothing it would not show.
      const entities = ids.length
        ? (await search(db, getDefinition(aggregation.definition), { ...emptyCriteria(), ids }, ctx)).elements
        : [];
      return [aggregation.name, { entities, apiAlias: alias }];
    }
    case "range": {
      // Every bucket in one pass: a distinct count of the ids whose value falls in each range.
      const counts = aggregation.ranges.map((range, i) => {
        const conds: Fragment[] = [];
        if (range.from !== undefined) conds.push(sql`${value} >= ${storedValue(field, range.from)}`);
        if (range.to !== undefined) conds.push(sql`${value} < ${storedValue(field, range.to)}`);
        const id = sql.ref(`${root.alias}.id`);
        const counted = conds.length ? sql`CASE WHEN ${sql.join(conds, sql` AND `)} THEN ${id} END` : id;
        return sql`COUNT(DISTINCT ${counted}) AS ${sql.id(`c${i}`)}`;
      });
      const row = counts.length
        ? (await sql<Record<string, unknown>>`SELECT ${sql.join(counts)} FROM ${from} WHERE ${where}`.execute(db))
            .rows[0]
        : undefined;
      const buckets = aggregation.ranges.map((range, i) => ({
        key: range.key ?? `${range.from ?? "*"}-${range.to ?? "*"}`,
        from: range.from ?? null,
        to: range.to ?? null,
        count: Number(row?.[`c${i}`] ?? 0),
        apiAlias: "aggregation_bucket",
      }));
      return [aggregation.name, { buckets, apiAlias: alias }];
    }
  }
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
