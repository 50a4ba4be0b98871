import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { findCustomer, ownAddressLocations } from "../customer/customer.repository.js";
import type { ContextCustomer, ContextPayload } from "./context.js";

export interface ResolvedCustomer {
  customer: ContextCustomer;
  /** Where the active shipping address is: the shipping location for taxes and deliveries. */
  shippingLocation: { countryId: string; countryStateId: string | null } | null;
}

export function parseVatIds(value: unknown): string[] {
  if (typeof value !== "string" || value === "") return [];
  const parsed = JSON.parse(value) as unknown;
  return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
}

export function contextCustomerOf(
  row: Row<"customer">,
  activeBillingAddressId: string | null,
  activeShippingAddressId: string | null,
): ContextCustomer {
  return {
    id: row.id,
    customerNumber: row.customer_number,
    guest: row.guest === 1,
    active: row.active === 1,
    email: row.email,
    title: row.title ?? null,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company ?? null,
    vatIds: parseVatIds(row.vat_ids),
    salutationId: row.salutation_id ?? null,
    groupId: row.group_id,
    languageId: row.language_id,
    defaultBillingAddressId: row.default_billing_address_id ?? null,
    defaultShippingAddressId: row.default_shipping_address_id ?? null,
    activeBillingAddressId,
    activeShippingAddressId,
    defaultPaymentMethodId: row.default_payment_method_id ?? null,
    lastPaymentMethodId: row.last_payment_method_id ?? null,
    accountType: row.account_type === "business" ? "business" : "private",
  };
}

/**
 * The customer a stored payload names, if it may still act in this channel: it exists, is active, has no pending
 * double opt-in, and is bound to no channel or to this one. Anything else makes the session anonymous again.
 */
export async function loadContextCustomer(
  db: Db,
  salesChannelId: string,
  payload: ContextPayload,
): Promise<ResolvedCustomer | null> {
  if (!payload.customerId) return null;
  const row = await findCustomer(db, payload.customerId);
  if (!row || row.active !== 1 || (row.double_opt_in_registration === 1 && !row.double_opt_in_confirm_date))
    return null;
  if (row.bound_sales_channel_id && row.bound_sales_channel_id !== salesChannelId) return null;
  const wanted = [
    payload.billingAddressId,
    payload.shippingAddressId,
    row.default_billing_address_id,
    row.default_shipping_address_id,
  ].filter((id): id is string => typeof id === "string");
  const addresses = await ownAddressLocations(db, row.id, [...new Set(wanted)]);
  const owned = new Map(addresses.map((a) => [a.id, a]));
  const pick = (selected: string | undefined, fallback: string | null) =>
    selected && owned.has(selected) ? selected : fallback && owned.has(fallback) ? fallback : null;
  const billing = pick(payload.billingAddressId, row.default_billing_address_id);
  const shipping = pick(payload.shippingAddressId, row.default_shipping_address_id);
  const shippingRow = shipping ? owned.get(shipping) : undefined;
  return {
    customer: contextCustomerOf(row, billing, shipping),
    shippingLocation: shippingRow
      ? { countryId: shippingRow.country_id, countryStateId: shippingRow.country_state_id ?? null }
      : null,
  };
}
