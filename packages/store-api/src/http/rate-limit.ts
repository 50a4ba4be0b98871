import { createHash } from "node:crypto";
import { dialectOf, type Db } from "../db/database.js";
import { StoreApiError } from "./errors.js";

/**
 * Shopware's "time backoff" rate limiter (store-api-notes §12). Per limiter and key we keep the number of accepted
 * attempts and the time of the last accepted one. The first min(limit) attempts are free; once the count has reached a
 * step's `limit`, the next attempt must come at least that step's `interval` after the previous accepted one (the
 * highest reached step wins, the last one applies beyond). Rejected attempts are not counted and do not move the
 * timer. After `reset` of silence the counter starts over. The wait is reported as `meta.parameters.seconds`.
 */

export type LimiterName =
  | "login"
  | "guest_login"
  | "reset_password"
  | "newsletter_form"
  | "contact_form"
  | "cart_add_line_item"
  | "registration"
  | "registration_email"
  | "login_ip";

interface Step {
  limit: number;
  intervalSeconds: number;
}

interface LimiterPolicy {
  /** Fixed steps, or read from system_config (cart_add_line_item: `core.cart.lineItemAddLimit` per 60 s, default 60, 0 = off). */
  steps: Step[] | ((db: Db) => Promise<Step[]>);
  resetSeconds: number;
  error: (seconds: number) => StoreApiError;
}

const DAY = 24 * 60 * 60;
const authSteps: Step[] = [
  { limit: 10, intervalSeconds: 10 },
  { limit: 15, intervalSeconds: 30 },
  { limit: 20, intervalSeconds: 60 },
];
const formSteps: Step[] = [
  { limit: 3, intervalSeconds: 30 },
  { limit: 5, intervalSeconds: 60 },
  { limit: 10, intervalSeconds: 90 },
];

export const rateLimitErrors = {
  exceeded: (seconds: number) =>
    new StoreApiError(429, "FRAMEWORK__RATE_LIMIT_EXCEEDED", `Too many requests, try again in ${seconds} seconds.`, {
      seconds,
    }),
  authThrottled: (seconds: number) =>
    new StoreApiError(429, "CHECKOUT__CUSTOMER_AUTH_THROTTLED", `Customer auth throttled for ${seconds} seconds.`, {
      seconds,
    }),
  newsletterThrottled: (seconds: number) =>
    new StoreApiError(
      429,
      "CONTENT__NEWSLETTER_RECIPIENT_THROTTLED",
      `Too many requests, try again in ${seconds} seconds.`,
      { seconds },
    ),
};

export const DEFAULT_LINE_ITEM_ADD_LIMIT = 60;

async function lineItemAddSteps(db: Db): Promise<Step[]> {
  const row = await db
    .selectFrom("system_config")
    .select("value")
    .where("key", "=", "core.cart.lineItemAddLimit")
    .executeTakeFirst();
  // Shopware's default is 0 (off); ours is on (issue 12 M3): 60 adds of one item per minute and IP is more than any
  // shopper clicks, and bounds a script. An explicit 0 turns it off.
  const limit = row ? Number(JSON.parse(row.value)) : DEFAULT_LINE_ITEM_ADD_LIMIT;
  return Number.isInteger(limit) && limit > 0 ? [{ limit, intervalSeconds: 60 }] : [];
}

/**
 * Registrations per client IP before the backoff starts (AppConfig.registrationsPerIp, REGISTRATION_LIMIT_PER_IP;
 * 0 = off). Shopware has no registration limiter; each registration queues a mail, so without one the shop relays
 * whatever an attacker puts in names (issue 12 M5). Set once at start-up (buildApp).
 */
let registrationsPerIp = 10;
export function setRegistrationLimit(perIp: number): void {
  registrationsPerIp = perIp;
}

export const LIMITERS: Record<LimiterName, LimiterPolicy> = {
  login: { steps: authSteps, resetSeconds: DAY, error: rateLimitErrors.authThrottled },
  guest_login: { steps: authSteps, resetSeconds: DAY, error: rateLimitErrors.authThrottled },
  reset_password: { steps: formSteps, resetSeconds: DAY, error: rateLimitErrors.exceeded },
  newsletter_form: { steps: formSteps, resetSeconds: DAY, error: rateLimitErrors.newsletterThrottled },
  contact_form: { steps: formSteps, resetSeconds: DAY, error: rateLimitErrors.exceeded },
  cart_add_line_item: { steps: lineItemAddSteps, resetSeconds: 60 * 60, error: rateLimitErrors.exceeded },
  // Per IP: `registrationsPerIp` free, then one a minute, past twice as many one per 10 minutes; forgotten after an hour.
  registration: {
    steps: async () =>
      registrationsPerIp > 0
        ? [
            { limit: registrationsPerIp, intervalSeconds: 60 },
            { limit: 2 * registrationsPerIp, intervalSeconds: 600 },
          ]
        : [],
    resetSeconds: 60 * 60,
    error: rateLimitErrors.exceeded,
  },
  // Failed logins per client IP, whatever the e-mail (issue 12 L1: the e-mail+IP key let one IP try 40 accounts
  // unthrottled): 20 free, then one per 10 s, past 40 one a minute; forgotten after an hour of quiet.
  login_ip: {
    steps: [
      { limit: 20, intervalSeconds: 10 },
      { limit: 40, intervalSeconds: 60 },
    ],
    resetSeconds: 60 * 60,
    error: rateLimitErrors.authThrottled,
  },
  // Guest registrations per e-mail (guests may repeat one, and each may be mailed): the form steps, as Shopware's forms.
  registration_email: { steps: formSteps, resetSeconds: DAY, error: rateLimitErrors.exceeded },
};

/** The limiter's clock; tests replace it with setRateLimitClock. */
let clock: () => number = () => Date.now();

/** Replace the clock (epoch milliseconds); `null` restores the real one. */
export function setRateLimitClock(now: (() => number) | null): void {
  clock = now ?? (() => Date.now());
}

export interface BackoffState {
  attempts: number;
  lastAttemptMs: number;
}

export type BackoffDecision = { allowed: true; next: BackoffState } | { allowed: false; seconds: number };

/** The pure rule: may an attempt at `nowMs` pass, given the stored state (undefined = none)? */
export function decideBackoff(
  steps: Step[],
  resetSeconds: number,
  state: BackoffState | undefined,
  nowMs: number,
): BackoffDecision {
  const attempts = state && nowMs - state.lastAttemptMs < resetSeconds * 1000 ? state.attempts : 0;
  let step: Step | undefined;
  for (const s of steps) if (attempts >= s.limit && (!step || s.limit > step.limit)) step = s;
  if (step && state) {
    const waitMs = state.lastAttemptMs + step.intervalSeconds * 1000 - nowMs;
    if (waitMs > 0) return { allowed: false, seconds: Math.ceil(waitMs / 1000) };
  }
  return { allowed: true, next: { attempts: attempts + 1, lastAttemptMs: nowMs } };
}

/** Keys are built from request input (emails, codes); long ones are stored as their hash so they fit the column. */
function storedKey(key: string): string {
  return key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`;
}

interface RateLimitRecord {
  limiter: string;
  key: string;
  attempts: number;
  last_attempt_ms: number;
}

/**
 * Counts one attempt for `key`, or throws the limiter's 429 envelope. Race-safe: the row is locked (PostgreSQL
 * SELECT … FOR UPDATE inside a transaction; SQLite serialises writers) between reading and writing the counter.
 */
export async function consumeRateLimit(db: Db, limiter: LimiterName, requestKey: string): Promise<void> {
  const key = storedKey(requestKey);
  const policy = LIMITERS[limiter];
  const steps = typeof policy.steps === "function" ? await policy.steps(db) : policy.steps;
  if (steps.length === 0) return;
  const nowMs = clock();
  const run = async (trx: Db): Promise<BackoffDecision> => {
    // Make sure the row exists so concurrent first attempts lock the same row instead of racing on the insert.
    await trx
      .insertInto("rate_limit")
      .values({ limiter, key, attempts: 0, last_attempt_ms: 0 })
      .onConflict((oc) => oc.columns(["limiter", "key"]).doNothing())
      .execute();
    let select = trx.selectFrom("rate_limit").selectAll().where("limiter", "=", limiter).where("key", "=", key);
    if (dialectOf(trx) === "postgres") select = select.forUpdate();
    const row = (await select.executeTakeFirstOrThrow()) as RateLimitRecord;
    const state =
      row.attempts > 0 ? { attempts: Number(row.attempts), lastAttemptMs: Number(row.last_attempt_ms) } : undefined;
    const decision = decideBackoff(steps, policy.resetSeconds, state, nowMs);
    if (decision.allowed) {
      await trx
        .updateTable("rate_limit")
        .set({ attempts: decision.next.attempts, last_attempt_ms: decision.next.lastAttemptMs })
        .where("limiter", "=", limiter)
        .where("key", "=", key)
        .execute();
    }
    return decision;
  };
  const decision = db.isTransaction ? await run(db) : await db.transaction().execute((trx) => run(trx));
  if (!decision.allowed) throw policy.error(decision.seconds);
}

/**
 * Throws the limiter's 429 when the next attempt for `key` would be refused, without counting one (a limiter that
 * counts only failures checks first and consumes on failure).
 */
export async function checkRateLimit(db: Db, limiter: LimiterName, requestKey: string): Promise<void> {
  const policy = LIMITERS[limiter];
  const steps = typeof policy.steps === "function" ? await policy.steps(db) : policy.steps;
  if (steps.length === 0) return;
  const row = (await db
    .selectFrom("rate_limit")
    .selectAll()
    .where("limiter", "=", limiter)
    .where("key", "=", storedKey(requestKey))
    .executeTakeFirst()) as RateLimitRecord | undefined;
  const state =
    row && row.attempts > 0
      ? { attempts: Number(row.attempts), lastAttemptMs: Number(row.last_attempt_ms) }
      : undefined;
  const decision = decideBackoff(steps, policy.resetSeconds, state, clock());
  if (!decision.allowed) throw policy.error(decision.seconds);
}

/** Forgets the attempts for `key` (successful login, password reset). */
export async function resetRateLimit(db: Db, limiter: LimiterName, key: string): Promise<void> {
  await db.deleteFrom("rate_limit").where("limiter", "=", limiter).where("key", "=", storedKey(key)).execute();
}

/** Forgets every limiter's rows whose last attempt is older than `beforeMs` (epoch ms); returns how many went. */
export async function deleteRateLimitsBefore(db: Db, beforeMs: number): Promise<number> {
  const result = await db.deleteFrom("rate_limit").where("last_attempt_ms", "<", beforeMs).executeTakeFirst();
  return Number(result.numDeletedRows);
}
