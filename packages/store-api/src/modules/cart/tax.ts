/**
 * Price and tax arithmetic beyond a single product price (product-price.ts does those): prices with several
 * proportional tax rules (custom/credit lines, shipping costs, promotions), Shopware's PercentageTaxRuleBuilder, and
 * the cart totals of AmountCalculator (§6.5). Minor units throughout.
 */
import { cashRound, mathRound, type Calculated, type Rounding, type TaxState } from "../product/product-price.js";

export type TaxRule = Calculated["taxRules"][number];
export type CalculatedTax = Calculated["taxes"][number];

/** Taxes of `price` split over proportional rules: gross prices contain the tax, net prices get it on top. */
export function taxesOf(price: number, rules: TaxRule[], taxState: TaxState, rounding: Rounding): CalculatedTax[] {
  if (taxState === "tax-free") return [];
  return rules.map((rule) => {
    const part = (price * rule.percentage) / 100;
    const tax = taxState === "gross" ? (part * rule.taxRate) / (100 + rule.taxRate) : (part * rule.taxRate) / 100;
    return { tax: mathRound(tax, rounding), taxRate: rule.taxRate, price: Math.round(part) };
  });
}

/**
 * QuantityPriceCalculator for a definition with explicit tax rules. `isCalculated` = the unit price is already in the
 * context's tax state; otherwise it is net and gross state adds the taxes first (Shopware's GrossPriceCalculator).
 */
export function priceWithRules(
  unit: number,
  quantity: number,
  rules: TaxRule[],
  taxState: TaxState,
  rounding: Rounding,
  isCalculated = true,
): Calculated {
  let unitPrice = unit;
  if (!isCalculated && taxState === "gross")
    unitPrice += taxesOf(unit, rules, "net", rounding).reduce((sum, t) => sum + t.tax, 0);
  const round = (minor: number) =>
    taxState === "gross" || rounding.roundForNet ? cashRound(minor, rounding) : mathRound(minor, rounding);
  unitPrice = round(unitPrice);
  const totalPrice = round(unitPrice * quantity);
  const taxRules = taxState === "tax-free" ? [] : rules;
  return {
    unitPrice,
    quantity,
    totalPrice,
    taxes: taxesOf(totalPrice, taxRules, taxState, rounding),
    taxRules,
    listPrice: null,
    referencePrice: null,
  };
}

/** Sums taxes per rate (CalculatedTaxCollection::merge). */
export function mergeTaxes(taxes: CalculatedTax[]): CalculatedTax[] {
  const byRate = new Map<number, CalculatedTax>();
  for (const t of taxes) {
    const known = byRate.get(t.taxRate);
    byRate.set(
      t.taxRate,
      known ? { taxRate: t.taxRate, tax: known.tax + t.tax, price: known.price + t.price } : { ...t },
    );
  }
  return [...byRate.values()].sort((a, b) => a.taxRate - b.taxRate);
}

/**
 * PercentageTaxRuleBuilder: one rule per tax rate, weighted by the share of the prices taxed at that rate. Prices
 * without taxes (tax-free) give no rules.
 */
export function proportionalRules(prices: Calculated[]): TaxRule[] {
  const taxes = mergeTaxes(prices.flatMap((p) => p.taxes));
  const total = taxes.reduce((sum, t) => sum + t.price, 0);
  if (total === 0) return [];
  return taxes.map((t) => ({ taxRate: t.taxRate, percentage: Math.round((t.price / total) * 100 * 100) / 100 }));
}

/** The rule with the highest rate among the prices, at 100 % (shipping tax type `highest`). */
export function highestRule(prices: Calculated[]): TaxRule[] {
  const rates = prices.flatMap((p) => p.taxRules.map((r) => r.taxRate));
  return rates.length ? [{ taxRate: Math.max(...rates), percentage: 100 }] : [];
}

export interface CartAmount {
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  rawTotal: number;
  taxStatus: TaxState;
  calculatedTaxes: CalculatedTax[];
  taxRules: TaxRule[];
}

export interface AmountOptions {
  taxState: TaxState;
  taxCalculationType: "horizontal" | "vertical";
  itemRounding: Rounding;
  totalRounding: Rounding;
}

/** Vertical tax calculation: the taxes computed once per rate on the summed prices. */
function verticalTaxes(prices: Calculated[], taxState: TaxState, rounding: Rounding): CalculatedTax[] {
  const perRate = mergeTaxes(prices.flatMap((p) => p.taxes));
  return perRate.map((t) => ({
    taxRate: t.taxRate,
    price: t.price,
    tax: taxesOf(t.price, [{ taxRate: t.taxRate, percentage: 100 }], taxState, rounding)[0]?.tax ?? 0,
  }));
}

/**
 * AmountCalculator (§6.5): `positions` are the line items' prices, `shipping` the deliveries' shipping costs.
 * gross: total = cash-rounded sum, net = sum − taxes; net: total = sum + taxes (total-rounded); tax-free: no taxes.
 */
export function cartAmount(positions: Calculated[], shipping: Calculated[], options: AmountOptions): CartAmount {
  const all = [...positions, ...shipping];
  const sum = all.reduce((s, p) => s + p.totalPrice, 0);
  const positionPrice = positions.reduce((s, p) => s + p.totalPrice, 0);
  const { taxState, itemRounding, totalRounding } = options;
  if (taxState === "tax-free") {
    const total = totalRounding.roundForNet ? cashRound(sum, totalRounding) : mathRound(sum, totalRounding);
    return {
      netPrice: total,
      totalPrice: total,
      positionPrice,
      rawTotal: total,
      taxStatus: taxState,
      calculatedTaxes: [],
      taxRules: [],
    };
  }
  const merged = mergeTaxes(all.flatMap((p) => p.taxes)).map((t) => ({ ...t, tax: mathRound(t.tax, itemRounding) }));
  const calculatedTaxes =
    options.taxCalculationType === "vertical" ? verticalTaxes(all, taxState, itemRounding) : merged;
  const taxSum = calculatedTaxes.reduce((s, t) => s + t.tax, 0);
  const taxRules = proportionalRules(all);
  if (taxState === "gross") {
    return {
      netPrice: mathRound(sum - taxSum, itemRounding),
      totalPrice: cashRound(sum, totalRounding),
      positionPrice,
      rawTotal: sum,
      taxStatus: taxState,
      calculatedTaxes,
      taxRules,
    };
  }
  const raw = sum + taxSum;
  return {
    netPrice: sum,
    totalPrice: totalRounding.roundForNet ? cashRound(raw, totalRounding) : mathRound(raw, totalRounding),
    positionPrice,
    rawTotal: raw,
    taxStatus: taxState,
    calculatedTaxes,
    taxRules,
  };
}
