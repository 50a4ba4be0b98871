import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { flag } from "./lib/args.js";
import { Backend } from "./lib/fault-backend.js";
import { postgresReader, readBaseline, readCacheStats, verifyDatabase, withReader } from "./lib/load-report.js";
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
import { startRoundRobinProxy, STORE_API_READS } from "./lib/round-robin-proxy.js";
import {
  errorChecks,
  oneUseCodes,
  priceChange,
  rateLimit,
  whereRequestsWait,
  type ScaleRun,
} from "./lib/scale-checks.js";
import { RequestLog } from "./lib/shopper-http.js";
import { freePort, startService, type Service } from "./lib/storefront-processes.js";
import { measuredCommit } from "./store-api.js";

/**
 * `npm run load -- --scale [--fault]` (issue 17): the shop as several processes on one PostgreSQL. Two built backends
 * and two built storefronts (WORKERS=1 each, so four processes), each pair behind a least-connections proxy
 * (lib/round-robin-proxy.ts); the storefronts talk to the backends' proxy, the shoppers to the storefronts'. The
 * database is a fresh schema in LOAD_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:54329/postgres),
 * dropped afterwards. Besides the shoppers' run (lib/shopper.ts, as `npm run load`), mid-run (lib/scale-checks.ts):
 * - at 30 %: one-use codes: for VIP-0001…VIP-0003, 6 guests each put the code in a cart and all order at once through
 *   the backends' proxy (alternating backends): each code must be on exactly one order;
 * - at 50 %: a price change (SQL, as an operator or import writes it): the very next product read through EACH backend
 *   must show the new price (no stale cache);
 * - at 60 %: the login rate limit: 10 failed logins alternating between the backends, then one more through each must
 *   be throttled (429): the two count together.
 * `--fault` kills backend 2 with SIGKILL at 40 % and leaves it dead: the proxy routes around it (reads, GETs and the
 * criteria POSTs of STORE_API_READS, are sent again to the other backend, as is any request whose connection was
 * refused). Accepted: 0 errors but for the shoppers' requests in flight at the kill; among those no page (GET) may
 * fail, and no more form posts than the writes the backends' proxy saw cut off on the killed process (counted and
 * printed). Checks afterwards: no lost or duplicate order, stock decrements equal the ordered units, no closeout
 * oversold, no order nobody sent.
 */

const FAULT = flag("fault");
const DATABASE_URL =
  process.env.LOAD_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:54329/postgres";

async function main(): Promise<void> {
  if (!(await waitForBuild())) {
    process.exitCode = 1;
    return;
  }
  const startedAt = new Date().toISOString();
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(2)));
  const commit = measuredCommit();
  const runId = Date.now().toString(36);
  const schema = `load_${runId}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const dropSchema = async () => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  };
  const db = createDatabase({ databaseUrl: DATABASE_URL, schema, poolMax: 2 });
  // Plain SQL for the run's own reads and the price change (kysely's sql tag lives in the backend's package).
  const client = new pg.Client({ connectionString: DATABASE_URL, options: `-c search_path=${schema}` });
  await client.connect();
  const q = async <T>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows as T[];
  const services: Service[] = [];
  const backends: Backend[] = [];
  const proxies: { close(): Promise<void> }[] = [];
  let stopping: Promise<void> | undefined;
  const stopAll = () =>
    (stopping ??= Promise.all([...services.splice(0).map((s) => s.stop()), ...backends.map((b) => b.stop())])
      .then(() => Promise.all(proxies.splice(0).map((p) => p.close())))
      .then(() => undefined));
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(
      signal,
      () =>
        void stopAll()
          .then(dropSchema)
          .finally(() => process.exit(130)),
    );

  try {
    const [apiProxyPort, storefrontProxyPort, ...ports] = await Promise.all(
      Array.from({ length: 6 }, () => freePort()),
    );
    const storefrontOrigin = `http://127.0.0.1:${storefrontProxyPort}`;
    const apiOrigin = `http://127.0.0.1:${apiProxyPort}`;
    const backendOrigins = [`http://127.0.0.1:${ports[0]}`, `http://127.0.0.1:${ports[1]}`];
    const storefrontOrigins = [`http://127.0.0.1:${ports[2]}`, `http://127.0.0.1:${ports[3]}`];
    console.log(
      `Scale load run${FAULT ? " with a backend kill" : ""} of ${commit}: ${SETTINGS.shoppers} shoppers for ${SETTINGS.seconds} s; 2 backends + 2 storefronts on PostgreSQL ${new URL(DATABASE_URL).host} (schema ${schema}), ${availableParallelism()} CPUs, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" / ")}`,
    );
    await seedDatabase(db, { storefrontUrls: [storefrontOrigin], schema });

    const map = await withReader(postgresReader(DATABASE_URL, schema), shopMap);
    const baseline = await withReader(postgresReader(DATABASE_URL, schema), readBaseline);
    const contested = await db
      .selectFrom("product")
      .select(["id"])
      .where("parent_id", "is", null)
      .where("child_count", "=", 0)
      .where("active", "=", 1)
      .where("type", "=", "physical")
      .where("is_closeout", "=", 0)
      .where("stock", ">=", 100)
      .orderBy("product_number", "desc")
      .executeTakeFirstOrThrow();
    const repriced = await db
      .selectFrom("product")
      .select(["id", "product_number"])
      .where("parent_id", "is", null)
      .where("child_count", "=", 0)
      .where("active", "=", 1)
      .where("is_closeout", "=", 0)
      .where("stock", ">=", 11)
      .where("stock", "<=", 99)
      .orderBy("product_number")
      .executeTakeFirstOrThrow();
    const country = await db.selectFrom("country").select("id").where("iso", "=", "DE").executeTakeFirstOrThrow();
    const salutation = await db
      .selectFrom("salutation")
      .select("id")
      .orderBy("salutation_key")
      .executeTakeFirstOrThrow();

    const backendEnv = (port: number, origin: string): NodeJS.ProcessEnv => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        DATABASE_URL,
        PGOPTIONS: `-c search_path=${schema}`,
        WORKERS: "1",
        STORE_API_HOST: "127.0.0.1",
        STORE_API_PORT: String(port),
        STOREFRONT_URLS: storefrontOrigin,
        PUBLIC_URL: origin,
        LOG_LEVEL: "warn",
        REGISTRATION_LIMIT_PER_IP: "0",
        CLEANUP_INTERVAL_MS: "0",
      };
      delete env.MAINTENANCE_MODE;
      delete env.SQLITE_PATH;
      return env;
    };
    for (const [i, origin] of backendOrigins.entries()) {
      const backend = new Backend(BUILT.backend, {
        cwd: ROOT,
        env: backendEnv(ports[i], origin),
        readyUrl: `${origin}/internal/health`,
      });
      backends.push(backend);
      await backend.start();
    }
    const apiProxy = await startRoundRobinProxy(backendOrigins, apiProxyPort, { safePosts: STORE_API_READS });
    proxies.push(apiProxy);
    // One signing secret for every storefront, as docs/deployment.md asks: a cookie one signs is read by the other.
    const pageStateSecret = randomBytes(32).toString("base64url");
    for (const [i, origin] of storefrontOrigins.entries()) {
      services.push(
        await startService(`storefront ${i + 1}`, process.execPath, [BUILT.storefrontStart], {
          cwd: STOREFRONT_DIR,
          env: {
            ...process.env,
            PORT: String(ports[2 + i]),
            HOST: "127.0.0.1",
            STORE_API_URL: apiOrigin,
            NODE_ENV: "production",
            WORKERS: "1",
            STOREFRONT_URLS: storefrontOrigin,
            PAGE_STATE_SECRET: pageStateSecret,
          },
          readyUrl: `${origin}/_shop/health`,
        }),
      );
    }
    const storefrontProxy = await startRoundRobinProxy(storefrontOrigins, storefrontProxyPort);
    proxies.push(storefrontProxy);
    console.log(
      `backends ${backendOrigins.join(", ")} (pids ${backends.map((b) => b.pid).join(", ")}) behind ${apiOrigin}; storefronts ${storefrontOrigins.join(", ")} behind ${storefrontOrigin}`,
    );

    const log = new RequestLog();
    const deadline = SETTINGS.seconds * 1000;
    const shoppers = shoppersFor(storefrontOrigin, log, map, runId);
    let killedAt: number | undefined;
    const run: ScaleRun = {
      runId,
      apiOrigin,
      storefrontOrigin,
      liveBackends: () => backendOrigins.filter((_, i) => !(killedAt !== undefined && i === 1)),
      q,
      contestedProductId: contested.id,
      repriced,
      countryId: country.id,
      salutationId: salutation.id,
      checks: [],
      extraAttempts: [],
    };
    const { checks } = run;

    const fault = async () => {
      killedAt = log.now();
      await backends[1].kill();
      console.log(`  ${(killedAt / 1000).toFixed(1)} s: backend 2 killed (SIGKILL), not restarted`);
    };

    // A mid-run check that throws (a timeout on an overloaded machine) fails as a check, never hangs the run.
    const pending = new Set<string>();
    const task = (name: string, atShare: number, check: (run: ScaleRun) => Promise<void>) =>
      (pending.add(name),
      sleep(atShare * deadline)
        .then(() => check(run))
        .finally(() => pending.delete(name))).then(
        () => console.log(`  ${(log.now() / 1000).toFixed(0)} s: ${name} done`),
        (error: Error) => checks.push({ name, ok: false, detail: `did not complete: ${error.message}` }),
      );
    const stopProgress = progress(log, () => {
      const open = log.records.filter((r) => r.endedAt === 0);
      if (open.some((r) => log.now() - r.startedAt > 20_000))
        void whereRequestsWait(
          [
            ["storefronts", storefrontProxy],
            ["backends", apiProxy],
          ],
          q,
        ).then((lines) => console.log(lines));
      return `${
        open.length
          ? `, ${open.length} unanswered (${open
              .slice(0, 2)
              .map((r) => `${r.method} ${r.path} since ${(r.startedAt / 1000).toFixed(0)} s`)
              .join(", ")})`
          : ""
      }${pending.size ? `; checks still running: ${[...pending].join(", ")}` : ""}`;
    });
    await Promise.all([
      ...shoppers.map((s) => s.run()),
      task("one-use codes", 0.3, oneUseCodes),
      task("price change", 0.5, priceChange),
      task("rate limit", 0.6, rateLimit),
      ...(FAULT ? [task("backend kill", SETTINGS.killAt, fault)] : []),
    ]);
    stopProgress();
    const elapsedS = log.now() / 1000;
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    const caches = await Promise.all(backendOrigins.map((origin) => readCacheStats(origin)));
    await stopAll();

    const attempts = [...shoppers.flatMap((s) => s.orders), ...run.extraAttempts];
    const verification = await withReader(postgresReader(DATABASE_URL, schema), (reader) =>
      verifyDatabase(reader, baseline, attempts, `load ${runId} `),
    );
    checks.unshift(...verification.checks);
    checks.push(...errorChecks(log.records, killedAt, apiProxy));

    const { kinds, errors: breakdown } = printSummary(
      log.records,
      elapsedS,
      verification.orders,
      `${SETTINGS.shoppers} shoppers`,
    );
    console.log(
      `\nrequests per upstream: storefronts ${JSON.stringify(storefrontProxy.figures.byUpstream)}, backends ${JSON.stringify(apiProxy.figures.byUpstream)}`,
    );
    // A 5xx the shoppers saw is the storefront's own page unless the storefronts' proxy answered it (no storefront did).
    console.log(
      `answered by the proxies themselves (no upstream delivered): storefronts ${storefrontProxy.figures.failed}, backends ${apiProxy.figures.failed}${storefrontProxy.figures.failures
        .slice(0, 3)
        .map((f) => `; ${f.method} ${f.path}: ${f.reason}`)
        .join("")}`,
    );
    console.log(
      `backend catalogue caches: ${caches.map((c, i) => (c ? `backend ${i + 1} ${c.hits} hits / ${c.misses} misses (${(c.hitRatio * 100).toFixed(1)} %)` : `backend ${i + 1} -`)).join(", ")}`,
    );
    finish(resultsFile(FAULT ? "load-scale-fault" : "load-scale"), checks, loadAtStart, load, {
      startedAt,
      commit,
      node: process.version,
      cpus: availableParallelism(),
      loadAverageAtStart: loadAtStart,
      loadAverage: load,
      settings: { ...SETTINGS, fault: FAULT },
      elapsedSeconds: elapsedS,
      requests: kinds,
      errors: breakdown,
      orders: verification.orders,
      proxies: { storefronts: storefrontProxy.figures, backends: apiProxy.figures },
      caches,
    });
  } finally {
    await stopAll();
    await client.end();
    await db.destroy();
    await dropSchema();
  }
}

await main();
