import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../src/db/database.js";
import { onAdmin } from "../backend-process.js";

/**
 * The PostgreSQL pool prepares each statement with parameters once per connection (src/db/database.ts:
 * withPreparedStatements) instead of having the server parse and plan it on every run. What must hold: each run binds
 * its own parameters, a statement that failed is prepared again, parameterless texts (several statements in one, as
 * migrations send) still run, a transaction still sees its own writes, and a connection holding more than its bound of
 * prepared statements is replaced. PostgreSQL only (the SQLite pass leaves this file out).
 */

const URL = process.env.TEST_DATABASE_URL;
let schema = "";
const opened: Db[] = [];

beforeAll(async () => {
  if (!URL) return;
  schema = `t_${randomBytes(6).toString("hex")}`;
  await onAdmin(URL, `CREATE SCHEMA ${schema}`);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
});

afterAll(async () => {
  if (URL) await onAdmin(URL, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
});

/** A database on the test schema whose pool has one connection, so every statement runs on the same session. */
function oneConnection(preparedPerConnection?: number): Db {
  const db = createDatabase({ databaseUrl: URL, schema, poolMax: 1, preparedPerConnection });
  opened.push(db);
  return db;
}

const backendPid = async (db: Db) =>
  Number((await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db)).rows[0].pid);

/** The statements prepared on the connection, by their SQL text (a parameterless query, itself never prepared). */
const preparedTexts = async (db: Db) =>
  (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.statement,
  );

describe.runIf(URL)("PostgreSQL prepared statements", () => {
  it("prepares a statement with parameters once per connection and binds each run's own values", async () => {
    const db = oneConnection();
    const square = (n: number) => sql<{ v: number }>`SELECT ${n}::int * ${n}::int AS v`.execute(db);
    const results = [];
    for (const n of [2, 3, 4]) results.push(Number((await square(n)).rows[0].v));
    expect(results).toEqual([4, 9, 16]);
    const texts = await preparedTexts(db);
    expect(texts.filter((text) => text.includes("::int * $2::int"))).toHaveLength(1);
  });

  it("runs a parameterless text of several statements, which only the simple protocol accepts", async () => {
    const db = oneConnection();
    await sql
      .raw("CREATE TABLE several_a (x int); CREATE TABLE several_b (y int); INSERT INTO several_a VALUES (1)")
      .execute(db);
    const rows = (await sql<{ x: number }>`SELECT x FROM several_a WHERE x = ${1}`.execute(db)).rows;
    expect(rows).toEqual([{ x: 1 }]);
  });

  it("prepares a statement again after its first preparation failed", async () => {
    const db = oneConnection();
    const read = () => sql<{ x: number }>`SELECT x FROM appears_later WHERE x > ${0}`.execute(db);
    await expect(read()).rejects.toThrow(/appears_later/);
    await sql.raw("CREATE TABLE appears_later (x int); INSERT INTO appears_later VALUES (5)").execute(db);
    expect((await read()).rows).toEqual([{ x: 5 }]);
  });

  it("keeps a transaction's statements on its connection, seeing its own writes, and rolls them back", async () => {
    const db = oneConnection();
    await sql.raw("CREATE TABLE in_tx (x int)").execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`INSERT INTO in_tx VALUES (${7})`.execute(trx);
        const seen = (await sql<{ c: number }>`SELECT COUNT(*) AS c FROM in_tx WHERE x = ${7}`.execute(trx)).rows;
        expect(Number(seen[0].c)).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    const after = (await sql<{ c: number }>`SELECT COUNT(*) AS c FROM in_tx WHERE x = ${7}`.execute(db)).rows;
    expect(Number(after[0].c)).toBe(0);
  });

  it("replaces a connection holding more prepared statements than its bound", async () => {
    const db = oneConnection(3);
    const first = await backendPid(db);
    const distinct = (i: number) => sql`SELECT ${i}::int + ${sql.raw(String(i))} AS v`.execute(db);
    for (let i = 1; i <= 3; i++) await distinct(i);
    expect(await backendPid(db)).toBe(first);
    expect(await preparedTexts(db)).toHaveLength(3);
    // The fourth distinct statement passes the bound: the connection is closed when the pool gets it back.
    await distinct(4);
    const second = await backendPid(db);
    expect(second).not.toBe(first);
    expect(await preparedTexts(db)).toEqual([]);
  });
});
