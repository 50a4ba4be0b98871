import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { illegalTransition, MACHINES } from "./state-machine.js";

/**
 * Moves an order transaction along the `order_transaction.state` machine with one conditional UPDATE (the row must
 * still be in a state the action leaves from), so concurrent callbacks cannot both apply. Becoming `paid` grants
 * the order's downloads (Shopware's default flow, §7.3). Returns the new state.
 */
export async function transitionTransaction(db: Db, transactionId: string, action: string): Promise<string> {
  const edge = MACHINES["order_transaction.state"].transitions[action];
  const current = await db.selectFrom("order_transaction").select(["state", "order_id"]).where("id", "=", transactionId).executeTakeFirstOrThrow();
  if (!edge) throw illegalTransition("order_transaction.state", action, current.state as string);
  const now = new Date().toISOString();
  const updated = await db.updateTable("order_transaction").set({ state: edge.to, updated_at: now }).where("id", "=", transactionId).where("state", "in", edge.from).executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const latest = await db.selectFrom("order_transaction").select("state").where("id", "=", transactionId).executeTakeFirstOrThrow();
    throw illegalTransition("order_transaction.state", action, latest.state as string);
  }
  if (edge.to === "paid") {
    await sql`UPDATE order_line_item_download SET access_granted = 1, updated_at = ${now}
      WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ${current.order_id})`.execute(db);
  }
  await db.updateTable("order").set({ updated_at: now }).where("id", "=", current.order_id).execute();
  return edge.to;
}
