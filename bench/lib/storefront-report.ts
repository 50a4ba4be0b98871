import type { LoadLimits } from "./load.js";
import type { PageAssets } from "./storefront-assets.js";
import { CATEGORIES, type LighthouseResult } from "./storefront-lighthouse.js";
import type { PageLoadResult } from "./storefront-load.js";
import { flag, numberOption, option } from "./args.js";
import type { ProxiedCall } from "./counting-proxy.js";

/** The storefront benchmark's budgets, page and report shapes, command-line options and tables (bench/storefront.ts). */

export const BUDGETS = {
  firstLoadJsGzipKb: 130,
  ssrP95Ms: 100,
  lighthouseScore: 100,
  uncachedSsrRps: 150,
  htmlKb: { home: 100, product: 60 } as Record<string, number>,
};

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** A page type and what is measured on it. */
export interface Page {
  type: string;
  path: string;
  /**
   * The session the page is requested with: none, an anonymous cart with one product, a guest with that cart, the demo
   * customer logged in, the guest who placed the order the page shows.
   */
  session?: "cart" | "guest-cart" | "customer" | "guest-order";
  /** SSR throughput and latency (budget: the catalogue pages). */
  ssr?: boolean;
  /** Lighthouse (budget: home, category and product). */
  lighthouse?: boolean;
  /** The page is under the Lighthouse budget of 100 in every category. */
  lighthouseBudget?: boolean;
  /** Uncached SSR throughput (page cache off, anonymous; budget: home, category and product). */
  uncached?: boolean;
}

/** The Store API calls of one page render, counted by a proxy between a page-cache-less storefront and the backend. */
export interface ApiBytes {
  type: string;
  path: string;
  session: "none" | "cart";
  /** The first render of a freshly started storefront (its shared caches empty). */
  cold: { calls: number; bytes: number; byPath: ProxiedCall[] };
  /** The render right after it (what every further render costs). */
  warm: { calls: number; bytes: number; byPath: ProxiedCall[] };
}

export interface StorefrontOptions {
  limits: LoadLimits;
  lighthouse: boolean;
  /** Only these page types (--pages home,product: a prefix of the type each); all when absent. */
  pages?: string[];
  /** Parts to run (all by default): --no-first-load, --no-ssr, --no-uncached, --no-api-bytes. */
  firstLoad?: boolean;
  ssr?: boolean;
  uncached?: boolean;
  apiBytes?: boolean;
  /** --no-anonymous: the SSR part runs the session-cookie rows only (for a profile of the session load). */
  anonymous?: boolean;
  /** --cpu-prof-dir DIR: the backend and the storefront run with `node --cpu-prof`, their profiles written there on exit. */
  cpuProfDir?: string;
}

export interface StorefrontReport {
  startedAt: string;
  commit: string;
  node: string;
  cpus: number;
  loadAverage: number[];
  budgets: typeof BUDGETS;
  limits: LoadLimits;
  firstLoad: (Page & PageAssets)[];
  ssr: (Page & PageLoadResult)[];
  /** Page cache off, anonymous. */
  uncachedSsr?: (Page & PageLoadResult)[];
  apiBytes?: ApiBytes[];
  lighthouse: { chromeFlags: string[]; results: (Page & LighthouseResult)[] } | "skipped (--no-lighthouse)";
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return `${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`;
}

/** The storefront's own tables (bench/bench.ts prints the combined one instead). */
export function printStorefrontTables(report: StorefrontReport): void {
  const ok = (pass: boolean) => (pass ? "ok" : "OVER");
  console.log(`\nFirst-load JavaScript (gzip level 9, budget ${BUDGETS.firstLoadJsGzipKb} KB gzip)`);
  console.log(
    table(
      ["page", "path", "JS files", "JS KB", "JS KB gzip", "budget KB gzip", "", "CSS KB", "CSS KB gzip"],
      report.firstLoad.map((a) => [
        a.type,
        a.path,
        String(a.scripts.length),
        kb(a.jsBytes),
        kb(a.jsGzipBytes),
        String(BUDGETS.firstLoadJsGzipKb),
        ok(a.jsGzipBytes <= BUDGETS.firstLoadJsGzipKb * 1024),
        kb(a.cssBytes),
        kb(a.cssGzipBytes),
      ]),
    ),
  );
  const { limits } = report;
  console.log(
    `\nSSR (${limits.concurrency} concurrent keep-alive connections, ≤${limits.maxSeconds} s or ${limits.maxRequests} requests after ${limits.warmupSeconds} s warm-up; budget p95 < ${BUDGETS.ssrP95Ms} ms; ` +
      "anonymous rows may be answered by the page cache, session-cookie rows by its pages of the same session page state)",
  );
  console.log(
    table(
      ["page", "req/s", "p50 ms", "p95 ms", "p99 ms", "budget", "", "cache hits", "requests", "failures", "cut off"],
      report.ssr.map((r) => [
        r.type,
        r.requestsPerSecond.toFixed(1),
        r.p50Ms.toFixed(1),
        r.p95Ms.toFixed(1),
        r.p99Ms.toFixed(1),
        `p95 < ${BUDGETS.ssrP95Ms} ms`,
        ok(r.p95Ms < BUDGETS.ssrP95Ms),
        percent(r.hitRatio),
        String(r.requests),
        String(r.failures),
        String(r.cutOff),
      ]),
    ),
  );
  console.log(
    `\nHTML per page type (raw and gzip level 9; budget raw: ${Object.entries(BUDGETS.htmlKb)
      .map(([t, k]) => `${t} ≤ ${k} KB`)
      .join(", ")})`,
  );
  console.log(
    table(
      ["page", "HTML KB", "HTML KB gzip", "budget KB", ""],
      report.firstLoad.map((a) => [
        a.type,
        kb(a.htmlBytes),
        kb(a.htmlGzipBytes),
        BUDGETS.htmlKb[a.type] ? String(BUDGETS.htmlKb[a.type]) : "-",
        BUDGETS.htmlKb[a.type] ? ok(a.htmlBytes <= BUDGETS.htmlKb[a.type] * 1024) : "",
      ]),
    ),
  );
  if (report.uncachedSsr?.length) {
    console.log(`\nSSR with the page cache off, anonymous (budget ≥ ${BUDGETS.uncachedSsrRps} req/s)`);
    console.log(
      table(
        ["page", "req/s", "p50 ms", "p95 ms", "p99 ms", "", "failures"],
        report.uncachedSsr.map((r) => [
          r.type,
          r.requestsPerSecond.toFixed(1),
          r.p50Ms.toFixed(1),
          r.p95Ms.toFixed(1),
          r.p99Ms.toFixed(1),
          ok(r.requestsPerSecond >= BUDGETS.uncachedSsrRps),
          String(r.failures),
        ]),
      ),
    );
  }
  if (report.apiBytes?.length) {
    console.log(
      "\nStore API calls and JSON bytes per page render (cold: the storefront's shared caches empty; warm: the next render)",
    );
    console.log(
      table(
        ["page", "session", "cold calls", "cold KB", "warm calls", "warm KB", "largest warm call"],
        report.apiBytes.map((b) => {
          const largest = [...b.warm.byPath].sort((x, y) => y.bytes - x.bytes)[0];
          return [
            b.type,
            b.session,
            String(b.cold.calls),
            kb(b.cold.bytes),
            String(b.warm.calls),
            kb(b.warm.bytes),
            largest ? `${largest.method} ${largest.path} ${kb(largest.bytes)} KB` : "-",
          ];
        }),
      ),
    );
  }
  if (typeof report.lighthouse === "string") {
    console.log("\nLighthouse skipped (--no-lighthouse)");
    return;
  }
  const results = report.lighthouse.results;
  console.log(
    `\nLighthouse ${results[0]?.lighthouseVersion ?? ""} (mobile, default config; budget ${BUDGETS.lighthouseScore} on home, category and product; anonymous pages kept in the page cache as a visited page is, server = its response time)`,
  );
  console.log(
    table(
      ["page", ...CATEGORIES, "budget", "FCP ms", "LCP ms", "SI ms", "TBT ms", "CLS", "server ms"],
      results.map((l) => [
        l.type,
        ...CATEGORIES.map((c) => String(l.scores[c] ?? "n/a")),
        l.lighthouseBudget ? String(BUDGETS.lighthouseScore) : "-",
        l.metrics.fcpMs?.toFixed(0) ?? "",
        l.metrics.lcpMs?.toFixed(0) ?? "",
        l.metrics.speedIndexMs?.toFixed(0) ?? "",
        l.metrics.tbtMs?.toFixed(0) ?? "",
        l.metrics.cls?.toFixed(3) ?? "",
        l.metrics.serverResponseMs?.toFixed(0) ?? "",
      ]),
    ),
  );
}

/** The storefront options from the command line (see the file comment). */
export function storefrontOptions(): StorefrontOptions {
  const pages = option("pages");
  return {
    limits: storefrontLimits(),
    lighthouse: flag("lighthouse", true),
    pages: pages
      ? pages
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean)
      : undefined,
    firstLoad: flag("first-load", true),
    ssr: flag("ssr", true),
    uncached: flag("uncached", true),
    apiBytes: flag("api-bytes", true),
    anonymous: flag("anonymous", true),
    cpuProfDir: option("cpu-prof-dir"),
  };
}

export const storefrontLimits = (): LoadLimits => ({
  concurrency: numberOption("concurrency", 16),
  maxRequests: numberOption("requests", 20_000),
  maxSeconds: numberOption("seconds", 10),
  warmupRequests: numberOption("warmup", 20_000),
  warmupSeconds: numberOption("warmup-seconds", 2),
});
