/** What every part of a criteria read shares: its result and options, id chunks, and the WHERE of a read. */
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Criteria, Filter } from "./criteria.js";
import type { Entity, EntityDefinition, ReadContext } from "./definition.js";
import { compileFilters } from "./sql-filters.js";
import type { Aliases, Fragment, Scope } from "./sql.js";
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
  /** With groupOrder on one field and a limit: the page's groups come from here, only their rows are read. */
  groupPage?: GroupPage;
}

/**
 * A page of group keys in order and the group count, from a source that keeps them ready (the product-listing
 * index); `countTotal` false: the total is not needed.
 */
export type GroupPage = (
  limit: number,
  offset: number,
  countTotal: boolean,
) => Promise<{ keys: string[]; total: number }>;

export const CHUNK = 500;

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
export function baseWhere(
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

export function scoreExpr(
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

/** `search` as the association loader and the aggregations call it back (passed in: they sit below search.ts). */
export type SearchFn = (
  db: Db,
  definition: EntityDefinition,
  criteria: Criteria,
  ctx: ReadContext,
  options?: SearchOptions,
) => Promise<SearchResult>;
