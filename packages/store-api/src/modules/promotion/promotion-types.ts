/**
 * The contract between the cart pipeline (B1) and promotions (B3), store-api-notes §6.7.
 *
 * The cart service calls, on every calculation:
 *   1. `loadPromotionCandidates(db, ctx, {codes, blockedPromotionIds, customerId})` (promotion.service.ts) — the
 *      database part: promotions that are active, assigned to the channel, within their dates and under their
 *      redemption limits, found by a saved code (global code first, then an unredeemed individual code) or
 *      automatic (no code) and not blocked for this cart.
 *   2. at the promotion step (4900, after products/custom items are calculated) the PURE
 *      `applyPromotions(input)` (promotion.ts): matches codes to candidates, checks preconditions, exclusions and
 *      preventCombination in descending priority, and returns the calculated cart-scope discount line items, the
 *      errors, the codes to keep saved, and the delivery-scope discounts that wait for the shipping costs.
 *   3. at the promotion-delivery step (−5100, after the deliveries are calculated) the PURE
 *      `applyDeliveryPromotions(input)` (promotion.ts): reduces each delivery's shipping costs and returns the
 *      delivery discount line items (price 0: the discount lives in the reduced shipping costs, so the cart total
 *      counts it once).
 *
 * Stored state stays B1's (StoredCart.promotionCodes / blockedPromotionIds):
 *   - adding a promotion item with referencedId CODE adds CODE to promotionCodes; after the calculation the cart
 *     stores `result.codes` (unknown/invalid codes are dropped, not-eligible ones kept);
 *   - removing a promotion line item whose `referencedId` is a code forgets that code; removing one with an empty
 *     referencedId (automatic) adds `payload.promotionId` to blockedPromotionIds.
 * Money is integer minor units of the context currency unless a field says EUR (the default currency).
 */
import type { CalculatedLineItem, CalculationContext, CartError, DeliveryCalc } from "../cart/cart-types.js";

export type DiscountScope = "cart" | "delivery" | "set";
export type DiscountType = "percentage" | "absolute" | "fixed" | "fixed_unit";
/** Shopware's payload `promotionCodeType`: `global` for automatic promotions (no code). */
export type PromotionCodeType = "global" | "fixed" | "individual";

export interface PromotionDiscountData {
  id: string;
  scope: DiscountScope;
  type: DiscountType;
  /** percentage: percent (e.g. 10); absolute/fixed/fixed_unit: EUR minor units (converted with the currency factor). */
  value: number;
  /** Percentage discounts only: the cap, EUR minor units; null = no cap. */
  maxValue: number | null;
  /** When true only the line items whose product (or parent product) is in `productIds` are discounted. */
  considerAdvancedRules: boolean;
  productIds: string[];
}

/** Conditions evaluated purely on every calculation (Shopware's persona, cart and order rules, simplified). */
export interface PromotionPreconditions {
  /** Minimum gross sum of the goods (in net state: net plus taxes), EUR minor units, converted with the currency factor. */
  minCartAmount: number | null;
  /** Minimum number of product units in the cart. */
  minQuantity: number | null;
  /** A customer (guest or registered) must be logged in. */
  requiresCustomer: boolean;
  /** At least one of these products (or a variant of them) must be in the cart; empty = no condition. */
  requiredProductIds: string[];
}

export interface PromotionCandidate {
  id: string;
  /** Translated name in the context language chain (the discount items' label). */
  name: string;
  priority: number;
  /** Shopware's preventCombination ("exclusive"): never combined with any other promotion. */
  preventCombination: boolean;
  /** Ids of promotions this one cannot be combined with (stored symmetrically, checked both ways). */
  exclusionIds: string[];
  /** The saved code (exactly as the shopper entered it) that found this promotion; null for automatic ones. */
  code: string | null;
  codeType: PromotionCodeType;
  preconditions: PromotionPreconditions;
  discounts: PromotionDiscountData[];
}

export interface LoadCandidatesOptions {
  /** Saved codes of the cart (StoredCart.promotionCodes). */
  codes: string[];
  /** Automatic promotions the shopper removed from this cart. */
  blockedPromotionIds: string[];
  /** For per-customer redemption limits; null when nobody is logged in. */
  customerId: string | null;
  /** For validity dates; defaults to now. */
  now?: Date;
}

export interface ApplyPromotionsInput {
  /**
   * The cart's calculated line items after the product/custom steps. Items of type `promotion` among them are the
   * previous calculation's promotion items (placeholders or discounts): they are never kept (the result replaces
   * them) and only tell which automatic promotions were applied before (→ `auto-promotion-not-found`).
   */
  lineItems: CalculatedLineItem[];
  /** Saved codes (StoredCart.promotionCodes), in the order entered. */
  codes: string[];
  candidates: PromotionCandidate[];
  context: CalculationContext;
}

/** A delivery-scope discount that passed eligibility and exclusions, applied once shipping costs are known. */
export interface PendingDeliveryDiscount {
  promotion: PromotionCandidate;
  discount: PromotionDiscountData;
}

export interface ApplyPromotionsResult {
  /** Cart-scope discount line items (negative prices), to append to the cart. */
  lineItems: CalculatedLineItem[];
  errors: CartError[];
  /** The codes to keep saved: the input minus unknown/invalid ones. */
  codes: string[];
  deliveryDiscounts: PendingDeliveryDiscount[];
}

export interface ApplyDeliveryPromotionsInput {
  deliveryDiscounts: PendingDeliveryDiscount[];
  deliveries: DeliveryCalc[];
  context: CalculationContext;
}

export interface ApplyDeliveryPromotionsResult {
  /** The deliveries with reduced shippingCosts. */
  deliveries: DeliveryCalc[];
  /** One line item per applied delivery discount (price 0; `payload.composition` names the amounts). */
  lineItems: CalculatedLineItem[];
}
