import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { illegalTransition, MACHINES } from "./state-machine.js";

/** Transaction states in which a payment may still arrive through an issued token. */
const AWAITING_PAYMENT = new Set(["open", "in_progress", "unconfirmed", "reminded", "authorized"]);

/** Marks the unused payment tokens of a transaction, or of every transaction of an order, as used. */
export async function killPaymentTokens(
  db: Db,
  scope: { transactionId: string } | { orderId: string },
  now = new Date().toISOString(),
): Promise<void> {
  const query = db.updateTable("payment_token").set({ consumed_at: now }).where("consumed_at", "is", null);
  await ("transactionId" in scope
    ? query.where("transaction_id", "=", scope.transactionId)
    : query.where("order_id", "=", scope.orderId)
  ).execute();
}

/**
 * Moves an order transaction along the `order_transaction.state` machine with one conditional UPDATE (the row must
 * still be in a state the action leaves from), so concurrent callbacks cannot both apply. Becoming `paid` grants
 * the order's downloads (Shopware's default flow, §7.3). Returns the new state.
 */
export async function transitionTransaction(db: Db, transactionId: string, action: string): Promise<string> {
  const edge = MACHINES["order_transaction.state"].transitions[action];
  const current = await db
    .selectFrom("order_transaction")
    .select(["state", "order_id"])
    .where("id", "=", transactionId)
    .executeTakeFirstOrThrow();
  if (!edge) throw illegalTransition("order_transaction.state", action, current.state);
  const now = new Date().toISOString();
  const updated = await db
    .updateTable("order_transaction")
    .set({ state: edge.to, updated_at: now })
    .where("id", "=", transactionId)
    .where("state", "in", edge.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    const latest = await db
      .selectFrom("order_transaction")
      .select("state")
      .where("id", "=", transactionId)
      .executeTakeFirstOrThrow();
    throw illegalTransition("order_transaction.state", action, latest.state);
  }
  // A payment token belongs to a transaction that still waits for its payment: once the transaction is cancelled,
  // failed, paid or otherwise settled, its unused tokens die with it (issue 12 L3: an old DemoPay link paid an order
  // whose payment method had been switched). A reopened transaction needs a new token (handle-payment).
  if (!AWAITING_PAYMENT.has(edge.to)) await killPaymentTokens(db, { transactionId }, now);
  if (edge.to === "paid") {
    await sql`UPDATE order_line_item_download SET access_granted = 1, updated_at = ${now}
      WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ${current.order_id})`.execute(db);
  }
  await db.updateTable("order").set({ updated_at: now }).where("id", "=", current.order_id).execute();
  return edge.to;
}
