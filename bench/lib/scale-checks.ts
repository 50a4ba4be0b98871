import { DEFAULT_ACCESS_KEY } from "../../packages/store-api/src/config.js";
import { fetchText } from "./deadline-fetch.js";
import type { Check } from "./load-report.js";
import { type RoundRobinProxy, STORE_API_READS } from "./round-robin-proxy.js";
import type { RequestRecord } from "./shopper-http.js";
import type { OrderAttempt } from "./shopper-types.js";

/**
 * The mid-run checks of `npm run load -- --scale` (bench/load-scale.ts), each sent straight to the Store API (the
 * backends' proxy, or one backend) while the shoppers go on, and the report of where unanswered requests wait.
 */

type Json = Record<string, unknown>;

/** What the checks need of the run: where the shop is, the rows they use, and where their results go. */
export interface ScaleRun {
  runId: string;
  /** The backends' proxy and the storefronts' proxy (the storefront URL of the sales channel). */
  apiOrigin: string;
  storefrontOrigin: string;
  /** The backends still alive (a fault run leaves the killed one out). */
  liveBackends(): string[];
  /** Plain SQL in the run's schema (as an operator or an import writes). */
  q<T>(text: string, values?: unknown[]): Promise<T[]>;
  contestedProductId: string;
  repriced: { id: string; product_number: string };
  countryId: string;
  salutationId: string;
  checks: Check[];
  /** The code check's orders, verified afterwards with the shoppers' own. */
  extraAttempts: OrderAttempt[];
}

export async function storeApi(
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

function guestBody(run: ScaleRun, email: string): Json {
  return {
    guest: true,
    email,
    salutationId: run.salutationId,
    firstName: "Load",
    lastName: "Scale",
    acceptedDataProtection: true,
    storefrontUrl: run.storefrontOrigin,
    billingAddress: { street: "Hauptstraße 1", zipcode: "10115", city: "Berlin", countryId: run.countryId },
  };
}

/**
 * One-use codes: for VIP-0001…VIP-0003, 6 guests each put the code in a cart and all order at once through the
 * backends' proxy (so on both backends): each code must be on exactly one order.
 */
export async function oneUseCodes(run: ScaleRun): Promise<void> {
  const { apiOrigin, runId } = run;
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
          body: guestBody(run, email),
        });
        await storeApi(apiOrigin, "POST", "/checkout/cart/line-item", {
          token: registered.token,
          body: { items: [{ type: "product", referencedId: run.contestedProductId, quantity: 1 }] },
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
      run.extraAttempts.push({
        marker: carts[i].marker,
        email: carts[i].email,
        outcome: answer.status === 200 ? "confirmed" : answer.status < 500 ? "refused" : "ambiguous",
        orderId: answer.json.id as string | undefined,
        orderNumber: answer.json.orderNumber as string | undefined,
        submits: 1,
        cart: { [run.contestedProductId]: 1 },
        note: answer.status === 200 ? undefined : JSON.stringify(answer.json).slice(0, 120),
      });
    const placed = answers.filter((a) => a.status === 200).length;
    const serverErrors = answers.filter((a) => a.status >= 500).length;
    const redeemed = await run.q<{ n: number }>(
      "SELECT COUNT(*) AS n FROM order_line_item WHERE type = 'promotion' AND referenced_id = $1",
      [code],
    );
    const n = Number(redeemed[0].n);
    ok &&= n === 1 && serverErrors === 0;
    results.push(`${code}: ${placed} of 6 orders placed, redeemed on ${n} order(s), ${serverErrors} 5xx`);
  }
  run.checks.push({
    name: "each one-use code redeemed once (6 parallel orders per code, both backends)",
    ok,
    detail: results.join("; "),
  });
}

/** A price change (SQL): the very next product read through EACH live backend must show the new price. */
export async function priceChange(run: ScaleRun): Promise<void> {
  const { repriced } = run;
  const read = async (origin: string) =>
    ((await storeApi(origin, "GET", `/product/${repriced.id}`)).json.product as Json | undefined)?.calculatedPrice as
      | Json
      | undefined;
  const live = run.liveBackends();
  // Both caches hold the product first.
  const before = await Promise.all(live.map(read));
  const old = before[0]?.unitPrice as number;
  await run.q("UPDATE product SET price_gross = price_gross + 250, price_net = price_net + 210 WHERE id = $1", [
    repriced.id,
  ]);
  await run.q(
    "UPDATE product_price SET price_gross = price_gross + 250, price_net = price_net + 210 WHERE product_id = $1",
    [repriced.id],
  );
  const after = await Promise.all(live.map(read));
  const prices = after.map((p) => p?.unitPrice as number);
  run.checks.push({
    name: "no stale price after a price change mid-run (next read through each backend)",
    ok: prices.every((p) => Math.abs(p - (old + 2.5)) < 0.005),
    detail: `${repriced.product_number}: ${old} → ${prices.join(" / ")} (expected ${(old + 2.5).toFixed(2)}) through ${live.length} backend(s)`,
  });
}

/** The login rate limit: 10 failed logins alternating between the backends, then one more through each is a 429. */
export async function rateLimit(run: ScaleRun): Promise<void> {
  const live = run.liveBackends();
  const username = `nobody-${run.runId}@example.com`;
  const login = async (origin: string) =>
    (await storeApi(origin, "POST", "/account/login", { body: { username, password: "wrong-one" } })).status;
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push(await login(live[i % live.length]));
  const throttled = await Promise.all(live.map(login));
  run.checks.push({
    name: "login rate limit counted across backends",
    ok: statuses.every((s) => s === 401) && throttled.every((s) => s === 429),
    detail: `10 failed logins alternating over ${live.length} backend(s): ${[...new Set(statuses)].join("/")}; the 11th through each: ${throttled.join(", ")}`,
  });
}

/** Where requests wait, when some stay unanswered: in each proxy (per upstream) and in PostgreSQL. */
export async function whereRequestsWait(
  proxies: (readonly [string, RoundRobinProxy])[],
  q: ScaleRun["q"],
): Promise<string> {
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
}

/**
 * 0 errors (5xx or transport) among the shoppers' requests; with a kill (`killedAt`, run clock), those in flight at
 * the kill (started before it, ended after it) are judged apart: a page (GET) must not fail there either (the proxy
 * sends its reads again to the live backend), a form post may, but only as many as the writes the backends' proxy
 * saw cut off on the killed process (a write is never sent twice). No time bound: a form post whose write was cut
 * off ends when the storefront has rendered its error, which under load takes seconds.
 */
export function errorChecks(
  records: RequestRecord[],
  killedAt: number | undefined,
  apiProxy: RoundRobinProxy,
): Check[] {
  const inFlightAtKill = (r: RequestRecord) =>
    killedAt !== undefined && r.startedAt < killedAt && r.endedAt >= killedAt;
  const errors = records.filter((r) => r.status === 0 || r.status >= 500);
  const outside = errors.filter((r) => !inFlightAtKill(r));
  const checks: Check[] = [
    {
      name:
        killedAt === undefined
          ? "no 5xx or transport errors"
          : "no 5xx or transport errors but for requests in flight at the kill",
      ok: outside.length === 0,
      detail: `${outside.length} of ${records.length} requests${outside[0] ? `; e.g. ${outside[0].kind} ${outside[0].path} → ${outside[0].status || outside[0].error}` : ""}`,
    },
  ];
  if (killedAt === undefined) return checks;
  const inFlightErrors = errors.filter(inFlightAtKill);
  const { retried, failed, failures } = apiProxy.figures;
  // What the backends' proxy could not send elsewhere and must not resend: writes that may have reached the killed
  // backend (a read that failed on both backends is a failure, not an allowance for a failed form post).
  const lostWrites = failures.filter((f) => f.method !== "GET" && !STORE_API_READS.test(f.path));
  checks.push({
    name: "in flight at the kill: no failed page (GET); failed form posts at most the writes cut off on the killed backend",
    ok: inFlightErrors.every((r) => r.method !== "GET") && inFlightErrors.length <= lostWrites.length,
    detail: `${inFlightErrors.length} shopper errors among the requests in flight at the kill (${
      inFlightErrors
        .map((r) => `${r.method} ${r.kind} ${r.status || r.error}`)
        .slice(0, 5)
        .join("; ") || "none"
    }); backends' proxy: ${retried} requests retried on the other backend, ${failed} failed (${lostWrites.length} writes in flight: ${
      lostWrites
        .map((f) => `${f.method} ${f.path} ${f.reason}`)
        .slice(0, 5)
        .join("; ") || "none"
    })`,
  });
  return checks;
}
