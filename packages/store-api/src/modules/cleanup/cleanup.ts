import { deleteOldCacheChanges } from "../../db/cache-tags.js";
import type { Db } from "../../db/database.js";
import { deleteRateLimitsBefore } from "../../http/rate-limit.js";
import { deleteCartsChangedBefore } from "../cart/cart.repository.js";
import { CONTEXT_LIFETIME_MS } from "../context/context.js";
import { deleteContextsChangedBefore } from "../context/context.repository.js";
import { deletePaymentTokensSpentBefore } from "../payment/payment.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the backend forgets, and when (issue 12 M3; Shopware: the `cart.delete_expired` and
 * `sales_channel_context.cleanup` scheduled tasks, `shopware.cart.expire_days` and `sales_channel_context.expire_days`
 * of 120 days, the context lifetime P1D):
 * - carts without a customer once their token can no longer be used (the context lifetime since the last change);
 * - a customer's cart and contexts after 120 days without a change (login restores them until then);
 * - anonymous contexts after the context lifetime (the token is refused afterwards anyway);
 * - rate-limit rows a day after their last attempt (every limiter forgets by then);
 * - payment tokens a day after they expired or were used;
 * - PostgreSQL cache change rows once no cached response can still need them (src/db/cache-tags.ts).
 */
export const RETENTION = {
  anonymousMs: CONTEXT_LIFETIME_MS,
  customerMs: 120 * DAY_MS,
  rateLimitMs: DAY_MS,
  paymentTokenMs: DAY_MS,
} as const;

export interface CleanupResult {
  carts: number;
  contexts: number;
  rateLimits: number;
  paymentTokens: number;
  cacheChanges: number;
}

/** One cleanup pass at `now` (epoch ms); returns how many rows of each kind went. */
export async function deleteExpired(db: Db, now = Date.now()): Promise<CleanupResult> {
  const iso = (ms: number) => new Date(now - ms).toISOString();
  const anonymous = iso(RETENTION.anonymousMs);
  const customer = iso(RETENTION.customerMs);
  const carts = await deleteCartsChangedBefore(db, anonymous, customer);
  const contexts = await deleteContextsChangedBefore(db, anonymous, customer);
  const rateLimits = await deleteRateLimitsBefore(db, now - RETENTION.rateLimitMs);
  const paymentTokens = await deletePaymentTokensSpentBefore(db, iso(RETENTION.paymentTokenMs));
  const cacheChanges = await deleteOldCacheChanges(db, now);
  return { carts, contexts, rateLimits, paymentTokens, cacheChanges };
}

/**
 * Runs deleteExpired inside the backend process: shortly after the start, then every `intervalMs` (CLEANUP_INTERVAL_MS,
 * default one hour; 0 = off). Returns a stop function (buildApp calls it on close).
 */
export function scheduleCleanup(db: Db, intervalMs: number, log: (error: unknown) => void): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await deleteExpired(db);
    } catch (error) {
      log(error);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), Math.min(intervalMs, 10_000));
  const timer = setInterval(() => void run(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
