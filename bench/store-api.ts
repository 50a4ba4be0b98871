import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Db } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { DEFAULT_ACCESS_KEY } from "../packages/store-api/src/config.js";
import { Fixtures } from "../packages/store-api/test/conformance/fixtures.js";
import { generateCatalogue } from "./lib/catalogue-generator.js";
import { runLoad, type LoadLimits, type LoadResult, type Target } from "./lib/load.js";
import { startServer } from "./lib/server-process.js";

/**
 * Store API latency and throughput on the embedded SQLite backend: the demo catalogue, then the same shop with a
 * generated 50,000-product catalogue added. The server runs in a child process on 127.0.0.1; nothing else is
 * contacted. Usage: npx tsx bench/store-api.ts [--products 50000] [--seconds 10] [--concurrency 16] [--requests 20000]
 * [--warmup 200] [--warmup-seconds 3]
 */

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const LIMITS: LoadLimits = { concurrency: argument("concurrency", 16), maxRequests: argument("requests", 20_000), maxSeconds: argument("seconds", 10), warmupRequests: argument("warmup", 200), warmupSeconds: argument("warmup-seconds", 3) };
const GENERATED_PRODUCTS = argument("products", 50_000);
const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "results", "store-api.json");

interface Row extends LoadResult {
  operation: string;
  catalogue: string;
  products: number;
}

/** What each measured operation requests, for one catalogue. */
interface Plan {
  listingCategoryId: string;
  filter: Record<string, string>;
  searchTerm: string;
  variantParentId: string;
}

/**
 * Every operation twice: repeated identical requests (what the backend's response cache answers after the first),
 * and distinct requests (the cost of computing the answer).
 */
function targets(baseUrl: string, token: string, plan: Plan): Target[] {
  const headers = { "sw-access-key": DEFAULT_ACCESS_KEY, "sw-context-token": token, accept: "application/json" };
  const operations: [string, string, Record<string, unknown>][] = [
    ["product-listing (page 1, aggregations)", `/product-listing/${plan.listingCategoryId}`, { p: 1 }],
    ["product-listing (filtered)", `/product-listing/${plan.listingCategoryId}`, { p: 1, ...plan.filter }],
    [`search "${plan.searchTerm}"`, "/search", { search: plan.searchTerm }],
    [`search-suggest "${plan.searchTerm}"`, "/search-suggest", { search: plan.searchTerm }],
    ["product detail (variant parent)", `/product/${plan.variantParentId}`, {}],
  ];
  return operations.flatMap(([name, route, body]) => [
    { name: `${name}, repeated`, method: "POST" as const, url: `${baseUrl}${route}`, headers, body },
    { name: `${name}, distinct`, method: "POST" as const, url: `${baseUrl}${route}`, headers, body, distinct: true },
  ]);
}

async function productCount(db: Db): Promise<number> {
  const row = await db.selectFrom("product").select((eb) => eb.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Each operation gets a fresh server, so requests a slow operation left behind cannot delay the next one. */
async function measure(sqlitePath: string, catalogue: string, products: number, plan: Plan): Promise<Row[]> {
  const rows: Row[] = [];
  for (let index = 0; index < targets("", "", plan).length; index++) {
    const server = await startServer(sqlitePath);
    try {
      const context = await fetch(`${server.baseUrl}/context`, { headers: { "sw-access-key": DEFAULT_ACCESS_KEY } });
      const token = context.headers.get("sw-context-token");
      if (!context.ok || !token) throw new Error(`GET /context answered ${context.status}`);
      const target = targets(server.baseUrl, token, plan)[index];
      process.stdout.write(`  ${catalogue}: ${target.name} … `);
      const result = await runLoad(target, LIMITS);
      process.stdout.write(`${result.requests} requests, p50 ${result.p50Ms.toFixed(1)} ms, one at a time ${result.serialP50Ms.toFixed(1)} ms\n`);
      rows.push({ operation: target.name, catalogue, products, ...result });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

function printTable(rows: Row[]): void {
  const header = ["operation", "catalogue", "products", "p50 ms", "p95 ms", "req/s", "requests", "cut off", "failures", "p50 ms one at a time"];
  const lines = rows.map((r) => [
    r.operation, r.catalogue, String(r.products), r.p50Ms.toFixed(1), r.p95Ms.toFixed(1), r.requestsPerSecond.toFixed(1), String(r.requests), String(r.cutOff), String(r.failures), r.serialP50Ms.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`);
}

/** The code measured: BENCH_COMMIT (a run from an exported snapshot), else the checkout's HEAD, marked when edited. */
function measuredCommit(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return "unknown (not a git checkout)";
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-store-api-"));
  const sqlitePath = path.join(dir, "shop.sqlite");
  const db = createDatabase({ sqlitePath });
  const startedAt = new Date().toISOString();
  const commit = measuredCommit();
  try {
    console.log(`Store API benchmark of ${commit}: ${LIMITS.concurrency} concurrent, ≤${LIMITS.maxSeconds} s or ${LIMITS.maxRequests} requests per operation after ≤${LIMITS.warmupRequests} warm-up requests (≤${LIMITS.warmupSeconds} s), ${availableParallelism()} CPUs, Node ${process.version}`);
    console.log(`seeding the demo shop into ${sqlitePath}`);
    await seedDatabase(db, { storefrontUrls: ["http://127.0.0.1:3000"] });
    const fixtures = new Fixtures({
      db,
      api: () => {
        throw new Error("the benchmark reads fixtures from the database only");
      },
    });
    const listingCategoryId = await fixtures.largestListingCategoryId();
    const demoFilter = await fixtures.listingFilterValues(listingCategoryId);
    const demoPlan: Plan = { listingCategoryId, filter: { properties: demoFilter.optionId }, searchTerm: await fixtures.searchTerm(), variantParentId: (await fixtures.variantProduct()).parentId };
    const rows = await measure(sqlitePath, "demo", await productCount(db), demoPlan);

    console.log(`generating ${GENERATED_PRODUCTS} products`);
    const started = Date.now();
    const generated = await generateCatalogue(db, { products: GENERATED_PRODUCTS, log: (line) => console.log(line) });
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const bigPlan: Plan = { listingCategoryId: generated.departmentId, filter: { properties: generated.departmentOptionId }, searchTerm: generated.searchTerm, variantParentId: generated.parentId };
    rows.push(...(await measure(sqlitePath, "demo+generated", await productCount(db), bigPlan)));

    printTable(rows);
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    // The machine's load average at the end: figures taken while other work ran are not comparable.
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    console.log(`load average (1/5/15 min): ${load.join(" / ")} on ${availableParallelism()} CPUs`);
    writeFileSync(RESULTS, `${JSON.stringify({ startedAt, commit, node: process.version, cpus: availableParallelism(), loadAverage: load, limits: LIMITS, results: rows }, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), RESULTS)}`);
    const failed = rows.filter((r) => r.failures > 0);
    if (failed.length) {
      for (const r of failed) console.error(`${r.operation} (${r.catalogue}): ${r.failures} failures, first: ${r.firstFailure}`);
      process.exitCode = 1;
    }
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
