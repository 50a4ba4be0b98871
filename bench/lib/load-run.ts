import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_ACCESS_KEY } from "../../packages/store-api/src/config.js";
import { numberOption } from "./args.js";
import { byKind, errorBreakdown, table, type Check, type OrderSummary, type SqlReader } from "./load-report.js";
import type { RequestLog, RequestRecord } from "./shopper-http.js";
import { Shopper } from "./shopper.js";
import type { ShopMap } from "./shopper-types.js";

/**
 * What `npm run load` (bench/load.ts: one backend on SQLite) and `npm run load -- --scale` (bench/load-scale.ts:
 * several processes on PostgreSQL) share: the settings, the built apps they drive, the shop map the shoppers walk,
 * the shoppers themselves, and the printed summary and saved figures.
 */

export const SETTINGS = {
  shoppers: numberOption("shoppers", 100),
  seconds: numberOption("seconds", 60),
  thinkMs: numberOption("think-ms", 2000),
  orderShare: numberOption("order-share", 0.35),
  closeoutShare: numberOption("closeout-share", 0.3),
  doubleClickShare: numberOption("double-click-share", 0.1),
  /** Fault runs: when a backend is killed (share of the run). */
  killAt: numberOption("kill-at", 0.4),
  /** Fault runs of the single backend: how long it stays down, and shoppers that keep a cart across the restart. */
  downSeconds: numberOption("down-seconds", 5),
  cartKeepers: numberOption("cart-keepers", 10),
};
/** After the deadline, a shopper still finishes the order it started for this long. */
export const ORDER_GRACE_MS = 15_000;
const SEARCH_TERMS = ["shirt", "coffee", "lamp", "headphones", "book", "plant", "shoes", "tea", "game", "jacket"];

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const BUILT = {
  backend: path.join(ROOT, "packages/store-api/dist/src/server.js"),
  storefrontServer: path.join(ROOT, "apps/storefront/build/server/index.js"),
  storefrontStart: path.join(ROOT, "apps/storefront/server/index.mjs"),
};
export const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");
export const resultsFile = (name: string) => path.join(ROOT, "bench", "results", `${name}.json`);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * True once the built apps are there. Other work may be rebuilding them right now (the build folders vanish for a
 * few seconds): waits up to 2 minutes, then explains what is missing.
 */
export async function waitForBuild(): Promise<boolean> {
  let missing = Object.values(BUILT).filter((file) => !existsSync(file));
  for (let waited = 0; missing.length && waited < 120; waited += 5) {
    if (waited === 0)
      console.log(`waiting for the build (${missing.map((f) => path.relative(ROOT, f)).join(", ")} missing)`);
    await sleep(5000);
    missing = Object.values(BUILT).filter((file) => !existsSync(file));
  }
  if (missing.length)
    console.error(
      `The load run drives the built apps; missing:\n  ${missing.map((f) => path.relative(ROOT, f)).join("\n  ")}\nRun \`npm run build\` at the repository root first.`,
    );
  return missing.length === 0;
}

/**
 * The product pages the shoppers visit (canonical en-GB SEO paths of active simple physical products): closeouts
 * with 1–10 units left (the oversell check needs shoppers competing for them) and products with at least 100 units.
 */
export async function shopMap(reader: SqlReader): Promise<ShopMap> {
  const paths = async (closeout: number, min: number, max: number) =>
    (
      await reader.all<{ path: string }>(
        `SELECT s.seo_path_info AS path FROM product p
         JOIN seo_url s ON s.foreign_key = p.id AND s.route_name = 'frontend.detail.page' AND s.is_canonical = 1 AND s.is_deleted = 0
           AND s.language_id = (SELECT language_id FROM sales_channel WHERE access_key = '${DEFAULT_ACCESS_KEY.replace(/'/g, "''")}')
         WHERE p.is_closeout = ${closeout} AND p.active = 1 AND p.parent_id IS NULL AND p.child_count = 0 AND p.type = 'physical'
           AND p.stock BETWEEN ${min} AND ${max}
         ORDER BY p.product_number`,
      )
    ).map((row) => `/${row.path.replace(/^\/+/, "")}`);
  return { closeouts: await paths(1, 1, 10), products: await paths(0, 100, 1_000_000), searchTerms: SEARCH_TERMS };
}

/** The run's shoppers on `origin`, all logging into `log`. */
export function shoppersFor(origin: string, log: RequestLog, map: ShopMap, runId: string): Shopper[] {
  return Array.from(
    { length: SETTINGS.shoppers },
    (_, i) =>
      new Shopper(i + 1, origin, log, {
        map,
        runId,
        deadline: SETTINGS.seconds * 1000,
        orderGraceMs: ORDER_GRACE_MS,
        thinkMs: SETTINGS.thinkMs,
        orderShare: SETTINGS.orderShare,
        closeoutShare: SETTINGS.closeoutShare,
        doubleClickShare: SETTINGS.doubleClickShare,
      }),
  );
}

/** A progress line every 10 s ("12 s: 340 requests" plus what `extra` adds); returns the stop function. */
export function progress(log: RequestLog, extra: () => string = () => ""): () => void {
  const timer = setInterval(
    () => console.log(`  ${(log.now() / 1000).toFixed(0)} s: ${log.records.length} requests${extra()}`),
    10_000,
  );
  return () => clearInterval(timer);
}

/** Prints the requests per kind, the errors and the orders; returns the per-kind figures and error counts. */
export function printSummary(
  records: RequestRecord[],
  elapsedS: number,
  orders: OrderSummary,
  heading: string,
): { kinds: ReturnType<typeof byKind>; errors: Record<string, number> } {
  const kinds = byKind(records);
  const fmt = (n: number) => (Number.isNaN(n) ? "-" : n.toFixed(0));
  console.log(`\n${heading}, ${elapsedS.toFixed(1)} s, ${(records.length / elapsedS).toFixed(1)} requests/s`);
  console.log(
    table(
      ["request", "count", "≥500", "transport", "4xx", "p50 ms", "p95 ms", "p99 ms"],
      kinds.map((k) => [
        k.kind,
        String(k.requests),
        String(k.serverErrors),
        String(k.transportErrors),
        String(k.clientErrors),
        fmt(k.p50Ms),
        fmt(k.p95Ms),
        fmt(k.p99Ms),
      ]),
    ),
  );
  const errors = errorBreakdown(records);
  if (Object.keys(errors).length)
    console.log(
      `\nerrors: ${Object.entries(errors)
        .map(([k, v]) => `${v}× ${k}`)
        .join("; ")}`,
    );
  const o = orders;
  console.log(
    `\norders: ${o.confirmed} confirmed, ${o.refused} refused by the shop, ${o.ambiguous} unanswered (${o.ambiguousPlaced} of them placed), ${o.resubmits} resubmits (${o.doubleClicks} double clicks); ${o.newOrdersInDatabase} new orders in the database`,
  );
  for (const note of o.ambiguousNotes.slice(0, 10)) console.log(`  unanswered: ${note}`);
  for (const note of o.doubleClickNotes.slice(0, 5)) console.log(`  ${note}`);
  for (const [reason, count] of Object.entries(o.refusedReasons))
    console.log(`  refused ${count}×: ${reason.slice(0, 200)}`);
  return { kinds, errors };
}

/** Prints the checks and the load average, saves `figures` to `file`; exit code 1 when a check failed. */
export function finish(file: string, checks: Check[], loadAtStart: number[], load: number[], figures: object): void {
  console.log("\nchecks");
  console.log(
    table(
      ["check", "", "detail"],
      checks.map((c) => [c.name, c.ok ? "ok" : "FAILED", c.detail]),
      true,
    ),
  );
  console.log(
    `\nload average (1/5/15 min) at the start: ${loadAtStart.join(" / ")}, at the end: ${load.join(" / ")} on ${availableParallelism()} CPUs`,
  );
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...figures, checks }, null, 2)}\n`);
  console.log(`written to ${path.relative(process.cwd(), file)}`);
  if (checks.some((c) => !c.ok)) process.exitCode = 1;
}
