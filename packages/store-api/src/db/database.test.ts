import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, statementCache, type Db } from "./database.js";

/**
 * Issue 15 (profile of the session load: better-sqlite3 `prepare` was the backend's top frame, 12–15 % of its CPU):
 * Kysely's SQLite driver prepares every query's SQL anew; the database handed to it keeps prepared statements per
 * SQL text. These check that a repeated query is prepared once, that a cached statement gives each call its own
 * parameters and rows, that a statement still iterating is not handed out twice, and that the cache is bounded.
 */
describe("SQLite prepared statement cache", () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it("prepares a repeated query once and binds each call's own parameters", async () => {
    const sqlite = new SQLite(":memory:");
    let prepared = 0;
    const prepare = sqlite.prepare.bind(sqlite);
    sqlite.prepare = ((source: string) => {
      prepared++;
      return prepare(source);
    }) as typeof sqlite.prepare;
    const cached = statementCache(sqlite, 10);
    cached.exec("create table t (id integer primary key, name text)");
    for (const [id, name] of [
      [1, "a"],
      [2, "b"],
      [3, "c"],
    ] as const)
      cached.prepare("insert into t (id, name) values (?, ?)").run(id, name);
    expect(prepared).toBe(1);
    expect(cached.prepare("select name from t where id = ?").all(2)).toEqual([{ name: "b" }]);
    expect(cached.prepare("select name from t where id = ?").all(3)).toEqual([{ name: "c" }]);
    expect(prepared).toBe(2);
    sqlite.close();
  });

  it("hands a statement that is still iterating to nobody else", () => {
    const sqlite = new SQLite(":memory:");
    const cached = statementCache(sqlite, 10);
    cached.exec("create table t (id integer primary key); insert into t values (1), (2), (3)");
    const iterating = cached.prepare("select id from t order by id").iterate() as IterableIterator<{ id: number }>;
    expect(iterating.next().value).toEqual({ id: 1 });
    // The same SQL while the first is mid-iteration: a fresh statement (a busy one would throw).
    expect(cached.prepare("select id from t order by id").all()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect([...iterating]).toEqual([{ id: 2 }, { id: 3 }]);
    sqlite.close();
  });

  it("keeps at most the given number of statements, dropping the least recently used", () => {
    const sqlite = new SQLite(":memory:");
    const cached = statementCache(sqlite, 2);
    const one = cached.prepare("select 1");
    cached.prepare("select 2");
    expect(cached.prepare("select 1")).toBe(one);
    cached.prepare("select 3");
    expect(cached.cachedStatements()).toBe(2);
    expect(cached.prepare("select 1")).toBe(one);
    sqlite.close();
  });

  it("serves Kysely's queries through the cache (createDatabase)", async () => {
    db = createDatabase({ sqlitePath: ":memory:" });
    await sql`create table t (id integer primary key, name text)`.execute(db);
    for (let id = 1; id <= 3; id++) await sql`insert into t (id, name) values (${id}, ${`n${id}`})`.execute(db);
    const rows = await sql<{ name: string }>`select name from t where id = ${2}`.execute(db);
    expect(rows.rows).toEqual([{ name: "n2" }]);
    expect((await sql`select * from t where id = ${3}`.execute(db)).rows).toEqual([{ id: 3, name: "n3" }]);
    // A schema change after a statement was cached: SQLite re-prepares it, the cached `select *` sees the new column.
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect((await sql`select * from t where id = ${3}`.execute(db)).rows).toEqual([{ id: 3, name: "n3", extra: "x" }]);
  });
});
