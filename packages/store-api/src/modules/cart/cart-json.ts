/** The Store API JSON of a calculated cart (decimals; Shopware's aliases). */
import { createHash } from "node:crypto";
import { priceJson, type Calculated } from "../product/product-price.js";
import { errorsJson } from "./cart-errors.js";
import type { CalculatedPrice, Cart, CartPrice, LineItem } from "./cart-json-types.js";
import type { CalculatedCart, CalculatedLineItem, DeliveryDate } from "./cart-types.js";

export const calculatedPriceJson = (price: Calculated): CalculatedPrice =>
  priceJson(price) as unknown as CalculatedPrice;

const dateJson = (date: DeliveryDate) => ({
  earliest: date.earliest.toISOString(),
  latest: date.latest.toISOString(),
  apiAlias: "cart_delivery_date" as const,
});

export function lineItemJson(item: CalculatedLineItem): LineItem {
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
    price: calculatedPriceJson(item.price),
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
    children: item.children.map(lineItemJson),
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

export function cartJson(cart: CalculatedCart, extras: CartJsonExtras): Cart {
  const p = cart.price;
  const price: CartPrice = {
    netPrice: p.netPrice / 100,
    totalPrice: p.totalPrice / 100,
    positionPrice: p.positionPrice / 100,
    rawTotal: p.rawTotal / 100,
    taxStatus: p.taxStatus,
    calculatedTaxes: p.calculatedTaxes.map((t) => ({
      tax: t.tax / 100,
      taxRate: t.taxRate,
      price: t.price / 100,
      apiAlias: "cart_tax_calculated",
    })),
    taxRules: p.taxRules.map((r) => ({ taxRate: r.taxRate, percentage: r.percentage, apiAlias: "cart_tax_rule" })),
    apiAlias: "cart_price",
  };
  const errors = errorsJson(extras.errors);
  return {
    name: "sales-channel",
    token: cart.token,
    price,
    lineItems: cart.lineItems.map(lineItemJson),
    errors,
    deliveries: cart.deliveries.map((d) => ({
      deliveryDate: dateJson(d.deliveryDate),
      location: { ...d.location, apiAlias: "cart_delivery_shipping_location" },
      positions: d.positions.map((pos) => ({
        identifier: pos.identifier,
        lineItem: lineItemJson(pos.lineItem),
        quantity: pos.quantity,
        price: calculatedPriceJson(pos.price),
        deliveryDate: dateJson(pos.deliveryDate),
        apiAlias: "cart_delivery_position",
      })),
      shippingMethod: d.shippingMethod.entity,
      shippingCosts: calculatedPriceJson(d.shippingCosts),
      apiAlias: "cart_delivery",
    })),
    transactions: cart.transactions.map((t) => ({
      paymentMethodId: t.paymentMethodId,
      amount: calculatedPriceJson(t.amount),
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
