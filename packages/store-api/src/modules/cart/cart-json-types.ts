/** The Store API JSON of a cart (decimals, Shopware's aliases), built from the calculated cart of cart-types.ts. */
import type { ErrorLevel, LineItemType, QuantityInformation, Scalar, TaxState } from "./cart-types.js";

export interface CalculatedTaxJson {
  tax: number;
  taxRate: number;
  price: number;
  apiAlias: "cart_tax_calculated";
}

export interface TaxRuleJson {
  taxRate: number;
  percentage: number;
  apiAlias: "cart_tax_rule";
}

export interface CalculatedPrice {
  unitPrice: number;
  quantity: number;
  totalPrice: number;
  calculatedTaxes: CalculatedTaxJson[];
  taxRules: TaxRuleJson[];
  referencePrice: Record<string, unknown> | null;
  listPrice: { price: number; discount: number; percentage: number; apiAlias: "cart_list_price" } | null;
  regulationPrice: { price: number; apiAlias: "cart_regulation_price" } | null;
  apiAlias: "calculated_price";
}

export interface CartPrice {
  netPrice: number;
  totalPrice: number;
  positionPrice: number;
  rawTotal: number;
  taxStatus: TaxState;
  calculatedTaxes: CalculatedTaxJson[];
  taxRules: TaxRuleJson[];
  apiAlias: "cart_price";
}

export interface LineItem {
  id: string;
  referencedId: string | null;
  label: string | null;
  quantity: number;
  type: LineItemType;
  good: boolean;
  description: string | null;
  cover: Record<string, unknown> | null;
  price: CalculatedPrice;
  priceDefinition: Record<string, unknown> | null;
  payload: Record<string, unknown>;
  quantityInformation: (QuantityInformation & { apiAlias: "cart_line_item_quantity_information" }) | null;
  deliveryInformation: Record<string, unknown> | null;
  children: LineItem[];
  removable: boolean;
  stackable: boolean;
  modified: boolean;
  states: string[];
  uniqueIdentifier: string;
  apiAlias: "cart_line_item";
}

export interface DeliveryPosition {
  identifier: string;
  lineItem: LineItem;
  quantity: number;
  price: CalculatedPrice;
  deliveryDate: { earliest: string; latest: string; apiAlias: "cart_delivery_date" };
  apiAlias: "cart_delivery_position";
}

export interface Delivery {
  deliveryDate: { earliest: string; latest: string; apiAlias: "cart_delivery_date" };
  location: {
    country: Record<string, unknown>;
    state: Record<string, unknown> | null;
    address: Record<string, unknown> | null;
    apiAlias: "cart_delivery_shipping_location";
  };
  positions: DeliveryPosition[];
  shippingMethod: Record<string, unknown>;
  shippingCosts: CalculatedPrice;
  apiAlias: "cart_delivery";
}

export interface Transaction {
  paymentMethodId: string;
  amount: CalculatedPrice;
  apiAlias: "cart_transaction";
}

export interface CartErrorJson {
  key: string;
  id: string;
  level: ErrorLevel;
  message: string;
  messageKey: string;
  parameters: Record<string, Scalar>;
  block: boolean;
  blockResubmit: boolean;
  code: 0;
  route?: { key: string; params: Record<string, string> };
  /** Product errors carry the product name (Shopware's `name` property). */
  name?: string;
}

export interface Cart {
  name: string;
  token: string;
  price: CartPrice;
  lineItems: LineItem[];
  /** Keyed by error key; `[]` when there are none (PHP's empty array). */
  errors: Record<string, CartErrorJson> | [];
  deliveries: Delivery[];
  transactions: Transaction[];
  modified: boolean;
  customerComment: string | null;
  affiliateCode: string | null;
  campaignCode: string | null;
  hash: string | null;
  errorHash: string | null;
  source: string | null;
  apiAlias: "cart";
}
