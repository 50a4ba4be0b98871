/**
 * The Store API benchmark's rows and their measurement (store-api.ts plans the operations and runs the catalogues):
 * one operation measured serially and under load on a running backend, the table printed from the rows, and the
 * commit the figures belong to.
 */
import { execFileSync } from "node:child_process";
import type { Db } from "../../packages/store-api/src/db/database.js";
import { option } from "./args.js";
import { closedLoop, percentile, runLoad, type LoadLimits, type LoadResult, type Target } from "./load.js";
import type { RelevanceReport } from "./search-relevance.js";
import { startServer, type BenchDatabase } from "./server-process.js";
import { freshToken } from "./store-api-session.js";
import { operations, type Plan } from "./store-api-operations.js";

export interface StoreApiRow extends LoadResult {
  /** The operation without its variant, e.g. "product-listing (page 1, aggregations)". */
  operation: string;
  /**
   * "repeated" (identical requests: the response cache answers), "distinct" (the response cache cannot answer;
   * listings also change page and sorting), "after a write" (distinct, and each request follows a cart write: before
   * issue 15 that emptied every cache and memo, now only catalogue writes do), "repeated, after a cart write"
   * (identical requests, each after a cart write: the response cache keeps answering) or the write paths' set-up.
   */
  variant: string;
  catalogue: string;
  products: number;
  /** The serial run: requests sent one at a time on one connection (serialP50Ms is its median). */
  serialRequests: number;
  serialP95Ms: number;
  serialP99Ms: number;
  /** With --rounds N (PostgreSQL): each round's serial figures; the row's figures are then the rounds' medians. */
  rounds?: { serialP50Ms: number; serialP95Ms: number; p95Ms: number }[];
}

export interface SerialLimits {
  /** At least this many requests one at a time… */
  requests: number;
  /** …unless this many seconds pass first (a broken-slow route must not stall the benchmark). */
  maxSeconds: number;
}

export interface StoreApiOptions {
  limits: LoadLimits;
  serial: SerialLimits;
  /** Generated catalogue sizes, each added to its own copy of the demo shop. */
  catalogues: number[];
}

export interface StoreApiReport {
  startedAt: string;
  commit: string;
  node: string;
  cpus: number;
  loadAverage: number[];
  limits: LoadLimits;
  serial: SerialLimits;
  catalogues: number[];
  results: StoreApiRow[];
  /** recall@5 of the search relevance set on the demo shop, per language. */
  relevance?: RelevanceReport[];
  /** PostgreSQL: per generated catalogue, its generation time (absent when a kept schema was measured again) and size. */
  generation?: { products: number; schema: string; seconds?: number; bytes: number }[];
}

/**
 * Each operation of one catalogue, each on a fresh server, so requests a slow operation left behind cannot delay
 * the next one. --only <text>: just the operations whose name holds the text, or one of several texts separated by
 * "|" (e.g. --only "page 1, aggregations), distinct|detail (variant parent), distinct"), for a narrow before/after.
 */
export async function measureCatalogue(
  database: BenchDatabase,
  catalogue: string,
  products: number,
  plan: Plan,
  limits: LoadLimits,
  serialLimits: SerialLimits,
): Promise<StoreApiRow[]> {
  const rows: StoreApiRow[] = [];
  const only = option("only")?.toLowerCase().split("|").filter(Boolean);
  const selected = (baseUrl: string, token: string) =>
    operations(baseUrl, token, plan).filter(
      (o) => !only || only.some((text) => o.target.name.toLowerCase().includes(text)),
    );
  for (let index = 0; index < selected("", "").length; index++) {
    const server = await startServer(database);
    try {
      const token = await freshToken(server.baseUrl);
      const { operation, variant, target } = selected(server.baseUrl, token)[index];
      process.stdout.write(`  ${catalogue}: ${target.name} … `);
      const result = await measureOperation(target, limits, serialLimits);
      process.stdout.write(
        `one at a time (${result.serialRequests}): p50 ${result.serialP50Ms.toFixed(1)} ms, p95 ${result.serialP95Ms.toFixed(1)} ms; ${limits.concurrency} at once: ${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95Ms.toFixed(1)} ms${result.failures ? `, ${result.failures} FAILED: ${result.firstFailure}` : ""}\n`,
      );
      rows.push({ operation, variant, catalogue, products, ...result });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

/**
 * The rows of several rounds (the same operations measured again, catalogues alternating) as one row per operation,
 * variant and catalogue: the rounds' medians, each round's serial figures kept in `rounds`, failures summed.
 */
export function medianOfRounds(rows: StoreApiRow[]): StoreApiRow[] {
  const groups = new Map<string, StoreApiRow[]>();
  for (const r of rows) {
    const k = `${r.operation}|${r.variant}|${r.catalogue}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  return [...groups.values()].map((group) => {
    if (group.length === 1) return group[0];
    const of = (pick: (r: StoreApiRow) => number) => median(group.map(pick));
    return {
      ...group[0],
      serialP50Ms: of((r) => r.serialP50Ms),
      serialP95Ms: of((r) => r.serialP95Ms),
      serialP99Ms: of((r) => r.serialP99Ms),
      p50Ms: of((r) => r.p50Ms),
      p95Ms: of((r) => r.p95Ms),
      requestsPerSecond: of((r) => r.requestsPerSecond),
      failures: group.reduce((sum, r) => sum + r.failures, 0),
      rounds: group.map((r) => ({ serialP50Ms: r.serialP50Ms, serialP95Ms: r.serialP95Ms, p95Ms: r.p95Ms })),
    };
  });
}

export async function productCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * One operation: a probe (a broken route is reported, not timed), a serial warm-up, the serial run, then the
 * concurrent run (runLoad, its own warm-up already done). Serial first: requests a slow concurrent run cut off may
 * still occupy the server after it.
 */
export async function measureOperation(
  target: Target,
  limits: LoadLimits,
  serialLimits: SerialLimits,
): Promise<Omit<StoreApiRow, "operation" | "variant" | "catalogue" | "products">> {
  const probe = await closedLoop(target, 1, 1, limits.maxSeconds);
  const broken = probe.failures > 0 || probe.cutOff > 0;
  if (!broken) await closedLoop(target, 1, limits.warmupRequests, limits.warmupSeconds);
  const serial = broken ? undefined : await closedLoop(target, 1, serialLimits.requests, serialLimits.maxSeconds);
  const { flowP50Ms, flowP95Ms, ...concurrent } = await runLoad(target, { ...limits, warmupRequests: 0 });
  const latencies = serial?.latencies ?? [];
  return {
    ...concurrent,
    // Set-up before a read (the cart write) is no shopper's wait for that read; a write's set-up is its checkout step.
    ...(target.distinct ? {} : { flowP50Ms, flowP95Ms }),
    serialRequests: latencies.length,
    serialP50Ms: percentile(latencies, 50),
    serialP95Ms: percentile(latencies, 95),
    serialP99Ms: percentile(latencies, 99),
    ...(serial?.firstFailure && !concurrent.firstFailure ? { firstFailure: serial.firstFailure } : {}),
    failures: concurrent.failures + (serial?.failures ?? 0),
  };
}

export function printStoreApiTable(rows: StoreApiRow[]): void {
  const header = [
    "operation",
    "variant",
    "catalogue",
    "products",
    "serial p50 ms",
    "serial p95 ms",
    "serial requests",
    "conc. p50 ms",
    "conc. p95 ms",
    "conc. req/s",
    "conc. requests",
    "cut off",
    "failures",
  ];
  const lines = rows.map((r) => [
    r.operation,
    r.variant,
    r.catalogue,
    String(r.products),
    r.serialP50Ms.toFixed(1),
    r.serialP95Ms.toFixed(1),
    String(r.serialRequests),
    r.p50Ms.toFixed(1),
    r.p95Ms.toFixed(1),
    r.requestsPerSecond.toFixed(1),
    String(r.requests),
    String(r.cutOff),
    String(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`);
}

/** The code measured: BENCH_COMMIT (a run from an exported snapshot), else the checkout's HEAD, marked when edited. */
export function measuredCommit(cwd = process.cwd()): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd, encoding: "utf8" }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return "unknown (not a git checkout)";
  }
}
