/**
 * The cart's types: what is stored per token (StoredCart), what the pure calculator gets and returns (minor units),
 * and the Shopware Store API JSON (decimals) the routes answer with. Promotions (B3) build on the calculated line
 * items and errors defined here.
 */
import type { Calculated, ReferenceUnit, Rounding, StoredPrice, TaxState, Tier } from "../product/product-price.js";

export type { Calculated, Rounding, TaxState };

export type LineItemType = "product" | "promotion" | "custom" | "credit";
export const LINE_ITEM_TYPES: readonly LineItemType[] = ["product", "promotion", "custom", "credit"];

export type Scalar = string | number | boolean | null;

// ---------------------------------------------------------------------------------------------------------------
// Stored cart (table `cart`, column `payload`): the inputs only; prices and errors are rebuilt on every calculation.
// ---------------------------------------------------------------------------------------------------------------

/** A price definition of a custom/credit line (Shopware's QuantityPriceDefinition / AbsolutePriceDefinition), decimals. */
export type PriceDefinitionInput =
  | {
      type: "quantity";
      price: number;
      quantity?: number;
      isCalculated?: boolean;
      taxRules?: { taxRate: number; percentage: number }[];
      listPrice?: number | null;
    }
  | { type: "absolute"; price: number }
  | { type: "percentage"; percentage: number };

export interface StoredLineItem {
  id: string;
  type: LineItemType;
  referencedId: string | null;
  quantity: number;
  label: string | null;
  /** Scalars only (§6.1). */
  payload: Record<string, Scalar>;
  stackable: boolean;
  removable: boolean;
  /** custom and credit lines only (never accepted from the Store API route). */
  priceDefinition: PriceDefinitionInput | null;
  coverId: string | null;
}

export interface StoredCart {
  token: string;
  lineItems: StoredLineItem[];
  /** The cart extension `cart-promotions`: codes entered by the shopper, retried on every calculation. */
  promotionCodes: string[];
  /** Automatic promotions the shopper removed (never re-added to this cart). */
  blockedPromotionIds: string[];
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  /** Set by mergeCartsOnLogin; the next calculation raises `cart-merged-hint` once and clears it. */
  mergedHint?: boolean;
}

export const emptyStoredCart = (token: string): StoredCart => ({
  token,
  lineItems: [],
  promotionCodes: [],
  blockedPromotionIds: [],
  customerComment: null,
  affiliateCode: null,
  campaignCode: null,
});

// ---------------------------------------------------------------------------------------------------------------
// Calculator inputs (resolved from the database by cart.service.ts in one query batch)
// ---------------------------------------------------------------------------------------------------------------

export interface DeliveryTimeData {
  id: string | null;
  name: string;
  min: number;
  max: number;
  unit: string;
}

/** Everything the calculator needs to know about one product of the cart. */
export interface ProductData {
  id: string;
  parentId: string | null;
  productNumber: string;
  name: string;
  /** Active, visible in the channel, and not a parent that only stands for its variants. */
  buyable: boolean;
  /** A parent with variants: silently removed (§6.4). */
  isParentWithVariants: boolean;
  type: "physical" | "digital";
  stock: number;
  availableStock: number;
  isCloseout: boolean;
  minPurchase: number;
  maxPurchase: number | null;
  purchaseSteps: number;
  shippingFree: boolean;
  weight: number | null;
  width: number | null;
  height: number | null;
  length: number | null;
  restockTime: number | null;
  deliveryTime: DeliveryTimeData | null;
  taxId: string;
  /** The effective rate for the context country. */
  taxRate: number;
  price: StoredPrice;
  tiers: Tier[];
  reference: ReferenceUnit;
  manufacturerId: string | null;
  optionIds: string[];
  /** Variant options as Shopware's payload `options` [{group, option}]. */
  options: { group: string; option: string }[];
  markAsTopseller: boolean;
  releaseDate: string | null;
  createdAt: string;
  customFields: Record<string, unknown>;
  /** The product's cover media as Store API JSON, or null. */
  cover: Record<string, unknown> | null;
}

export interface ShippingPriceData {
  id: string;
  /** 1 quantity, 2 price, 3 weight, 4 volume (Shopware's calculation constants). */
  calculation: 1 | 2 | 3 | 4;
  quantityStart: number;
  quantityEnd: number | null;
  /** Minor units per currency. */
  currencyPrice: { currencyId: string; gross: number; net: number }[];
}

export interface ShippingMethodData {
  id: string;
  name: string;
  /** Active and assigned to the channel. */
  available: boolean;
  position: number;
  taxType: "auto" | "highest" | "fixed";
  /** For taxType fixed: the effective rate of the method's tax. */
  fixedTaxRate: number | null;
  deliveryTime: DeliveryTimeData;
  prices: ShippingPriceData[];
  /** The shipping_method entity as Store API JSON (for `deliveries[].shippingMethod`). */
  entity: Record<string, unknown>;
}

export interface PaymentMethodData {
  id: string;
  name: string;
  /** Active and assigned to the channel. */
  available: boolean;
  position: number;
}

export interface AddressData {
  id: string;
  countryId: string;
  countryName: string;
  /** The address's country is active and assigned to the channel. */
  countryUsable: boolean;
  countryStateId: string | null;
  salutationId: string | null;
  /** The customer_address entity as Store API JSON (for the delivery location). */
  entity: Record<string, unknown> | null;
}

export interface CountryData {
  id: string;
  name: string;
  /** Active, shippingAvailable and assigned to the channel. */
  shippable: boolean;
  forceStateInRegistration: boolean;
  /** country / country_state entities as Store API JSON (delivery location). */
  entity: Record<string, unknown>;
  state: Record<string, unknown> | null;
}

export interface CurrencyData {
  id: string;
  isoCode: string;
  factor: number;
  itemRounding: Rounding;
  totalRounding: Rounding;
  /** Net cart total (minor units, this currency) from which the cart becomes tax-free; 0 = never. */
  taxFreeFrom: number;
}

export interface CalculationContext {
  taxState: TaxState;
  currency: CurrencyData;
  /** horizontal sums the item taxes, vertical computes them on the total (§6.5). */
  taxCalculationType: "horizontal" | "vertical";
  shippingMethodId: string;
  paymentMethodId: string;
  /** The delivery country (the active shipping address's, else the context's). */
  country: CountryData;
  customer: {
    id: string;
    billingAddress: AddressData | null;
    shippingAddress: AddressData | null;
  } | null;
  /** core.cart.maxQuantity (default 100). */
  maxQuantity: number;
  now: Date;
}

// ---------------------------------------------------------------------------------------------------------------
// Calculated cart, minor units (what the calculator and the promotion step work on)
// ---------------------------------------------------------------------------------------------------------------

export type ErrorLevel = 0 | 10 | 20;
export const LEVEL_NOTICE: ErrorLevel = 0;
export const LEVEL_WARNING: ErrorLevel = 10;
export const LEVEL_ERROR: ErrorLevel = 20;

export interface CartError {
  /** The map key, e.g. `product-stock-reached<productId>`. */
  key: string;
  /** The id part of the key (product id, method name …). */
  id: string;
  level: ErrorLevel;
  messageKey: string;
  message: string;
  parameters: Record<string, Scalar>;
  block: boolean;
  blockResubmit: boolean;
  /** Persistent errors are reported once (the calculation that changed something); others while the condition holds. */
  persistent: boolean;
  route?: { key: string; params: Record<string, string> };
}

export interface QuantityInformation {
  minPurchase: number;
  maxPurchase: number;
  purchaseSteps: number;
}

export interface DeliveryInformation {
  stock: number;
  weight: number;
  freeDelivery: boolean;
  restockTime: number | null;
  deliveryTime: DeliveryTimeData | null;
  width: number;
  height: number;
  length: number;
}

export interface CalculatedLineItem {
  id: string;
  type: LineItemType;
  referencedId: string | null;
  label: string | null;
  quantity: number;
  good: boolean;
  stackable: boolean;
  removable: boolean;
  price: Calculated;
  /** JSON of the price definition (decimals), as Shopware shows it. */
  priceDefinition: Record<string, unknown> | null;
  payload: Record<string, unknown>;
  quantityInformation: QuantityInformation | null;
  deliveryInformation: DeliveryInformation | null;
  cover: Record<string, unknown> | null;
  states: ("is-physical" | "is-download")[];
  children: CalculatedLineItem[];
  description: string | null;
  modified: boolean;
}

export interface CartPriceCalc {
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  rawTotal: number;
  taxStatus: TaxState;
  calculatedTaxes: Calculated["taxes"];
  taxRules: Calculated["taxRules"];
}

export interface DeliveryDate {
  earliest: Date;
  latest: Date;
}

export interface DeliveryPositionCalc {
  identifier: string;
  lineItem: CalculatedLineItem;
  quantity: number;
  price: Calculated;
  deliveryDate: DeliveryDate;
}

export interface DeliveryCalc {
  deliveryDate: DeliveryDate;
  location: {
    country: Record<string, unknown>;
    state: Record<string, unknown> | null;
    address: Record<string, unknown> | null;
  };
  positions: DeliveryPositionCalc[];
  shippingMethod: ShippingMethodData;
  shippingCosts: Calculated;
}

export interface TransactionCalc {
  paymentMethodId: string;
  amount: Calculated;
}

/** The calculator's result, minor units. */
export interface CalculatedCart {
  token: string;
  /** The decimals of its minor units: the context currency's itemRounding.decimals (src/lib/money.ts). */
  decimals: number;
  lineItems: CalculatedLineItem[];
  price: CartPriceCalc;
  deliveries: DeliveryCalc[];
  transactions: TransactionCalc[];
  /** All errors of this calculation (persistent ones included); the service filters persistent ones already reported. */
  errors: CartError[];
  /** The stored cart after automatic adjustments (clamped quantities, removed items, dropped codes). */
  stored: StoredCart;
  /** The methods the calculation ended up with (blocked ones swapped). */
  shippingMethodId: string;
  paymentMethodId: string;
  modified: boolean;
}
