import Database from "better-sqlite3";
import pg from "pg";
import { fetchText } from "./deadline-fetch.js";
import { percentile } from "./load.js";
import type { RequestRecord } from "./shopper-http.js";
import type { OrderAttempt } from "./shopper-types.js";

/** Figures and database checks of a load run (bench/load.ts). */

export interface KindFigures {
  kind: string;
  requests: number;
  /** Status ≥ 500. */
  serverErrors: number;
  transportErrors: number;
  clientErrors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

function figures(kind: string, records: RequestRecord[]): KindFigures {
  const latencies = records
    .filter((r) => r.status > 0)
    .map((r) => r.endedAt - r.startedAt)
    .sort((a, b) => a - b);
  return {
    kind,
    requests: records.length,
    serverErrors: records.filter((r) => r.status >= 500).length,
    transportErrors: records.filter((r) => r.status === 0).length,
    clientErrors: records.filter((r) => r.status >= 400 && r.status < 500).length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

/** Per kind of request (in first-seen order) and a total line. */
export function byKind(records: RequestRecord[]): KindFigures[] {
  const groups = new Map<string, RequestRecord[]>();
  for (const record of records) groups.set(record.kind, [...(groups.get(record.kind) ?? []), record]);
  return [...[...groups].map(([kind, list]) => figures(kind, list)), figures("all", records)];
}

/** Requests sent per `bucketS`-second slice of the run, with how many of them failed (≥ 500 or transport): "0-5 s: 120/0". */
export function timeline(records: RequestRecord[], bucketS = 5): { fromS: number; requests: number; errors: number }[] {
  const buckets: { fromS: number; requests: number; errors: number }[] = [];
  for (const record of records) {
    const index = Math.floor(record.startedAt / 1000 / bucketS);
    for (let i = buckets.length; i <= index; i++) buckets.push({ fromS: i * bucketS, requests: 0, errors: 0 });
    buckets[index].requests++;
    if (record.status === 0 || record.status >= 500) buckets[index].errors++;
  }
  return buckets;
}

/** Transport errors by message and 5xx by kind+status, for the report. */
export function errorBreakdown(records: RequestRecord[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const record of records) {
    if (record.status !== 0 && record.status < 500) continue;
    const key =
      record.status === 0
        ? `${record.kind}: ${record.error}`
        : `${record.kind}: ${record.status}${record.busyPage ? " (server busy page)" : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface Baseline {
  orderIds: Set<string>;
  stock: Map<string, { stock: number; available: number; closeout: boolean; number: string }>;
}

/** Read access to the shop's database for the checks: the SQLite file, or a PostgreSQL schema (load --scale). */
export interface SqlReader {
  all<T>(query: string): Promise<T[]>;
  /** The engine's own consistency check, when it has one (SQLite: PRAGMA integrity_check). */
  integrity(): Promise<Check | undefined>;
  close(): Promise<void>;
}

export function sqliteReader(sqlitePath: string): SqlReader {
  const db = new Database(sqlitePath, { readonly: true });
  return {
    all: async <T>(query: string) => db.prepare(query).all() as T[],
    integrity: async () => {
      const integrity = (db.prepare("PRAGMA integrity_check").all() as { integrity_check: string }[]).map(
        (row) => row.integrity_check,
      );
      return {
        name: "PRAGMA integrity_check",
        ok: integrity.length === 1 && integrity[0] === "ok",
        detail: integrity.slice(0, 5).join("; "),
      };
    },
    close: async () => void db.close(),
  };
}

/** A PostgreSQL schema (search_path) on `url`; one connection. */
export async function postgresReader(url: string, schema: string): Promise<SqlReader> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  return {
    // COUNT(*) and stock come back as numbers: the backend's database module sets pg's BIGINT/NUMERIC parsers.
    all: async <T>(query: string) => (await client.query(query)).rows as T[],
    integrity: async () => undefined,
    close: () => client.end(),
  };
}

/** Runs `use` with `reader`, then closes it. */
export async function withReader<T>(
  reader: SqlReader | Promise<SqlReader>,
  use: (reader: SqlReader) => Promise<T>,
): Promise<T> {
  const opened = await reader;
  try {
    return await use(opened);
  } finally {
    await opened.close();
  }
}

/** The database before the shoppers arrive: existing orders and every product's stock. */
export async function readBaseline(db: SqlReader): Promise<Baseline> {
  {
    const orderIds = new Set((await db.all<{ id: string }>(`SELECT id FROM "order"`)).map((row) => row.id));
    const rows = await db.all<{
      id: string;
      product_number: string;
      stock: number;
      available_stock: number;
      is_closeout: number;
    }>("SELECT id, product_number, stock, available_stock, is_closeout FROM product");
    return {
      orderIds,
      stock: new Map(
        rows.map((row) => [
          row.id,
          {
            stock: row.stock,
            available: row.available_stock,
            closeout: Number(row.is_closeout) === 1,
            number: row.product_number,
          },
        ]),
      ),
    };
  }
}

export interface OrderSummary {
  attempts: number;
  confirmed: number;
  refused: number;
  ambiguous: number;
  /** Ambiguous attempts whose order the database has (the answer was lost, the order was placed). */
  ambiguousPlaced: number;
  newOrdersInDatabase: number;
  resubmits: number;
  /** Checkouts whose form was posted twice at once (a double click), and where each click landed. */
  doubleClicks: number;
  doubleClickNotes: string[];
  refusedReasons: Record<string, number>;
  /** What the shopper saw of the unanswered ones, with whether the database has the order. */
  ambiguousNotes: string[];
}

/**
 * Reads the SQLite file (the servers are stopped) and checks what the shoppers saw against it: every confirmed order
 * exists exactly once with the number shown, no order number or cart (marker) has two orders, no order appeared that
 * no shopper sent, stock went down by exactly the ordered quantities, no closeout went below zero, the file is intact.
 */
export async function verifyDatabase(
  db: SqlReader,
  baseline: Baseline,
  attempts: OrderAttempt[],
  runMarker: string,
): Promise<{ checks: Check[]; orders: OrderSummary; negativeStock: string[] }> {
  const checks: Check[] = [];
  {
    const integrity = await db.integrity();
    if (integrity) checks.push(integrity);

    const all = await db.all<{ id: string; order_number: string; customer_comment: string | null }>(
      `SELECT id, order_number, customer_comment FROM "order"`,
    );
    const fresh = all.filter((order) => !baseline.orderIds.has(order.id));
    const byId = new Map(all.map((order) => [order.id, order]));
    const byMarker = new Map<string, typeof fresh>();
    for (const order of fresh)
      byMarker.set(order.customer_comment ?? "", [...(byMarker.get(order.customer_comment ?? "") ?? []), order]);

    const confirmed = attempts.filter((a) => a.outcome === "confirmed");
    const lost = confirmed.filter((a) => !a.orderId || !byId.has(a.orderId));
    const wrongNumber = confirmed.filter(
      (a) =>
        a.orderId &&
        byId.has(a.orderId) &&
        a.orderNumber !== undefined &&
        byId.get(a.orderId)!.order_number !== a.orderNumber,
    );
    const wrongCart = confirmed.filter(
      (a) => a.orderId && byId.has(a.orderId) && byId.get(a.orderId)!.customer_comment !== a.marker,
    );
    checks.push({
      name: "every confirmed order is in the database (id, number, cart)",
      ok: lost.length === 0 && wrongNumber.length === 0 && wrongCart.length === 0,
      detail: `${confirmed.length} confirmed (${confirmed.filter((a) => a.orderNumber !== undefined).length} with the number read from the success page), ${lost.length} missing, ${wrongNumber.length} with another number, ${wrongCart.length} of another cart${lost[0] ? `; e.g. ${lost[0].marker} ${lost[0].orderId}` : ""}`,
    });

    const duplicateNumbers = await db.all<{ order_number: string; n: number }>(
      `SELECT order_number, COUNT(*) AS n FROM "order" GROUP BY order_number HAVING COUNT(*) > 1`,
    );
    checks.push({
      name: "no duplicate order number",
      ok: duplicateNumbers.length === 0,
      detail: duplicateNumbers.length
        ? duplicateNumbers
            .slice(0, 5)
            .map((d) => `${d.order_number}×${d.n}`)
            .join(", ")
        : `${all.length} orders, all numbers distinct`,
    });

    const twice = [...byMarker].filter(([marker, orders]) => marker.startsWith(runMarker) && orders.length > 1);
    checks.push({
      name: "no cart ordered twice",
      ok: twice.length === 0,
      detail: twice.length
        ? twice
            .slice(0, 5)
            .map(([marker, orders]) => `${marker}: ${orders.map((o) => o.order_number).join(", ")}`)
            .join("; ")
        : `${[...byMarker.keys()].filter((m) => m.startsWith(runMarker)).length} carts with an order, one order each`,
    });

    const markers = new Set(attempts.map((a) => a.marker));
    const strangers = fresh.filter((order) => !markers.has(order.customer_comment ?? ""));
    checks.push({
      name: "no order that no shopper submitted",
      ok: strangers.length === 0,
      detail: strangers.length
        ? strangers
            .slice(0, 5)
            .map((o) => `${o.order_number} "${o.customer_comment}"`)
            .join(", ")
        : `${fresh.length} new orders, each from a shopper's cart`,
    });

    // Stock: the units taken equal the ordered units, product by product.
    const ordered = new Map<string, number>();
    if (fresh.length) {
      const freshIds = new Set(fresh.map((o) => o.id));
      const lines = await db.all<{ order_id: string; product_id: string; quantity: number }>(
        `SELECT order_id, product_id, quantity FROM order_line_item WHERE type = 'product' AND product_id IS NOT NULL`,
      );
      for (const line of lines)
        if (freshIds.has(line.order_id))
          ordered.set(line.product_id, (ordered.get(line.product_id) ?? 0) + line.quantity);
    }
    const now = await db.all<{ id: string; stock: number; available_stock: number }>(
      "SELECT id, stock, available_stock FROM product",
    );
    const mismatches: string[] = [];
    const negative: string[] = [];
    const oversold: string[] = [];
    for (const row of now) {
      const before = baseline.stock.get(row.id);
      if (!before) continue;
      const units = ordered.get(row.id) ?? 0;
      if (before.stock - row.stock !== units || before.available - row.available_stock !== units)
        mismatches.push(
          `${before.number}: stock ${before.stock}→${row.stock}, available ${before.available}→${row.available_stock}, ordered ${units}`,
        );
      if (row.stock < 0) (before.closeout ? oversold : negative).push(`${before.number} ${row.stock}`);
    }
    checks.push({
      name: "stock decrements equal ordered quantities",
      ok: mismatches.length === 0,
      detail: mismatches.length
        ? mismatches.slice(0, 5).join("; ")
        : `${ordered.size} products ordered, ${[...ordered.values()].reduce((a, b) => a + b, 0)} units, all matched`,
    });
    const closeoutsOrdered = [...ordered.keys()].filter((id) => baseline.stock.get(id)?.closeout);
    checks.push({
      name: "no closeout stock below zero (no oversell)",
      ok: oversold.length === 0,
      detail: oversold.length
        ? oversold.join(", ")
        : `${closeoutsOrdered.length} closeouts ordered${closeoutsOrdered.length ? `, lowest stock now ${Math.min(...closeoutsOrdered.map((id) => now.find((r) => r.id === id)!.stock))}` : ""}`,
    });

    const refusedButPlaced = attempts.filter(
      (a) => a.outcome === "refused" && (byMarker.get(a.marker) ?? []).length > 0,
    );
    checks.push({
      name: "no order placed for a cart the shop refused",
      ok: refusedButPlaced.length === 0,
      detail: refusedButPlaced.length
        ? refusedButPlaced
            .slice(0, 3)
            .map((a) => `${a.marker}: "${a.note}"`)
            .join("; ")
        : `${attempts.filter((a) => a.outcome === "refused").length} refused, none in the database`,
    });

    const ambiguous = attempts.filter((a) => a.outcome === "ambiguous");
    const refusedReasons: Record<string, number> = {};
    for (const attempt of attempts.filter((a) => a.outcome === "refused"))
      refusedReasons[attempt.note ?? ""] = (refusedReasons[attempt.note ?? ""] ?? 0) + 1;
    return {
      checks,
      negativeStock: negative,
      orders: {
        attempts: attempts.length,
        confirmed: confirmed.length,
        refused: attempts.length - confirmed.length - ambiguous.length,
        ambiguous: ambiguous.length,
        ambiguousPlaced: ambiguous.filter((a) => (byMarker.get(a.marker) ?? []).length > 0).length,
        newOrdersInDatabase: fresh.length,
        resubmits: attempts.reduce((sum, a) => sum + Math.max(0, a.submits - 1), 0),
        doubleClicks: attempts.filter((a) => a.doubleClick).length,
        doubleClickNotes: attempts.filter((a) => a.doubleClick).map((a) => `${a.outcome}: ${a.note ?? ""}`),
        refusedReasons,
        ambiguousNotes: ambiguous.map(
          (a) => `${a.marker}: ${a.note ?? "?"} → ${(byMarker.get(a.marker) ?? []).length ? "placed" : "not placed"}`,
        ),
      },
    };
  }
}

/** A plain-text table: the first and last columns left-aligned (names, details), the others right-aligned (figures). */
export function table(header: string[], lines: string[][], leftLast = false): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const left = (i: number) => i === 0 || (leftLast && i === header.length - 1);
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (left(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ")
      .trimEnd();
  return `${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`;
}

/** The backend's catalogue response cache counters (GET /internal/cache-stats), or undefined when it does not answer. */
export async function readCacheStats(
  backendOrigin: string,
): Promise<{ hits: number; misses: number; hitRatio: number } | undefined> {
  try {
    const { response, text } = await fetchText(`${backendOrigin}/internal/cache-stats`, {}, 10_000);
    if (!response.ok) return undefined;
    const { hits, misses } = JSON.parse(text) as { hits: number; misses: number };
    return { hits, misses, hitRatio: hits + misses > 0 ? hits / (hits + misses) : 0 };
  } catch {
    return undefined;
  }
}
