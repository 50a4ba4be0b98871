import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { flag } from "./lib/args.js";
import { Backend } from "./lib/fault-backend.js";
import {
  readBaseline,
  readCacheStats,
  sqliteReader,
  timeline,
  verifyDatabase,
  withReader,
  type Check,
} from "./lib/load-report.js";
import { faultFigures, type FaultFigures, type OutageWindow } from "./lib/fault-report.js";
import {
  BUILT,
  finish,
  printSummary,
  progress,
  resultsFile,
  ROOT,
  SETTINGS,
  shoppersFor,
  shopMap,
  sleep,
  STOREFRONT_DIR,
  waitForBuild,
} from "./lib/load-run.js";
import { RequestLog } from "./lib/shopper-http.js";
import type { CartKeeperResult } from "./lib/shopper-types.js";
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

// --scale: several processes on PostgreSQL behind a least-connections proxy (issue 17), a script of its own.
if (flag("scale")) {
  await import("./load-scale.js");
  process.exit(process.exitCode ?? 0);
}
const FAULT = flag("fault");

/** The environment without a PostgreSQL URL or maintenance mode a developer's shell may carry. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.MAINTENANCE_MODE;
  return env;
}

async function main(): Promise<void> {
  if (!(await waitForBuild())) {
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
    const map = await withReader(sqliteReader(sqlitePath), shopMap);
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
    const shoppers = shoppersFor(storefrontOrigin, log, map, runId);

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
      const stopProgress = progress(log);
      await Promise.all(work);
      stopProgress();
      keeperResults = await Promise.all(keeperRuns);
    } else {
      const stopProgress = progress(log);
      await Promise.all(shoppers.map((s) => s.run()));
      stopProgress();
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

    const { kinds, errors } = printSummary(
      log.records,
      elapsedS,
      verification.orders,
      `${SETTINGS.shoppers} shoppers (think time ~${SETTINGS.thinkMs} ms), ${shoppers.reduce((s, x) => s + x.sessions, 0)} sessions`,
    );
    const slices = timeline(log.records);
    console.log(
      `\nrequests/errors sent per 5 s: ${slices.map((b) => `${b.fromS}s ${b.requests}/${b.errors}`).join(", ")}`,
    );
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
    console.log(`the shoppers themselves used ${generatorCpuS.toFixed(1)} CPU-seconds`);
    finish(resultsFile(FAULT ? "load-fault" : "load"), checks, loadAtStart, load, {
      startedAt,
      commit,
      node: process.version,
      cpus: availableParallelism(),
      loadAverageAtStart: loadAtStart,
      loadAverage: load,
      settings: { ...SETTINGS, fault: FAULT },
      elapsedSeconds: elapsedS,
      generatorCpuSeconds: generatorCpuS,
      requests: kinds,
      timeline: slices,
      errors,
      orders: verification.orders,
      negativeStockNotCloseout: verification.negativeStock,
      stepFailures,
      fault,
      backendCache,
    });
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
