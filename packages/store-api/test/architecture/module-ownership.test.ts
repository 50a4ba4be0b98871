/**
 * Issue 16: each backend module owns its tables. Every query (selectFrom, insertInto, updateTable, deleteFrom) of a
 * production file under src/modules lives in a `*.repository.ts`; another module's table is read through that
 * module's repository or service, never queried directly. Reads the source text, so it also catches a query added in
 * a file that no test runs.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src/modules");
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/;
/** Not production code: tests and their row fixtures. */
const NOT_PRODUCTION = /\.test\.ts$|fixtures|testkit|test-helpers/;
/** The product listing path is being rewritten as a denormalised index (issue 15/17); it moves with that work. */
const LISTING_PATH = /^product\/product-listing/;

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
    if (relative.endsWith(".repository.ts") || NOT_PRODUCTION.test(relative) || LISTING_PATH.test(relative)) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (QUERY.test(line)) found.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
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

  it("reads customer addresses, payment history and product downloads outside the order module through their owners", () => {
    const order = tablesQueriedBy("order/order.repository.ts");
    expect([...order].filter((table) => ["customer_address", "customer", "product_download"].includes(table))).toEqual(
      [],
    );
  });
});
