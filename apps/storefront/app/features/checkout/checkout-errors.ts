import type { LocaleCode } from "../../lib/i18n";
import { apiErrorEntries } from "../forms/api-errors";
import { t, type CheckoutMessageKey } from "./messages";

const ORDER_ERRORS: Record<string, CheckoutMessageKey> = {
  CHECKOUT__CUSTOMER_NOT_LOGGED_IN: "notLoggedIn",
  CHECKOUT__CART_INVALID: "cartBlocked",
  CHECKOUT__CART_EMPTY: "cartEmpty",
  CHECKOUT__CART_HASH_MISMATCH: "cartChanged",
  CHECKOUT__ORDER_ORDER_ALREADY_PAID: "alreadyPaid",
  CHECKOUT__UNKNOWN_PAYMENT_METHOD: "unknownPayment",
  FRAMEWORK__INVALID_UUID: "unknownPayment",
  CHECKOUT__ORDER_PAYMENT_METHOD_NOT_AVAILABLE: "paymentUnavailable",
  CHECKOUT__PAYMENT_METHOD_UNCHANGEABLE: "paymentUnchangeable",
  CHECKOUT__ORDER_ORDER_NOT_FOUND: "orderNotFound",
  FRAMEWORK__ENTITY_NOT_FOUND: "orderNotFound",
  CHECKOUT__INVALID_ORDER_ID: "orderNotFound",
};

/** A failed order, payment or order-payment call as one translated sentence (spec §6 and §8 texts). */
export function checkoutErrorMessage(locale: LocaleCode, error: unknown): string {
  const { status, entries } = apiErrorEntries(error);
  for (const entry of entries) {
    const key = entry.code ? ORDER_ERRORS[entry.code] : undefined;
    if (key) return t(locale, key);
  }
  // Placing an order without a customer is a 403 even where a backend leaves out the code.
  if (status === 403) return t(locale, "notLoggedIn");
  return t(locale, "errorDefault");
}
