import { randomBytes, randomUUID } from "node:crypto";
import type { NewRow } from "../../db/schema.js";
import { toStorage } from "../../lib/money.js";
import { cartPriceJson } from "../cart/cart-json.js";
import type { CartPriceCalc } from "../cart/cart-types.js";
import { type Calculated, priceJson, type Rounding, zeroPrice } from "../product/product-price.js";

/**
 * An order before it is written (OrderDraft) and its rows: a pure conversion shared by checkout (from the calculated
 * cart, as Shopware's OrderConverter::convertToOrder takes it) and the demo seed. The draft holds the calculated
 * prices in minor units of the order's currency; `orderRows` is the DB mapping: price objects become the Store API
 * JSON snapshots (decimals) Shopware keeps on the order, amount columns the stored hundredths (src/lib/money.ts).
 */

type Json = Record<string, unknown>;

/** A `calculated_price` JSON (unitPrice, totalPrice, quantity, calculatedTaxes, taxRules, …). */
export type PriceJson = Json & { unitPrice: number; totalPrice: number; quantity: number };

export interface DraftLineItem {
  /** The cart line item id (Shopware's `identifier`). */
  identifier: string;
  type: string;
  referencedId: string | null;
  productId: string | null;
  promotionId: string | null;
  label: string;
  description: string | null;
  quantity: number;
  good: boolean;
  removable: boolean;
  stackable: boolean;
  price: Calculated;
  priceDefinition: Json | null;
  payload: Json;
  states: string[];
  coverId: string | null;
  children: DraftLineItem[];
  /** Private media ids of the product's files (digital products), becoming order_line_item_download rows. */
  downloadMediaIds: string[];
}

export interface DraftAddress {
  countryId: string;
  countryStateId: string | null;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  street: string;
  zipcode: string | null;
  city: string;
  company: string | null;
  department: string | null;
  title: string | null;
  phoneNumber: string | null;
  additionalAddressLine1: string | null;
  additionalAddressLine2: string | null;
  /** The customer address it was copied from: the same source gives one order address (billing = shipping). */
  sourceId: string | null;
}

export interface DraftCustomer {
  customerId: string | null;
  email: string;
  salutationId: string | null;
  firstName: string;
  lastName: string;
  title: string | null;
  company: string | null;
  vatIds: string[];
  customerNumber: string | null;
}

export interface DraftDelivery {
  shippingMethodId: string;
  earliest: string;
  latest: string;
  shippingCosts: Calculated;
  /** Line item identifier, quantity and price of each position. */
  positions: { identifier: string; quantity: number; price: Calculated }[];
  state: string;
}

export interface OrderDraft {
  salesChannelId: string;
  languageId: string;
  /** The prices' minor units are counted in `itemRounding.decimals`. */
  currency: { id: string; isoCode: string; factor: number; itemRounding: Rounding; totalRounding: Rounding };
  orderDateTime: string;
  /** The calculated cart's price. */
  price: CartPriceCalc;
  taxCalculationType: string;
  customer: DraftCustomer;
  billingAddress: DraftAddress;
  shippingAddress: DraftAddress | null;
  lineItems: DraftLineItem[];
  deliveries: DraftDelivery[];
  transactions: { paymentMethodId: string; amount: Calculated; state: string; createdAt?: string }[];
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  state: string;
  ruleIds: string[];
}

/** Tables in insert order (parents first). */
export const ORDER_TABLES = [
  "order",
  "order_customer",
  "order_address",
  "order_line_item",
  "order_line_item_download",
  "order_delivery",
  "order_delivery_position",
  "order_transaction",
] as const;

export type OrderTable = (typeof ORDER_TABLES)[number];
export type OrderRows = { [T in OrderTable]: NewRow<T>[] };

export const newId = (): string => randomUUID().replace(/-/g, "");

/** 32 url-safe characters from the CSPRNG (24 random bytes), Shopware's deep link code length. */
export const newDeepLinkCode = (): string => randomBytes(24).toString("base64url");

/**
 * Shopware stores the prices of deliveries, delivery positions and transactions with their tax collections keyed by
 * tax rate, so the Store API shows `calculatedTaxes`/`taxRules` there as objects ({"19": {…}}), not lists.
 */
export function keyedTaxes(price: PriceJson): PriceJson {
  const keyed = (list: unknown) =>
    Array.isArray(list)
      ? Object.fromEntries(list.map((entry: { taxRate: number }) => [String(entry.taxRate), entry]))
      : (list ?? {});
  return { ...price, calculatedTaxes: keyed(price.calculatedTaxes), taxRules: keyed(price.taxRules) };
}

export interface RowIdentity {
  orderId: string;
  orderNumber: string;
  deepLinkCode: string;
  /** Created rows' timestamp. */
  now: string;
  /** Deterministic ids for the seed; random otherwise. */
  idFor?: (key: string) => string;
}

/** Every row of the order, keyed by table. */
export function orderRows(draft: OrderDraft, identity: RowIdentity): OrderRows {
  const { orderId, now } = identity;
  const { decimals } = draft.currency.itemRounding;
  const stored = (minor: number) => toStorage(minor, decimals);
  // The cast: priceJson answers loose JSON that has a calculated_price's fields.
  const json = (price: Calculated) => priceJson(price, decimals) as PriceJson;
  const id = (key: string) => (identity.idFor ? identity.idFor(`${orderId}:${key}`) : newId());
  const rows: OrderRows = {
    order: [],
    order_customer: [],
    order_address: [],
    order_line_item: [],
    order_line_item_download: [],
    order_delivery: [],
    order_delivery_position: [],
    order_transaction: [],
  };
  const stamp = { created_at: now, updated_at: null };

  const addressIds = new Map<string, string>();
  const addAddress = (address: DraftAddress, key: string): string => {
    const existing = address.sourceId ? addressIds.get(address.sourceId) : undefined;
    if (existing) return existing;
    const addressId = id(`address:${key}`);
    if (address.sourceId) addressIds.set(address.sourceId, addressId);
    rows.order_address.push({
      id: addressId,
      order_id: orderId,
      country_id: address.countryId,
      country_state_id: address.countryStateId,
      salutation_id: address.salutationId,
      first_name: address.firstName,
      last_name: address.lastName,
      street: address.street,
      zipcode: address.zipcode,
      city: address.city,
      company: address.company,
      department: address.department,
      title: address.title,
      phone_number: address.phoneNumber,
      additional_address_line1: address.additionalAddressLine1,
      additional_address_line2: address.additionalAddressLine2,
      vat_id: null,
      ...stamp,
    });
    return addressId;
  };
  const billingAddressId = addAddress(draft.billingAddress, "billing");
  const shippingAddressId = draft.shippingAddress ? addAddress(draft.shippingAddress, "shipping") : billingAddressId;

  const shippingTotal = draft.deliveries.reduce((sum, delivery) => sum + delivery.shippingCosts.totalPrice, 0);
  rows.order.push({
    id: orderId,
    order_number: identity.orderNumber,
    order_date_time: draft.orderDateTime,
    currency_id: draft.currency.id,
    currency_factor: draft.currency.factor,
    currency_iso: draft.currency.isoCode,
    language_id: draft.languageId,
    sales_channel_id: draft.salesChannelId,
    billing_address_id: billingAddressId,
    customer_id: draft.customer.customerId,
    price: JSON.stringify(cartPriceJson(draft.price, decimals)),
    amount_total: stored(draft.price.totalPrice),
    amount_net: stored(draft.price.netPrice),
    position_price: stored(draft.price.positionPrice),
    shipping_total: stored(shippingTotal),
    tax_status: draft.price.taxStatus,
    tax_calculation_type: draft.taxCalculationType,
    shipping_costs: JSON.stringify(keyedTaxes(json(draft.deliveries[0]?.shippingCosts ?? zeroPrice()))),
    item_rounding: JSON.stringify(draft.currency.itemRounding),
    total_rounding: JSON.stringify(draft.currency.totalRounding),
    deep_link_code: identity.deepLinkCode,
    customer_comment: draft.customerComment,
    affiliate_code: draft.affiliateCode,
    campaign_code: draft.campaignCode,
    source: "store-api",
    state: draft.state,
    rule_ids: JSON.stringify(draft.ruleIds),
    custom_fields: null,
    ...stamp,
  });

  const c = draft.customer;
  // One-to-one: the order's customer snapshot shares the order's id (see order.definition.ts).
  rows.order_customer.push({
    id: orderId,
    order_id: orderId,
    customer_id: c.customerId,
    salutation_id: c.salutationId,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    title: c.title,
    company: c.company,
    vat_ids: JSON.stringify(c.vatIds),
    customer_number: c.customerNumber,
    ...stamp,
  });

  const lineItemIds = new Map<string, string>();
  let position = 0;
  const addLineItem = (item: DraftLineItem, parentId: string | null) => {
    const lineItemId = id(`line-item:${item.identifier}:${parentId ?? ""}`);
    lineItemIds.set(item.identifier, lineItemId);
    position += 1;
    rows.order_line_item.push({
      id: lineItemId,
      order_id: orderId,
      parent_id: parentId,
      product_id: item.productId,
      promotion_id: item.promotionId,
      cover_id: item.coverId,
      identifier: item.identifier,
      referenced_id: item.referencedId,
      type: item.type,
      label: item.label,
      description: item.description,
      quantity: item.quantity,
      position,
      unit_price: stored(item.price.unitPrice),
      total_price: stored(item.price.totalPrice),
      price: JSON.stringify(json(item.price)),
      price_definition: item.priceDefinition ? JSON.stringify(item.priceDefinition) : null,
      payload: JSON.stringify(item.payload),
      states: JSON.stringify(item.states),
      good: item.good ? 1 : 0,
      removable: item.removable ? 1 : 0,
      stackable: item.stackable ? 1 : 0,
      ...stamp,
    });
    item.downloadMediaIds.forEach((mediaId, index) => {
      rows.order_line_item_download.push({
        id: id(`download:${item.identifier}:${mediaId}`),
        order_line_item_id: lineItemId,
        media_id: mediaId,
        position: index,
        access_granted: 0,
        ...stamp,
      });
    });
    for (const child of item.children) addLineItem(child, lineItemId);
  };
  for (const item of draft.lineItems) addLineItem(item, null);

  draft.deliveries.forEach((delivery, index) => {
    const deliveryId = id(`delivery:${index}`);
    rows.order_delivery.push({
      id: deliveryId,
      order_id: orderId,
      shipping_order_address_id: shippingAddressId,
      shipping_method_id: delivery.shippingMethodId,
      state: delivery.state,
      tracking_codes: "[]",
      shipping_date_earliest: delivery.earliest,
      shipping_date_latest: delivery.latest,
      shipping_costs: JSON.stringify(keyedTaxes(json(delivery.shippingCosts))),
      ...stamp,
    });
    for (const position of delivery.positions) {
      const lineItemId = lineItemIds.get(position.identifier);
      if (!lineItemId) continue;
      rows.order_delivery_position.push({
        id: id(`delivery-position:${index}:${position.identifier}`),
        order_delivery_id: deliveryId,
        order_line_item_id: lineItemId,
        price: JSON.stringify(keyedTaxes(json(position.price))),
        unit_price: stored(position.price.unitPrice),
        total_price: stored(position.price.totalPrice),
        quantity: position.quantity,
        ...stamp,
      });
    }
  });

  draft.transactions.forEach((transaction, index) => {
    rows.order_transaction.push({
      id: id(`transaction:${index}`),
      order_id: orderId,
      payment_method_id: transaction.paymentMethodId,
      amount: JSON.stringify(keyedTaxes(json(transaction.amount))),
      state: transaction.state,
      validation_data: null,
      created_at: transaction.createdAt ?? now,
      updated_at: null,
    });
  });
  return rows;
}
