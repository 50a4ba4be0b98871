import type { Row } from "../../db/schema.js";
import type { ReadContext } from "../../dal/definition.js";

/** What is persisted per context token (Shopware's sales_channel_api_context payload). */
export interface ContextPayload {
  languageId?: string;
  currencyId?: string;
  customerId?: string;
  billingAddressId?: string;
  shippingAddressId?: string;
  paymentMethodId?: string;
  shippingMethodId?: string;
  countryId?: string;
  countryStateId?: string;
  /** Set on tokens parked at logout or replaced at login; such payloads are never served again. */
  expired?: boolean;
}

export interface Rounding {
  decimals: number;
  interval: number;
  roundForNet: boolean;
}

export interface CurrencyInfo {
  id: string;
  isoCode: string;
  symbol: string;
  factor: number;
  itemRounding: Rounding;
  totalRounding: Rounding;
  taxFreeFrom: number;
}

export type TaxState = "gross" | "net" | "tax-free";

/** The logged-in customer as every module sees it (resolved per request from the token's payload). */
export interface ContextCustomer {
  id: string;
  customerNumber: string;
  guest: boolean;
  active: boolean;
  email: string;
  title: string | null;
  firstName: string;
  lastName: string;
  company: string | null;
  vatIds: string[];
  salutationId: string | null;
  groupId: string;
  languageId: string;
  defaultBillingAddressId: string | null;
  defaultShippingAddressId: string | null;
  /** Session selection (PATCH /context) when it still belongs to the customer, else the default. */
  activeBillingAddressId: string | null;
  activeShippingAddressId: string | null;
  defaultPaymentMethodId: string | null;
  lastPaymentMethodId: string | null;
  accountType: "private" | "business";
}

/** The resolved context of one Store API request. */
export interface SalesChannelContext extends ReadContext {
  token: string;
  /** The token was invented for this request (no stored payload). */
  newToken: boolean;
  salesChannel: Row<"sales_channel">;
  salesChannelId: string;
  languageId: string;
  currency: CurrencyInfo;
  paymentMethodId: string;
  shippingMethodId: string;
  countryId: string;
  countryStateId: string | null;
  customerId: string | null;
  /** The logged-in customer (guests included), or null; `customerId` mirrors `customer?.id`. */
  customer: ContextCustomer | null;
  customerGroupId: string;
  taxState: TaxState;
  payload: ContextPayload;
  /** Present when `sw-include-seo-urls` was sent. */
  includeSeoUrls: boolean;
}

/** Context lifetime since the last write (Shopware's context_lifetime P1D). */
export const CONTEXT_LIFETIME_MS = 24 * 60 * 60 * 1000;
