/**
 * Shopware's product price calculation (ProductPriceCalculator → QuantityPriceCalculator → Gross/NetPriceCalculator)
 * as a pure function. Every amount is integer minor units of the context currency (src/lib/money.ts) from the
 * stored prices on, until `priceJson`, the only place decimals appear.
 */
import { fromStorage, intervalMinor, roundHalfAway, toDecimal } from "../../lib/money.js";

export type TaxState = "gross" | "net" | "tax-free";

export interface Rounding {
  decimals: number;
  interval: number;
  roundForNet: boolean;
}

export interface PriceContext {
  taxState: TaxState;
  currencyId: string;
  /** Factor from the default currency to the context currency. */
  factor: number;
  rounding: Rounding;
}

/** An explicit price in one currency (product.currency_prices), stored hundredths of that currency. */
export interface CurrencyPrice {
  currencyId: string;
  gross: number;
  net: number;
  listPrice?: { gross: number; net: number } | null;
}

/** A stored price (hundredths): default-currency gross/net (and list price) plus explicit prices in other currencies. */
export interface StoredPrice {
  gross: number;
  net: number;
  listGross?: number | null;
  listNet?: number | null;
  currencyPrices?: CurrencyPrice[] | null;
}

export interface ReferenceUnit {
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitName: string | null;
}

export interface PriceInput {
  price: StoredPrice;
  /** The effective tax rate in percent (the context country's rule, else the tax's base rate). */
  taxRate: number;
  quantity?: number;
  reference?: ReferenceUnit;
}

/** A calculated price in minor units. */
export interface Calculated {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  taxes: { tax: number; taxRate: number; price: number }[];
  taxRules: { taxRate: number; percentage: number }[];
  listPrice: { price: number; discount: number; percentage: number } | null;
  referencePrice: { price: number; purchaseUnit: number; referenceUnit: number; unitName: string } | null;
}

/** A zero price: no shipping costs, a discount before its calculation, a stored item's placeholder price. */
export const zeroPrice = (): Calculated => ({
  unitPrice: 0,
  quantity: 1,
  totalPrice: 0,
  taxes: [],
  taxRules: [],
  listPrice: null,
  referencePrice: null,
});

/**
 * Rounds to the currency's decimals (CashRounding::mathRound). Minor units are already counted in those decimals,
 * so this is rounding to a whole minor unit; `rounding` names the currency the amount is in.
 */
export function mathRound(minor: number, _rounding: Rounding): number {
  return roundHalfAway(minor);
}

/** Rounds to the currency's decimals, then to its cash interval, e.g. 0.05 (CashRounding::cashRound). */
export function cashRound(minor: number, rounding: Rounding): number {
  const step = intervalMinor(rounding.interval, rounding.decimals);
  return roundHalfAway(roundHalfAway(minor) / step) * step;
}

/** The raw (unrounded) unit and list price in minor units of the context currency for the context's tax state. */
export function priceInCurrency(price: StoredPrice, ctx: PriceContext): { unit: number; list: number | null } {
  const useGross = ctx.taxState === "gross";
  const minor = (stored: number) => fromStorage(stored, ctx.rounding.decimals);
  const explicit = price.currencyPrices?.find((p) => p.currencyId === ctx.currencyId);
  if (explicit) {
    const list = explicit.listPrice ? (useGross ? explicit.listPrice.gross : explicit.listPrice.net) : null;
    return { unit: minor(useGross ? explicit.gross : explicit.net), list: list === null ? null : minor(list) };
  }
  const list = useGross ? price.listGross : price.listNet;
  return {
    unit: minor(useGross ? price.gross : price.net) * ctx.factor,
    list: list === null || list === undefined ? null : minor(list) * ctx.factor,
  };
}

/** One CalculatedPrice for `quantity` units. */
export function calculate(input: PriceInput, ctx: PriceContext): Calculated {
  const quantity = input.quantity ?? 1;
  const { unit: rawUnit, list: rawList } = priceInCurrency(input.price, ctx);
  const { rounding } = ctx;
  const gross = ctx.taxState === "gross";
  const roundUnit = (minor: number) =>
    gross || rounding.roundForNet ? cashRound(minor, rounding) : mathRound(minor, rounding);
  const unitPrice = roundUnit(rawUnit);
  const totalPrice = roundUnit(unitPrice * quantity);
  const rate = input.taxRate;
  const taxFree = ctx.taxState === "tax-free";
  const unitTax = gross ? (unitPrice * rate) / (100 + rate) : (unitPrice * rate) / 100;
  const taxes = taxFree
    ? []
    : [{ tax: mathRound(unitTax * quantity, rounding), taxRate: rate, price: unitPrice * quantity }];
  const taxRules = taxFree ? [] : [{ taxRate: rate, percentage: 100 }];

  let listPrice: Calculated["listPrice"] = null;
  if (rawList !== null) {
    const list = gross ? cashRound(rawList, rounding) : mathRound(rawList, rounding);
    if (list > unitPrice)
      listPrice = {
        price: list,
        discount: unitPrice - list,
        percentage: Math.round((100 - (unitPrice / list) * 100) * 100) / 100,
      };
  }

  let referencePrice: Calculated["referencePrice"] = null;
  const ref = input.reference;
  if (
    ref?.purchaseUnit &&
    ref.referenceUnit &&
    ref.purchaseUnit > 0 &&
    ref.referenceUnit > 0 &&
    ref.purchaseUnit !== ref.referenceUnit
  ) {
    referencePrice = {
      price: mathRound((unitPrice / ref.purchaseUnit) * ref.referenceUnit, rounding),
      purchaseUnit: ref.purchaseUnit,
      referenceUnit: ref.referenceUnit,
      unitName: ref.unitName ?? "",
    };
  }
  return { unitPrice, quantity, totalPrice, taxes, taxRules, listPrice, referencePrice };
}

export interface Tier {
  quantityStart: number;
  quantityEnd: number | null;
  price: StoredPrice;
}

/** Graduated prices: one CalculatedPrice per tier whose `quantity` is the tier's upper bound (the last: its start). */
export function calculateTiers(
  tiers: Tier[],
  input: Omit<PriceInput, "price" | "quantity">,
  ctx: PriceContext,
): Calculated[] {
  return [...tiers]
    .sort((a, b) => a.quantityStart - b.quantityStart)
    .map((tier) => calculate({ ...input, price: tier.price, quantity: tier.quantityEnd ?? tier.quantityStart }, ctx));
}

/**
 * The Store API JSON of a calculated price (alias `calculated_price`, or `calculated_cheapest_price` with extras),
 * minor units of a currency with `decimals` shown as decimals.
 */
export function priceJson(
  price: Calculated,
  decimals: number,
  extra?: { hasRange: boolean; variantId: string | null },
): Record<string, unknown> {
  const decimal = (minor: number): number => toDecimal(minor, decimals);
  const json: Record<string, unknown> = {
    unitPrice: decimal(price.unitPrice),
    quantity: price.quantity,
    totalPrice: decimal(price.totalPrice),
    calculatedTaxes: price.taxes.map((t) => ({
      tax: decimal(t.tax),
      taxRate: t.taxRate,
      price: decimal(t.price),
      apiAlias: "cart_tax_calculated",
    })),
    taxRules: price.taxRules.map((r) => ({ taxRate: r.taxRate, percentage: r.percentage, apiAlias: "cart_tax_rule" })),
    referencePrice: price.referencePrice
      ? {
          price: decimal(price.referencePrice.price),
          purchaseUnit: price.referencePrice.purchaseUnit,
          referenceUnit: price.referencePrice.referenceUnit,
          unitName: price.referencePrice.unitName,
          listPrice: null,
          regulationPrice: null,
          hasRange: false,
          variantId: null,
          apiAlias: "cart_price_reference",
        }
      : null,
    listPrice: price.listPrice
      ? {
          price: decimal(price.listPrice.price),
          discount: decimal(price.listPrice.discount),
          percentage: price.listPrice.percentage,
          apiAlias: "cart_list_price",
        }
      : null,
    regulationPrice: null,
    apiAlias: "calculated_price",
  };
  if (extra)
    Object.assign(json, {
      hasRange: extra.hasRange,
      variantId: extra.variantId,
      apiAlias: "calculated_cheapest_price",
    });
  return json;
}

export interface PurchaseRules {
  minPurchase: number | null;
  maxPurchase: number | null;
  purchaseSteps: number | null;
  isCloseout: boolean;
  stock: number;
}

/**
 * Shopware's calculatedMaxPurchase: the product's maxPurchase (else core.cart.maxQuantity), capped at the stock for
 * closeouts, snapped down to the purchase-step grid starting at minPurchase, never below 0.
 */
export function calculatedMaxPurchase(rules: PurchaseRules, maxQuantity = 100): number {
  let max = rules.maxPurchase ?? maxQuantity;
  if (rules.isCloseout && rules.stock < max) max = rules.stock;
  const steps = rules.purchaseSteps && rules.purchaseSteps > 0 ? rules.purchaseSteps : 1;
  const min = rules.minPurchase ?? 1;
  max = Math.floor((max - min) / steps) * steps + min;
  return Math.max(max, 0);
}

const DAY_MS = 86_400_000;

/** `isNew`: released at most `days` whole days from now (either side, as PHP's DateTime::diff()->days counts). */
export function isNew(releaseDate: string | null, now: Date, days = 30): boolean {
  if (!releaseDate) return false;
  const released = Date.parse(releaseDate);
  if (Number.isNaN(released)) return false;
  return Math.floor(Math.abs(now.getTime() - released) / DAY_MS) <= days;
}
