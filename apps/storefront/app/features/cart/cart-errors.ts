import { stripLocalePrefix, type LocaleCode } from "../../lib/i18n";
import type { NotificationInput } from "../notifications/notifications";
import type { CartErrorView } from "./cart";
import { apiErrorEntries } from "../forms/api-errors";
import { t, type CartMessageKey } from "./messages";

/** The cart error keys (messageKey of store-api-notes §6.8) the storefront has its own translated text for. */
const CART_ERROR_KEYS = [
  "product-stock-reached",
  "product-stock-reached-empty",
  "product-out-of-stock",
  "purchase-steps-quantity",
  "min-order-quantity",
  "shipping-method-blocked",
  "shipping-method-changed",
  "payment-method-blocked",
  "payment-method-changed",
  "promotion-not-found",
  "auto-promotion-not-found",
  "promotion-not-eligible",
  "promotion-excluded",
  "promotions-on-cart-price-zero-error",
  "promotion-discount-added",
  "promotion-discount-deleted",
  "shipping-address-blocked",
  "billing-address-blocked",
  "shipping-address-invalid",
  "billing-address-invalid",
  "salutation-missing-billing-address",
  "salutation-missing-shipping-address",
  "country-region-missing-billing-address",
  "country-region-missing-shipping-address",
  "cart-merged-hint",
  "product-not-found",
  "incomplete-line-item",
] as const satisfies readonly CartMessageKey[];

type CartErrorKey = (typeof CART_ERROR_KEYS)[number];

function isKnownKey(key: string): key is CartErrorKey {
  return CART_ERROR_KEYS.some((known) => known === key);
}

/**
 * The message key of a cart error: its messageKey, or for older backends that send only the map key
 * ("product-stock-reached<productId>", "shipping-method-blocked-Express") the known key it starts with.
 */
export function cartErrorKey(error: Pick<CartErrorView, "messageKey" | "key">): CartErrorKey | null {
  if (isKnownKey(error.messageKey)) return error.messageKey;
  const candidates = CART_ERROR_KEYS.filter((key) => error.key.startsWith(key));
  // The longest prefix wins: "product-stock-reached-empty…" before "product-stock-reached…".
  return candidates.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** A cart error in the shopper's language with its parameters filled in ('The product Mug is only available 3 times'). */
export function cartErrorMessage(locale: LocaleCode, error: CartErrorView): string {
  const key = cartErrorKey(error);
  if (!key) return error.message || t(locale, "errorDefault");
  // A stock error for 0 pieces reads as Shopware's 'Cannot add this quantity'.
  if (key === "product-stock-reached" && Number(error.parameters.quantity) === 0)
    return t(locale, "product-stock-reached-empty");
  // A sold-out closeout taken out of the cart (Shopware's ProductCartProcessor::validateStock says product-out-of-stock
  // here): the shopper learns which product went, not only that a quantity cannot be added.
  if (key === "product-stock-reached-empty" && error.parameters.name)
    return t(locale, "product-out-of-stock", error.parameters);
  return t(locale, key, error.parameters);
}

/**
 * The errors that report a change the backend made to the stored cart. It hands them out once, on the next read,
 * whichever page that is; the others (a blocked method, a code waiting for its minimum) come with every read.
 */
const CHANGE_KEYS: readonly CartErrorKey[] = [
  "product-out-of-stock",
  "product-not-found",
  "product-stock-reached",
  "product-stock-reached-empty",
  "min-order-quantity",
  "purchase-steps-quantity",
  "shipping-method-changed",
  "payment-method-changed",
  "promotion-discount-deleted",
  "cart-merged-hint",
];

/** The cart's one-time change reports as notices; a warning or error stays until the shopper closes it. */
export function cartChangeNotices(locale: LocaleCode, errors: readonly CartErrorView[]): NotificationInput[] {
  return errors
    .filter((error) => {
      const key = cartErrorKey(error);
      return key !== null && CHANGE_KEYS.includes(key);
    })
    .map((error) => {
      const type = cartErrorTone(error);
      return { type, message: cartErrorMessage(locale, error), persistent: type !== "info" };
    });
}

/** The cart page and the checkout show the cart's errors in the page (CartErrors); no notice repeats them. */
export function showsCartErrors(pathname: string): boolean {
  const path = stripLocalePrefix(pathname).replace(/\/+$/, "");
  return path === "/checkout" || path === "/checkout/cart";
}

/** Notification / alert type for a cart error level. */
export function cartErrorTone(error: CartErrorView): "info" | "warning" | "danger" {
  if (error.level === "notice") return "info";
  return error.level === "warning" ? "warning" : "danger";
}

/** A failed cart call (add, update, remove, promotion) as one translated sentence. */
export function cartApiErrorMessage(locale: LocaleCode, error: unknown): string {
  const entry = apiErrorEntries(error).entries[0];
  const seconds = entry?.meta?.parameters?.seconds;
  switch (entry?.code) {
    case "CHECKOUT__CART_INVALID_LINE_ITEM_QUANTITY":
      return t(locale, "invalidQuantity");
    case "CHECKOUT__CART_LINE_ITEM_NOT_FOUND":
      return t(locale, "lineItemNotFound");
    case "CONTENT__PRODUCT_NOT_FOUND":
    case "PRODUCT__PRODUCT_NOT_FOUND":
      return t(locale, "productNotFound");
    case "FRAMEWORK__RATE_LIMIT_EXCEEDED":
      return t(locale, "rateLimitExceeded", {
        seconds: typeof seconds === "number" || typeof seconds === "string" ? seconds : 30,
      });
    default:
      return t(locale, entry ? "addToCartError" : "errorDefault");
  }
}
