/** The Store API JSON of a calculated cart (decimals; Shopware's aliases). */
import { createHash } from "node:crypto";
import { toDecimal } from "../../lib/money.js";
import { priceJson, type Calculated } from "../product/product-price.js";
import { errorsJson } from "./cart-errors.js";
import type { CalculatedPrice, Cart, CartPrice, LineItem } from "./cart-json-types.js";
import type { CalculatedCart, CalculatedLineItem, CartPriceCalc, DeliveryDate } from "./cart-types.js";

// The cast: priceJson answers loose JSON, shaped as the generated CalculatedPrice schema.
export const calculatedPriceJson = (price: Calculated, decimals: number): CalculatedPrice =>
  priceJson(price, decimals) as unknown as CalculatedPrice;

const dateJson = (date: DeliveryDate) => ({
  earliest: date.earliest.toISOString(),
  latest: date.latest.toISOString(),
  apiAlias: "cart_delivery_date" as const,
});

export function lineItemJson(item: CalculatedLineItem, decimals: number): LineItem {
  const info = item.deliveryInformation;
  return {
    id: item.id,
    referencedId: item.referencedId,
    label: item.label,
    quantity: item.quantity,
    type: item.type,
    good: item.good,
    description: item.description,
    cover: item.cover,
    price: calculatedPriceJson(item.price, decimals),
    priceDefinition: item.priceDefinition,
    payload: item.payload,
    quantityInformation: item.quantityInformation
      ? { ...item.quantityInformation, apiAlias: "cart_line_item_quantity_information" }
      : null,
    deliveryInformation: info
      ? {
          stock: info.stock,
          weight: info.weight,
          freeDelivery: info.freeDelivery,
          restockTime: info.restockTime,
          deliveryTime: info.deliveryTime
            ? {
                name: info.deliveryTime.name,
                min: info.deliveryTime.min,
                max: info.deliveryTime.max,
                unit: info.deliveryTime.unit,
                apiAlias: "cart_delivery_time",
              }
            : null,
          width: info.width,
          height: info.height,
          length: info.length,
          apiAlias: "cart_delivery_information",
        }
      : null,
    children: item.children.map((child) => lineItemJson(child, decimals)),
    removable: item.removable,
    stackable: item.stackable,
    modified: item.modified,
    states: item.states,
    uniqueIdentifier: item.id,
    apiAlias: "cart_line_item",
  };
}

export interface CartJsonExtras {
  hash: string;
  /** Errors to show (the calculator's). */
  errors: CalculatedCart["errors"];
}

/** The `cart_price` JSON of a cart's price in minor units of a currency with `decimals`. */
export function cartPriceJson(p: CartPriceCalc, decimals: number): CartPrice {
  const decimal = (minor: number) => toDecimal(minor, decimals);
  return {
    netPrice: decimal(p.netPrice),
    totalPrice: decimal(p.totalPrice),
    positionPrice: decimal(p.positionPrice),
    rawTotal: decimal(p.rawTotal),
    taxStatus: p.taxStatus,
    calculatedTaxes: p.calculatedTaxes.map((t) => ({
      tax: decimal(t.tax),
      taxRate: t.taxRate,
      price: decimal(t.price),
      apiAlias: "cart_tax_calculated",
    })),
    taxRules: p.taxRules.map((r) => ({ taxRate: r.taxRate, percentage: r.percentage, apiAlias: "cart_tax_rule" })),
    apiAlias: "cart_price",
  };
}

export function cartJson(cart: CalculatedCart, extras: CartJsonExtras): Cart {
  const { decimals } = cart;
  const price = cartPriceJson(cart.price, decimals);
  const errors = errorsJson(extras.errors);
  return {
    name: "sales-channel",
    token: cart.token,
    price,
    lineItems: cart.lineItems.map((item) => lineItemJson(item, decimals)),
    errors,
    deliveries: cart.deliveries.map((d) => ({
      deliveryDate: dateJson(d.deliveryDate),
      location: { ...d.location, apiAlias: "cart_delivery_shipping_location" },
      positions: d.positions.map((pos) => ({
        identifier: pos.identifier,
        lineItem: lineItemJson(pos.lineItem, decimals),
        quantity: pos.quantity,
        price: calculatedPriceJson(pos.price, decimals),
        deliveryDate: dateJson(pos.deliveryDate),
        apiAlias: "cart_delivery_position",
      })),
      shippingMethod: d.shippingMethod.entity,
      shippingCosts: calculatedPriceJson(d.shippingCosts, decimals),
      apiAlias: "cart_delivery",
    })),
    transactions: cart.transactions.map((t) => ({
      paymentMethodId: t.paymentMethodId,
      amount: calculatedPriceJson(t.amount, decimals),
      apiAlias: "cart_transaction",
    })),
    modified: cart.modified,
    customerComment: cart.stored.customerComment,
    affiliateCode: cart.stored.affiliateCode,
    campaignCode: cart.stored.campaignCode,
    hash: extras.hash,
    // Changes whenever the set of errors changes (clients compare it to notice new errors).
    errorHash: createHash("md5")
      .update(Array.isArray(errors) ? "" : Object.keys(errors).sort().join("|"))
      .digest("hex"),
    source: null,
    apiAlias: "cart",
  };
}
