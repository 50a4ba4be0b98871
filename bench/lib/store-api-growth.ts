/**
 * Issue 17's growth figure: the Store API rows of a catalogue of at least 1,000,000 generated products next to the
 * same rows at 50,000, with the ratio, and the budget: the product listing's serial p95 at most twice its
 * 50,000-product figure (every listing variant a cache cannot answer).
 */
import type { StoreApiRow } from "./store-api-measure.js";

export const GROWTH_BUDGET = { from: 50_000, to: 1_000_000, maxRatio: 2 };

export interface GrowthRow {
  operation: string;
  variant: string;
  from: StoreApiRow;
  to: StoreApiRow;
  fromProducts: number;
  toProducts: number;
  p50Ratio: number;
  p95Ratio: number;
  /** Whether the ≤ 2× budget applies (an uncached listing), and whether it holds. */
  budgeted: boolean;
  pass?: boolean;
}

const label = (size: number) => `demo+${size.toLocaleString("en-GB")} `;
const withoutTerm = (operation: string) => operation.replace(/ "[^"]*"/, "");

/** Every operation measured at 50,000 and at the largest catalogue of at least 1,000,000 generated products. */
export function growthRows(results: StoreApiRow[], catalogues: number[]): GrowthRow[] {
  const to = Math.max(...catalogues);
  if (!catalogues.includes(GROWTH_BUDGET.from) || to < GROWTH_BUDGET.to) return [];
  const rows: GrowthRow[] = [];
  for (const large of results.filter((r) => r.catalogue.startsWith(label(to)))) {
    const small = results.find(
      (r) =>
        r.catalogue.startsWith(label(GROWTH_BUDGET.from)) &&
        withoutTerm(r.operation) === withoutTerm(large.operation) &&
        r.variant === large.variant,
    );
    if (!small) continue;
    const budgeted = large.operation.startsWith("product-listing") && !large.variant.startsWith("repeated");
    const p95Ratio = large.serialP95Ms / small.serialP95Ms;
    rows.push({
      operation: withoutTerm(large.operation),
      variant: large.variant,
      from: small,
      to: large,
      fromProducts: GROWTH_BUDGET.from,
      toProducts: to,
      p50Ratio: large.serialP50Ms / small.serialP50Ms,
      p95Ratio,
      budgeted,
      ...(budgeted ? { pass: Number.isFinite(p95Ratio) && p95Ratio <= GROWTH_BUDGET.maxRatio } : {}),
    });
  }
  return rows;
}

/** The growth rows as a table: serial p50/p95 at both sizes, the ratios, the budget and its verdict. */
export function printGrowthTable(results: StoreApiRow[], catalogues: number[]): void {
  const rows = growthRows(results, catalogues);
  if (rows.length === 0) return;
  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a");
  const times = (value: number) => (Number.isFinite(value) ? `×${value.toFixed(2)}` : "n/a");
  const rounds = (r: StoreApiRow) => (r.rounds ? ` (median of ${r.rounds.length})` : "");
  const header = [
    "operation",
    "variant",
    "50,000: p50 / p95 ms",
    "1M: p50 / p95 ms",
    "p50",
    "p95",
    "budget",
    "verdict",
  ];
  const lines = rows.map((r) => [
    r.operation,
    r.variant,
    `${ms(r.from.serialP50Ms)} / ${ms(r.from.serialP95Ms)}${rounds(r.from)}`,
    `${ms(r.to.serialP50Ms)} / ${ms(r.to.serialP95Ms)}${rounds(r.to)}`,
    times(r.p50Ratio),
    times(r.p95Ratio),
    r.budgeted ? `p95 ≤ ${GROWTH_BUDGET.maxRatio}× the 50,000 figure` : "",
    r.budgeted ? (r.pass ? "ok" : "MISSED") : "",
  ]);
  header[3] = `${rows[0].toProducts.toLocaleString("en-GB")}: p50 / p95 ms`;
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join("  ");
  console.log(
    `\ngrowth, serial latency (one request at a time):\n${format(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}\n${lines.map(format).join("\n")}`,
  );
}
