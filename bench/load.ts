import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { DEFAULT_ACCESS_KEY } from "../packages/store-api/src/config.js";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { flag, numberOption } from "./lib/args.js";
import { Backend } from "./lib/fault-backend.js";
import {
  byKind,
  errorBreakdown,
  faultFigures,
  readBaseline,
  readCacheStats,
  sqliteReader,
  table,
  timeline,
  verifyDatabase,
  withReader,
  type Check,
  type FaultFigures,
  type OutageWindow,
} from "./lib/load-report.js";
import { RequestLog } from "./lib/shopper-http.js";
import { Shopper, type CartKeeperResult, type ShopMap } from "./lib/shopper.js";
import { freePort, startService, type Service } from "./lib/storefront-processes.js";
import { measuredCommit } from "./store-api.js";

/**
 * `npm run load` (after `npm run build`): a bounded load run of simulated shoppers against the BUILT storefront and
 * backend on a freshly seeded SQLite shop, both on free 127.0.0.1 ports; then the database is checked against what the
 * shoppers saw. `--fault` kills the backend with SIGKILL at 40 % of the run and starts it again ~5 s later on the same
 * port and database, and checks the storefront's 'server is busy' pages, its recovery, the carts and the orders.
 * Usage: npm run load -- [--shoppers=100] [--seconds=60] [--think-ms=2000] [--order-share=0.35] [--fault] [--down-seconds=5]
 * (or `npx tsx bench/load.ts --shoppers 20 --seconds 15`).
 * Exit code 1 when a check fails.
 */

// --scale: several processes on PostgreSQL behind a round-robin proxy (issue 17), a script of its own.
if (flag("scale")) {
  await import("./load-scale.js");
  process.exit(process.exitCode ?? 0);
}
const FAULT = flag("fault");
const SETTINGS = {
  shoppers: numberOption("shoppers", 100),
  seconds: numberOption("seconds", 60),
  thinkMs: numberOption("think-ms", 2000),
  orderShare: numberOption("order-share", 0.35),
  closeoutShare: numberOption("closeout-share", 0.3),
  doubleClickShare: numberOption("double-click-share", 0.1),
  /** Fault runs: when the backend is killed (share of the run) and for how long it stays down. */
  killAt: numberOption("kill-at", 0.4),
  downSeconds: numberOption("down-seconds", 5),
  /** Fault runs: shoppers that fill a cart before the kill and read it after the restart. */
  cartKeepers: numberOption("cart-keepers", 10),
};
const ORDER_GRACE_MS = 15_000;
const SEARCH_TERMS = ["shirt", "coffee", "lamp", "headphones", "book", "plant", "shoes", "tea", "game", "jacket"];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RESULTS = path.join(ROOT, "bench", "results", FAULT ? "load-fault.json" : "load.json");
const STOREFRONT_DIR = path.join(ROOT, "apps/storefront");
const BUILT = {
  backend: path.join(ROOT, "packages/store-api/dist/src/server.js"),
  storefrontServer: path.join(ROOT, "apps/storefront/build/server/index.js"),
  storefrontStart: path.join(ROOT, "apps/storefront/server/index.mjs"),
};

/**
 * Product pages (canonical en-GB SEO paths) of active simple physical products: closeouts with 1–10 units left (the
 * oversell check needs shoppers competing for them) and products with at least 100 units (cart keepers).
 */
function productPaths(sqlitePath: string): Pick<ShopMap, "closeouts" | "products"> {
  const db = new Database(sqlitePath, { readonly: true });
  try {
    const query = db.prepare(
      `SELECT s.seo_path_info AS path FROM product p
       JOIN seo_url s ON s.foreign_key = p.id AND s.route_name = 'frontend.detail.page' AND s.is_canonical = 1 AND s.is_deleted = 0
         AND s.language_id = (SELECT language_id FROM sales_channel WHERE access_key = ?)
       WHERE p.is_closeout = ? AND p.active = 1 AND p.parent_id IS NULL AND p.child_count = 0 AND p.type = 'physical' AND p.stock BETWEEN ? AND ?
       ORDER BY p.product_number`,
    );
    const paths = (closeout: number, min: number, max: number) =>
      (query.all(DEFAULT_ACCESS_KEY, closeout, min, max) as { path: string }[]).map(
        (row) => `/${row.path.replace(/^\/+/, "")}`,
      );
    return { closeouts: paths(1, 1, 10), products: paths(0, 100, 1_000_000) };
  } finally {
    db.close();
  }
}

/** The environment without a PostgreSQL URL or maintenance mode a developer's shell may carry. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.MAINTENANCE_MODE;
  return env;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  // Other work may be rebuilding the apps right now (the build folders vanish for a few seconds): wait a little.
  let missing = Object.values(BUILT).filter((file) => !existsSync(file));
  for (let waited = 0; missing.length && waited < 120; waited += 5) {
    if (waited === 0)
      console.log(`waiting for the build (${missing.map((f) => path.relative(ROOT, f)).join(", ")} missing)`);
    await sleep(5000);
    missing = Object.values(BUILT).filter((file) => !existsSync(file));
  }
  if (missing.length) {
    console.error(
      `The load run drives the built apps; missing:\n  ${missing.map((f) => path.relative(ROOT, f)).join("\n  ")}\nRun \`npm run build\` at the repository root first.`,
    );
    process.exitCode = 1;
    return;
  }
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  const commit = measuredCommit();
  const runId = Date.now().toString(36);
  const dir = mkdtempSync(path.join(tmpdir(), "shop-load-"));
  const sqlitePath = path.join(dir, "shop.sqlite");
  const services: Service[] = [];
  let backend: Backend | undefined;
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= Promise.all([...services.splice(0).map((s) => s.stop()), backend?.stop()]).then(() => undefined));
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} received, stopping the servers`);
    void stopAll()
      .then(() => rmSync(dir, { recursive: true, force: true }))
      .finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    const [apiPort, storefrontPort] = [await freePort(), await freePort()];
    const storefrontOrigin = `http://127.0.0.1:${storefrontPort}`;
    const backendOrigin = `http://127.0.0.1:${apiPort}`;
    console.log(
      `Load run${FAULT ? " with a backend kill" : ""} of ${commit}: ${SETTINGS.shoppers} shoppers for ${SETTINGS.seconds} s, ${availableParallelism()} CPUs, Node ${process.version}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")}`,
    );
    console.log(`seeding the demo shop into ${sqlitePath}`);
    const seedDb = createDatabase({ sqlitePath });
    try {
      await seedDatabase(seedDb, { storefrontUrls: [storefrontOrigin] });
    } finally {
      await seedDb.destroy();
    }
    const map: ShopMap = { ...productPaths(sqlitePath), searchTerms: SEARCH_TERMS };
    const baseline = await withReader(sqliteReader(sqlitePath), readBaseline);

    backend = new Backend(BUILT.backend, {
      cwd: ROOT,
      env: {
        ...withoutDatabaseUrl(),
        SQLITE_PATH: sqlitePath,
        STORE_API_HOST: "127.0.0.1",
        STORE_API_PORT: String(apiPort),
        STOREFRONT_URLS: storefrontOrigin,
        PUBLIC_URL: backendOrigin,
        LOG_LEVEL: "warn",
        REGISTRATION_LIMIT_PER_IP: "0",
      },
      readyUrl: `${backendOrigin}/store-api/context`,
    });
    await backend.start();
    services.push(
      // The storefront's own server (security headers, CSP nonces, client IP, page cache), as `npm start` runs it.
      await startService("storefront", process.execPath, [BUILT.storefrontStart], {
        cwd: STOREFRONT_DIR,
        env: {
          ...process.env,
          PORT: String(storefrontPort),
          HOST: "127.0.0.1",
          STORE_API_URL: backendOrigin,
          NODE_ENV: "production",
        },
        readyUrl: `${storefrontOrigin}/`,
      }),
    );
    console.log(
      `store-api on ${backendOrigin} (pid ${backend.pid}), storefront on ${storefrontOrigin}; ${map.closeouts.length} low-stock closeouts: ${map.closeouts.join(", ")}; ${map.products.length} well-stocked products`,
    );

    const log = new RequestLog();
    const cpuBefore = process.cpuUsage();
    const deadline = SETTINGS.seconds * 1000;
    const shoppers = Array.from(
      { length: SETTINGS.shoppers },
      (_, i) =>
        new Shopper(i + 1, storefrontOrigin, log, {
          map,
          runId,
          deadline,
          orderGraceMs: ORDER_GRACE_MS,
          thinkMs: SETTINGS.thinkMs,
          orderShare: SETTINGS.orderShare,
          closeoutShare: SETTINGS.closeoutShare,
          doubleClickShare: SETTINGS.doubleClickShare,
        }),
    );

    let window: OutageWindow | undefined;
    let keeperResults: CartKeeperResult[] = [];
    const work: Promise<unknown>[] = [];
    if (FAULT) {
      const keepers = shoppers.slice(0, Math.min(SETTINGS.cartKeepers, shoppers.length));
      let readyCount = 0;
      let allReady!: () => void;
      const keepersReady = new Promise<void>((resolve) => (allReady = resolve));
      let killed!: () => void;
      const killedPromise = new Promise<void>((resolve) => (killed = resolve));
      let recovered!: () => void;
      const recoveredPromise = new Promise<void>((resolve) => (recovered = resolve));
      const keeperRuns = keepers.map(async (shopper) => {
        const result = await shopper.keepCart(
          () => ++readyCount === keepers.length && allReady(),
          killedPromise,
          recoveredPromise,
        );
        await shopper.run();
        return result;
      });
      work.push(...keeperRuns, ...shoppers.slice(keepers.length).map((s) => s.run()));
      work.push(
        (async () => {
          // At 40 % of the run, or once the cart keepers have their carts (at the latest at 60 %).
          await sleep(SETTINGS.killAt * deadline);
          await Promise.race([keepersReady, sleep(Math.max(0, 0.6 * deadline - log.now()))]);
          const killedAt = log.now();
          await backend!.kill();
          killed();
          console.log(
            `  ${(killedAt / 1000).toFixed(1)} s: store-api killed (SIGKILL); ${readyCount}/${keepers.length} cart keepers filled`,
          );
          await sleep(SETTINGS.downSeconds * 1000);
          let startMs = 0;
          for (let attempt = 1; ; attempt++) {
            try {
              startMs = await backend!.start();
              break;
            } catch (error) {
              // Only a missing build (another rebuild in progress) is worth another try.
              if (attempt >= 5) throw error;
              console.log(
                `  restart attempt ${attempt} failed, again in 2 s: ${(error as Error).message.split("\n")[0]}`,
              );
              await sleep(2000);
            }
          }
          const backendReadyAt = log.now();
          window = { killedAt, backendReadyAt };
          console.log(
            `  ${(backendReadyAt / 1000).toFixed(1)} s: store-api answering again (restart took ${startMs} ms, pid ${backend!.pid})`,
          );
          recovered();
        })(),
      );
      const progress = setInterval(
        () => console.log(`  ${(log.now() / 1000).toFixed(0)} s: ${log.records.length} requests`),
        10_000,
      );
      await Promise.all(work);
      clearInterval(progress);
      keeperResults = await Promise.all(keeperRuns);
    } else {
      const progress = setInterval(
        () => console.log(`  ${(log.now() / 1000).toFixed(0)} s: ${log.records.length} requests`),
        10_000,
      );
      await Promise.all(shoppers.map((s) => s.run()));
      clearInterval(progress);
    }
    const elapsedS = log.now() / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    // The shoppers' own CPU (parsing pages, building forms) competes with the servers on the same cores.
    const generatorCpuS = (cpu.user + cpu.system) / 1e6;
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    // The backend's catalogue response cache under this traffic (carts and orders included): hits of the catalogue
    // reads the storefront made on page-cache misses. A fault run counts from the restart.
    const backendCache = await readCacheStats(backendOrigin);
    await stopAll();

    // Checks against the database, read after a graceful stop.
    const attempts = shoppers.flatMap((s) => s.orders);
    const verification = await withReader(sqliteReader(sqlitePath), (reader) =>
      verifyDatabase(reader, baseline, attempts, `load ${runId} `),
    );
    const checks: Check[] = [...verification.checks];
    let fault: FaultFigures | undefined;
    if (FAULT) {
      if (!window) checks.push({ name: "backend killed and restarted", ok: false, detail: "the kill did not happen" });
      else {
        const result = faultFigures(log.records, window, keeperResults);
        fault = result.figures;
        checks.push(...result.checks);
      }
    }
    const outside = window
      ? log.records.filter((r) => r.endedAt < window!.killedAt || r.startedAt > window!.backendReadyAt)
      : log.records;
    const errorsOutside = outside.filter((r) => r.status === 0 || r.status >= 500);
    checks.push({
      name: FAULT ? "no 5xx or transport errors outside the outage" : "no 5xx or transport errors",
      ok: errorsOutside.length === 0,
      detail: `${errorsOutside.length} of ${outside.length} requests${errorsOutside[0] ? `; e.g. ${errorsOutside[0].kind} ${errorsOutside[0].path} → ${errorsOutside[0].status || errorsOutside[0].error}` : ""}`,
    });
    const stepFailures: Record<string, { count: number; example: string }> = {};
    for (const shopper of shoppers)
      for (const [step, entry] of shopper.stepFailures) {
        const total = (stepFailures[step] ??= { count: 0, example: entry.example });
        total.count += entry.count;
      }

    const kinds = byKind(log.records);
    const fmt = (n: number) => (Number.isNaN(n) ? "-" : n.toFixed(0));
    console.log(
      `\n${SETTINGS.shoppers} shoppers, ${elapsedS.toFixed(1)} s (think time ~${SETTINGS.thinkMs} ms), ${shoppers.reduce((s, x) => s + x.sessions, 0)} sessions, ${(log.records.length / elapsedS).toFixed(1)} requests/s`,
    );
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
    const slices = timeline(log.records);
    console.log(
      `\nrequests/errors sent per 5 s: ${slices.map((b) => `${b.fromS}s ${b.requests}/${b.errors}`).join(", ")}`,
    );
    const errors = errorBreakdown(log.records);
    if (Object.keys(errors).length)
      console.log(
        `\nerrors: ${Object.entries(errors)
          .map(([k, v]) => `${v}× ${k}`)
          .join("; ")}`,
      );
    const o = verification.orders;
    console.log(
      `\norders: ${o.confirmed} confirmed, ${o.refused} refused by the shop, ${o.ambiguous} unanswered (${o.ambiguousPlaced} of them placed), ${o.resubmits} resubmits (${o.doubleClicks} double clicks); ${o.newOrdersInDatabase} new orders in the database`,
    );
    for (const note of o.ambiguousNotes.slice(0, 10)) console.log(`  unanswered: ${note}`);
    for (const note of o.doubleClickNotes.slice(0, 5)) console.log(`  ${note}`);
    for (const [reason, count] of Object.entries(o.refusedReasons))
      console.log(`  refused ${count}×: ${reason.slice(0, 200)}`);
    if (verification.negativeStock.length)
      console.log(
        `  negative stock on products that are not closeouts (allowed, as in Shopware): ${verification.negativeStock.join(", ")}`,
      );
    for (const [step, entry] of Object.entries(stepFailures))
      console.log(`  step not completed ${entry.count}×: ${step} — ${entry.example}`);
    console.log("  every step went through the storefront's pages and forms; no Store API shortcut was needed");
    if (fault) {
      console.log(
        `\nfault: killed at ${fault.killedAtS.toFixed(1)} s, answering again after ${fault.downForS.toFixed(1)} s`,
      );
      console.log(
        `  pages while down: ${JSON.stringify(fault.outagePages)}; form posts while down: ${JSON.stringify(fault.outagePosts)}`,
      );
      if (fault.outageOtherPages.length)
        console.log(`  pages answered otherwise while down: ${fault.outageOtherPages.slice(0, 5).join("; ")}`);
      const kept = attempts.filter((a) => a.marker.endsWith("kept cart"));
      console.log(
        `  cart keepers ordered their surviving carts: ${kept.filter((a) => a.outcome === "confirmed").length} confirmed of ${kept.length} checkouts`,
      );
      const misfiled = Object.entries(fault.outagePosts).filter(([label]) => /^4\d\d server busy page$/.test(label));
      if (misfiled.length)
        console.log(
          `  note: ${misfiled.map(([label, n]) => `${n} form posts answered ${label.slice(0, 3)}`).join(", ")} with the 'server is busy' page as body (a client error status for a server outage; not counted as a failure)`,
        );
    }
    if (backendCache)
      console.log(
        `\nbackend catalogue cache${FAULT ? " (since the restart)" : ""}: ${backendCache.hits} hits, ${backendCache.misses} misses, hit ratio ${(backendCache.hitRatio * 100).toFixed(1)} %`,
      );
    console.log(`\nchecks`);
    console.log(
      table(
        ["check", "", "detail"],
        checks.map((c) => [c.name, c.ok ? "ok" : "FAILED", c.detail]),
        true,
      ),
    );
    console.log(
      `\nload average (1/5/15 min) at the start: ${loadAtStart.join(" / ")}, at the end: ${load.join(" / ")} on ${availableParallelism()} CPUs; the shoppers themselves used ${generatorCpuS.toFixed(1)} CPU-seconds`,
    );

    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(
      RESULTS,
      `${JSON.stringify({ startedAt, commit, node: process.version, cpus: availableParallelism(), loadAverageAtStart: loadAtStart, loadAverage: load, settings: { ...SETTINGS, fault: FAULT }, elapsedSeconds: elapsedS, generatorCpuSeconds: generatorCpuS, requests: kinds, timeline: slices, errors, orders: verification.orders, negativeStockNotCloseout: verification.negativeStock, stepFailures, fault, backendCache, checks }, null, 2)}\n`,
    );
    console.log(`written to ${path.relative(process.cwd(), RESULTS)}`);
    if (checks.some((c) => !c.ok)) process.exitCode = 1;
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
