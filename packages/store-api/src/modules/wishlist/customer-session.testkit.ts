import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { CUSTOMER_GROUP_ID, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { ACCESS_KEY, type TestApp } from "../../../test/helpers.js";
import { setRateLimitClock } from "../../http/rate-limit.js";
import { saveContext } from "../context/context.repository.js";

/**
 * Test support for the engagement modules: a customer row plus a context token logged in as it, without going through
 * the register/login routes (owned by the customer module), so these tests only depend on the context contract.
 */
export async function customerSession(
  t: TestApp,
  options: { email?: string; guest?: boolean; firstName?: string } = {},
): Promise<{ customerId: string; token: string; email: string }> {
  const customerId = randomBytes(16).toString("hex");
  const email = options.email ?? `c-${customerId.slice(0, 8)}@example.com`;
  await t.db
    .insertInto("customer")
    .values({
      id: customerId,
      customer_number: `T-${customerId.slice(0, 12)}`,
      email,
      password: null,
      first_name: options.firstName ?? "Test",
      last_name: "Customer",
      group_id: CUSTOMER_GROUP_ID,
      language_id: (
        await t.db
          .selectFrom("sales_channel")
          .select("language_id")
          .where("id", "=", SALES_CHANNEL_ID)
          .executeTakeFirstOrThrow()
      ).language_id,
      sales_channel_id: SALES_CHANNEL_ID,
      guest: options.guest ? 1 : 0,
      active: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  const token = randomBytes(16).toString("hex");
  await saveContext(t.db, token, SALES_CHANNEL_ID, { customerId });
  return { customerId, token, email };
}

/** A POST to a Store API path as sent from one client address (the key of the form rate limiters). */
export function postFrom(
  t: TestApp,
  path: string,
  body: unknown,
  options: { ip: string; token?: string; headers?: Record<string, string> },
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: "POST",
    url: `/store-api${path}`,
    remoteAddress: options.ip,
    headers: {
      "sw-access-key": ACCESS_KEY,
      "content-type": "application/json",
      ...(options.token ? { "sw-context-token": options.token } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
}

/** Distinct client addresses, so tests never share a limiter bucket unless they mean to. */
export function ipSequence(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}.${++n}`;
}

/** The rate limiter's clock under test control; call `restore` when done. */
export function manualClock(start: number): { advance: (ms: number) => void; restore: () => void } {
  let now = start;
  setRateLimitClock(() => now);
  return { advance: (ms) => void (now += ms), restore: () => setRateLimitClock(null) };
}
