import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Db } from "../../src/db/database.js";

/**
 * Several backend processes on one SQLite file (WORKERS=N, or several servers): SQLite lets one process write at a
 * time. A transaction that reads and then writes must wait for another process's write, never fail: a deferred
 * transaction (plain BEGIN) that read before the other process committed cannot upgrade to a writer and gets
 * SQLITE_BUSY at once (the busy timeout does not apply to it), which the request would answer with a 500. This runs on
 * a SQLite file in every pass (it is about SQLite, whatever TEST_DATABASE_URL says).
 */

const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
let dir: string;
let file: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "sqlite-writers-"));
  file = path.join(dir, "shop.sqlite");
  db = createDatabase({ sqlitePath: file });
  await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
  await sql`insert into counter (id, n) values (1, 0)`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

/** Another process adds 1 to the counter (with the backend's busy timeout); resolves with its exit code and output. */
function otherProcessWrites(): { started: Promise<void>; done: Promise<{ code: number | null; output: string }> } {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import Database from "better-sqlite3";
       const db = new Database(process.argv[1]);
       db.pragma("busy_timeout = 5000");
       console.log("open");
       db.prepare("update counter set n = n + 1 where id = 1").run();
       db.close();`,
      file,
    ],
    { cwd: PACKAGE_ROOT, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  let opened!: () => void;
  const started = new Promise<void>((resolve) => (opened = resolve));
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes("open")) opened();
  });
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, output })),
  );
  return { started, done };
}

describe("SQLite: one writer at a time across processes", () => {
  it("a read-then-write transaction waits for another process's write instead of failing with SQLITE_BUSY", async () => {
    let other: ReturnType<typeof otherProcessWrites> | undefined;
    await db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom("counter" as never)
        .select(sql<number>`n`.as("n"))
        .executeTakeFirstOrThrow();
      // The other process writes while this transaction is open (after its read), then this one writes.
      other = otherProcessWrites();
      await other.started;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await sql`update counter set n = ${Number(before.n) + 10} where id = 1`.execute(trx);
    });
    const result = await other!.done;
    expect(result.code, result.output).toBe(0);
    // Both writes are in: this transaction's (0 + 10) first, then the other process's + 1.
    const row = await sql<{ n: number }>`select n from counter where id = 1`.execute(db);
    expect(row.rows[0].n).toBe(11);
  }, 20_000);
});
