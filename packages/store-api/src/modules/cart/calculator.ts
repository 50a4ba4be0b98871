/**
 * The pure cart calculator (store-api-notes §6.3): stored cart + resolved products, methods, promotion candidates and
 * context → calculated cart. Steps in Shopware's processor order: product (5000) → promotion (4900) → custom (4000)
 * → credit (0) → delivery (−5000) → promotion-delivery (−5100); then the amounts, the validators (payment method,
 * addresses) and one transaction. Automatic adjustments change the returned `stored` cart, which the service saves.
 */
import type {
  ApplyDeliveryPromotionsInput,
  ApplyDeliveryPromotionsResult,
  ApplyPromotionsInput,
  ApplyPromotionsResult,
  PromotionCandidate,
} from "../promotion/promotion-types.js";
import { zeroPrice } from "../product/product-price.js";
import { addError, cartErrors } from "./cart-errors.js";
import type {
  CalculatedCart,
  CalculatedLineItem,
  CalculationContext,
  CartError,
  DeliveryCalc,
  PaymentMethodData,
  ProductData,
  QuantityInformation,
  ShippingMethodData,
  StoredCart,
  StoredLineItem,
} from "./cart-types.js";
import { buildDelivery, isShipped } from "./deliveries.js";
import { definedLineItem, fromStored, productLineItem } from "./line-items.js";
import { applyQuantityRules, quantityInformation, summedStockErrors } from "./quantity-rules.js";
import { cartAmount } from "./tax.js";

/** B3's pure promotion steps (promotion.ts), injected so the calculator stays pure and testable with fakes. */
export interface PromotionHooks {
  apply(input: ApplyPromotionsInput): ApplyPromotionsResult;
  applyDelivery(input: ApplyDeliveryPromotionsInput): ApplyDeliveryPromotionsResult;
}

export interface CalculatorInput {
  stored: StoredCart;
  /** By product id; products missing here are unknown or not visible. */
  products: Map<string, ProductData>;
  /** The channel's shipping/payment methods (unavailable ones flagged), with the channel default first in the swap order. */
  shippingMethods: ShippingMethodData[];
  paymentMethods: PaymentMethodData[];
  defaultShippingMethodId: string;
  defaultPaymentMethodId: string;
  /** The currency product and shipping prices are stored in. */
  defaultCurrencyId: string;
  candidates: PromotionCandidate[];
  promotions: PromotionHooks | null;
  context: CalculationContext;
}

const clone = (stored: StoredCart): StoredCart => JSON.parse(JSON.stringify(stored)) as StoredCart;

interface ProductStep {
  items: CalculatedLineItem[];
  infos: Map<string, QuantityInformation>;
}

/** Product step: unavailable products removed, quantity rules applied to the stored items, prices calculated. */
function productStep(stored: StoredCart, input: CalculatorInput, errors: CartError[]): ProductStep {
  const items: CalculatedLineItem[] = [];
  const infos = new Map<string, QuantityInformation>();
  const kept: StoredLineItem[] = [];
  for (const item of stored.lineItems) {
    if (item.type !== "product") {
      kept.push(item);
      continue;
    }
    const productId = item.referencedId ?? item.id;
    const product = input.products.get(productId);
    if (!product || !product.buyable) {
      // Parents that only stand for their variants disappear silently (§6.4).
      if (!product?.isParentWithVariants) addError(errors, cartErrors.productNotFound(productId));
      continue;
    }
    const info = quantityInformation(product, input.context.maxQuantity);
    infos.set(productId, info);
    const outcome = applyQuantityRules(item.quantity, product, info);
    if (outcome.removed) {
      addError(errors, outcome.error);
      continue;
    }
    if (outcome.error) addError(errors, outcome.error);
    item.quantity = outcome.quantity;
    kept.push(item);
    items.push(productLineItem(item, product, info, input.context));
  }
  stored.lineItems = kept;
  const summed = summedStockErrors(
    items.map((i) => ({ productId: i.referencedId ?? i.id, quantity: i.quantity })),
    input.products,
    infos,
  );
  for (const error of summed) addError(errors, error);
  return { items, infos };
}

/** Custom (4000) or credit (0) step: lines priced by their definitions; incomplete ones removed with an error. */
function definedStep(
  type: "custom" | "credit",
  stored: StoredCart,
  calculated: CalculatedLineItem[],
  context: CalculationContext,
  errors: CartError[],
): CalculatedLineItem[] {
  const out: CalculatedLineItem[] = [];
  const goods = calculated.filter((i) => i.good).map((i) => i.price);
  stored.lineItems = stored.lineItems.filter((item) => {
    if (item.type !== type) return true;
    if (!item.label) {
      addError(errors, cartErrors.incompleteLineItem(item.id, "label"));
      return false;
    }
    const line = definedLineItem(item, goods, context);
    if (!line) {
      addError(errors, cartErrors.incompleteLineItem(item.id, "price"));
      return false;
    }
    out.push(line);
    return true;
  });
  return out;
}

/** Available methods in swap order: the channel default first, then by position. */
function swapOrder<T extends { id: string; available: boolean; position: number }>(
  methods: T[],
  defaultId: string,
  blockedId: string,
): T[] {
  return methods
    .filter((m) => m.available && m.id !== blockedId)
    .sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId) || a.position - b.position);
}

interface DeliveryStep {
  deliveries: DeliveryCalc[];
  shippingMethodId: string;
}

/**
 * Delivery step: the context's method; when it is unavailable or no price entry matches, the first working method
 * replaces it (shipping-method-changed notice, as Shopware's BlockedShippingMethodSwitcher), else the blocked warning
 * stays. An unavailable method is blocked even for carts without shipped items.
 */
function deliveryStep(items: CalculatedLineItem[], input: CalculatorInput, errors: CartError[]): DeliveryStep {
  const { context } = input;
  const current = input.shippingMethods.find((m) => m.id === context.shippingMethodId);
  const attempt = (method: ShippingMethodData) => buildDelivery(items, method, context, input.defaultCurrencyId);
  const first = current?.available ? attempt(current) : null;
  if (current && first && !first.blocked)
    return { deliveries: first.delivery ? [first.delivery] : [], shippingMethodId: current.id };
  const currentName = current?.name ?? context.shippingMethodId;
  for (const method of swapOrder(input.shippingMethods, input.defaultShippingMethodId, context.shippingMethodId)) {
    const outcome = attempt(method);
    if (outcome.blocked) continue;
    addError(errors, cartErrors.shippingMethodChanged(currentName, method.name));
    return { deliveries: outcome.delivery ? [outcome.delivery] : [], shippingMethodId: method.id };
  }
  addError(errors, cartErrors.shippingMethodBlocked(currentName));
  return { deliveries: first?.delivery ? [first.delivery] : [], shippingMethodId: context.shippingMethodId };
}

/** Payment validator: an unavailable method is swapped for the first available one (payment-method-changed). */
function paymentStep(input: CalculatorInput, errors: CartError[]): string {
  const { context } = input;
  const current = input.paymentMethods.find((m) => m.id === context.paymentMethodId);
  if (current?.available) return current.id;
  const name = current?.name ?? context.paymentMethodId;
  const replacement = swapOrder(input.paymentMethods, input.defaultPaymentMethodId, context.paymentMethodId)[0];
  if (!replacement) {
    addError(errors, cartErrors.paymentMethodBlocked(name));
    return context.paymentMethodId;
  }
  addError(errors, cartErrors.paymentMethodChanged(name, replacement.name));
  return replacement.id;
}

/** Address validators: shipping country (for physical or empty carts), billing country, salutations, forced regions. */
function addressStep(items: CalculatedLineItem[], context: CalculationContext, errors: CartError[]): void {
  const physicalOrEmpty = items.length === 0 || items.some(isShipped);
  if (physicalOrEmpty && !context.country.shippable)
    addError(errors, cartErrors.shippingAddressBlocked(context.country.name));
  const customer = context.customer;
  if (!customer) return;
  for (const [which, address] of [
    ["billing", customer.billingAddress],
    ["shipping", customer.shippingAddress],
  ] as const) {
    if (!address) continue;
    if (which === "billing" && !address.countryUsable)
      addError(errors, cartErrors.billingAddressBlocked(address.countryName));
    if (!address.salutationId) addError(errors, cartErrors.salutationMissing(which, address.id));
    if (which === "shipping" && context.country.forceStateInRegistration && !address.countryStateId)
      addError(errors, cartErrors.countryRegionMissing(which, address.id));
  }
}

/** A stored promotion item as the promotion step sees the previous calculation's items. */
const placeholder = (item: StoredLineItem): CalculatedLineItem => fromStored(item, zeroPrice(), { good: false });

/** What is kept of a discount item: identity and the scalar payload (promotionId, code …). */
function storedPromotion(item: CalculatedLineItem): StoredLineItem {
  const payload = Object.fromEntries(
    Object.entries(item.payload).filter(([, v]) => v === null || ["string", "number", "boolean"].includes(typeof v)),
  ) as StoredLineItem["payload"];
  return {
    id: item.id,
    type: "promotion",
    referencedId: item.referencedId,
    quantity: item.quantity,
    label: item.label,
    payload,
    stackable: item.stackable,
    removable: item.removable,
    priceDefinition: null,
    coverId: null,
  };
}

function calculateOnce(input: CalculatorInput): CalculatedCart {
  const stored = clone(input.stored);
  const { context } = input;
  const errors: CartError[] = [];
  if (stored.mergedHint) {
    addError(errors, cartErrors.cartMerged());
    delete stored.mergedHint;
  }
  // The previous calculation's promotion items are stored only so the promotion step can tell which automatic
  // promotions were applied before (auto-promotion-not-found); the step replaces them.
  const previousPromotions = stored.lineItems.filter((item) => item.type === "promotion");
  stored.lineItems = stored.lineItems.filter((item) => item.type !== "promotion");

  const { items: products } = productStep(stored, input, errors);
  let lineItems: CalculatedLineItem[] = [...products];
  let pendingDelivery: ApplyPromotionsResult["deliveryDiscounts"] = [];
  if (input.promotions) {
    const previous = previousPromotions.map((item) => placeholder(item));
    const result = input.promotions.apply({
      lineItems: [...lineItems, ...previous],
      codes: stored.promotionCodes,
      candidates: input.candidates,
      context,
    });
    lineItems = [...lineItems, ...result.lineItems];
    for (const error of result.errors) addError(errors, error);
    stored.promotionCodes = result.codes;
    stored.lineItems.push(...result.lineItems.map(storedPromotion));
    pendingDelivery = result.deliveryDiscounts;
  }
  lineItems = [...lineItems, ...definedStep("custom", stored, lineItems, context, errors)];
  lineItems = [...lineItems, ...definedStep("credit", stored, lineItems, context, errors)];

  const delivery = deliveryStep(lineItems, input, errors);
  let deliveries = delivery.deliveries;
  if (input.promotions && pendingDelivery.length > 0) {
    const result = input.promotions.applyDelivery({ deliveryDiscounts: pendingDelivery, deliveries, context });
    deliveries = result.deliveries;
    lineItems = [...lineItems, ...result.lineItems];
    stored.lineItems.push(...result.lineItems.map(storedPromotion));
  }

  // Keep the stored order: items in the order they were added, promotion discounts after them.
  const order = new Map(stored.lineItems.map((item, index) => [item.id, index]));
  lineItems.sort((a, b) => (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.id) ?? Number.MAX_SAFE_INTEGER));

  const amount = cartAmount(
    lineItems.map((i) => i.price),
    deliveries.map((d) => d.shippingCosts),
    {
      taxState: context.taxState,
      taxCalculationType: context.taxCalculationType,
      itemRounding: context.currency.itemRounding,
      totalRounding: context.currency.totalRounding,
    },
  );
  const paymentMethodId = paymentStep(input, errors);
  addressStep(lineItems, context, errors);
  const transactionAmount = {
    unitPrice: amount.totalPrice,
    quantity: 1,
    totalPrice: amount.totalPrice,
    taxes: amount.calculatedTaxes,
    taxRules: amount.taxRules,
    listPrice: null,
    referencePrice: null,
  };
  return {
    token: stored.token,
    decimals: input.context.currency.itemRounding.decimals,
    lineItems,
    price: amount,
    deliveries,
    transactions: lineItems.length > 0 ? [{ paymentMethodId, amount: transactionAmount }] : [],
    errors,
    stored,
    shippingMethodId: delivery.shippingMethodId,
    paymentMethodId,
    modified: JSON.stringify(stored) !== JSON.stringify(input.stored),
  };
}

/**
 * Calculates the cart. When the currency's `taxFreeFrom` threshold is reached by the net total, the cart is
 * calculated again tax-free (Shopware switches the context's tax state for the cart).
 */
export function calculateCart(input: CalculatorInput): CalculatedCart {
  const result = calculateOnce(input);
  const threshold = input.context.currency.taxFreeFrom;
  if (input.context.taxState !== "tax-free" && threshold > 0 && result.price.netPrice >= threshold) {
    return calculateOnce({ ...input, context: { ...input.context, taxState: "tax-free" } });
  }
  return result;
}
