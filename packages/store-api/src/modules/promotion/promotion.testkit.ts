/** Builders of the promotion calculation tests (promotion.test.ts, promotion-codes.test.ts): priced goods, promotions. */
import { context, id } from "../cart/calculator.fixtures.js";
import type { CalculatedLineItem, CalculationContext } from "../cart/cart-types.js";
import { calculate } from "../product/product-price.js";
import { applyPromotions } from "./promotion.js";
import type { PromotionCandidate, PromotionDiscountData } from "./promotion-types.js";

// ---- builders --------------------------------------------------------------------------------------------------

/** A calculated product line: `gross` per unit in EUR minor units (net derived from the rate), priced by the real calculator. */
export function goods(
  productId: string,
  gross: number,
  quantity = 1,
  taxRate = 19,
  ctx: CalculationContext = context(),
  payload: Record<string, unknown> = {},
): CalculatedLineItem {
  const net = Math.round((gross * 100) / (100 + taxRate));
  const price = calculate(
    { price: { gross, net }, taxRate, quantity },
    {
      taxState: ctx.taxState,
      currencyId: ctx.currency.id,
      factor: ctx.currency.factor,
      rounding: ctx.currency.itemRounding,
    },
  );
  return {
    id: productId,
    type: "product",
    referencedId: productId,
    label: `Product ${productId.slice(-2)}`,
    quantity,
    good: true,
    stackable: true,
    removable: true,
    price,
    priceDefinition: null,
    payload,
    quantityInformation: null,
    deliveryInformation: null,
    cover: null,
    states: ["is-physical"],
    children: [],
    description: null,
    modified: false,
  };
}

export const discount = (key: string, over: Partial<PromotionDiscountData> = {}): PromotionDiscountData => ({
  id: id(`d-${key}`),
  scope: "cart",
  type: "percentage",
  value: 10,
  maxValue: null,
  considerAdvancedRules: false,
  productIds: [],
  ...over,
});

export function promotion(
  key: string,
  over: Partial<PromotionCandidate> & { discounts?: PromotionDiscountData[] } = {},
): PromotionCandidate {
  return {
    id: id(`p-${key}`),
    name: `Promo ${key}`,
    priority: 1,
    preventCombination: false,
    exclusionIds: [],
    code: key.toUpperCase(),
    codeType: "fixed",
    preconditions: { minCartAmount: null, minQuantity: null, requiresCustomer: false, requiredProductIds: [] },
    discounts: [discount(key)],
    ...over,
  };
}
export const automatic = (key: string, over: Partial<PromotionCandidate> = {}) =>
  promotion(key, { code: null, codeType: "global", ...over });

export const P1 = id("a1");
export const P2 = id("a2");
export const apply = (
  lineItems: CalculatedLineItem[],
  candidates: PromotionCandidate[],
  codes = candidates.flatMap((c) => (c.code ? [c.code] : [])),
  ctx = context(),
) => applyPromotions({ lineItems, codes, candidates, context: ctx });
export const totals = (items: CalculatedLineItem[]) => items.map((i) => i.price.totalPrice);
export const keys = (r: { errors: { key: string }[] }) => r.errors.map((e) => e.key);
