/**
 * The pure promotion calculation (Shopware's PromotionCollector matching, PromotionCalculator and
 * PromotionDeliveryCalculator), store-api-notes §6.7. Money in minor units of the context currency; discount values
 * of type absolute/fixed/fixed_unit and caps are stored EUR hundredths, converted with src/lib/money.ts and the
 * currency factor.
 */
import type {
  Calculated,
  CalculatedLineItem,
  CalculationContext,
  CartError,
  DeliveryCalc,
} from "../cart/cart-types.js";
import { proportionalRules, priceWithRules } from "../cart/tax.js";
import { fromStorage, storageToDecimal, toDecimal } from "../../lib/money.js";
import { cashRound, mathRound, zeroPrice } from "../product/product-price.js";
import { promotionErrors } from "./promotion-errors.js";
import type {
  ApplyDeliveryPromotionsInput,
  ApplyDeliveryPromotionsResult,
  ApplyPromotionsInput,
  ApplyPromotionsResult,
  PendingDeliveryDiscount,
  PromotionCandidate,
  PromotionDiscountData,
} from "./promotion-types.js";

type CompositionEntry = { id: string; quantity: number; discount: number };

/** Item rounding as the product price calculator does it: cash rounding in gross (or roundForNet), else math. */
function roundItem(minor: number, context: CalculationContext): number {
  const rounding = context.currency.itemRounding;
  return context.taxState === "gross" || rounding.roundForNet ? cashRound(minor, rounding) : mathRound(minor, rounding);
}

/** A stored EUR amount (hundredths) in minor units of the context currency. */
const inCurrency = (eurStored: number, context: CalculationContext): number =>
  roundItem(fromStorage(eurStored, context.currency.itemRounding.decimals) * context.currency.factor, context);

const isProductIn = (item: CalculatedLineItem, productIds: string[]): boolean =>
  item.type === "product" &&
  (productIds.includes(item.referencedId ?? "") || productIds.includes(String(item.payload.parentId ?? "")));

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

/** What the goods cost the shopper before discounts: net prices plus their taxes in net state. */
const grossTotal = (goods: CalculatedLineItem[], context: CalculationContext): number =>
  sum(goods.map((g) => g.price.totalPrice + (context.taxState === "net" ? sum(g.price.taxes.map((t) => t.tax)) : 0)));

/** Persona and cart conditions of a promotion, checked against the goods of this calculation. */
export function preconditionsMet(
  promotion: PromotionCandidate,
  goods: CalculatedLineItem[],
  context: CalculationContext,
): boolean {
  const p = promotion.preconditions;
  if (p.requiresCustomer && context.customer === null) return false;
  if (p.minCartAmount !== null && grossTotal(goods, context) < inCurrency(p.minCartAmount, context)) return false;
  if (p.minQuantity !== null && sum(goods.filter((g) => g.type === "product").map((g) => g.quantity)) < p.minQuantity)
    return false;
  if (p.requiredProductIds.length > 0 && !goods.some((g) => isProductIn(g, p.requiredProductIds))) return false;
  return true;
}

/** Whether `promotion` may join the already applied ones (exclusion lists are checked both ways). */
function conflicts(promotion: PromotionCandidate, applied: PromotionCandidate[]): boolean {
  if (applied.length === 0) return false;
  if (promotion.preventCombination || applied.some((a) => a.preventCombination)) return true;
  return applied.some((a) => a.exclusionIds.includes(promotion.id) || promotion.exclusionIds.includes(a.id));
}

/** The items a cart-scope discount works on: the goods, narrowed to its products when it considers advanced rules. */
const discountScope = (discount: PromotionDiscountData, goods: CalculatedLineItem[]): CalculatedLineItem[] =>
  (discount.considerAdvancedRules ? goods.filter((g) => isProductIn(g, discount.productIds)) : goods).filter(
    (g) => g.price.totalPrice > 0,
  );

/** The positive discount amount for `base` (a price total), by type; fixed_unit is handled per unit by the caller. */
function amountFor(discount: PromotionDiscountData, base: number, context: CalculationContext): number {
  switch (discount.type) {
    case "percentage": {
      const amount = roundItem((base * discount.value) / 100, context);
      return discount.maxValue === null ? amount : Math.min(amount, inCurrency(discount.maxValue, context));
    }
    case "absolute":
      return Math.min(inCurrency(discount.value, context), base);
    case "fixed":
    case "fixed_unit":
      return Math.max(0, base - inCurrency(discount.value, context));
  }
}

/** Splits `total` over `weights` proportionally; the last share takes the rounding remainder. */
function split(total: number, weights: number[]): number[] {
  const whole = sum(weights);
  if (whole === 0) return weights.map(() => 0);
  const shares = weights.map((w) => Math.round((total * w) / whole));
  shares[shares.length - 1] += total - sum(shares);
  return shares;
}

/**
 * The price of a discount of `amount` (negative) on `items`: taxed by the items' rates weighted by their share of
 * the discounted price (Shopware's PercentageTaxRuleBuilder), as the items are taxed (inside gross, on top of net).
 */
const discountPrice = (amount: number, items: CalculatedLineItem[], context: CalculationContext): Calculated =>
  priceWithRules(
    amount,
    1,
    proportionalRules(items.map((i) => i.price)),
    context.taxState,
    context.currency.itemRounding,
  );

/** A discount line item as Shopware's PromotionItemBuilder shapes it (§6.7 "Output"). */
function discountItem(
  promotion: PromotionCandidate,
  discount: PromotionDiscountData,
  price: Calculated,
  composition: CompositionEntry[],
  context: CalculationContext,
): CalculatedLineItem {
  const moneyValue = discount.type !== "percentage";
  const decimal = (minor: number) => toDecimal(minor, context.currency.itemRounding.decimals);
  return {
    id: discount.id,
    type: "promotion",
    referencedId: promotion.code ?? "",
    label: promotion.name,
    quantity: 1,
    good: false,
    stackable: false,
    removable: true,
    price,
    priceDefinition:
      discount.type === "percentage" && discount.scope === "cart"
        ? { type: "percentage", percentage: -discount.value, filter: null, apiAlias: "cart_price_percentage" }
        : { type: "absolute", price: decimal(price.totalPrice), filter: null, apiAlias: "cart_price_absolute" },
    payload: {
      promotionId: promotion.id,
      discountId: discount.id,
      code: promotion.code ?? "",
      promotionCodeType: promotion.codeType,
      discountType: discount.type,
      discountScope: discount.scope,
      // Shopware renders value and maxValue as strings; money values are the EUR decimals as configured.
      value: String(moneyValue ? storageToDecimal(discount.value) : discount.value),
      maxValue: discount.maxValue === null ? "" : String(storageToDecimal(discount.maxValue)),
      priority: promotion.priority,
      preventCombination: promotion.preventCombination,
      exclusions: promotion.exclusionIds,
      setGroups: [],
      filter: { sorterKey: null, applierKey: null, usageKey: null, pickerKey: null },
      currencyId: context.currency.id,
      composition: composition.map((c) => ({ ...c, discount: decimal(c.discount) })),
    },
    quantityInformation: null,
    deliveryInformation: null,
    cover: null,
    states: [],
    children: [],
    description: null,
    modified: false,
  };
}

/** One cart-scope discount on the goods, capped at what is left of the cart; null when it comes to 0 (dropped). */
function cartDiscount(
  promotion: PromotionCandidate,
  discount: PromotionDiscountData,
  goods: CalculatedLineItem[],
  remaining: number,
  context: CalculationContext,
): CalculatedLineItem | null {
  const scope = discountScope(discount, goods);
  const perItem =
    discount.type === "fixed_unit"
      ? scope.map((item) => Math.max(0, item.price.unitPrice - inCurrency(discount.value, context)) * item.quantity)
      : split(
          amountFor(discount, sum(scope.map((i) => i.price.totalPrice)), context),
          scope.map((i) => i.price.totalPrice),
        );
  const amount = Math.min(sum(perItem), remaining);
  if (amount <= 0) return null;
  const shares = amount === sum(perItem) ? perItem : split(amount, perItem);
  const price = discountPrice(-amount, scope, context);
  const composition = scope
    .map((item, i) => ({ id: item.id, quantity: item.quantity, discount: shares[i] }))
    .filter((c) => c.discount > 0);
  return discountItem(promotion, discount, price, composition, context);
}

/**
 * Matches the saved codes to candidates, then applies the promotions in descending priority: preconditions (a
 * failing coded one keeps its code and raises promotion-not-eligible), exclusions and preventCombination
 * (promotion-excluded), and the cart-scope discounts. Delivery-scope discounts are handed back for
 * `applyDeliveryPromotions`. Discounts of scope `set` (set groups) are not supported and never apply.
 */
export function applyPromotions(input: ApplyPromotionsInput): ApplyPromotionsResult {
  const { context } = input;
  const errors: CartError[] = [];
  const codes: string[] = [];
  const selected = new Map<string, PromotionCandidate>();
  for (const code of input.codes) {
    const candidate = input.candidates.find((c) => c.code === code);
    if (!candidate) {
      errors.push(promotionErrors.notFound(code));
      continue;
    }
    codes.push(code);
    if (!selected.has(candidate.id)) selected.set(candidate.id, candidate);
  }
  for (const candidate of input.candidates)
    if (candidate.code === null && !selected.has(candidate.id)) selected.set(candidate.id, candidate);

  // An automatic promotion applied before whose promotion is gone (ended, deactivated, used up) is reported once.
  const previousAutomatic = input.lineItems.filter(
    (i) => i.type === "promotion" && !i.referencedId && typeof i.payload.promotionId === "string",
  );
  for (const item of previousAutomatic) {
    const error = promotionErrors.autoNotFound(item.label ?? "");
    if (!selected.has(String(item.payload.promotionId)) && !errors.some((e) => e.key === error.key)) errors.push(error);
  }

  const goods = input.lineItems.filter((i) => i.type !== "promotion" && i.good);
  const promotions = [...selected.values()].sort((a, b) => b.priority - a.priority);
  const result: ApplyPromotionsResult = { lineItems: [], errors, codes, deliveryDiscounts: [] };
  if (goods.length === 0 || promotions.length === 0) return result;
  if (sum(goods.map((g) => g.price.totalPrice)) <= 0) {
    // Names the codes the shopper entered and the automatic promotions that would otherwise apply, not every one.
    const excluded = promotions.filter((p) => p.code !== null || preconditionsMet(p, goods, context));
    if (excluded.length > 0) errors.push(promotionErrors.cartPriceZero(excluded.map((p) => p.name)));
    return result;
  }

  const applied: PromotionCandidate[] = [];
  let remaining = sum(goods.map((g) => g.price.totalPrice));
  for (const promotion of promotions) {
    if (!preconditionsMet(promotion, goods, context)) {
      // Automatic promotions stay silent until eligible; a saved code says why it does nothing yet.
      if (promotion.code !== null) errors.push(promotionErrors.notEligible(promotion.name));
      continue;
    }
    if (conflicts(promotion, applied)) {
      errors.push(promotionErrors.excluded(promotion.name));
      continue;
    }
    let used = false;
    for (const discount of promotion.discounts) {
      if (discount.scope === "delivery") {
        result.deliveryDiscounts.push({ promotion, discount });
        used = true;
      } else if (discount.scope === "cart") {
        const item = cartDiscount(promotion, discount, goods, remaining, context);
        if (!item) continue;
        remaining += item.price.totalPrice;
        result.lineItems.push(item);
        used = true;
      }
    }
    if (used) applied.push(promotion);
  }
  return result;
}

/** One delivery discount on every delivery's remaining shipping costs; null when nothing is left to discount. */
function deliveryDiscount(
  pending: PendingDeliveryDiscount,
  deliveries: DeliveryCalc[],
  context: CalculationContext,
): { deliveries: DeliveryCalc[]; item: CalculatedLineItem | null } {
  const composition: CompositionEntry[] = [];
  const next = deliveries.map((delivery) => {
    const costs = delivery.shippingCosts.totalPrice;
    const amount = Math.min(costs, amountFor(pending.discount, costs, context));
    if (amount <= 0) return delivery;
    composition.push({ id: delivery.shippingMethod.id, quantity: 1, discount: amount });
    const reduced = priceWithRules(
      costs - amount,
      1,
      delivery.shippingCosts.taxRules,
      context.taxState,
      context.currency.itemRounding,
    );
    return { ...delivery, shippingCosts: reduced };
  });
  if (composition.length === 0) return { deliveries, item: null };
  // Price 0: the discount is inside the reduced shipping costs, so the cart total counts it once.
  return {
    deliveries: next,
    item: discountItem(pending.promotion, pending.discount, zeroPrice(), composition, context),
  };
}

/** Applies the delivery-scope discounts (in the priority order applyPromotions gave them) to the shipping costs. */
export function applyDeliveryPromotions(input: ApplyDeliveryPromotionsInput): ApplyDeliveryPromotionsResult {
  let deliveries = input.deliveries;
  const lineItems: CalculatedLineItem[] = [];
  for (const pending of input.deliveryDiscounts) {
    const step = deliveryDiscount(pending, deliveries, input.context);
    deliveries = step.deliveries;
    if (step.item) lineItems.push(step.item);
  }
  return { deliveries, lineItems };
}
