import type { LocaleCode } from "../../lib/i18n";
import type { OrderView } from "./checkout";
import { t, type CheckoutMessageKey } from "./messages";

/**
 * What the success page says about the payment, from the order's newest transaction state as the Store API reports
 * it (Shopware's order_transaction.state machine: open, in_progress, unconfirmed, authorized, paid, paid_partially,
 * refunded, refunded_partially, reminded, cancelled, failed, chargeback). The URL's /paid or /unpaid only names the
 * payment provider's return URL: a tampered or stale URL never makes an open order "paid".
 */
export interface PaymentOutcome {
  title: string;
  /** The sentence under the order number, or null. */
  text: string | null;
  tone: "success" | "warning";
  /** The payment failed or was cancelled: the page offers another method and paying again (spec §4 'Order'). */
  payAgain: boolean;
  /** Nothing is paid yet, so a started gateway payment may still be followed. */
  awaitingPayment: boolean;
}

const PENDING = new Set(["open", "reminded", ""]);

export function paymentOutcome(locale: LocaleCode, payment: OrderView["payment"]): PaymentOutcome {
  const say = (
    title: CheckoutMessageKey,
    text: CheckoutMessageKey | null,
    tone: PaymentOutcome["tone"],
    flags: Partial<Pick<PaymentOutcome, "payAgain" | "awaitingPayment">> = {},
  ): PaymentOutcome => ({
    title: t(locale, title),
    text: text ? t(locale, text, { method: payment.method }) : null,
    tone,
    payAgain: flags.payAgain ?? false,
    awaitingPayment: flags.awaitingPayment ?? false,
  });
  const state = payment.technicalName;
  if (PENDING.has(state))
    return say("successTitle", payment.method ? "pendingText" : "pendingTextNoMethod", "success", {
      awaitingPayment: true,
    });
  switch (state) {
    case "paid":
      return say("paidTitle", "paidText", "success");
    case "authorized":
      return say("authorizedTitle", "authorizedText", "success");
    case "paid_partially":
      return say("successTitle", "paidPartiallyText", "warning");
    case "in_progress":
    case "unconfirmed":
      return say("successTitle", "processingText", "success");
    case "failed":
      return say("unpaidTitle", "failedText", "warning", { payAgain: true });
    case "cancelled":
      return say("cancelledTitle", "cancelledText", "warning", { payAgain: true });
    case "refunded":
      return say("refundedTitle", "refundedText", "warning");
    case "refunded_partially":
      return say("refundedPartiallyTitle", "refundedPartiallyText", "warning");
    case "chargeback":
      return say("chargebackTitle", "chargebackText", "warning");
    default:
      // A state this shop does not know: the order stands; the payment status in the summary names the state.
      return say("successTitle", null, "success");
  }
}
