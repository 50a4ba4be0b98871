import { sql, type RawBuilder } from "kysely";
import { dialectOf, type Db } from "./database.js";

/**
 * A token that changes whenever the database's data may have changed, or undefined when the engine cannot tell
 * cheaply. SQLite counts every change of this connection (total_changes()) and reports commits of other connections
 * (PRAGMA data_version); PostgreSQL has no such cheap global counter.
 */
export async function dataVersion(db: Db): Promise<string | undefined> {
  if (dialectOf(db) !== "sqlite") return undefined;
  const [changes, data] = await Promise.all([sql<{ c: number }>`SELECT total_changes() AS c`.execute(db), sql<{ data_version: number }>`PRAGMA data_version`.execute(db)]);
  return `${changes.rows[0].c}:${data.rows[0].data_version}`;
}

const MAX_ENTRIES = 500;
const memos = new WeakMap<Db, Map<string, { version: string; rows: Promise<unknown[]> }>>();

/**
 * The rows of a read-only statement, remembered while the data version stays the same: the same statement with
 * the same parameters over the same data gives the same rows. For statements many different requests share (e.g.
 * the facets of a category, whatever page, sorting or filter selection is asked for).
 */
export async function memoizedRows<T>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  const version = await dataVersion(db);
  if (version === undefined) return (await query.execute(db)).rows;
  const compiled = query.compile(db);
  const key = JSON.stringify([compiled.sql, compiled.parameters]);
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  const known = memo.get(key);
  if (known && known.version === version) {
    memo.delete(key);
    memo.set(key, known);
    return (await known.rows) as T[];
  }
  const rows = query.execute(db).then((result) => result.rows as unknown[]);
  const entry = { version, rows };
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
