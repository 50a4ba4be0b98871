import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { Fixtures } from "../packages/store-api/test/conformance/fixtures.js";
import { measureAssets, type PageAssets } from "./lib/storefront-assets.js";
import { CATEGORIES, CHROME_FLAGS, runLighthouse, type LighthouseResult } from "./lib/storefront-lighthouse.js";
import { loadPage, type PageLoadResult } from "./lib/storefront-load.js";
import { freePort, startService, type Service } from "./lib/storefront-processes.js";
import { buyableProductId, cartToken, demoCustomerToken, guestWithCart, storeApi } from "./lib/store-api-session.js";
import { measuredCommit } from "./store-api.js";
import { seoPath } from "./lib/seo-path.js";
import { startCountingProxy, type ProxiedCall } from "./lib/counting-proxy.js";
import {
  type ApiBytes,
  BUDGETS,
  kb,
  type Page,
  percent,
  printStorefrontTables,
  type StorefrontOptions,
  storefrontOptions,
  type StorefrontReport,
} from "./lib/storefront-report.js";

export {
  type ApiBytes,
  BUDGETS,
  type Page,
  printStorefrontTables,
  type StorefrontOptions,
  storefrontOptions,
  type StorefrontReport,
  storefrontLimits,
} from "./lib/storefront-report.js";

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
 * With BENCH_ASSETS=1 the first-load rows also name each file's gzip size (what to move when a page is over).
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const STOREFRONT_RESULTS = path.join(ROOT, "bench", "results", "storefront.json");
const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");
const BUILT = {
  backend: path.join(ROOT, "packages/store-api/dist/src/server.js"),
  storefrontServer: path.join(ROOT, "apps/storefront/build/server/index.js"),
  storefrontStart: path.join(ROOT, "apps/storefront/server/index.mjs"),
  storefrontClient: path.join(ROOT, "apps/storefront/build/client"),
};

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
        { type: "account/register", path: "/register" },
        { type: "account (logged in)", path: "/account", session: "customer" },
        // The path gets the order's id once the backend runs (below).
        { type: "order confirmation", path: "/checkout/success", session: "guest-order" },
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
    // The order confirmation shows one order a guest placed here; that guest's session is the page's.
    let orderToken = "";
    for (const page of pages) {
      if (page.session !== "guest-order") continue;
      const ordered = await storeApi(api, "POST", "/checkout/order", {
        token: await guestWithCart(api, productId, undefined, storefrontOrigin),
        body: {},
      });
      orderToken = ordered.token;
      page.path = `/checkout/success/${(JSON.parse(ordered.body) as { id: string }).id}`;
    }
    const sessionToken = async (session: NonNullable<Page["session"]>): Promise<string> => {
      switch (session) {
        case "cart":
          return cartToken(api, productId);
        case "guest-cart":
          return guestWithCart(api, productId, undefined, storefrontOrigin);
        case "customer":
          return demoCustomerToken(api);
        case "guest-order":
          return orderToken;
      }
    };
    const cookieFor = async (page: Page): Promise<Record<string, string>> =>
      page.session ? { cookie: `sw-context-token=${await sessionToken(page.session)}` } : {};
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
      // The third row: the same shopper's views without a page state (the first view after every write, after the
      // state's 30 s, a new shopper's first), which the page cache answers after checking the state with the Store API.
      const session = { ...page, session: "cart" as const };
      const variants = [
        { row: { ...page }, pageState: true },
        { row: { ...session, type: `${page.type}, session cookie` }, pageState: true },
        { row: { ...session, type: `${page.type}, session cookie, no page state` }, pageState: false },
      ];
      for (const { row, pageState } of options.anonymous === false ? variants.slice(1) : variants) {
        process.stdout.write(`  SSR ${row.type} … `);
        const cookies = pageState ? await browserCookieFor(row, row.path) : await cookieFor(row);
        const result = await loadPage(`${storefrontOrigin}${row.path}`, limits, cookies);
        console.log(
          `${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95Ms.toFixed(1)} ms, page cache hits ${percent(result.hitRatio)}${result.failures ? `, ${result.failures} FAILED: ${result.firstFailure}` : ""}`,
        );
        ssr.push({ ...row, ...result });
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
          { warm: !page.session },
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
