import type { Criteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import { search, type SearchResult } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { assertUuid } from "../../http/errors.js";
import type { ChannelData } from "../context/channel-cache.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { customerAddressDefinition } from "./customer.definition.js";
import { customerErrors } from "./customer.errors.js";
import * as repo from "./customer.repository.js";
import { newId } from "./customer.service.js";
import { addressSchema, parseBody, validateAddress, Violations } from "./customer-validation.js";

/** POST /account/list-address: the customer's own addresses only, whatever the criteria filter. */
export async function listAddresses(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  criteria: Criteria,
): Promise<SearchResult> {
  return search(
    db,
    customerAddressDefinition,
    { ...criteria, filters: [...criteria.filters, { type: "equals", field: "customerId", value: customer.id }] },
    ctx,
    { defaultLimit: 100 },
  );
}

/** The address if it is the customer's; any other id (unknown or someone else's) → 400 CHECKOUT__CUSTOMER_ADDRESS_NOT_FOUND. */
export async function ownAddress(db: Db, customer: ContextCustomer, addressId: string) {
  assertUuid(addressId);
  const row = await repo.findOwnAddress(db, customer.id, addressId);
  if (!row) throw customerErrors.addressNotFound(addressId);
  return row;
}

async function addressJson(db: Db, ctx: SalesChannelContext, id: string): Promise<Entity> {
  const [address] = await readByIds(db, customerAddressDefinition, [id], ctx);
  if (!address) throw new Error(`customer address ${id} vanished while being read`);
  return address;
}

/** POST /account/address and PATCH /account/address/{id} (§8.6). */
export async function upsertAddress(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  customer: ContextCustomer,
  body: unknown,
  addressId?: string,
): Promise<Entity> {
  if (addressId) await ownAddress(db, customer, addressId);
  const input = parseBody(addressSchema, body);
  const v = new Violations();
  const values = await validateAddress(db, channel, input, "", v);
  v.throwIfAny();
  if (addressId) {
    await repo.updateAddress(db, customer.id, addressId, values);
    return addressJson(db, ctx, addressId);
  }
  const id = newId();
  await repo.insertAddress(db, { id, customer_id: customer.id, ...values, created_at: new Date().toISOString() });
  return addressJson(db, ctx, id);
}

/** DELETE /account/address/{id}: never a default address, nor the one the session has selected. */
export async function deleteAddress(db: Db, customer: ContextCustomer, addressId: string): Promise<void> {
  await ownAddress(db, customer, addressId);
  if (addressId === customer.defaultBillingAddressId || addressId === customer.defaultShippingAddressId)
    throw customerErrors.addressIsDefault(addressId);
  if (addressId === customer.activeBillingAddressId || addressId === customer.activeShippingAddressId)
    throw customerErrors.addressIsActive(addressId);
  await repo.deleteAddress(db, customer.id, addressId);
}

/** PATCH /account/address/default-billing|default-shipping/{id}. */
export async function setDefaultAddress(
  db: Db,
  customer: ContextCustomer,
  addressId: string,
  kind: "billing" | "shipping",
): Promise<void> {
  await ownAddress(db, customer, addressId);
  await repo.updateCustomer(
    db,
    customer.id,
    kind === "billing" ? { default_billing_address_id: addressId } : { default_shipping_address_id: addressId },
  );
}
