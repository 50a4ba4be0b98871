import { execFileSync } from "node:child_process";
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

/**
 * The built storefront (React Router SSR) against the built embedded Store API on a freshly seeded SQLite shop, both
 * in child processes on 127.0.0.1 free ports: first-load JavaScript per page type, SSR throughput and latency, and
 * Lighthouse (mobile, default config). Nothing but 127.0.0.1 is contacted. Requires `npm run build` first.
 * Usage: npx tsx bench/storefront.ts [--no-lighthouse] [--seconds 10] [--concurrency 16] [--requests 20000]
 * [--warmup-seconds 2]
 */

const argument = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const LIMITS: LoadLimits = { concurrency: argument("concurrency", 16), maxRequests: argument("requests", 20_000), maxSeconds: argument("seconds", 10), warmupRequests: argument("warmup", 20_000), warmupSeconds: argument("warmup-seconds", 2) };
const LIGHTHOUSE = !process.argv.includes("--no-lighthouse");
const BUDGETS = { firstLoadJsGzipKb: 130, ssrP95Ms: 100, lighthouseScore: 100 };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results", "storefront.json");
const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");
const BUILT = {
  backend: path.join(ROOT, "packages/store-api/dist/src/server.js"),
  storefrontServer: path.join(ROOT, "apps/storefront/build/server/index.js"),
  storefrontClient: path.join(ROOT, "apps/storefront/build/client"),
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The code measured: BENCH_COMMIT, else the checkout's HEAD, marked when edited (as bench/store-api.ts). */
function measuredCommit(): string {
  if (process.env.BENCH_COMMIT) return process.env.BENCH_COMMIT;
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: ROOT, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head} with uncommitted changes` : head;
  } catch {
    return "unknown (not a git checkout)";
  }
}

/** The canonical SEO path of an entity in the default sales channel's language. */
async function seoPath(db: Db, foreignKey: string, routeName: string): Promise<string> {
  const channel = await db.selectFrom("sales_channel").select("language_id").where("access_key", "=", DEFAULT_ACCESS_KEY).executeTakeFirstOrThrow();
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

interface Page {
  type: string;
  path: string;
}

function table(header: string[], lines: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return `${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`;
}

async function main(): Promise<void> {
  const missing = Object.values(BUILT).filter((file) => !existsSync(file));
  if (missing.length) {
    console.error(`The storefront benchmark measures the built apps; missing:\n  ${missing.map((f) => path.relative(ROOT, f)).join("\n  ")}\nRun \`npm run build\` at the repository root first.`);
    process.exitCode = 1;
    return;
  }
  const startedAt = new Date().toISOString();
  const commit = measuredCommit();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-storefront-"));
  const sqlitePath = path.join(dir, "shop.sqlite");
  const services: Service[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () => (stopping ??= Promise.all(services.splice(0).reverse().map((s) => s.stop())).then(() => rmSync(dir, { recursive: true, force: true })));
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
    try {
      await seedDatabase(db, { storefrontUrls: [storefrontOrigin] });
      const fixtures = new Fixtures({
        db,
        api: () => {
          throw new Error("the benchmark reads fixtures from the database only");
        },
      });
      const categoryPath = await seoPath(db, await fixtures.largestListingCategoryId(), "frontend.navigation.page");
      const productPath = await seoPath(db, (await fixtures.variantProduct()).parentId, "frontend.detail.page");
      pages = [
        { type: "home", path: "/" },
        { type: "category", path: categoryPath },
        { type: "product", path: productPath },
        { type: "search", path: "/search?search=shirt" },
        { type: "404", path: "/bench-no-such-page" },
      ];
    } finally {
      await db.destroy();
    }

    services.push(
      await startService("store-api", process.execPath, [BUILT.backend], {
        cwd: ROOT,
        env: { ...process.env, SQLITE_PATH: sqlitePath, STORE_API_HOST: "127.0.0.1", STORE_API_PORT: String(apiPort), STOREFRONT_URLS: storefrontOrigin, PUBLIC_URL: backendOrigin, LOG_LEVEL: "warn" },
        readyUrl: `${backendOrigin}/store-api/context`,
      }),
    );
    services.push(
      // From the app's folder: react-router-serve serves the client assets from the build's relative assetsBuildDirectory.
      await startService("storefront", "npx", ["react-router-serve", path.relative(STOREFRONT_DIR, BUILT.storefrontServer)], {
        cwd: STOREFRONT_DIR,
        env: { ...process.env, PORT: String(storefrontPort), HOST: "127.0.0.1", STORE_API_URL: backendOrigin, NODE_ENV: "production" },
        readyUrl: `${storefrontOrigin}/`,
      }),
    );
    console.log(`store-api on ${backendOrigin}, storefront on ${storefrontOrigin}`);

    // 1. First-load JavaScript and CSS per page type.
    const assets: (Page & PageAssets)[] = [];
    for (const page of pages) {
      const measured = await measureAssets(`${storefrontOrigin}${page.path}`);
      const expected = page.type === "404" ? 404 : 200;
      if (measured.status !== expected) throw new Error(`${page.type} page ${page.path} answered ${measured.status}, expected ${expected}`);
      assets.push({ ...page, ...measured });
      console.log(`  ${page.type} ${page.path}: ${measured.scripts.length} JS files, ${kb(measured.jsGzipBytes)} KB gzip`);
    }

    // 2. SSR throughput and latency.
    const ssr: (Page & PageLoadResult)[] = [];
    for (const page of pages.slice(0, 3)) {
      process.stdout.write(`  SSR ${page.type} … `);
      const result = await loadPage(`${storefrontOrigin}${page.path}`, LIMITS);
      console.log(`${result.requests} requests, ${result.requestsPerSecond.toFixed(1)} req/s, p95 ${result.p95Ms.toFixed(1)} ms`);
      ssr.push({ ...page, ...result });
    }

    // 3. Lighthouse, one page at a time (the load runs are over, so nothing else competes for the CPU).
    const lighthouse: (Page & LighthouseResult)[] = [];
    if (LIGHTHOUSE) {
      for (const page of pages.slice(0, 3)) {
        process.stdout.write(`  Lighthouse ${page.type} … `);
        const result = await runLighthouse(`${storefrontOrigin}${page.path}`);
        console.log(CATEGORIES.map((c) => `${c} ${result.scores[c] ?? "n/a"}`).join(", "));
        lighthouse.push({ ...page, ...result });
      }
    }

    const load = loadavg().map((l) => Number(l.toFixed(2)));
    const ok = (pass: boolean) => (pass ? "ok" : "OVER");
    console.log(`\nFirst-load JavaScript (gzip level 9, budget ${BUDGETS.firstLoadJsGzipKb} KB gzip)`);
    console.log(
      table(
        ["page", "path", "JS files", "JS KB", "JS KB gzip", "budget KB gzip", "", "CSS KB", "CSS KB gzip"],
        assets.map((a) => [a.type, a.path, String(a.scripts.length), kb(a.jsBytes), kb(a.jsGzipBytes), String(BUDGETS.firstLoadJsGzipKb), ok(a.jsGzipBytes <= BUDGETS.firstLoadJsGzipKb * 1024), kb(a.cssBytes), kb(a.cssGzipBytes)]),
      ),
    );
    console.log(`\nSSR (${LIMITS.concurrency} concurrent keep-alive connections, ≤${LIMITS.maxSeconds} s or ${LIMITS.maxRequests} requests after ${LIMITS.warmupSeconds} s warm-up; budget p95 < ${BUDGETS.ssrP95Ms} ms)`);
    console.log(
      table(
        ["page", "req/s", "p50 ms", "p95 ms", "p99 ms", "budget", "", "requests", "failures", "cut off"],
        ssr.map((r) => [r.type, r.requestsPerSecond.toFixed(1), r.p50Ms.toFixed(1), r.p95Ms.toFixed(1), r.p99Ms.toFixed(1), `p95 < ${BUDGETS.ssrP95Ms} ms`, ok(r.p95Ms < BUDGETS.ssrP95Ms), String(r.requests), String(r.failures), String(r.cutOff)]),
      ),
    );
    if (LIGHTHOUSE) {
      console.log(`\nLighthouse ${lighthouse[0]?.lighthouseVersion ?? ""} (mobile, default config; budget ${BUDGETS.lighthouseScore})`);
      console.log(
        table(
          ["page", ...CATEGORIES, "budget", "LCP ms", "TBT ms", "CLS"],
          lighthouse.map((l) => [l.type, ...CATEGORIES.map((c) => String(l.scores[c] ?? "n/a")), String(BUDGETS.lighthouseScore), l.metrics.lcpMs?.toFixed(0) ?? "", l.metrics.tbtMs?.toFixed(0) ?? "", l.metrics.cls?.toFixed(3) ?? ""]),
        ),
      );
    } else console.log("\nLighthouse skipped (--no-lighthouse)");
    // The machine's load average at the end: figures taken while other work ran are not comparable.
    console.log(`\nload average (1/5/15 min): ${load.join(" / ")} on ${availableParallelism()} CPUs`);

    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ startedAt, commit, node: process.version, cpus: availableParallelism(), loadAverage: load, budgets: BUDGETS, limits: LIMITS, firstLoad: assets, ssr, lighthouse: LIGHTHOUSE ? { chromeFlags: CHROME_FLAGS, results: lighthouse } : "skipped (--no-lighthouse)" }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
    const failed = ssr.filter((r) => r.failures > 0);
    for (const r of failed) console.error(`SSR ${r.type}: ${r.failures} failures, first: ${r.firstFailure}`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await stopAll();
  }
}

await main();
