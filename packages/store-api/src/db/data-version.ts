import type { RawBuilder } from "kysely";
import { cacheStamp, CATALOGUE_TAG, changedSince, STOCK_TAG, type CacheStamp } from "./cache-tags.js";
import type { Db } from "./database.js";

const MAX_ENTRIES = 500;
const memos = new WeakMap<Db, Map<string, { stamp: CacheStamp; tags: string[]; rows: Promise<unknown[]> }>>();

/** Statements that read a column an order changes depend on the `product-stock` tag too. */
const STOCK_COLUMNS = /\b(stock|available_stock|sales)\b/;

/**
 * The rows of a read-only statement over catalogue tables, remembered until a catalogue write (src/db/cache-tags.ts):
 * the same statement with the same parameters over the same data gives the same rows. For statements many different
 * requests share (e.g. the facets of a category, whatever page, sorting or filter selection is asked for). Cart,
 * customer and order writes keep them; an order's stock change only retires statements that read stock or sales.
 */
export async function memoizedRows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  const compiled = query.compile(db);
  const key = JSON.stringify([compiled.sql, compiled.parameters]);
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const known = memo.get(key);
  if (known) {
    const rows = await known.rows.catch(() => undefined);
    if (rows && !(await changedSince(db, known.tags, known.stamp))) {
      memo.delete(key);
      memo.set(key, known);
      return rows as T[];
    }
  }
  // The stamp comes first: a write committed while the statement runs counts as newer than the rows.
  const stamp = await cacheStamp(db);
  const tags = STOCK_COLUMNS.test(compiled.sql) ? [CATALOGUE_TAG, STOCK_TAG] : [CATALOGUE_TAG];
  const rows = query.execute(db).then((result) => result.rows as unknown[]);
  const entry = { stamp, tags, rows };
  memo.delete(key);
  memo.set(key, entry);
  rows.catch(() => {
    if (memo.get(key) === entry) memo.delete(key);
  });
  for (const [oldest] of memo) {
    if (memo.size <= MAX_ENTRIES) break;
    memo.delete(oldest);
  }
  return (await rows) as T[];
}
