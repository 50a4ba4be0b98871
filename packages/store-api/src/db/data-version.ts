import type { RawBuilder } from "kysely";
import { CATALOGUE_TAG, STOCK_TAG } from "./cache-tags.js";
import { CatalogueMemo } from "./catalogue-memo.js";
import type { Db } from "./database.js";

const memo = new CatalogueMemo<unknown[]>(500);

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
  const tags = STOCK_COLUMNS.test(compiled.sql) ? [CATALOGUE_TAG, STOCK_TAG] : [CATALOGUE_TAG];
  const read = () => query.execute(db).then((result): unknown[] => result.rows);
  // The cast: the memo holds the rows of every statement; these are the rows of `query`, a RawBuilder<T>.
  return (await memo.get(db, key, read, tags)) as T[];
}
