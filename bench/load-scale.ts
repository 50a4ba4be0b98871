import { randomBytes } from "node:crypto";
import { availableParallelism, loadavg } from "node:os";
import pg from "pg";
import { DEFAULT_ACCESS_KEY } from "../packages/store-api/src/config.js";
import { createDatabase } from "../packages/store-api/src/db/database.js";
import { seedDatabase } from "../packages/store-api/seed/seed.js";
import { flag } from "./lib/args.js";
import { fetchText } from "./lib/deadline-fetch.js";
import { Backend } from "./lib/fault-backend.js";
import {
  postgresReader,
  readBaseline,
  readCacheStats,
  verifyDatabase,
  withReader,
  type Check,
} from "./lib/load-report.js";
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
import { RequestLog } from "./lib/shopper-http.js";
import type { OrderAttempt } from "./lib/shopper.js";
import { freePort, startService, type Service } from "./lib/storefront-processes.js";
import { measuredCommit } from "./store-api.js";

/**
 * `npm run load -- --scale [--fault]` (issue 17): the shop as several processes on one PostgreSQL. Two built backends
 * and two built storefronts (WORKERS=1 each, so four processes), each pair behind a least-connections proxy
 * (lib/round-robin-proxy.ts); the storefronts talk to the backends' proxy, the shoppers to the storefronts'. The
 * database is a fresh schema in LOAD_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:54329/postgres),
 * dropped afterwards. Besides the shoppers' run (lib/shopper.ts, as `npm run load`), mid-run:
 * - at 30 %: one-use codes: for VIP-0001…VIP-0003, 6 guests each put the code in a cart and all order at once through
 *   the backends' proxy (alternating backends): each code must be on exactly one order;
 * - at 50 %: a price change (SQL, as an operator or import writes it): the very next product read through EACH backend
 *   must show the new price (no stale cache);
 * - at 60 %: the login rate limit: 10 failed logins alternating between the backends, then one more through each must
 *   be throttled (429): the two count together.
 * `--fault` kills backend 2 with SIGKILL at 40 % and leaves it dead: the proxy routes around it (GETs are retried on the
 * other backend, as is any request whose connection was refused). Accepted: 0 errors outside the failover window;
 * inside it (requests started before the kill and ended within 2 s after it), only non-idempotent requests that were in
 * flight on the killed process may fail (counted and printed). Checks afterwards: no lost or duplicate order, stock
 * decrements equal the ordered units, no closeout oversold, no order nobody sent.
 */

const FAULT = flag("fault");
const FAILOVER_WINDOW_MS = 2000;
const DATABASE_URL =
  process.env.LOAD_DATABASE_URL || process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:54329/postgres";

type Json = Record<string, unknown>;

async function storeApi(
  origin: string,
  method: string,
  route: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; json: Json; token: string }> {
  const { response, text } = await fetchText(
    `${origin}/store-api${route}`,
    {
      method,
      headers: {
        "sw-access-key": DEFAULT_ACCESS_KEY,
        ...(options.token ? { "sw-context-token": options.token } : {}),
        ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    },
    30_000,
  );
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    json = { text: text.slice(0, 200) };
  }
  return { status: response.status, json, token: response.headers.get("sw-context-token") ?? options.token ?? "" };
}

function guestBody(email: string, storefrontUrl: string, countryId: string, salutationId: string): Json {
  return {
    guest: true,
    email,
    salutationId,
    firstName: "Load",
    lastName: "Scale",
    acceptedDataProtection: true,
    storefrontUrl,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId },
  };
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
    const checks: Check[] = [];
    const extraAttempts: OrderAttempt[] = [];
    let killedAt: number | undefined;

    const codes = async () => {
      await sleep(0.3 * deadline);
      const results: string[] = [];
      let ok = true;
      for (const code of ["VIP-0001", "VIP-0002", "VIP-0003"]) {
        const carts = await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            const marker = `load ${runId} code ${code} ${i}`;
            const email = `scale-${runId}-${code.toLowerCase()}-${i}@example.com`;
            const visitor = await storeApi(apiOrigin, "GET", "/context");
            const registered = await storeApi(apiOrigin, "POST", "/account/register", {
              token: visitor.token,
              body: guestBody(email, storefrontOrigin, country.id, salutation.id),
            });
            await storeApi(apiOrigin, "POST", "/checkout/cart/line-item", {
              token: registered.token,
              body: { items: [{ type: "product", referencedId: contested.id, quantity: 1 }] },
            });
            await storeApi(apiOrigin, "POST", "/checkout/cart/line-item", {
              token: registered.token,
              body: { items: [{ type: "promotion", referencedId: code }] },
            });
            const cart = await storeApi(apiOrigin, "GET", "/checkout/cart", { token: registered.token });
            return { marker, email, token: registered.token, hash: cart.json.hash as string };
          }),
        );
        const answers = await Promise.all(
          carts.map((cart) =>
            storeApi(apiOrigin, "POST", "/checkout/order", {
              token: cart.token,
              body: { hash: cart.hash, customerComment: cart.marker },
            }),
          ),
        );
        for (const [i, answer] of answers.entries())
          extraAttempts.push({
            marker: carts[i].marker,
            email: carts[i].email,
            outcome: answer.status === 200 ? "confirmed" : answer.status < 500 ? "refused" : "ambiguous",
            orderId: answer.json.id as string | undefined,
            orderNumber: answer.json.orderNumber as string | undefined,
            submits: 1,
            cart: { [contested.id]: 1 },
            note: answer.status === 200 ? undefined : JSON.stringify(answer.json).slice(0, 120),
          });
        const placed = answers.filter((a) => a.status === 200).length;
        const serverErrors = answers.filter((a) => a.status >= 500).length;
        const redeemed = await q<{ n: number }>(
          "SELECT COUNT(*) AS n FROM order_line_item WHERE type = 'promotion' AND referenced_id = $1",
          [code],
        );
        const n = Number(redeemed[0].n);
        ok &&= n === 1 && serverErrors === 0;
        results.push(`${code}: ${placed} of 6 orders placed, redeemed on ${n} order(s), ${serverErrors} 5xx`);
      }
      checks.push({
        name: "each one-use code redeemed once (6 parallel orders per code, both backends)",
        ok,
        detail: results.join("; "),
      });
    };

    const priceChange = async () => {
      await sleep(0.5 * deadline);
      const read = async (origin: string) =>
        ((await storeApi(origin, "GET", `/product/${repriced.id}`)).json.product as Json | undefined)
          ?.calculatedPrice as Json | undefined;
      const live = backendOrigins.filter((_, i) => !(FAULT && killedAt !== undefined && i === 1));
      // Both caches hold the product first.
      const before = await Promise.all(live.map(read));
      const old = before[0]?.unitPrice as number;
      await q("UPDATE product SET price_gross = price_gross + 250, price_net = price_net + 210 WHERE id = $1", [
        repriced.id,
      ]);
      await q(
        "UPDATE product_price SET price_gross = price_gross + 250, price_net = price_net + 210 WHERE product_id = $1",
        [repriced.id],
      );
      const after = await Promise.all(live.map(read));
      const prices = after.map((p) => p?.unitPrice as number);
      const ok = prices.every((p) => Math.abs(p - (old + 2.5)) < 0.005);
      checks.push({
        name: "no stale price after a price change mid-run (next read through each backend)",
        ok,
        detail: `${repriced.product_number}: ${old} → ${prices.join(" / ")} (expected ${(old + 2.5).toFixed(2)}) through ${live.length} backend(s)`,
      });
    };

    const rateLimit = async () => {
      await sleep(0.6 * deadline);
      const live = backendOrigins.filter((_, i) => !(FAULT && killedAt !== undefined && i === 1));
      const username = `nobody-${runId}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++)
        statuses.push(
          (
            await storeApi(live[i % live.length], "POST", "/account/login", {
              body: { username, password: "wrong-one" },
            })
          ).status,
        );
      const throttled = await Promise.all(
        live.map(
          async (origin) =>
            (await storeApi(origin, "POST", "/account/login", { body: { username, password: "wrong-one" } })).status,
        ),
      );
      const ok = statuses.every((s) => s === 401) && throttled.every((s) => s === 429);
      checks.push({
        name: "login rate limit counted across backends",
        ok,
        detail: `10 failed logins alternating over ${live.length} backend(s): ${[...new Set(statuses)].join("/")}; the 11th through each: ${throttled.join(", ")}`,
      });
    };

    const fault = async () => {
      await sleep(SETTINGS.killAt * deadline);
      killedAt = log.now();
      await backends[1].kill();
      console.log(`  ${(killedAt / 1000).toFixed(1)} s: backend 2 killed (SIGKILL), not restarted`);
    };

    // A mid-run check that throws (a timeout on an overloaded machine) fails as a check, never hangs the run.
    const pending = new Set<string>();
    const task = (name: string, run: () => Promise<void>) =>
      (pending.add(name), run().finally(() => pending.delete(name))).then(
        () => console.log(`  ${(log.now() / 1000).toFixed(0)} s: ${name} done`),
        (error: Error) => checks.push({ name, ok: false, detail: `did not complete: ${error.message}` }),
      );
    // Where requests wait, when some stay unanswered: in each proxy (per upstream) and in PostgreSQL.
    const waiting = async () => {
      const proxies = [
        ["storefronts", storefrontProxy],
        ["backends", apiProxy],
      ] as const;
      const lines = proxies.map(
        ([name, proxy]) =>
          `${name}: ${
            Object.entries(proxy.inFlight())
              .map(
                ([u, f]) =>
                  `${u.replace("http://127.0.0.1:", ":")} ${f.count} open (oldest ${(f.oldestMs / 1000).toFixed(0)} s: ${f.oldest.slice(0, 60)})`,
              )
              .join(", ") || "none open"
          }`,
      );
      try {
        const sessions = await q<{ state: string; wait: string; n: string; oldest: string; query: string }>(
          `SELECT coalesce(state, '?') AS state, coalesce(wait_event_type || ':' || wait_event, '-') AS wait, count(*) AS n,
             round(extract(epoch FROM max(now() - coalesce(xact_start, query_start))))::text AS oldest, left(max(query), 80) AS query
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY 1, 2`,
        );
        lines.push(
          `PostgreSQL sessions: ${sessions.map((s) => `${s.n} ${s.state} ${s.wait} (oldest ${s.oldest} s${s.state !== "idle" ? `: ${s.query}` : ""})`).join("; ")}`,
        );
      } catch (error) {
        lines.push(`PostgreSQL sessions: ${(error as Error).message}`);
      }
      return lines.map((line) => `      ${line}`).join("\n");
    };
    const stopProgress = progress(log, () => {
      const open = log.records.filter((r) => r.endedAt === 0);
      if (open.some((r) => log.now() - r.startedAt > 20_000)) void waiting().then((lines) => console.log(lines));
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
      task("one-use codes", codes),
      task("price change", priceChange),
      task("rate limit", rateLimit),
      ...(FAULT ? [task("backend kill", fault)] : []),
    ]);
    stopProgress();
    const elapsedS = log.now() / 1000;
    const load = loadavg().map((l) => Number(l.toFixed(2)));
    const caches = await Promise.all(backendOrigins.map((origin) => readCacheStats(origin)));
    await stopAll();

    const attempts = [...shoppers.flatMap((s) => s.orders), ...extraAttempts];
    const verification = await withReader(postgresReader(DATABASE_URL, schema), (reader) =>
      verifyDatabase(reader, baseline, attempts, `load ${runId} `),
    );
    checks.unshift(...verification.checks);
    const inWindow = (r: (typeof log.records)[number]) =>
      killedAt !== undefined &&
      r.startedAt < killedAt &&
      r.endedAt < killedAt + FAILOVER_WINDOW_MS &&
      r.endedAt >= killedAt;
    const errors = log.records.filter((r) => r.status === 0 || r.status >= 500);
    const windowErrors = errors.filter(inWindow);
    const outside = errors.filter((r) => !inWindow(r));
    checks.push({
      name: FAULT ? "no 5xx or transport errors outside the failover window" : "no 5xx or transport errors",
      ok: outside.length === 0,
      detail: `${outside.length} of ${log.records.length} requests${outside[0] ? `; e.g. ${outside[0].kind} ${outside[0].path} → ${outside[0].status || outside[0].error}` : ""}`,
    });
    if (FAULT) {
      const idempotentInWindow = windowErrors.filter((r) => r.method === "GET");
      checks.push({
        name: "failover window: no failed page (GET); only form posts in flight on the killed backend may fail",
        ok: idempotentInWindow.length === 0,
        detail: `${windowErrors.length} errors in the ${FAILOVER_WINDOW_MS / 1000} s after the kill (${
          windowErrors
            .map((r) => `${r.kind} ${r.status || r.error}`)
            .slice(0, 5)
            .join("; ") || "none"
        }); backend proxy: ${apiProxy.figures.retried} requests retried on the other backend, ${apiProxy.figures.failed} failed`,
      });
    }

    const { kinds, errors: breakdown } = printSummary(
      log.records,
      elapsedS,
      verification.orders,
      `${SETTINGS.shoppers} shoppers`,
    );
    console.log(
      `\nrequests per upstream: storefronts ${JSON.stringify(storefrontProxy.figures.byUpstream)}, backends ${JSON.stringify(apiProxy.figures.byUpstream)}`,
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
