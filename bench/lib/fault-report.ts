import type { Check } from "./load-report.js";
import type { RequestRecord } from "./shopper-http.js";
import type { CartKeeperResult } from "./shopper-types.js";

/** The figures and checks of `npm run load -- --fault` (bench/load.ts: the single backend killed and restarted). */

export interface OutageWindow {
  killedAt: number;
  backendReadyAt: number;
}

export interface FaultFigures {
  killedAtS: number;
  downForS: number;
  /** HTML pages (GET) sent and answered while the backend was down, by status (503 busy counted apart). */
  outagePages: Record<string, number>;
  outagePosts: Record<string, number>;
  /** Pages answered otherwise than with the busy page while the backend was down (e.g. served without it). */
  outageOtherPages: string[];
  /** From the backend answering again to the first 200 page of the storefront. */
  recoveryMs: number | null;
  /** 5xx or transport errors for requests sent more than 2 s after the backend answered again. */
  errorsAfterRecovery: number;
  keepers: CartKeeperResult[];
}

const RECOVERY_GRACE_MS = 2000;

export function faultFigures(
  records: RequestRecord[],
  window: OutageWindow,
  keepers: CartKeeperResult[],
): { figures: FaultFigures; checks: Check[] } {
  const during = records.filter((r) => r.startedAt >= window.killedAt && r.endedAt <= window.backendReadyAt);
  const label = (r: RequestRecord) =>
    r.status === 0 ? `transport error (${r.error})` : r.busyPage ? `${r.status} server busy page` : String(r.status);
  const tally = (list: RequestRecord[]) =>
    list.reduce<Record<string, number>>((counts, r) => ({ ...counts, [label(r)]: (counts[label(r)] ?? 0) + 1 }), {});
  const pages = during.filter((r) => r.method === "GET");
  const posts = during.filter((r) => r.method === "POST");
  const firstOk = records
    .filter((r) => r.startedAt >= window.backendReadyAt && r.status === 200 && r.method === "GET")
    .sort((a, b) => a.endedAt - b.endedAt)[0];
  const after = records.filter(
    (r) => r.startedAt > window.backendReadyAt + RECOVERY_GRACE_MS && (r.status === 0 || r.status >= 500),
  );
  const figures: FaultFigures = {
    killedAtS: window.killedAt / 1000,
    downForS: (window.backendReadyAt - window.killedAt) / 1000,
    outagePages: tally(pages),
    outagePosts: tally(posts),
    outageOtherPages: pages
      .filter((r) => !(r.status === 503 && r.busyPage))
      .map((r) => `${r.kind} ${r.path} → ${label(r)}`),
    recoveryMs: firstOk ? firstOk.endedAt - window.backendReadyAt : null,
    errorsAfterRecovery: after.length,
    keepers,
  };
  const busy = pages.filter((r) => r.status === 503 && r.busyPage).length;
  const badPages = pages.filter((r) => r.status === 0 || (r.status >= 500 && !(r.status === 503 && r.busyPage)));
  const readyKeepers = keepers.filter((k) => k.filledAt <= window.killedAt && Object.keys(k.before).length > 0);
  const checks: Check[] = [
    {
      name: "pages during the outage: 503 'server is busy'",
      ok: busy > 0 && badPages.length === 0,
      detail: `${pages.length} pages while down: ${
        Object.entries(figures.outagePages)
          .map(([k, v]) => `${v}× ${k}`)
          .join(", ") || "none"
      }`,
    },
    {
      name: "storefront recovers by itself",
      ok: firstOk !== undefined && after.length === 0,
      detail: `first 200 page ${figures.recoveryMs === null ? "never" : `${figures.recoveryMs.toFixed(0)} ms`} after the backend answered; ${after.length} errors from ${RECOVERY_GRACE_MS / 1000} s after it${after[0] ? ` (e.g. ${after[0].kind} ${after[0].status || after[0].error})` : ""}`,
    },
    {
      name: "carts survive the restart",
      ok: readyKeepers.length > 0 && readyKeepers.every((k) => k.same),
      detail: `${readyKeepers.filter((k) => k.same).length}/${readyKeepers.length} carts filled before the kill unchanged after it${keepers.length > readyKeepers.length ? ` (${keepers.length - readyKeepers.length} keepers not filled in time, not counted)` : ""}${readyKeepers.find((k) => !k.same) ? `; e.g. shopper ${readyKeepers.find((k) => !k.same)!.shopper}: ${JSON.stringify(readyKeepers.find((k) => !k.same)!.before)} → ${JSON.stringify(readyKeepers.find((k) => !k.same)!.after)} (${readyKeepers.find((k) => !k.same)!.afterStatus})` : ""}`,
    },
  ];
  return { figures, checks };
}
