import type { Answered, Schemas } from "../../lib/store-api-types";

/**
 * Shipping prices read from a shipping method's price matrix (Store API `shipping_method.prices`, Shopware's
 * ShippingMethodPriceEntity): the price a method would charge for this cart, and the cart value from which a method
 * ships free. Tiers bound to a rule are skipped: the storefront cannot evaluate rules, so it claims nothing for them.
 */
export type ApiShippingPrice = Answered<
  Schemas["ShippingMethodPrice"],
  "calculation" | "quantityStart" | "quantityEnd" | "ruleId" | "calculationRuleId" | "currencyPrice"
>;

/** What a tier is chosen by: goods quantity (calculation 1) or goods value (calculation 2). */
export interface ShippingBasis {
  quantity: number;
  value: number;
}

export interface PriceCurrency {
  id: string;
  factor: number;
  net: boolean;
}

const BY_QUANTITY = 1;
const BY_PRICE = 2;

/** A tier's amount in the context currency: its own price, else the first (default-currency) price times the factor. */
function amountOf(price: ApiShippingPrice, currency: PriceCurrency): number | null {
  const prices = price.currencyPrice ?? [];
  const own = prices.find((entry) => entry.currencyId === currency.id);
  const entry = own ?? prices[0];
  if (!entry) return null;
  const value = currency.net ? entry.net : entry.gross;
  if (typeof value !== "number") return null;
  return Math.round((own ? value : value * currency.factor) * 100) / 100;
}

const unconditional = (price: ApiShippingPrice) => !price.ruleId && !price.calculationRuleId;

/** The method's price for a cart, or null when its matrix has no unconditional tier by quantity or value for it. */
export function shippingPriceFor(
  prices: readonly ApiShippingPrice[],
  basis: ShippingBasis,
  currency: PriceCurrency,
): number | null {
  for (const price of prices.filter(unconditional)) {
    const measure =
      price.calculation === BY_QUANTITY ? basis.quantity : price.calculation === BY_PRICE ? basis.value : null;
    if (measure === null) continue;
    const start = price.quantityStart ?? 0;
    const end = price.quantityEnd ?? null;
    if (measure >= start && (end === null || measure <= end)) return amountOf(price, currency);
  }
  return null;
}

/** The goods value from which the method costs nothing (a by-value tier of 0 starting above 0), or null. */
export function freeShippingThreshold(prices: readonly ApiShippingPrice[], currency: PriceCurrency): number | null {
  const starts = prices.flatMap((price) =>
    unconditional(price) &&
    price.calculation === BY_PRICE &&
    price.quantityStart &&
    price.quantityStart > 0 &&
    amountOf(price, currency) === 0
      ? [price.quantityStart]
      : [],
  );
  return starts.length ? Math.min(...starts) : null;
}

/** Free-shipping progress: how much is missing and how far along the cart is (0–100), or null without a threshold. */
export function freeShippingProgress(
  threshold: number | null,
  value: number,
): { missing: number; percent: number } | null {
  if (threshold === null || threshold <= 0) return null;
  const missing = Math.max(0, Math.round((threshold - value) * 100) / 100);
  // Rounded, but never "100" before the threshold is reached.
  const percent = missing > 0 ? Math.min(99, Math.round((value / threshold) * 100)) : 100;
  return { missing, percent };
}
