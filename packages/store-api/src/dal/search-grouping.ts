/** Grouped reads (criteria `grouping`): which row stands for each group and how groups are ordered. */
import { sql } from "kysely";
import { dialectOf, type Db } from "../db/database.js";
import type { Sort } from "./criteria.js";
import type { ReadContext } from "./definition.js";
import { scalarExpr } from "./sql-sorts.js";
import type { Aliases, Fragment, Scope } from "./sql.js";
import { CHUNK, type GroupPage } from "./search-shared.js";

export interface GroupedQuery {
  from: Fragment;
  where: Fragment;
  id: Fragment;
  limit: number | null;
  offset: number;
  totalCountMode: number;
}

/** One row per group, the group's best row by the sort; groups ordered by that row (one pass, windows). */
export async function bestRowGroups(
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
export function groupSorts(
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
export async function preferredGroups(
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

/**
 * One row per group chosen by a preference, for the groups (in order) and total a GroupPage gives: only the rows of
 * the page's groups are read. The same rows preferredGroups chooses, when the page source orders groups as it does.
 */
export async function pagedGroups(
  db: Db,
  q: GroupedQuery & { limit: number },
  group: Fragment,
  preference: Fragment[],
  orderItems: Fragment[],
  page: GroupPage,
): Promise<{ ids: string[]; total: number }> {
  const { keys, total } = await page(q.limit, q.offset, q.totalCountMode !== 0);
  if (keys.length === 0) return { ids: [], total };
  const ranked = sql`SELECT ${q.id} AS id, ${group} AS grp, ROW_NUMBER() OVER (PARTITION BY ${group} ORDER BY ${sql.join([...preference, ...orderItems])}) AS rn FROM ${q.from} WHERE ${q.where} AND ${group} IN (${sql.join(keys)})`;
  const byGroup = new Map<string, string>();
  for (const r of (
    await sql<{ id: string; grp: string }>`SELECT r.id, r.grp FROM (${ranked}) AS r WHERE r.rn = 1`.execute(db)
  ).rows)
    byGroup.set(String(r.grp), r.id);
  const ids = keys.map((key) => byGroup.get(key)).filter((id): id is string => id !== undefined);
  return { ids, total: q.totalCountMode === 0 ? ids.length : total };
}
