import { randomBytes } from "node:crypto";
import { CUSTOMER_GROUP_ID, SALES_CHANNEL_ID } from "../../../seed/reference.js";
import type { TestApp } from "../../../test/helpers.js";
import { saveContext } from "../context/context.repository.js";

/**
 * Test support for the engagement modules: a customer row plus a context token logged in as it, without going through
 * the register/login routes (owned by the customer module), so these tests only depend on the context contract.
 */
export async function customerSession(t: TestApp, options: { email?: string; guest?: boolean; firstName?: string } = {}): Promise<{ customerId: string; token: string; email: string }> {
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
      language_id: (await t.db.selectFrom("sales_channel").select("language_id").where("id", "=", SALES_CHANNEL_ID).executeTakeFirstOrThrow()).language_id,
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
