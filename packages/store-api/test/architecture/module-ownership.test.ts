/**
 * Issue 16: each backend module owns its tables. Every query (selectFrom, insertInto, updateTable, deleteFrom) of a
 * production file under src/modules lives in a `*.repository.ts`; another module's table is read through that
 * module's repository or service, never queried directly. The same holds for raw `sql` templates a module executes
 * (`sql<Row>`…`.execute(db)`, `sql.raw(…)`, a template held in a const and executed later, or one handed to
 * `executeQuery` or `memoizedRows`): SQL fragments that
 * a query composes (a definition's condition, a listing's sort key) are not queries and may stay where they are
 * built. Reads the source text, so it also catches a query added in a file that no test runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/modules");
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/;
/** Not production code: tests and their row fixtures. */
const NOT_PRODUCTION = /\.test\.ts$|fixtures|testkit|test-helpers/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

function queriesOutsideRepositories(): string[] {
  const found: string[] = [];
  for (const file of files(MODULES)) {
    const relative = path.relative(MODULES, file).split(path.sep).join("/");
    if (relative.endsWith(".repository.ts") || NOT_PRODUCTION.test(relative)) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (QUERY.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

/** Functions that run the raw query handed to them (Kysely's, and the memo of data-version.ts). */
const EXECUTORS = new Set(["executeQuery", "memoizedRows"]);

/** Whether `node` builds a raw query with Kysely's `sql` tag or `sql.raw(…)`. */
function isRawSql(node: ts.Expression): boolean {
  if (ts.isTaggedTemplateExpression(node)) return ts.isIdentifier(node.tag) && node.tag.text === "sql";
  return (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    ts.isIdentifier(node.expression.expression) &&
    node.expression.expression.text === "sql" &&
    node.expression.name.text === "raw"
  );
}

/** The expression under parentheses, `as`, `!` and `satisfies`. */
function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isSatisfiesExpression(current)
  )
    current = current.expression;
  return current;
}

/**
 * Raw `sql` queries a file executes: `.execute(…)` called on a raw template (directly or through a const that holds
 * one), or a raw template handed to `executeQuery`. Lines as `file:line: text`.
 */
function executedRawSql(relative: string, text: string): string[] {
  if (!text.includes("sql")) return [];
  const source = ts.createSourceFile(relative, text, ts.ScriptTarget.Latest, true);
  const rawConsts = new Set<string>();
  const executed: ts.Node[] = [];
  const collectConsts = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      if (isRawSql(unwrap(node.initializer))) rawConsts.add(node.name.text);
    ts.forEachChild(node, collectConsts);
  };
  const isRawQuery = (node: ts.Expression): boolean => {
    const inner = unwrap(node);
    if (isRawSql(inner) || (ts.isIdentifier(inner) && rawConsts.has(inner.text))) return true;
    // `query.compile(db)` handed to executeQuery.
    return (
      ts.isCallExpression(inner) &&
      ts.isPropertyAccessExpression(inner.expression) &&
      inner.expression.name.text === "compile" &&
      isRawQuery(inner.expression.expression)
    );
  };
  const collectExecutions = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : "";
      const onRaw = ts.isPropertyAccessExpression(node.expression) && isRawQuery(node.expression.expression);
      if ((name === "execute" && onRaw) || (EXECUTORS.has(name) && node.arguments.some(isRawQuery)))
        executed.push(node);
    }
    ts.forEachChild(node, collectExecutions);
  };
  collectConsts(source);
  collectExecutions(source);
  return executed.map((node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    return `${relative}:${line + 1}: ${text.split("\n")[line]?.trim()}`;
  });
}

function rawSqlOutsideRepositories(): string[] {
  return files(MODULES)
    .map((file) => path.relative(MODULES, file).split(path.sep).join("/"))
    .filter((relative) => !relative.endsWith(".repository.ts") && !NOT_PRODUCTION.test(relative))
    .flatMap((relative) => executedRawSql(relative, readFileSync(path.join(MODULES, relative), "utf8")));
}

/** The tables a repository file queries by name (the first argument of each query call). */
function tablesQueriedBy(relative: string): Set<string> {
  const text = readFileSync(path.join(MODULES, relative), "utf8");
  const tables = new Set<string>();
  for (const match of text.matchAll(/\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(\s*"([a-z_]+)/g)) {
    tables.add(match[1] as string);
  }
  return tables;
}

describe("module ownership (issue 16)", () => {
  it("keeps every query of src/modules in a *.repository.ts", () => {
    expect(queriesOutsideRepositories()).toEqual([]);
  });

  it("keeps every raw sql query src/modules executes in a *.repository.ts", () => {
    expect(rawSqlOutsideRepositories()).toEqual([]);
  });

  it("recognises an executed raw sql query in each form a module writes one, and leaves fragments alone", () => {
    const source = [
      'import { sql } from "kysely";',
      "const a = await sql<{ id: string }>`SELECT id FROM product`.execute(db);",
      "const b = sql`SELECT 1`;",
      "await b.execute(db);",
      "await (sql.raw('SELECT 2') as RawBuilder<unknown>).execute(db);",
      "await db.executeQuery(sql`SELECT 3`.compile(db));",
      "const rows = await memoizedRows(db, sql<Row>`SELECT 4`);",
      "const where = sql`e.active = 1`;",
      "await db.transaction().execute(async (trx) => trx);",
    ].join("\n");
    expect(executedRawSql("x/x.service.ts", source).map((line) => line.split(":")[1])).toEqual([
      "2",
      "4",
      "5",
      "6",
      "7",
    ]);
  });

  it("reads customer addresses, payment history and product downloads outside the order module through their owners", () => {
    const order = tablesQueriedBy("order/order.repository.ts");
    expect([...order].filter((table) => ["customer_address", "customer", "product_download"].includes(table))).toEqual(
      [],
    );
  });
});
