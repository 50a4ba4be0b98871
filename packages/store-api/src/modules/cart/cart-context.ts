/** The calculation context of a cart: tax state, currency, methods, delivery country and the active addresses. */
import { emptyCriteria } from "../../dal/criteria.js";
import { nameIn } from "../../dal/name-rows.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import { toMinor } from "../../lib/money.js";
import type { SalesChannelContext } from "../context/context.js";
import { channelAssignments } from "../context/context.repository.js";
import { customerAddressDefinition } from "../customer/customer.definition.js";
import { countryDefinition, countryStateDefinition } from "../system/system.definition.js";
import { countryRows as readCountries } from "../system/system.repository.js";
import type { AddressData, CalculationContext, CountryData } from "./cart-types.js";

/** core.cart.maxQuantity */
const MAX_QUANTITY = 100;

/** The calculation context: tax state, currency, methods, delivery country and the customer's active addresses. */
export async function calculationContext(db: Db, ctx: SalesChannelContext): Promise<CalculationContext> {
  const customer = ctx.customer;
  const addressIds = customer
    ? [customer.activeBillingAddressId, customer.activeShippingAddressId].filter((a): a is string => Boolean(a))
    : [];
  // Countries are a small reference table: all rows, names and assignments at once, so any address's country is known.
  const [{ countries: countryRows, names: countryNames }, assigned, countries, states, addresses] = await Promise.all([
    readCountries(db, ctx.languageChain),
    channelAssignments(db, ctx.salesChannelId, ["country"]),
    readByIds(db, countryDefinition, [ctx.countryId], ctx),
    ctx.countryStateId ? readByIds(db, countryStateDefinition, [ctx.countryStateId], ctx) : Promise.resolve([]),
    addressIds.length && customer
      ? readByIds(db, customerAddressDefinition, [...new Set(addressIds)], ctx, emptyCriteria())
      : Promise.resolve([]),
  ]);
  const inChannel = new Set(assigned.map((a) => a.entity_id));
  const rowOf = new Map(countryRows.map((r) => [r.id, r]));
  const usable = (id: string) => Number(rowOf.get(id)?.active ?? 0) === 1 && inChannel.has(id);
  const countryName = (id: string) => nameIn(countryNames, "country_id", id, ctx.languageChain) || id;
  const byId = new Map(addresses.filter((a) => !customer || a.customerId === customer.id).map((a) => [a.id, a]));
  const addressData = (id: string | null): AddressData | null => {
    const entity = id ? byId.get(id) : undefined;
    if (!entity) return null;
    const countryId = String(entity.countryId);
    return {
      id: entity.id,
      countryId,
      countryName: countryName(countryId),
      countryUsable: usable(countryId),
      countryStateId: (entity.countryStateId as string | null) ?? null,
      salutationId: (entity.salutationId as string | null) ?? null,
      entity,
    };
  };
  const countryRow = rowOf.get(ctx.countryId);
  const country: CountryData = {
    id: ctx.countryId,
    name: countryName(ctx.countryId),
    shippable: usable(ctx.countryId) && Number(countryRow?.shipping_available ?? 0) === 1,
    forceStateInRegistration: Number(countryRow?.force_state_in_registration ?? 0) === 1,
    entity: countries[0] ?? { id: ctx.countryId, apiAlias: "country" },
    state: states[0] ?? null,
  };
  const c = ctx.currency;
  return {
    taxState: ctx.taxState,
    currency: {
      id: c.id,
      isoCode: c.isoCode,
      factor: c.factor,
      itemRounding: c.itemRounding,
      totalRounding: c.totalRounding,
      taxFreeFrom: toMinor(c.taxFreeFrom, c.itemRounding.decimals),
    },
    taxCalculationType: ctx.salesChannel.tax_calculation_type === "vertical" ? "vertical" : "horizontal",
    shippingMethodId: ctx.shippingMethodId,
    paymentMethodId: ctx.paymentMethodId,
    country,
    customer: customer
      ? {
          id: customer.id,
          billingAddress: addressData(customer.activeBillingAddressId),
          shippingAddress: addressData(customer.activeShippingAddressId),
        }
      : null,
    maxQuantity: MAX_QUANTITY,
    now: new Date(),
  };
}
