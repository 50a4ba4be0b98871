/**
 * Quantity rules of product line items (store-api-notes §6.4, Shopware's ProductCartProcessor::validateStock and
 * ProductLineItemValidator): automatic adjustments of the stored quantity with the matching cart errors.
 */
import { calculatedMaxPurchase } from "../product/product-price.js";
import { cartErrors } from "./cart-errors.js";
import type { CartError, ProductData, QuantityInformation } from "./cart-types.js";

export function quantityInformation(product: ProductData, maxQuantity: number): QuantityInformation {
  const minPurchase = product.minPurchase > 0 ? product.minPurchase : 1;
  const purchaseSteps = product.purchaseSteps > 0 ? product.purchaseSteps : 1;
  const maxPurchase = calculatedMaxPurchase(
    {
      minPurchase,
      maxPurchase: product.maxPurchase,
      purchaseSteps,
      isCloseout: product.isCloseout,
      stock: product.stock,
    },
    maxQuantity,
  );
  return { minPurchase, maxPurchase, purchaseSteps };
}

export type QuantityOutcome =
  | { removed: true; error: CartError }
  | { removed: false; quantity: number; error: CartError | null };

/** The quantity a line item may keep, snapped down onto the grid min + k·steps. */
const snap = (quantity: number, info: QuantityInformation) =>
  info.minPurchase + Math.floor((quantity - info.minPurchase) / info.purchaseSteps) * info.purchaseSteps;

/**
 * One line item's correction: max < min removes it (product-out-of-stock, or product-stock-reached-empty for a
 * closeout without stock); above max → clamped (product-stock-reached warning); below min → raised
 * (min-order-quantity); off the step grid → snapped down (purchase-steps-quantity).
 */
export function applyQuantityRules(quantity: number, product: ProductData, info: QuantityInformation): QuantityOutcome {
  if (info.maxPurchase < info.minPurchase) {
    const error =
      product.isCloseout && product.stock <= 0
        ? cartErrors.productStockReachedEmpty(product.id, product.name)
        : cartErrors.productOutOfStock(product.id, product.name);
    return { removed: true, error };
  }
  if (quantity > info.maxPurchase)
    return {
      removed: false,
      quantity: info.maxPurchase,
      error: cartErrors.productStockReached(product.id, product.name, info.maxPurchase),
    };
  if (quantity < info.minPurchase)
    return {
      removed: false,
      quantity: info.minPurchase,
      error: cartErrors.minOrderQuantity(product.id, product.name, info.minPurchase),
    };
  const snapped = snap(quantity, info);
  if (snapped !== quantity)
    return {
      removed: false,
      quantity: snapped,
      error: cartErrors.purchaseStepsQuantity(product.id, product.name, snapped),
    };
  return { removed: false, quantity, error: null };
}

/**
 * The summed check: all items of one product together must stay within its max (several line items can reference
 * the same product). Raised at error level while it holds; nothing is adjusted.
 */
export function summedStockErrors(
  items: { productId: string; quantity: number }[],
  products: Map<string, ProductData>,
  infos: Map<string, QuantityInformation>,
): CartError[] {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(item.productId, (sums.get(item.productId) ?? 0) + item.quantity);
  const errors: CartError[] = [];
  for (const [productId, sum] of sums) {
    const info = infos.get(productId);
    const product = products.get(productId);
    if (info && product && sum > info.maxPurchase)
      errors.push(cartErrors.productStockReachedSummed(productId, product.name, info.maxPurchase));
  }
  return errors;
}
