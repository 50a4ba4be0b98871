/**
 * The promotion cart errors (store-api-notes §6.8), with Shopware's keys, levels, messages and parameters.
 *
 * Persistence (reported once vs. while the condition holds) is our decision where Shopware's default would hide a
 * state the shopper must see: a saved code that is not yet eligible, or excluded by another promotion, stays in the
 * cart without any line item, so its notice repeats on every calculation for as long as that holds. A code that
 * is not found is dropped and an automatic promotion that vanished is gone: those are events, reported once.
 */
import { LEVEL_ERROR, LEVEL_NOTICE, type CartError, type ErrorLevel, type Scalar } from "../cart/cart-types.js";

function cartError(
  messageKey: string,
  id: string,
  level: ErrorLevel,
  message: string,
  parameters: Record<string, Scalar>,
  options: { keyed: boolean; block: boolean; persistent: boolean },
): CartError {
  return {
    key: options.keyed ? `${messageKey}-${id}` : messageKey,
    id,
    level,
    messageKey,
    message,
    parameters,
    block: options.block,
    blockResubmit: options.block,
    persistent: options.persistent,
  };
}

export const promotionErrors = {
  notFound: (code: string) =>
    cartError(
      "promotion-not-found",
      code,
      LEVEL_ERROR,
      `Promotion with code ${code} not found!`,
      { code },
      { keyed: false, block: false, persistent: true },
    ),
  notEligible: (name: string) =>
    cartError(
      "promotion-not-eligible",
      name,
      LEVEL_NOTICE,
      `Promotion ${name} not eligible for cart!`,
      { name },
      { keyed: false, block: false, persistent: false },
    ),
  excluded: (name: string) =>
    cartError(
      "promotion-excluded",
      name,
      LEVEL_NOTICE,
      `Promotion ${name} was excluded for cart.`,
      { name },
      { keyed: false, block: false, persistent: false },
    ),
  cartPriceZero: (names: string[]) =>
    cartError(
      "promotions-on-cart-price-zero-error",
      "",
      LEVEL_NOTICE,
      `Promotions ${names.join(", ")} were excluded for cart because the price of the cart is zero.`,
      { promotions: names.join(", ") },
      { keyed: false, block: false, persistent: false },
    ),
  autoNotFound: (name: string) =>
    cartError(
      "auto-promotion-not-found",
      name,
      LEVEL_ERROR,
      `Promotion ${name} no longer available`,
      { name },
      { keyed: true, block: true, persistent: true },
    ),
};
