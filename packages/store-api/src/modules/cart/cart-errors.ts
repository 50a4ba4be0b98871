/**
 * Cart errors as Shopware keys them (store-api-notes §6.8): the `errors` map of a cart, keyed by `key`. Levels 0
 * notice, 10 warning, 20 error; `block` refuses the order. Persistent errors come from an automatic adjustment of the
 * stored cart, so they naturally appear once (the next calculation finds nothing to adjust); non-persistent ones
 * repeat while their condition holds.
 */
import type { CartErrorJson } from "./cart-json-types.js";
import {
  LEVEL_ERROR,
  LEVEL_NOTICE,
  LEVEL_WARNING,
  type CartError,
  type ErrorLevel,
  type Scalar,
} from "./cart-types.js";

interface ErrorSpec {
  messageKey: string;
  id: string;
  /** Appended to messageKey to make the map key ("" = the key is the messageKey). */
  keySuffix: string;
  level: ErrorLevel;
  message: string;
  parameters: Record<string, Scalar>;
  block: boolean;
  persistent: boolean;
  route?: CartError["route"];
}

const make = (spec: ErrorSpec): CartError => ({
  key: spec.messageKey + spec.keySuffix,
  id: spec.id,
  level: spec.level,
  messageKey: spec.messageKey,
  message: spec.message,
  parameters: spec.parameters,
  block: spec.block,
  blockResubmit: spec.block,
  persistent: spec.persistent,
  ...(spec.route ? { route: spec.route } : {}),
});

const productError = (
  messageKey: string,
  productId: string,
  level: ErrorLevel,
  message: string,
  parameters: Record<string, Scalar>,
  persistent = true,
) => make({ messageKey, id: productId, keySuffix: productId, level, message, parameters, block: true, persistent });

/** An address that needs editing before ordering: a warning that blocks, with the route to the address form. */
const addressHint = (kind: string, which: "billing" | "shipping", addressId: string, what: string) =>
  make({
    messageKey: `${kind}-${which}-address`,
    id: addressId,
    keySuffix: "",
    level: LEVEL_WARNING,
    message: `A ${what} needs to be defined for the ${which} address.`,
    parameters: { addressId },
    block: true,
    persistent: false,
    route: { key: "frontend.account.address.edit.page", params: { addressId } },
  });

export const cartErrors = {
  productNotFound: (id: string) =>
    productError("product-not-found", id, LEVEL_ERROR, `The product ${id} could not be found.`, { id }),
  productOutOfStock: (id: string, name: string) =>
    productError("product-out-of-stock", id, LEVEL_ERROR, `The product ${name} is no longer available`, { id, name }),
  /** A closeout whose stock is 0: nothing can be added (the storefront's 'Cannot add this quantity'). */
  productStockReachedEmpty: (id: string, name: string) =>
    productError("product-stock-reached-empty", id, LEVEL_ERROR, `The product ${name} is no longer available`, {
      id,
      name,
      quantity: 0,
    }),
  /** Clamped to the maximum: resolved automatically → warning, persistent. */
  productStockReached: (id: string, name: string, quantity: number) =>
    productError(
      "product-stock-reached",
      id,
      LEVEL_WARNING,
      `The product ${name} is only available ${quantity} times`,
      { id, name, quantity },
    ),
  /** The summed quantity of several items of one product exceeds the maximum: not resolved → error, repeats. */
  productStockReachedSummed: (id: string, name: string, quantity: number) =>
    productError(
      "product-stock-reached",
      id,
      LEVEL_ERROR,
      `The product ${name} is only available ${quantity} times`,
      { id, name, quantity },
      false,
    ),
  minOrderQuantity: (id: string, name: string, quantity: number) =>
    productError(
      "min-order-quantity",
      id,
      LEVEL_WARNING,
      `The quantity of product ${name} did not meet the minimum order quantity threshold. The quantity has automatically been raised to ${quantity}`,
      { id, name, quantity },
    ),
  purchaseStepsQuantity: (id: string, name: string, quantity: number) =>
    productError(
      "purchase-steps-quantity",
      id,
      LEVEL_WARNING,
      `Your input quantity does not match with the setup of the ${name}. The quantity was automatically set to ${quantity}`,
      { id, name, quantity },
    ),

  shippingMethodBlocked: (name: string) =>
    make({
      messageKey: "shipping-method-blocked",
      id: name,
      keySuffix: `-${name}`,
      level: LEVEL_WARNING,
      message: `Shipping method ${name} not available`,
      parameters: { name },
      block: true,
      persistent: false,
    }),
  shippingMethodChanged: (oldName: string, newName: string) =>
    make({
      messageKey: "shipping-method-changed",
      id: `${oldName}-${newName}`,
      keySuffix: `-${oldName}-${newName}`,
      level: LEVEL_NOTICE,
      message: `${oldName} shipping is not available for your current cart, the shipping was changed to ${newName}`,
      parameters: { oldShippingMethodName: oldName, newShippingMethodName: newName },
      block: false,
      persistent: false,
    }),
  paymentMethodBlocked: (name: string) =>
    make({
      messageKey: "payment-method-blocked",
      id: name,
      keySuffix: `-${name}`,
      level: LEVEL_WARNING,
      message: `Payment method ${name} not available`,
      parameters: { name },
      block: true,
      persistent: false,
    }),
  paymentMethodChanged: (oldName: string, newName: string) =>
    make({
      messageKey: "payment-method-changed",
      id: `${oldName}-${newName}`,
      keySuffix: `-${oldName}-${newName}`,
      level: LEVEL_NOTICE,
      message: `${oldName} payment is not available for your current cart, the payment was changed to ${newName}`,
      parameters: { oldPaymentMethodName: oldName, newPaymentMethodName: newName },
      block: false,
      persistent: false,
    }),

  shippingAddressBlocked: (countryName: string) =>
    make({
      messageKey: "shipping-address-blocked",
      id: countryName,
      keySuffix: `-${countryName}`,
      level: LEVEL_ERROR,
      message: `Shippings to shipping address ${countryName} are not possible.`,
      parameters: { name: countryName },
      block: true,
      persistent: false,
    }),
  billingAddressBlocked: (countryName: string) =>
    make({
      messageKey: "billing-address-blocked",
      id: countryName,
      keySuffix: `-${countryName}`,
      level: LEVEL_ERROR,
      message: `Billings to billing address ${countryName} are not possible.`,
      parameters: { name: countryName },
      block: true,
      persistent: false,
    }),
  salutationMissing: (which: "billing" | "shipping", addressId: string) =>
    addressHint("salutation-missing", which, addressId, "salutation"),
  countryRegionMissing: (which: "billing" | "shipping", addressId: string) =>
    addressHint("country-region-missing", which, addressId, "country region"),
  cartMerged: () =>
    make({
      messageKey: "cart-merged-hint",
      id: "cart-merged-hint",
      keySuffix: "",
      level: LEVEL_NOTICE,
      message: "Your cart has been merged with the cart of your last session.",
      parameters: {},
      block: false,
      persistent: true,
    }),
  /** A line item without label or price (Shopware's IncompleteLineItemError). */
  incompleteLineItem: (lineItemId: string, property: "label" | "price") =>
    make({
      messageKey: "incomplete-line-item",
      id: lineItemId,
      keySuffix: `-${lineItemId}`,
      level: LEVEL_ERROR,
      message: `Line item "${lineItemId}" incomplete. Property "${property}" missing.`,
      parameters: { id: lineItemId, property },
      block: true,
      persistent: true,
    }),
};

/** Adds an error unless one with the same key is already there (the first one wins, as in Shopware's collection). */
export function addError(errors: CartError[], error: CartError): void {
  if (!errors.some((e) => e.key === error.key)) errors.push(error);
}

export const blocksOrder = (errors: CartError[]): boolean => errors.some((e) => e.block);

/** The cart's `errors` JSON: an object keyed by error key, or `[]` when there are none (PHP's empty array). */
export function errorsJson(errors: CartError[]): Record<string, CartErrorJson> | [] {
  if (errors.length === 0) return [];
  const map: Record<string, CartErrorJson> = {};
  for (const error of errors) {
    map[error.key] = {
      key: error.key,
      id: error.id,
      level: error.level,
      message: error.message,
      messageKey: error.messageKey,
      parameters: error.parameters,
      block: error.block,
      blockResubmit: error.blockResubmit,
      code: 0,
      ...(error.route ? { route: error.route } : {}),
      ...(typeof error.parameters.name === "string" ? { name: error.parameters.name } : {}),
    };
  }
  return map;
}
