import { formatPrice } from "../../lib/format-price";
import type { Locale } from "../../lib/i18n";
import type { CartView } from "../cart/cart";
import { t } from "./messages";
import { isRecord } from "../../lib/unknown";

/**
 * What the confirmation page showed when "Place order" was pressed (issue 12 M2). It travels with the order form
 * (a hidden field, so it works without JavaScript) and only serves to explain a refused order: when the backend
 * answers CHECKOUT__CART_HASH_MISMATCH, the shopper is shown the page again with each difference between this and
 * the recalculated cart. Tampering with it changes only those sentences; the order itself is guarded by the hash.
 */
export interface ShownCart {
  currency: string;
  total: number;
  shippingCosts: number;
  items: { id: string; type: string; label: string; quantity: number; totalPrice: number }[];
}

/** Longest "shown" field read (a cart of a few hundred lines); anything longer is ignored. */
const MAX_SHOWN_LENGTH = 32_000;
const MAX_ITEMS = 500;

export function shownCartOf(cart: CartView, currency: string): ShownCart {
  return {
    currency,
    total: cart.total,
    shippingCosts: cart.shippingCosts,
    items: cart.lineItems.map((item) => ({
      id: item.id,
      type: item.type,
      label: item.label,
      quantity: item.quantity,
      totalPrice: item.totalPrice,
    })),
  };
}

const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;

/** The form's "shown" field, or null when it is missing or not what shownCartOf wrote. */
export function parseShownCart(value: FormDataEntryValue | null): ShownCart | null {
  if (typeof value !== "string" || value.length > MAX_SHOWN_LENGTH) return null;
  let candidate: unknown;
  try {
    candidate = JSON.parse(value);
  } catch {
    return null;
  }
  // Parsed JSON of the shopper's form: an object whose every field is checked below before it is used.
  if (!isRecord(candidate)) return null;
  if (
    !isText(candidate.currency, 3) ||
    !/^[A-Z]{3}$/.test(candidate.currency) ||
    !isNumber(candidate.total) ||
    !isNumber(candidate.shippingCosts)
  )
    return null;
  if (!Array.isArray(candidate.items) || candidate.items.length > MAX_ITEMS) return null;
  const items: ShownCart["items"] = [];
  // Array.isArray narrows to any[]; unknown keeps every entry checked.
  const entries: unknown[] = candidate.items;
  for (const item of entries) {
    // As above: each field of the entry is checked before it is used.
    if (!isRecord(item)) return null;
    if (
      !isText(item.id, 100) ||
      !isText(item.type, 40) ||
      !isText(item.label, 500) ||
      !isNumber(item.quantity) ||
      !isNumber(item.totalPrice)
    )
      return null;
    items.push({
      id: item.id,
      type: item.type,
      label: item.label,
      quantity: item.quantity,
      totalPrice: item.totalPrice,
    });
  }
  return { currency: candidate.currency, total: candidate.total, shippingCosts: candidate.shippingCosts, items };
}

const cents = (value: number) => Math.round(value * 100);

/** Each difference between what was shown and the cart now, as a sentence in the shopper's language. */
export function cartChanges(locale: Locale, shown: ShownCart, current: CartView): string[] {
  const price = (value: number) => formatPrice(value, locale, shown.currency);
  const changes: string[] = [];
  const now = new Map(current.lineItems.map((item) => [item.id, item]));
  const before = new Set(shown.items.map((item) => item.id));
  for (const item of shown.items) {
    const label = item.label;
    const currentItem = now.get(item.id);
    if (!currentItem) {
      changes.push(t(locale.code, item.type === "promotion" ? "changeDiscountGone" : "changeItemGone", { label }));
      continue;
    }
    if (currentItem.quantity !== item.quantity)
      changes.push(t(locale.code, "changeQuantity", { label, from: item.quantity, to: currentItem.quantity }));
    else if (cents(currentItem.totalPrice) !== cents(item.totalPrice)) {
      changes.push(
        t(locale.code, "changeItemPrice", { label, from: price(item.totalPrice), to: price(currentItem.totalPrice) }),
      );
    }
  }
  for (const item of current.lineItems) {
    if (!before.has(item.id))
      changes.push(
        t(locale.code, item.type === "promotion" ? "changeDiscountAdded" : "changeItemAdded", { label: item.label }),
      );
  }
  if (cents(current.shippingCosts) !== cents(shown.shippingCosts))
    changes.push(
      t(locale.code, "changeShipping", { from: price(shown.shippingCosts), to: price(current.shippingCosts) }),
    );
  if (cents(current.total) !== cents(shown.total))
    changes.push(t(locale.code, "changeTotal", { from: price(shown.total), to: price(current.total) }));
  return changes;
}
