import type { Db } from "../../db/database.js";
import { killPaymentTokens } from "../payment/payment.repository.js";
import {
  grantOrderDownloads,
  orderTransactionState,
  touchOrder,
  transitionTransactionState,
} from "./order.repository.js";
import { illegalTransition, MACHINES } from "./state-machine.js";

/** Transaction states in which a payment may still arrive through an issued token. */
const AWAITING_PAYMENT = new Set(["open", "in_progress", "unconfirmed", "reminded", "authorized"]);

/**
 * Moves an order transaction along the `order_transaction.state` machine with one conditional UPDATE (the row must
 * still be in a state the action leaves from), so concurrent callbacks cannot both apply. Becoming `paid` grants
 * the order's downloads (Shopware's default flow, §7.3). Returns the new state.
 */
export async function transitionTransaction(db: Db, transactionId: string, action: string): Promise<string> {
  const edge = MACHINES["order_transaction.state"].transitions[action];
  const current = await orderTransactionState(db, transactionId);
  if (!edge) throw illegalTransition("order_transaction.state", action, current.state);
  const now = new Date().toISOString();
  const moved = await transitionTransactionState(db, transactionId, edge, now);
  if (!moved.moved) throw illegalTransition("order_transaction.state", action, moved.current);
  // A payment token belongs to a transaction that still waits for its payment: once the transaction is cancelled,
  // failed, paid or otherwise settled, its unused tokens die with it (issue 12 L3: an old DemoPay link paid an order
  // whose payment method had been switched). A reopened transaction needs a new token (handle-payment).
  if (!AWAITING_PAYMENT.has(edge.to)) await killPaymentTokens(db, { transactionId }, now);
  if (edge.to === "paid") await grantOrderDownloads(db, current.order_id, now);
  await touchOrder(db, current.order_id, now);
  return edge.to;
}
