import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Db } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { DEFAULT_ACCESS_KEY } from "../packages/store-api/src/config.js";
import { Fixtures } from "../packages/store-api/test/conformance/fixtures.js";
import type { LoadLimits } from "./lib/load.js";
import { measureAssets, type PageAssets } from "./lib/storefront-assets.js";
import { CATEGORIES, CHROME_FLAGS, runLighthouse, type LighthouseResult } from "./lib/storefront-lighthouse.js";
import { loadPage, type PageLoadResult } from "./lib/storefront-load.js";
import { freePort, startService, type Service } from "./lib/storefront-processes.js";
import { addProductBody, buyableProductId, freshToken, guestWithCart, storeApi } from "./lib/store-api-session.js";
import { measuredCommit } from "./store-api.js";
import { flag, numberOption, option } from "./lib/args.js";
import { startCountingProxy, type ProxiedCall } from "./lib/counting-proxy.js";

/**
 * The built storefront (React Router SSR) against the built embedded Store API on a freshly seeded SQLite shop, both
 * in child processes on 127.0.0.1 free ports (so on the same CPUs): first-load JavaScript and CSS per page type, SSR
 * throughput and latency of the catalogue pages, and Lighthouse (mobile, default config). The cart and checkout pages
 * are measured with a session cookie of a cart holding one product (checkout: of a registered guest). Nothing but
 * 127.0.0.1 is contacted. Requires `npm run build` first. `bench/bench.ts` runs this as part of `npm run bench`;
 * alone: npx tsx bench/storefront.ts [--no-lighthouse] [--seconds 10] [--concurrency 16] [--requests 20000]
 * [--warmup-seconds 2] [--pages home,product] [--no-first-load] [--no-ssr] [--no-uncached] [--no-api-bytes]
 * [--no-anonymous] (SSR: only the session-cookie rows) [--cpu-prof-dir DIR] (profiles of the backend and the main
 * storefront: node --cpu-prof; with --no-first-load --no-uncached --no-api-bytes --no-anonymous they cover the session load only)
 */

export const BUDGETS = {
  firstLoadJsGzipKb: 130,
  ssrP95Ms: 100,
  lighthouseScore: 100,
  uncachedSsrRps: 150,
  htmlKb: { home: 100, product: 60 } as Record<string, number>,
};

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const STOREFRONT_RESULTS = path.join(ROOT, "bench", "results", "storefront.json");
const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");
const BUILT = {
  backend: path.join(ROOT, "packages/store-api/dist/src/server.js"),
  storefrontServer: path.join(ROOT, "apps/storefront/build/server/index.js"),
  storefrontStart: path.join(ROOT, "apps/storefront/server/index.mjs"),
  storefrontClient: path.join(ROOT, "apps/storefront/build/client"),
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

/** The canonical SEO path of an entity in the default sales channel's language. */
async function seoPath(db: Db, foreignKey: string, routeName: string): Promise<string> {
  const channel = await db
    .selectFrom("sales_channel")
    .select("language_id")
    .where("access_key", "=", DEFAULT_ACCESS_KEY)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom("seo_url")
    .select("seo_path_info")
    .where("foreign_key", "=", foreignKey)
    .where("route_name", "=", routeName)
    .where("is_canonical", "=", 1)
    .where("is_deleted", "=", 0)
    .where("language_id", "=", channel.language_id)
    .executeTakeFirst();
  if (!row) throw new Error(`no SEO URL for ${routeName} ${foreignKey}`);
  return `/${row.seo_path_info.replace(/^\/+/, "")}`;
}

/** A page type and what is measured on it. */
export interface Page {
  type: string;
  path: string;
  /** The session the page is requested with: none, an anonymous cart with one product, a guest with that cart. */
  session?: "cart" | "guest-cart";
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

/** The figures (also written to bench/results/storefront.json); throws when the build is missing. */
export async function benchStorefront(options: StorefrontOptions): Promise<StorefrontReport> {
  const { limits } = options;
  const missing = Object.values(BUILT).filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Error(
      `The storefront benchmark measures the built apps; missing:\n  ${missing.map((f) => path.relative(ROOT, f)).join("\n  ")}\nRun \`npm run build\` at the repository root first.`,
    );
  }
  const startedAt = new Date().toISOString();
  const commit = measuredCommit(ROOT);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-storefront-"));
  const sqlitePath = path.join(dir, "shop.sqlite");
  const services: Service[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= Promise.all(
      services
        .splice(0)
        .reverse()
        .map((s) => s.stop()),
    ).then(() => rmSync(dir, { recursive: true, force: true })));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} received, stopping the servers`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const [apiPort, storefrontPort] = [await freePort(), await freePort()];
    const storefrontOrigin = `http://127.0.0.1:${storefrontPort}`;
    const backendOrigin = `http://127.0.0.1:${apiPort}`;
    console.log(`Storefront benchmark of ${commit}: ${availableParallelism()} CPUs, Node ${process.version}`);
    console.log(`seeding the demo shop into ${sqlitePath}`);
    const db = createDatabase({ sqlitePath });
    let pages: Page[];
    let productId: string;
    try {
      await seedDatabase(db, { storefrontUrls: [storefrontOrigin] });
      const fixtures = new Fixtures({
        db,
        api: () => {
          throw new Error("the benchmark reads fixtures from the database only");
        },
      });
      const categoryId = await fixtures.largestListingCategoryId();
      const categoryPath = await seoPath(db, categoryId, "frontend.navigation.page");
      const filter = await fixtures.listingFilterValues(categoryId);
      const productPath = await seoPath(db, (await fixtures.variantProduct()).parentId, "frontend.detail.page");
      productId = await buyableProductId(db);
      pages = [
        { type: "home", path: "/", ssr: true, lighthouse: true, lighthouseBudget: true, uncached: true },
        {
          type: "category (filtered)",
          path: `${categoryPath}?properties=${filter.optionId}`,
          ssr: true,
          lighthouse: true,
          lighthouseBudget: true,
          uncached: true,
        },
        { type: "product", path: productPath, ssr: true, lighthouse: true, lighthouseBudget: true, uncached: true },
        { type: "search", path: "/search?search=shirt", ssr: true },
        { type: "cart", path: "/checkout/cart", session: "cart", lighthouse: true },
        { type: "checkout", path: "/checkout", session: "guest-cart", lighthouse: true },
        { type: "account/login", path: "/login" },
        { type: "404", path: "/bench-no-such-page" },
      ];
      if (options.pages) {
        const wanted = options.pages;
        pages = pages.filter((p) => wanted.some((w) => p.type.startsWith(w)));
      }
    } finally {
      await db.destroy();
    }

    const profiled = (script: string) =>
      options.cpuProfDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(options.cpuProfDir)}`, script] : [script];
    services.push(
      await startService("store-api", process.execPath, profiled(BUILT.backend), {
        cwd: ROOT,
        env: {
          ...process.env,
          SQLITE_PATH: sqlitePath,
          STORE_API_HOST: "127.0.0.1",
          STORE_API_PORT: String(apiPort),
          STOREFRONT_URLS: storefrontOrigin,
          PUBLIC_URL: backendOrigin,
          LOG_LEVEL: "warn",
        },
        readyUrl: `${backendOrigin}/store-api/context`,
      }),
    );
    // The storefront's own server (security headers, CSP nonces, page cache), as `npm start` runs it.
    const storefrontEnv = (port: number, storeApiUrl: string, extra: Record<string, string> = {}) => ({
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STORE_API_URL: storeApiUrl,
      NODE_ENV: "production",
      WORKERS: "1",
      ...extra,
    });
    services.push(
      await startService("storefront", process.execPath, profiled(BUILT.storefrontStart), {
        cwd: STOREFRONT_DIR,
        env: storefrontEnv(storefrontPort, backendOrigin),
        readyUrl: `${storefrontOrigin}/`,
      }),
    );
    console.log(`store-api on ${backendOrigin}, storefront on ${storefrontOrigin}`);

    // Session cookies: made through the Store API as the storefront would, one per page that needs one.
    const api = `${backendOrigin}/store-api`;
    const cookieFor = async (page: Page): Promise<Record<string, string>> => {
      if (!page.session) return {};
      const token =
        page.session === "cart"
          ? (
              await storeApi(api, "POST", "/checkout/cart/line-item", {
                token: await freshToken(api),
                body: addProductBody(productId),
              })
            ).token
          : await guestWithCart(api, productId, undefined, storefrontOrigin);
      return { cookie: `sw-context-token=${token}` };
    };
    // A shopper's browser keeps the cookies the storefront sets (the session's page state, issue 15): one page view
    // first, as a shopper who has just put something in the cart and looks at the next page.
    const browserCookieFor = async (page: Page, path: string): Promise<Record<string, string>> => {
      const sent = await cookieFor(page);
      if (!sent.cookie) return sent;
      const response = await fetch(`${storefrontOrigin}${path}`, { headers: sent, redirect: "manual" });
      await response.arrayBuffer();
      const jar = new Map(sent.cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
      for (const cookie of response.headers.getSetCookie()) {
        const pair = cookie.split(";")[0] ?? "";
        jar.set(pair.split("=")[0], pair);
      }
      return { cookie: [...jar.values()].join("; ") };
    };

    // 1. First-load JavaScript and CSS per page type.
    const firstLoad: (Page & PageAssets)[] = [];
    for (const page of options.firstLoad === false ? [] : pages) {
      const measured = await measureAssets(`${storefrontOrigin}${page.path}`, await cookieFor(page));
      const expected = page.type === "404" ? 404 : 200;
      if (measured.status !== expected)
        throw new Error(`${page.type} page ${page.path} answered ${measured.status}, expected ${expected}`);
      const answered = new URL(measured.finalUrl);
      if (`${answered.pathname}${answered.search}` !== page.path)
        throw new Error(`${page.type} page ${page.path} redirected to ${answered.pathname}${answered.search}`);
      firstLoad.push({ ...page, ...measured });
      console.log(
        `  ${page.type} ${page.path}: HTML ${kb(measured.htmlBytes)} KB (${kb(measured.htmlGzipBytes)} KB gzip), ${measured.scripts.length} JS files, ${kb(measured.jsGzipBytes)} KB gzip JS, ${kb(measured.cssGzipBytes)} KB gzip CSS`,
      );
    }

    // 2. SSR throughput and latency of the catalogue pages: as an anonymous visitor (whom the page cache may
    // answer) and as a shopper with a session cookie of a cart and the cookies one page view gave them (whose pages the
    // page cache shares only with sessions of the same page state: app/.server/page-state.server.ts).
    const ssr: (Page & PageLoadResult)[] = [];
    for (const page of pages.filter((p) => p.ssr && options.ssr !== false)) {
      const variants = [{ ...page }, { ...page, type: `${page.type}, session cookie`, session: "cart" as const }];
      for (const variant of options.anonymous === false ? variants.slice(1) : variants) {
        process.stdout.write(`  SSR ${variant.type} … `);
        const result = await loadPage(
          `${storefrontOrigin}${variant.path}`,
          limits,
          await browserCookieFor(variant, variant.path),
        );
        console.log(
          `${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95Ms.toFixed(1)} ms, page cache hits ${percent(result.hitRatio)}${result.failures ? `, ${result.failures} FAILED: ${result.firstFailure}` : ""}`,
        );
        ssr.push({ ...variant, ...result });
      }
    }

    // 2b. The same pages rendered every time (PAGE_CACHE=off), anonymous: the cost of a render itself.
    const uncachedPages = pages.filter((p) => p.uncached && options.uncached !== false);
    const uncachedSsr: (Page & PageLoadResult)[] = [];
    if (uncachedPages.length) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const uncached = await startService(
        "storefront (page cache off)",
        process.execPath,
        profiled(BUILT.storefrontStart),
        {
          cwd: STOREFRONT_DIR,
          env: storefrontEnv(port, backendOrigin, { PAGE_CACHE: "off" }),
          readyUrl: `${origin}/`,
        },
      );
      services.push(uncached);
      try {
        for (const page of uncachedPages) {
          process.stdout.write(`  SSR uncached ${page.type} … `);
          const result = await loadPage(`${origin}${page.path}`, limits);
          console.log(
            `${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95Ms.toFixed(1)} ms${result.failures ? `, ${result.failures} FAILED: ${result.firstFailure}` : ""}`,
          );
          uncachedSsr.push({ ...page, type: `${page.type}, page cache off`, ...result });
        }
      } finally {
        services.splice(services.indexOf(uncached), 1);
        await uncached.stop();
      }
    }

    // 2c. Store API bytes per page render: a page-cache-less storefront behind a counting proxy, each page rendered
    // twice (the first render fills the storefront's shared caches, the second is what every later one costs).
    const apiBytes: ApiBytes[] = [];
    if (options.apiBytes !== false) {
      const proxy = await startCountingProxy(backendOrigin);
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const counted = await startService("storefront (counted)", process.execPath, [BUILT.storefrontStart], {
        cwd: STOREFRONT_DIR,
        env: storefrontEnv(port, proxy.origin, { PAGE_CACHE: "off" }),
        readyUrl: `${origin}/favicon.svg`,
      });
      try {
        const sum = (calls: ProxiedCall[]) => ({
          calls: calls.length,
          bytes: calls.reduce((total, c) => total + c.bytes, 0),
          byPath: calls,
        });
        for (const page of pages) {
          for (const session of ["none", "cart"] as const) {
            if (page.session && session === "none") continue;
            const headers = await cookieFor(session === "cart" && !page.session ? { ...page, session: "cart" } : page);
            const render = async () => {
              proxy.take();
              const response = await fetch(`${origin}${page.path}`, { headers: { accept: "text/html", ...headers } });
              await response.arrayBuffer();
              // The proxy logs a call when its answer ended, which can be a moment after the page's.
              await new Promise((resolve) => setTimeout(resolve, 50));
              return sum(proxy.take());
            };
            const cold = await render();
            const warm = await render();
            apiBytes.push({ type: page.type, path: page.path, session, cold, warm });
            console.log(
              `  Store API per render ${page.type} (${session === "none" ? "anonymous" : "cart"}): cold ${cold.calls} calls ${kb(cold.bytes)} KB, warm ${warm.calls} calls ${kb(warm.bytes)} KB`,
            );
          }
        }
      } finally {
        await counted.stop();
        await proxy.close();
      }
    }

    // 3. Lighthouse, one page at a time (the load runs are over, so nothing else of ours competes for the CPU).
    const lighthouse: (Page & LighthouseResult)[] = [];
    if (options.lighthouse) {
      for (const page of pages.filter((p) => p.lighthouse)) {
        process.stdout.write(`  Lighthouse ${page.type} … `);
        const cookie = await cookieFor(page);
        const result = await runLighthouse(
          `${storefrontOrigin}${page.path}`,
          page.session ? { Cookie: cookie.cookie } : undefined,
        );
        console.log(CATEGORIES.map((c) => `${c} ${result.scores[c] ?? "n/a"}`).join(", "));
        lighthouse.push({ ...page, ...result });
      }
    }

    // The machine's load average at the end: figures taken while other work ran are not comparable.
    const loadAverage = loadavg().map((l) => Number(l.toFixed(2)));
    const report: StorefrontReport = {
      startedAt,
      commit,
      node: process.version,
      cpus: availableParallelism(),
      loadAverage,
      budgets: BUDGETS,
      limits,
      firstLoad,
      ssr,
      uncachedSsr,
      apiBytes,
      lighthouse: options.lighthouse ? { chromeFlags: CHROME_FLAGS, results: lighthouse } : "skipped (--no-lighthouse)",
    };
    mkdirSync(path.dirname(STOREFRONT_RESULTS), { recursive: true });
    writeFileSync(STOREFRONT_RESULTS, `${JSON.stringify(report, null, 2)}\n`);
    return report;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await stopAll();
  }
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
    `\nLighthouse ${results[0]?.lighthouseVersion ?? ""} (mobile, default config; budget ${BUDGETS.lighthouseScore} on home, category and product)`,
  );
  console.log(
    table(
      ["page", ...CATEGORIES, "budget", "LCP ms", "TBT ms", "CLS"],
      results.map((l) => [
        l.type,
        ...CATEGORIES.map((c) => String(l.scores[c] ?? "n/a")),
        l.lighthouseBudget ? String(BUDGETS.lighthouseScore) : "-",
        l.metrics.lcpMs?.toFixed(0) ?? "",
        l.metrics.tbtMs?.toFixed(0) ?? "",
        l.metrics.cls?.toFixed(3) ?? "",
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

async function main(): Promise<void> {
  try {
    const report = await benchStorefront(storefrontOptions());
    printStorefrontTables(report);
    console.log(`\nload average (1/5/15 min): ${report.loadAverage.join(" / ")} on ${report.cpus} CPUs`);
    console.log(`written to ${path.relative(process.cwd(), STOREFRONT_RESULTS)}`);
    const failed = report.ssr.filter((r) => r.failures > 0);
    for (const r of failed) console.error(`SSR ${r.type}: ${r.failures} failures, first: ${r.firstFailure}`);
    if (failed.length) process.exitCode = 1;
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
