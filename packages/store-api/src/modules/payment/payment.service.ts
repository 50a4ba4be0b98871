import { randomBytes } from "node:crypto";
import type { AppConfig } from "../../config.js";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { errors, StoreApiError } from "../../http/errors.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { ownOrder } from "../order/order-account.service.js";
import { shopLanguage } from "../order/order.definition.js";
import { orderErrors } from "../order/order.errors.js";
import { sendPaymentStateMail } from "../order/order.service.js";
import { transitionTransaction } from "../order/transaction.js";
import { orderState, orderSummary, orderTransactionAmount, orderTransactions } from "../order/order.repository.js";
import { findPaymentMethod } from "../system/system.repository.js";
import { claimPaymentToken, findPaymentToken, insertPaymentToken } from "./payment.repository.js";

/**
 * Payment handling (store-api-notes §7.2). Handlers are identified by payment_method.handler. Synchronous ones
 * (cash on delivery, prepayment, invoice) leave the transaction open; the asynchronous demo gateway sends the payer to
 * the DemoPay page, whose decision comes back to the finalize URL with a single-use token.
 */

export const PAYMENT_HANDLERS: Record<string, "sync" | "async"> = {
  cash_on_delivery: "sync",
  prepayment: "sync",
  invoice: "sync",
  demo_gateway: "async",
};

/** core.cart.paymentFinalizeTransactionTime: 30 minutes. */
export const PAYMENT_TOKEN_TTL_MS = 30 * 60 * 1000;

export const paymentErrors = {
  unknownHandler: (handler: string) =>
    new StoreApiError(400, "CHECKOUT__UNKNOWN_PAYMENT_METHOD", `The payment method ${handler} could not be found.`, {
      paymentMethodId: handler,
    }),
  invalidToken: (token: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__INVALID_PAYMENT_TOKEN",
      `The provided token ${token} is invalid and the payment could not be processed.`,
      { token },
    ),
  tokenExpired: (token: string) =>
    new StoreApiError(
      410,
      "CHECKOUT__PAYMENT_TOKEN_EXPIRED",
      `The provided token ${token} is expired and the payment could not be processed.`,
      { token },
    ),
  canceled: (transactionId: string) =>
    new StoreApiError(
      400,
      "CHECKOUT__CUSTOMER_CANCELED_EXTERNAL_PAYMENT",
      `The customer canceled the external payment process. ${transactionId}`,
      { orderTransactionId: transactionId },
    ),
  failed: (transactionId: string) =>
    new StoreApiError(400, "CHECKOUT__PAYMENT_ERROR", `The payment process was interrupted. ${transactionId}`, {
      orderTransactionId: transactionId,
    }),
};

/** 43 url-safe characters (32 CSPRNG bytes). */
const newPaymentToken = (): string => randomBytes(32).toString("base64url");

export interface HandlePaymentInput {
  orderId: string;
  finishUrl?: string;
  errorUrl?: string;
}

/** Redirect targets must be the shop's own pages (its storefront domains or this backend): no open redirect. */
export function checkReturnUrl(config: AppConfig, name: string, url: string | undefined): void {
  if (url === undefined) return;
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    throw errors.invalidParameter(name);
  }
  if (![...config.storefrontUrls, config.publicUrl].some((allowed) => new URL(allowed).origin === origin))
    throw errors.invalidParameter(name);
}

export function finalizeUrl(config: AppConfig, token: string): string {
  return `${config.publicUrl}/payment/finalize-transaction?_sw_payment_token=${encodeURIComponent(token)}`;
}

/** GET|POST /handle-payment: pays the order's newest open transaction with its method's handler. */
export async function handlePayment(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  input: HandlePaymentInput,
  config: AppConfig,
): Promise<{ redirectUrl: string | null }> {
  checkReturnUrl(config, "finishUrl", input.finishUrl);
  checkReturnUrl(config, "errorUrl", input.errorUrl);
  const order = await ownOrder(db, ctx, customer, input.orderId);
  if (!order) throw orderErrors.invalidOrderId(input.orderId);
  // Newest first: the reverse of the order's transactions oldest first (created_at, then id).
  const transactions = (await orderTransactions(db, order.id)).reverse();
  if (transactions.length === 0) throw orderErrors.invalidOrderId(input.orderId);
  const transaction = transactions.find((t) => t.state === "open");
  if (!transaction) return { redirectUrl: null };
  const method = await findPaymentMethod(db, transaction.payment_method_id);
  const kind = method ? PAYMENT_HANDLERS[method.handler] : undefined;
  if (!kind) throw paymentErrors.unknownHandler(method?.handler ?? String(transaction.payment_method_id));
  if (kind === "sync") return { redirectUrl: null };

  const token = newPaymentToken();
  const now = Date.now();
  await insertPaymentToken(db, {
    token,
    order_id: order.id,
    transaction_id: transaction.id,
    payment_method_id: transaction.payment_method_id,
    finish_url: input.finishUrl ?? null,
    error_url: input.errorUrl ?? null,
    expires_at: new Date(now + PAYMENT_TOKEN_TTL_MS).toISOString(),
    consumed_at: null,
    created_at: new Date(now).toISOString(),
  });
  return { redirectUrl: `${config.publicUrl}/payment/demo-gateway/${token}` };
}

export type TokenState =
  | { kind: "valid"; row: Row<"payment_token"> }
  | { kind: "expired"; row: Row<"payment_token"> }
  | { kind: "invalid" };

export async function readToken(db: Db, token: string | undefined): Promise<TokenState> {
  if (!token || token.length > 64) return { kind: "invalid" };
  const row = await findPaymentToken(db, token);
  if (!row || row.consumed_at) return { kind: "invalid" };
  if (Date.parse(row.expires_at) <= Date.now()) return { kind: "expired", row };
  return { kind: "valid", row };
}

/** What the gateway page shows: the order's number, amount and language. */
export async function gatewayDetails(
  db: Db,
  row: Row<"payment_token">,
): Promise<{ orderNumber: string; amount: number; currencyIso: string; language: "en" | "pl" | "de" }> {
  const order = await orderSummary(db, row.order_id);
  const transaction = await orderTransactionAmount(db, row.transaction_id);
  const amount = (JSON.parse(transaction.amount) as { totalPrice: number }).totalPrice;
  return {
    orderNumber: order.order_number,
    amount,
    currencyIso: order.currency_iso,
    language: await shopLanguage(db, order.language_id),
  };
}

export type Decision = "approve" | "decline" | "cancel";

export type FinalizeOutcome = { redirect: string } | { noContent: true } | { error: StoreApiError };

const withErrorCode = (url: string, code: string) =>
  `${url}${url.includes("?") ? "&" : "?"}error-code=${encodeURIComponent(code)}`;

/**
 * GET|POST /payment/finalize-transaction: consumes the token (single use, atomically), applies the payer's decision
 * (approve → paid, decline → failed, cancel or none → cancelled) and sends the payer to finishUrl or errorUrl.
 */
export async function finalizeTransaction(
  db: Db,
  token: string | undefined,
  decision: Decision | undefined,
): Promise<FinalizeOutcome> {
  const state = await readToken(db, token);
  if (state.kind === "invalid") return { error: paymentErrors.invalidToken(token ?? "") };
  const row = state.row;
  const fail = (error: StoreApiError): FinalizeOutcome =>
    row.error_url ? { redirect: withErrorCode(row.error_url, error.code) } : { error };
  // Claim the token first: of two concurrent finalize calls only one passes this update.
  if (!(await claimPaymentToken(db, row.token))) return { error: paymentErrors.invalidToken(row.token) };
  if (state.kind === "expired") return fail(paymentErrors.tokenExpired(row.token));

  const transactionId = row.transaction_id;
  // Whatever token it is, a cancelled order is not paid through it (a token issued after the cancellation included).
  const order = await orderState(db, row.order_id);
  if (!order || order.state === "cancelled") return fail(paymentErrors.failed(transactionId));
  const action = decision === "approve" ? "paid" : decision === "decline" ? "fail" : "cancel";
  let newState: string;
  try {
    newState = await transitionTransaction(db, transactionId, action);
  } catch (error) {
    // The transaction moved on meanwhile (e.g. the payment method was changed): the payment did not happen.
    if (error instanceof StoreApiError && error.code === "SYSTEM__ILLEGAL_STATE_TRANSITION")
      return fail(paymentErrors.failed(transactionId));
    throw error;
  }
  // The payer hears how their payment ended (paid, failed, cancelled), as with Shopware's default payment flows.
  await sendPaymentStateMail(db, transactionId, newState);
  if (action === "paid") return row.finish_url ? { redirect: row.finish_url } : { noContent: true };
  return fail(action === "cancel" ? paymentErrors.canceled(transactionId) : paymentErrors.failed(transactionId));
}
