/**
 * Deliveries and shipping costs (store-api-notes §6.6, Shopware's DeliveryBuilder and DeliveryCalculator): one
 * delivery with the context's shipping method and location, positions for the physical items, dates from the
 * delivery times, costs from the method's price matrix. Minor units.
 */
import { fromStorage, toDecimal } from "../../lib/money.js";
import type { Calculated } from "../product/product-price.js";
import type {
  CalculatedLineItem,
  CalculationContext,
  DeliveryCalc,
  DeliveryDate,
  DeliveryPositionCalc,
  DeliveryTimeData,
  ShippingMethodData,
  ShippingPriceData,
} from "./cart-types.js";
import { highestRule, priceWithRules, proportionalRules, type TaxRule } from "./tax.js";

const DAY_MS = 86_400_000;
const UNIT_DAYS: Record<string, number> = { hour: 1 / 24, day: 1, week: 7, month: 30, year: 365 };

/** DeliveryDate::createFromDeliveryTime: now + min and now + max units. */
export function dateFromDeliveryTime(time: DeliveryTimeData, now: Date, extraDays = 0): DeliveryDate {
  const days = UNIT_DAYS[time.unit] ?? 1;
  return {
    earliest: new Date(now.getTime() + (time.min * days + extraDays) * DAY_MS),
    latest: new Date(now.getTime() + (time.max * days + extraDays) * DAY_MS),
  };
}

/** Items that are shipped: products with delivery information that are not downloads. */
export const isShipped = (item: CalculatedLineItem): boolean =>
  item.deliveryInformation !== null && !item.states.includes("is-download");

function positionOf(item: CalculatedLineItem, method: ShippingMethodData, now: Date): DeliveryPositionCalc {
  const info = item.deliveryInformation;
  const time = info?.deliveryTime ?? method.deliveryTime;
  const restock = info && info.restockTime && info.stock < item.quantity ? info.restockTime : 0;
  return {
    identifier: item.id,
    lineItem: item,
    quantity: item.quantity,
    price: item.price,
    deliveryDate: dateFromDeliveryTime(time, now, restock),
  };
}

/** The measured value of a price entry's `calculation` over the positions that are not free of shipping costs. */
export function measure(
  calculation: ShippingPriceData["calculation"],
  positions: DeliveryPositionCalc[],
  currency: { factor: number; decimals: number },
): number {
  const sum = (f: (p: DeliveryPositionCalc) => number) => positions.reduce((s, p) => s + f(p), 0);
  switch (calculation) {
    case 1:
      return sum((p) => p.quantity);
    case 2:
      // Ranges are configured in default-currency units (e.g. "free from €50", 49.99), prices are minor units of the
      // context currency: compared in the default currency so the threshold means the same in every currency.
      return (
        toDecimal(
          sum((p) => p.price.totalPrice),
          currency.decimals,
        ) / currency.factor
      );
    case 3:
      return sum((p) => (p.lineItem.deliveryInformation?.weight ?? 0) * p.quantity);
    case 4:
      return sum((p) => {
        const d = p.lineItem.deliveryInformation;
        return d ? d.width * d.height * d.length * p.quantity : 0;
      });
  }
}

/** The entry's price (stored hundredths) in minor units of the context currency and tax state. */
export function entryPrice(
  entry: ShippingPriceData,
  ctx: CalculationContext,
  defaultCurrencyId: string,
): number | null {
  const gross = ctx.taxState === "gross";
  const own = entry.currencyPrice.find((p) => p.currencyId === ctx.currency.id);
  const minor = (stored: number) => fromStorage(stored, ctx.currency.itemRounding.decimals);
  if (own) return minor(gross ? own.gross : own.net);
  const base = entry.currencyPrice.find((p) => p.currencyId === defaultCurrencyId) ?? entry.currencyPrice[0];
  if (!base) return null;
  return minor(gross ? base.gross : base.net) * ctx.currency.factor;
}

/** The cheapest entry whose range holds the measured value; null when none matches (→ shipping-method-blocked). */
export function matchPrice(
  method: ShippingMethodData,
  positions: DeliveryPositionCalc[],
  ctx: CalculationContext,
  defaultCurrencyId: string,
): number | null {
  let best: number | null = null;
  for (const entry of method.prices) {
    const value = measure(entry.calculation, positions, {
      factor: ctx.currency.factor,
      decimals: ctx.currency.itemRounding.decimals,
    });
    if (value < entry.quantityStart || (entry.quantityEnd !== null && value > entry.quantityEnd)) continue;
    const price = entryPrice(entry, ctx, defaultCurrencyId);
    if (price !== null && (best === null || price < best)) best = price;
  }
  return best;
}

function shippingRules(method: ShippingMethodData, positions: DeliveryPositionCalc[]): TaxRule[] {
  const prices: Calculated[] = positions.map((p) => p.price);
  if (method.taxType === "fixed" && method.fixedTaxRate !== null)
    return [{ taxRate: method.fixedTaxRate, percentage: 100 }];
  if (method.taxType === "highest") return highestRule(prices);
  return proportionalRules(prices);
}

function latestDate(positions: DeliveryPositionCalc[]): DeliveryDate {
  const earliest = Math.max(...positions.map((p) => p.deliveryDate.earliest.getTime()));
  let latest = Math.max(...positions.map((p) => p.deliveryDate.latest.getTime()));
  if (latest === earliest) latest += DAY_MS;
  return { earliest: new Date(earliest), latest: new Date(latest) };
}

export type DeliveryOutcome = { delivery: DeliveryCalc | null; blocked: boolean };

/**
 * The delivery of the shipped items (none when nothing is shipped). Costs: 0 when every position ships free,
 * otherwise the matching price entry; no entry matches → blocked.
 */
export function buildDelivery(
  items: CalculatedLineItem[],
  method: ShippingMethodData,
  ctx: CalculationContext,
  defaultCurrencyId: string,
): DeliveryOutcome {
  const positions = items.filter(isShipped).map((item) => positionOf(item, method, ctx.now));
  if (positions.length === 0) return { delivery: null, blocked: false };
  const charged = positions.filter((p) => !p.lineItem.deliveryInformation?.freeDelivery);
  const amount = charged.length === 0 ? 0 : matchPrice(method, charged, ctx, defaultCurrencyId);
  const rules = shippingRules(method, positions);
  const shippingCosts = priceWithRules(amount ?? 0, 1, rules, ctx.taxState, ctx.currency.itemRounding);
  const delivery: DeliveryCalc = {
    deliveryDate: latestDate(positions),
    location: {
      country: ctx.country.entity,
      state: ctx.country.state,
      address: ctx.customer?.shippingAddress?.entity ?? null,
    },
    positions,
    shippingMethod: method,
    shippingCosts,
  };
  return { delivery, blocked: amount === null };
}
