/**
 * The price context of a shopper (issue 15): what Shopware computes a product price from (the currency, the tax
 * state, the customer group, the tax rules of the shipping country and the matching rules) plus the logged-in state,
 * as its HTTP cache hash (CacheResponseSubscriber::buildCacheHash) does. Shared by the catalogue cache and the page
 * state of sessions (page-state.server.ts); never the context token, the customer or the cart.
 */

/** The part of the Store API context the Store API prices a product by. */
export interface PriceContextSource {
  salesChannel?: { id?: string | null } | null;
  currency?: { id?: string | null } | null;
  currentCustomerGroup?: { id?: string | null } | null;
  shippingLocation?: { country?: { id?: string | null } | null; state?: { id?: string | null } | null } | null;
  ruleIds?: readonly string[] | null;
  customer?: unknown;
  context?: { taxState?: string | null; currencyId?: string | null; ruleIds?: readonly string[] | null } | null;
}

/** Everything a product price depends on, as a stable string; two shoppers with equal keys see equal prices. */
export function priceContextKey(context: PriceContextSource): string {
  const rules = [...(context.ruleIds ?? context.context?.ruleIds ?? [])].sort();
  return JSON.stringify([
    context.salesChannel?.id ?? null,
    context.currency?.id ?? context.context?.currencyId ?? null,
    context.context?.taxState ?? null,
    context.currentCustomerGroup?.id ?? null,
    context.shippingLocation?.country?.id ?? null,
    context.shippingLocation?.state?.id ?? null,
    rules,
    // As Shopware's HTTP cache hash: a logged-in shopper never shares with an anonymous one.
    context.customer ? "logged-in" : "not-logged-in",
  ]);
}
