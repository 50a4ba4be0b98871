import { randomBytes } from "node:crypto";
import type { Db } from "../../db/database.js";
import { StoreApiError, UUID_PATTERN } from "../../http/errors.js";
import { isAssigned, languageChain, type ChannelData } from "./channel-cache.js";
import {
  CONTEXT_LIFETIME_MS,
  type ContextPayload,
  type ContextCustomer,
  type SalesChannelContext,
  type TaxState,
} from "./context.js";
import { findContext } from "./context.repository.js";
import { loadContextCustomer } from "./context-customer.js";

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 32 random alphanumerics from the OS CSPRNG (rejection sampling keeps the distribution uniform). */
export function newContextToken(): string {
  let token = "";
  while (token.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && token.length < 32) token += TOKEN_ALPHABET[byte % 62];
    }
  }
  return token;
}

export const languageErrors = {
  invalid: (id: string) =>
    new StoreApiError(412, "SYSTEM__LANGUAGE_INVALID_EXCEPTION", `Provided languageId "${id}" is not a valid uuid`, {
      languageId: id,
    }),
  notFound: (id: string) =>
    new StoreApiError(412, "SYSTEM__LANGUAGE_NOT_FOUND", `The language "${id}" was not found.`, { languageId: id }),
  notAvailable: (id: string) =>
    new StoreApiError(
      412,
      "SYSTEM__SALES_CHANNEL_LANGUAGE_NOT_AVAILABLE_EXCEPTION",
      `Provided language ${id} is not in list of available languages`,
      { languageId: id },
    ),
};

export interface ContextRequest {
  token?: string;
  languageHeader?: string;
  includeSeoUrls: boolean;
}

/** Builds the request's context: stored payload (if fresh) over channel defaults, plus the per-request language. */
export async function resolveContext(
  db: Db,
  channel: ChannelData,
  request: ContextRequest,
): Promise<SalesChannelContext> {
  const channelRow = channel.salesChannel;
  let token = request.token && /^[A-Za-z0-9_-]{1,64}$/.test(request.token) ? request.token : undefined;
  let payload: ContextPayload = {};
  let newToken = true;
  if (token) {
    const stored = await findContext(db, token);
    const fresh =
      stored &&
      !stored.payload.expired &&
      stored.salesChannelId === channelRow.id &&
      Date.now() - Date.parse(stored.updatedAt) < CONTEXT_LIFETIME_MS;
    if (fresh) {
      payload = stored.payload;
      newToken = false;
    } else if (stored) {
      // An expired or parked token is never reused: a new one is issued and channel defaults apply.
      token = undefined;
    } else {
      newToken = false;
    }
  }
  token ??= newContextToken();

  let languageId =
    payload.languageId && isAssigned(channel, "language", payload.languageId)
      ? payload.languageId
      : channelRow.language_id;
  if (request.languageHeader) {
    const id = request.languageHeader.toLowerCase();
    if (!UUID_PATTERN.test(id)) throw languageErrors.invalid(request.languageHeader);
    if (!channel.languages.has(id)) throw languageErrors.notFound(id);
    if (!isAssigned(channel, "language", id)) throw languageErrors.notAvailable(id);
    languageId = id;
  }
  const pick = (entity: string, id: string | undefined, fallback: string) =>
    id && isAssigned(channel, entity, id) ? id : fallback;
  const currencyId = pick("currency", payload.currencyId, channelRow.currency_id);
  const currency =
    channel.currencies.get(currencyId) ??
    (channel.currencies.get(channel.defaultCurrencyId) as NonNullable<ReturnType<typeof channel.currencies.get>>);
  const resolved = await loadContextCustomer(db, channelRow.id, payload);
  const customer = resolved?.customer ?? null;
  // The active shipping address decides the shipping location (and so the tax rules) of a logged-in customer.
  const location =
    resolved?.shippingLocation && channel.countries.has(resolved.shippingLocation.countryId)
      ? resolved.shippingLocation
      : null;
  const countryId =
    location?.countryId ??
    (payload.countryId && channel.countries.has(payload.countryId) ? payload.countryId : channelRow.country_id);
  const countryStateId = location ? location.countryStateId : (payload.countryStateId ?? null);
  const customerGroupId =
    customer && channel.customerGroups.has(customer.groupId) ? customer.groupId : channelRow.customer_group_id;
  // Payment: the session's choice, else the customer's last used method, else their default, else the channel's.
  const paymentMethodId = [
    payload.paymentMethodId,
    customer?.lastPaymentMethodId,
    customer?.defaultPaymentMethodId,
  ].find((id): id is string => typeof id === "string" && isAssigned(channel, "payment_method", id));
  return {
    token,
    newToken,
    salesChannel: channelRow,
    salesChannelId: channelRow.id,
    languageId,
    languageChain: languageChain(channel, languageId),
    currency,
    paymentMethodId: paymentMethodId ?? channelRow.payment_method_id,
    shippingMethodId: pick("shipping_method", payload.shippingMethodId, channelRow.shipping_method_id),
    countryId,
    countryStateId,
    customerId: customer?.id ?? null,
    customer,
    customerGroupId,
    taxState: taxStateFor(channel, countryId, customerGroupId, customer),
    payload,
    includeSeoUrls: request.includeSeoUrls,
  };
}

export function taxStateFor(
  channel: ChannelData,
  countryId: string,
  customerGroupId: string,
  customer: ContextCustomer | null = null,
): TaxState {
  const country = channel.countries.get(countryId);
  if (country?.customerTaxFree) return "tax-free";
  // Businesses with a valid VAT id buy tax-free where the country's company tax rule says so.
  if (country?.companyTaxFree && customer?.accountType === "business" && customer.vatIds.length > 0) {
    const pattern =
      country.checkVatIdPattern && country.vatIdPattern ? new RegExp(`^(${country.vatIdPattern})$`, "i") : null;
    if (!pattern || customer.vatIds.every((id) => pattern.test(id))) return "tax-free";
  }
  return channel.customerGroups.get(customerGroupId)?.displayGross === false ? "net" : "gross";
}

/** The context as the DAL sees it: `sales` carries the full context for enrich hooks. */
export function readContextOf(ctx: SalesChannelContext): SalesChannelContext {
  ctx.sales = ctx;
  return ctx;
}
