import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { flag } from "./lib/args.js";
import { CATEGORIES, type Category } from "./lib/storefront-lighthouse.js";
import { printRelevance } from "./lib/search-relevance.js";
import { GROWTH_BUDGET, growthRows } from "./lib/store-api-growth.js";
import {
  benchStoreApi,
  cataloguesArgument,
  measuredCommit,
  serialLimits,
  STORE_API_RESULTS,
  storeApiLimits,
  type StoreApiReport,
  type StoreApiRow,
} from "./store-api.js";
import {
  benchStorefront,
  BUDGETS as STOREFRONT_BUDGETS,
  STOREFRONT_RESULTS,
  storefrontOptions,
  type StorefrontReport,
} from "./storefront.js";

/**
 * `npm run bench` (after `npm run build`): the Store API benchmark (demo catalogue, then generated catalogues of
 * 1,000 and 50,000 products) and the storefront benchmark (first-load bytes, SSR at 16 connections, Lighthouse),
 * one after the other so they never share the CPUs, then ONE table with every figure next to its budget. Each
 * figure is saved: bench/results/store-api.json, bench/results/storefront.json and the combined
 * bench/results/bench.json (the table's rows with both reports).
 *
 * Flags (through the root script write numbers as --name=N, see lib/args.ts): --quick (generated catalogues of
 * 1,000 and 5,000 instead of 50,000; the 50,000-product budget then reads
 * "not measured"), --catalogues 1000,50000, --serial N (Store API requests one at a time per operation; default
 * 300), --serial-seconds, --seconds N (each concurrent run; default 10), --concurrency,
 * --requests, --warmup, --warmup-seconds, --no-lighthouse, --no-store-api, --no-storefront, --strict (exit 1 when
 * a budget is missed; by default only failed requests do), --print (the table of the last run again, from
 * bench/results/bench.json).
 */

const RESULTS = path.join(path.dirname(fileURLToPath(import.meta.url)), "results", "bench.json");
/**
 * The product-listing budget: p95 under this many ms on a catalogue of at least this many generated products. The
 * issue names no concurrency for it (the SSR budget names 16 connections), so it is the latency of one request at a
 * time: the serial run's p95, for every listing request a cache cannot answer (distinct, after a write).
 */
const LISTING_BUDGET = { p95Ms: 25, products: 50_000 };

/** One line of the table: a figure, its budget if it has one, and the verdict. */
export interface BenchRow {
  area: string;
  measure: string;
  where: string;
  figure: string;
  budget: string;
  /** "ok", "MISSED by …", "not measured (…)", or "" without a budget. */
  verdict: string;
  /** The budgeted value, its limit and unit, when a budget applies and was measured. */
  value?: number;
  limit?: number;
  unit?: string;
  pass?: boolean;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ratio = (to: number, from: number) =>
  Number.isFinite(to / from) && from > 0 ? `×${(to / from).toFixed(1)}` : "n/a";

/** "ok" or "MISSED by <how much>"; `below`: the value must stay under the limit (latency, bytes), `exclusive`: strictly. */
function verdict(
  value: number,
  limit: number,
  unit: string,
  below: boolean,
  exclusive: boolean,
): Pick<BenchRow, "verdict" | "value" | "limit" | "unit" | "pass"> {
  if (!Number.isFinite(value))
    return { verdict: "MISSED (no figure: the run failed)", value, limit, unit, pass: false };
  const pass = below ? (exclusive ? value < limit : value <= limit) : value >= limit;
  if (pass) return { verdict: "ok", value, limit, unit, pass };
  const over = Math.abs(value - limit);
  const times = value / limit;
  const relative = below
    ? times < 2
      ? ` (+${((times - 1) * 100).toFixed(0)}%)`
      : ` (${times.toFixed(1)}× the budget)`
    : "";
  return { verdict: `MISSED by ${over.toFixed(1)} ${unit}${relative}`, value, limit, unit, pass };
}

function storeApiRows(report: StoreApiReport): BenchRow[] {
  const rows: BenchRow[] = [];
  const smallest = Math.min(...report.catalogues);
  const largest = Math.max(...report.catalogues);
  const byKey = new Map<string, StoreApiRow[]>();
  // Search terms differ per catalogue (a demo word, a generated noun): grouped without them, shown under "where".
  const term = (r: StoreApiRow) => / "([^"]*)"/.exec(r.operation)?.[1];
  const operation = (r: StoreApiRow) => r.operation.replace(/ "[^"]*"/, "");
  for (const r of report.results)
    byKey.set(`${operation(r)}|${r.variant}`, [...(byKey.get(`${operation(r)}|${r.variant}`) ?? []), r]);
  for (const results of byKey.values()) {
    const generatedRow = (size: number) =>
      results.find((r) => r.catalogue.startsWith(`demo+${size.toLocaleString("en-GB")} `));
    const from = generatedRow(smallest);
    const isListing = results[0].operation.startsWith("product-listing");
    for (const r of results) {
      const size = report.catalogues.find((s) => r.catalogue.startsWith(`demo+${s.toLocaleString("en-GB")} `));
      let figure = `serial p50 ${ms(r.serialP50Ms)} · p95 ${ms(r.serialP95Ms)} ms (${r.serialRequests ?? "?"} req)`;
      if (size === largest && from && largest !== smallest)
        figure += ` · ${smallest.toLocaleString("en-GB")}→${largest.toLocaleString("en-GB")}: p50 ${ratio(r.serialP50Ms, from.serialP50Ms)}, p95 ${ratio(r.serialP95Ms, from.serialP95Ms)}`;
      figure += ` | ${report.limits.concurrency} conn: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(r.p50Ms)} · p95 ${ms(r.p95Ms)} ms`;
      if (r.flowP95Ms !== undefined) figure += `, with set-up p95 ${ms(r.flowP95Ms)} ms`;
      if (r.failures) figure += ` · ${r.failures} FAILED`;
      const where = `${r.catalogue} (${r.products.toLocaleString("en-GB")} products)${term(r) ? `, "${term(r)}"` : ""}`;
      const row: BenchRow = {
        area: "Store API",
        measure: `${operation(r)}, ${r.variant}`,
        where,
        figure,
        budget: "",
        verdict: "",
      };
      if (isListing && size === largest && r.variant !== "repeated") {
        row.budget = `serial p95 < ${LISTING_BUDGET.p95Ms} ms at ${LISTING_BUDGET.products.toLocaleString("en-GB")}`;
        if (largest >= LISTING_BUDGET.products)
          Object.assign(row, verdict(r.serialP95Ms, LISTING_BUDGET.p95Ms, "ms", true, true));
        else row.verdict = `not measured (largest catalogue ${largest.toLocaleString("en-GB")})`;
      }
      rows.push(row);
    }
  }
  // Issue 17's growth budget: the same rows at 1,000,000 products next to 50,000, the listing's p95 at most 2×.
  for (const g of growthRows(report.results, report.catalogues)) {
    const row: BenchRow = {
      area: "Store API growth",
      measure: `${g.operation}, ${g.variant}`,
      where: `${g.fromProducts.toLocaleString("en-GB")} → ${g.toProducts.toLocaleString("en-GB")} generated`,
      figure: `serial p50 ${ms(g.from.serialP50Ms)} → ${ms(g.to.serialP50Ms)} ms (${ratio(g.to.serialP50Ms, g.from.serialP50Ms)}), p95 ${ms(g.from.serialP95Ms)} → ${ms(g.to.serialP95Ms)} ms (${ratio(g.to.serialP95Ms, g.from.serialP95Ms)})`,
      budget: g.budgeted
        ? `p95 ≤ ${GROWTH_BUDGET.maxRatio}× the ${GROWTH_BUDGET.from.toLocaleString("en-GB")} figure`
        : "",
      verdict: "",
    };
    if (g.budgeted) Object.assign(row, verdict(g.p95Ratio, GROWTH_BUDGET.maxRatio, "×", true, false));
    rows.push(row);
  }
  return rows;
}

const SHORT: Record<Category, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};

function storefrontRows(report: StorefrontReport): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const a of report.firstLoad) {
    rows.push({
      area: "first load",
      measure: a.type,
      where: a.path,
      figure: `JS ${kb(a.jsBytes)} KB, ${kb(a.jsGzipBytes)} KB gzip (${a.scripts.length} files)`,
      budget: `JS ≤ ${STOREFRONT_BUDGETS.firstLoadJsGzipKb} KB gzip`,
      ...verdict(a.jsGzipBytes / 1024, STOREFRONT_BUDGETS.firstLoadJsGzipKb, "KB", true, false),
    });
  }
  // Issue 14 asks that "the first-load JS and CSS budgets still hold", but neither it, issue 15, the spec nor ui.md
  // names a CSS figure: the row prints the render-blocking stylesheets' size to compare runs, without a verdict.
  for (const a of report.firstLoad) {
    rows.push({
      area: "first load",
      measure: `${a.type} CSS`,
      where: a.path,
      figure: `CSS ${kb(a.cssBytes)} KB, ${kb(a.cssGzipBytes)} KB gzip (${a.styles.length} files)`,
      budget: "no figure named",
      verdict: "",
    });
  }
  for (const a of report.firstLoad) {
    const limit = STOREFRONT_BUDGETS.htmlKb[a.type];
    rows.push({
      area: "HTML",
      measure: a.type,
      where: a.path,
      figure: `${kb(a.htmlBytes)} KB raw · ${kb(a.htmlGzipBytes)} KB gzip`,
      budget: limit ? `≤ ${limit} KB raw` : "",
      ...(limit ? verdict(a.htmlBytes / 1024, limit, "KB", true, false) : { verdict: "" }),
    });
  }
  for (const b of report.apiBytes ?? []) {
    rows.push({
      area: "Store API per render",
      measure: `${b.type}${b.session === "cart" ? ", session cookie" : ""}`,
      where: b.path,
      figure: `cold ${b.cold.calls} calls ${kb(b.cold.bytes)} KB · warm ${b.warm.calls} calls ${kb(b.warm.bytes)} KB JSON`,
      budget: "",
      verdict: "",
    });
  }
  for (const r of report.uncachedSsr ?? []) {
    rows.push({
      area: `SSR uncached, ${report.limits.concurrency} conn`,
      measure: r.type,
      where: r.path,
      figure: `${r.requestsPerSecond.toFixed(1)} req/s · p50 ${ms(r.p50Ms)} · p95 ${ms(r.p95Ms)} ms${r.failures ? ` · ${r.failures} FAILED` : ""}`,
      budget: `≥ ${STOREFRONT_BUDGETS.uncachedSsrRps} req/s`,
      ...verdict(r.requestsPerSecond, STOREFRONT_BUDGETS.uncachedSsrRps, "req/s", false, false),
    });
  }
  for (const r of report.ssr) {
    rows.push({
      area: `SSR, ${report.limits.concurrency} conn`,
      measure: r.type,
      where: r.path,
      figure: `${r.requestsPerSecond.toFixed(1)} req/s · p50 ${ms(r.p50Ms)} · p95 ${ms(r.p95Ms)} · p99 ${ms(r.p99Ms)} ms · page cache hits ${(r.hitRatio * 100).toFixed(0)} %${r.failures ? ` · ${r.failures} FAILED` : ""}${r.cutOff ? ` · ${r.cutOff} cut off` : ""}`,
      budget: `p95 < ${STOREFRONT_BUDGETS.ssrP95Ms} ms`,
      ...verdict(r.p95Ms, STOREFRONT_BUDGETS.ssrP95Ms, "ms", true, true),
    });
  }
  if (typeof report.lighthouse === "string") {
    rows.push({
      area: "Lighthouse",
      measure: "all pages",
      where: "",
      figure: report.lighthouse,
      budget: `${STOREFRONT_BUDGETS.lighthouseScore} ×4 on home, category, product`,
      verdict: "not measured (--no-lighthouse)",
    });
    return rows;
  }
  for (const l of report.lighthouse.results) {
    const m = l.metrics;
    const figure = `${CATEGORIES.map((c) => `${SHORT[c]} ${l.scores[c] ?? "n/a"}`).join(" · ")} (LCP ${m.lcpMs?.toFixed(0) ?? "?"} ms, TBT ${m.tbtMs?.toFixed(0) ?? "?"} ms, CLS ${m.cls?.toFixed(3) ?? "?"})`;
    const row: BenchRow = {
      area: "Lighthouse mobile",
      measure: l.type,
      where: l.path,
      figure,
      budget: "",
      verdict: "",
    };
    if (l.lighthouseBudget) {
      const limit = STOREFRONT_BUDGETS.lighthouseScore;
      const short = CATEGORIES.filter((c) => (l.scores[c] ?? 0) < limit);
      row.budget = `${limit} in all four`;
      row.value = Math.min(...CATEGORIES.map((c) => l.scores[c] ?? 0));
      row.limit = limit;
      row.unit = "score";
      row.pass = short.length === 0;
      const why = (c: Category) =>
        l.failedAudits[c]
          .slice(0, 3)
          .map((a) => a.id)
          .join(", ");
      row.verdict = row.pass
        ? "ok"
        : `MISSED: ${short.map((c) => `${c} ${l.scores[c] ?? "n/a"} (−${limit - (l.scores[c] ?? 0)}: ${why(c)})`).join("; ")}`;
    } else {
      const below = CATEGORIES.filter((c) => (l.scores[c] ?? 0) < 100);
      if (below.length)
        row.verdict = `(no budget) ${below
          .map(
            (c) =>
              `${c}: ${l.failedAudits[c]
                .slice(0, 3)
                .map((a) => a.id)
                .join(", ")}`,
          )
          .join("; ")}`;
    }
    rows.push(row);
  }
  return rows;
}

function printTable(rows: BenchRow[]): void {
  const header = ["area", "measure", "where", "figure", "budget", "verdict"];
  const cells = rows.map((r) => [r.area, r.measure, r.where, r.figure, r.budget, r.verdict]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const format = (line: string[]) =>
    line
      .map((cell, i) => cell.padEnd(widths[i]))
      .join("  ")
      .trimEnd();
  let previousArea = "";
  const lines: string[] = [];
  for (const line of cells) {
    if (previousArea && line[0] !== previousArea) lines.push("");
    previousArea = line[0];
    lines.push(format(line));
  }
  console.log(`\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.join("\n")}`);
}

/** --print: the table again from the last run's bench/results/bench.json, measuring nothing. */
function reprint(): void {
  const saved = JSON.parse(readFileSync(RESULTS, "utf8")) as {
    startedAt: string;
    commit: string;
    loadAverageAtStart: number[];
    loadAverage: number[];
    storeApi: StoreApiReport | null;
    storefront: StorefrontReport | null;
  };
  console.log(`npm run bench of ${saved.commit}, started ${saved.startedAt}`);
  printTable([
    ...(saved.storeApi ? storeApiRows(saved.storeApi) : []),
    ...(saved.storefront ? storefrontRows(saved.storefront) : []),
  ]);
  if (saved.storeApi?.relevance) printRelevance(saved.storeApi.relevance);
  console.log(
    `\nload average (1/5/15 min): ${saved.loadAverageAtStart.join(" / ")} at start, ${saved.loadAverage.join(" / ")} at the end`,
  );
}

async function main(): Promise<void> {
  if (flag("print")) return reprint();
  const startedAt = new Date().toISOString();
  const loadAverageAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  const commit = measuredCommit();
  console.log(
    `npm run bench of ${commit} on ${availableParallelism()} CPUs, Node ${process.version}; load average at start ${loadAverageAtStart.join(" / ")}`,
  );
  const strict = flag("strict");
  let storeApi: StoreApiReport | undefined;
  let storefront: StorefrontReport | undefined;
  const errors: string[] = [];
  if (flag("store-api", true)) {
    try {
      storeApi = await benchStoreApi({
        limits: storeApiLimits(),
        serial: serialLimits(),
        catalogues: cataloguesArgument(),
      });
    } catch (error) {
      errors.push(`Store API benchmark: ${(error as Error).stack ?? error}`);
    }
  }
  if (flag("storefront", true)) {
    try {
      storefront = await benchStorefront(storefrontOptions());
    } catch (error) {
      errors.push(`storefront benchmark: ${(error as Error).stack ?? error}`);
    }
  }

  const rows = [...(storeApi ? storeApiRows(storeApi) : []), ...(storefront ? storefrontRows(storefront) : [])];
  const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
  printTable(rows);
  if (storeApi?.relevance) printRelevance(storeApi.relevance);
  const budgeted = rows.filter((r) => r.pass !== undefined);
  const missed = budgeted.filter((r) => !r.pass);
  console.log(
    `\nbudgets: ${budgeted.length - missed.length} of ${budgeted.length} met${missed.length ? `, ${missed.length} MISSED` : ""}`,
  );
  console.log(
    `load average (1/5/15 min): ${loadAverageAtStart.join(" / ")} at start, ${loadAverage.join(" / ")} at the end, on ${availableParallelism()} CPUs`,
  );

  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(
    RESULTS,
    `${JSON.stringify({ startedAt, finishedAt: new Date().toISOString(), commit, node: process.version, cpus: availableParallelism(), loadAverageAtStart, loadAverage, argv: process.argv.slice(2), table: rows, storeApi: storeApi ?? null, storefront: storefront ?? null, errors }, null, 2)}\n`,
  );
  const written = [RESULTS, ...(storeApi ? [STORE_API_RESULTS] : []), ...(storefront ? [STOREFRONT_RESULTS] : [])];
  console.log(`written to ${written.map((f) => path.relative(process.cwd(), f)).join(", ")}`);

  const failures = [
    ...(storeApi?.results
      .filter((r) => r.failures > 0)
      .map(
        (r) =>
          `Store API ${r.operation}, ${r.variant} (${r.catalogue}): ${r.failures} failures, first: ${r.firstFailure}`,
      ) ?? []),
    ...[...(storefront?.ssr ?? []), ...(storefront?.uncachedSsr ?? [])]
      .filter((r) => r.failures > 0)
      .map((r) => `SSR ${r.type}: ${r.failures} failures, first: ${r.firstFailure}`),
  ];
  for (const line of [...errors, ...failures]) console.error(line);
  if (errors.length || failures.length || (strict && missed.length)) process.exitCode = 1;
}

await main();
