import { sql } from "kysely";
import type { ReadContext } from "../dal/definition.js";
import { dialectOf, type Db } from "./database.js";

/**
 * The database side of the catalogue response cache: which tags changed since a moment. Triggers on the catalogue
 * tables record the tags (migration 017_cache_invalidation), so every write path and every backend process on the
 * database is seen; a reader asks with one indexed query. Shopware's equivalent is its cache tags per route
 * response (Framework/Adapter/Cache/CacheInvalidationSubscriber.php, EntityCacheKeyGenerator::buildProductTag).
 *
 * A stamp is taken BEFORE a response is computed, so a write that commits while it is being computed counts as a
 * change after the stamp: the entry is retired on its first check, never kept stale.
 * - SQLite: the global counter (cache_tag '*'); a tag changed if its row holds a higher counter value.
 * - PostgreSQL: the current snapshot; a tag changed if a change row was written by a transaction that snapshot did
 *   not see (committed later, or still running).
 */
export type CacheStamp = { kind: "sqlite"; seq: number } | { kind: "postgres"; snapshot: string; xmin: string };

/** Every cached response depends on it: a write to any catalogue table other than a product's stock. */
export const CATALOGUE_TAG = "catalogue";
/** Responses whose reads sorted or filtered by stock or sales (topseller). */
export const STOCK_TAG = "product-stock";
export const productTag = (id: string): string => `product-${id}`;

export async function cacheStamp(db: Db): Promise<CacheStamp> {
  if (dialectOf(db) === "sqlite") {
    const row = (await sql<{ seq: number }>`SELECT seq FROM cache_tag WHERE tag = '*'`.execute(db)).rows[0];
    return { kind: "sqlite", seq: Number(row?.seq ?? 0) };
  }
  const row = (
    await sql<{
      snapshot: string;
      xmin: string;
    }>`SELECT s::text AS snapshot, pg_snapshot_xmin(s)::text AS xmin FROM pg_current_snapshot() AS s`.execute(db)
  ).rows[0];
  return { kind: "postgres", snapshot: row.snapshot, xmin: row.xmin };
}

/** Whether any of `tags` was written after `stamp`. */
export async function changedSince(db: Db, tags: readonly string[], stamp: CacheStamp): Promise<boolean> {
  if (stamp.kind === "sqlite") {
    const rows = await sql<{
      one: number;
    }>`SELECT 1 AS one FROM cache_tag WHERE tag IN (${sql.join(tags)}) AND seq > ${stamp.seq} LIMIT 1`.execute(db);
    return rows.rows.length > 0;
  }
  const rows = await sql<{ one: number }>`
    SELECT 1 AS one FROM cache_change
    WHERE tag = ANY(${tags}::text[]) AND xid >= ${stamp.xmin}::xid8 AND NOT pg_visible_in_snapshot(xid, ${stamp.snapshot}::pg_snapshot)
    LIMIT 1`.execute(db);
  return rows.rows.length > 0;
}

/**
 * Change rows older than this are forgotten (PostgreSQL). Entries live at most 10 minutes (response-cache.ts), so a
 * row can only still matter to one if its transaction stayed open for over 20 minutes before committing.
 */
export const CHANGE_RETENTION_MS = 30 * 60 * 1000;

/** Deletes PostgreSQL change rows no cache entry can still need; SQLite keeps one row per tag and needs nothing. */
export async function deleteOldCacheChanges(db: Db, now = Date.now()): Promise<number> {
  if (dialectOf(db) === "sqlite") return 0;
  const result =
    await sql`DELETE FROM cache_change WHERE at < ${new Date(now - CHANGE_RETENTION_MS).toISOString()}::timestamptz`.execute(
      db,
    );
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Notes a tag the response being computed depends on beyond what its body shows (the DAL notes STOCK_TAG when a
 * criteria sorts or filters by stock or sales). The tags travel on the request's read context (`cacheTags`, set by
 * the response cache for the computation), not in an AsyncLocalStorage: on Node 20 its first use switches on promise
 * hooks for the whole process, which cost every promise of every request (3-4 % of the backend's CPU in the fuzz
 * suite's profile: promiseInitHook, _propagate, lookupPublicResource). Outside a cached computation notes go nowhere.
 */
export function noteCacheTag(ctx: ReadContext, tag: string): void {
  ctx.cacheTags?.add(tag);
}
