/**
 * Everything one calculation needs, read in one fixed batch of queries whatever the cart size (no N+1): the cart's
 * products (one DAL read with their runtime fields, tiers, tax rates), the channel's shipping and payment methods,
 * the delivery country and the customer's active addresses.
 */
import { emptyCriteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import type { AnyRow } from "../../db/schema.js";
import type { SalesChannelContext } from "../context/context.js";
import { customerAddressDefinition } from "../customer/customer.definition.js";
import { readProducts } from "../product/product.service.js";
import { defaultCurrencyId, taxRatesFor, tiersOf } from "../product/product.repository.js";
import type { CurrencyPrice, StoredPrice } from "../product/product-price.js";
import { countryDefinition, countryStateDefinition, shippingMethodDefinition } from "../system/system.definition.js";
import type { AddressData, CalculationContext, CountryData, DeliveryTimeData, PaymentMethodData, ProductData, ShippingMethodData, StoredCart } from "./cart-types.js";

/** core.cart.maxQuantity */
const MAX_QUANTITY = 100;

const translatedName = (entity: Entity | null | undefined): string => String((entity?.translated as { name?: unknown } | undefined)?.name ?? entity?.name ?? "");

/** The name in the first language of the chain that has one. */
function nameIn(rows: AnyRow[], ownerColumn: string, ownerId: string, chain: string[]): string {
  for (const language of chain) {
    const row = rows.find((r) => r[ownerColumn] === ownerId && r.language_id === language && r.name);
    if (row) return String(row.name);
  }
  return "";
}

const minor = (decimal: unknown) => Math.round(Number(decimal) * 100);

/** The stored price from the product's `price` collection (default currency first, then explicit currency prices). */
function storedPriceOf(entity: Entity, defaultCurrency: string): StoredPrice {
  const collection = (entity.price as { currencyId: string; gross: number; net: number; listPrice: { gross: number; net: number } | null }[]) ?? [];
  const main = collection.find((p) => p.currencyId === defaultCurrency) ?? collection[0];
  const currencyPrices: CurrencyPrice[] = collection
    .filter((p) => p !== main)
    .map((p) => ({ currencyId: p.currencyId, gross: minor(p.gross), net: minor(p.net), listPrice: p.listPrice ? { gross: minor(p.listPrice.gross), net: minor(p.listPrice.net) } : null }));
  return {
    gross: minor(main?.gross ?? 0),
    net: minor(main?.net ?? 0),
    listGross: main?.listPrice ? minor(main.listPrice.gross) : null,
    listNet: main?.listPrice ? minor(main.listPrice.net) : null,
    currencyPrices,
  };
}

function deliveryTimeOf(entity: Entity | null | undefined): DeliveryTimeData | null {
  if (!entity) return null;
  return { id: entity.id, name: translatedName(entity), min: Number(entity.min), max: Number(entity.max), unit: String(entity.unit) };
}

function productData(entity: Entity, tiers: Awaited<ReturnType<typeof tiersOf>>, rates: Map<string, number>, defaultCurrency: string): ProductData {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  const isParentWithVariants = entity.parentId === null && Number(entity.childCount ?? 0) > 0;
  const cover = entity.cover as Entity | null;
  const unit = entity.unit as Entity | null;
  return {
    id: entity.id,
    parentId: (entity.parentId as string | null) ?? null,
    productNumber: String(entity.productNumber),
    name: translatedName(entity),
    buyable: entity.active === true && !isParentWithVariants,
    isParentWithVariants,
    type: entity.type === "digital" ? "digital" : "physical",
    stock: Number(entity.stock ?? 0),
    availableStock: Number(entity.availableStock ?? 0),
    isCloseout: entity.isCloseout === true,
    minPurchase: Number(entity.minPurchase ?? 1),
    maxPurchase: num(entity.maxPurchase),
    purchaseSteps: Number(entity.purchaseSteps ?? 1),
    shippingFree: entity.shippingFree === true,
    weight: num(entity.weight),
    width: num(entity.width),
    height: num(entity.height),
    length: num(entity.length),
    restockTime: num(entity.restockTime),
    deliveryTime: deliveryTimeOf(entity.deliveryTime as Entity | null),
    taxId: String(entity.taxId),
    taxRate: rates.get(String(entity.taxId)) ?? 0,
    price: storedPriceOf(entity, defaultCurrency),
    tiers: tiers
      .filter((t) => t.productId === entity.id)
      .map((t) => ({ quantityStart: t.quantityStart, quantityEnd: t.quantityEnd, price: { gross: t.gross, net: t.net, currencyPrices: t.currencyPrices ? (JSON.parse(t.currencyPrices) as CurrencyPrice[]) : [] } })),
    reference: { purchaseUnit: num(entity.purchaseUnit), referenceUnit: num(entity.referenceUnit), unitName: unit ? translatedName(unit) || null : null },
    manufacturerId: (entity.manufacturerId as string | null) ?? null,
    optionIds: (entity.optionIds as string[] | null) ?? [],
    options: ((entity.options as Entity[] | null) ?? []).map((o) => ({ group: translatedName(o.group as Entity | null), option: translatedName(o) })),
    markAsTopseller: entity.markAsTopseller === true,
    releaseDate: (entity.releaseDate as string | null) ?? null,
    createdAt: String(entity.createdAt),
    customFields: (entity.customFields as Record<string, unknown> | null) ?? {},
    cover: cover ? ((cover.media as Record<string, unknown> | null) ?? null) : null,
  };
}

export async function loadProducts(db: Db, ctx: SalesChannelContext, stored: StoredCart): Promise<Map<string, ProductData>> {
  const ids = [...new Set(stored.lineItems.filter((i) => i.type === "product").map((i) => i.referencedId ?? i.id))];
  if (ids.length === 0) return new Map();
  const [entities, tiers, rates, currency] = await Promise.all([readProducts(db, ctx, ids), tiersOf(db, ids), taxRatesFor(db, ctx.countryId), defaultCurrencyId(db)]);
  return new Map(entities.map((e) => [e.id, productData(e, tiers, rates, currency)]));
}

export interface MethodData {
  shippingMethods: ShippingMethodData[];
  paymentMethods: PaymentMethodData[];
  defaultCurrencyId: string;
}

/** All shipping and payment methods with their availability in the channel (active and assigned). */
export async function loadMethods(db: Db, ctx: SalesChannelContext): Promise<MethodData> {
  const [assignments, shipping, shippingNames, prices, payment, paymentNames, times, timeNames, rates, currency] = await Promise.all([
    db.selectFrom("sales_channel_assignment").select(["entity", "entity_id"]).where("sales_channel_id", "=", ctx.salesChannelId).where("entity", "in", ["shipping_method", "payment_method"]).execute(),
    db.selectFrom("shipping_method").select(["id", "active", "position", "delivery_time_id", "tax_type", "tax_id"]).execute(),
    db.selectFrom("shipping_method_translation").select(["shipping_method_id", "language_id", "name"]).execute(),
    db.selectFrom("shipping_method_price").select(["id", "shipping_method_id", "calculation", "quantity_start", "quantity_end", "currency_price"]).execute(),
    db.selectFrom("payment_method").select(["id", "active", "position"]).execute(),
    db.selectFrom("payment_method_translation").select(["payment_method_id", "language_id", "name"]).execute(),
    db.selectFrom("delivery_time").select(["id", "min", "max", "unit"]).execute(),
    db.selectFrom("delivery_time_translation").select(["delivery_time_id", "language_id", "name"]).execute(),
    taxRatesFor(db, ctx.countryId),
    defaultCurrencyId(db),
  ]);
  const assigned = new Set(assignments.map((a) => `${a.entity}:${a.entity_id}`));
  const chain = ctx.languageChain;
  const available = (entity: string, row: AnyRow) => Number(row.active) === 1 && assigned.has(`${entity}:${row.id}`);
  const usable = shipping.filter((row) => available("shipping_method", row)).map((row) => row.id as string);
  const entities = new Map((usable.length ? await readByIds(db, shippingMethodDefinition, usable, ctx) : []).map((e) => [e.id, e]));
  const shippingMethods = shipping.map((row): ShippingMethodData => {
    const time = times.find((t) => t.id === row.delivery_time_id);
    const name = nameIn(shippingNames, "shipping_method_id", row.id, chain);
    return {
      id: row.id,
      name,
      available: available("shipping_method", row) && entities.has(row.id),
      position: Number(row.position),
      taxType: row.tax_type === "highest" || row.tax_type === "fixed" ? row.tax_type : "auto",
      fixedTaxRate: row.tax_id ? (rates.get(row.tax_id) ?? null) : null,
      deliveryTime: time
        ? { id: time.id, name: nameIn(timeNames, "delivery_time_id", time.id, chain), min: Number(time.min), max: Number(time.max), unit: String(time.unit) }
        : { id: null, name: "", min: 1, max: 3, unit: "day" },
      prices: prices
        .filter((p) => p.shipping_method_id === row.id)
        .map((p) => ({
          id: p.id,
          calculation: (Number(p.calculation) as 1 | 2 | 3 | 4) || 1,
          quantityStart: Number(p.quantity_start),
          quantityEnd: p.quantity_end === null ? null : Number(p.quantity_end),
          currencyPrice: JSON.parse(p.currency_price as string) as { currencyId: string; gross: number; net: number }[],
        })),
      entity: entities.get(row.id) ?? { id: row.id, name, apiAlias: "shipping_method" },
    };
  });
  const paymentMethods = payment.map((row) => ({ id: row.id as string, name: nameIn(paymentNames, "payment_method_id", row.id, chain), available: available("payment_method", row), position: Number(row.position) }));
  return { shippingMethods, paymentMethods, defaultCurrencyId: currency };
}


/** The calculation context: tax state, currency, methods, delivery country and the customer's active addresses. */
export async function calculationContext(db: Db, ctx: SalesChannelContext): Promise<CalculationContext> {
  const customer = ctx.customer;
  const addressIds = customer ? [customer.activeBillingAddressId, customer.activeShippingAddressId].filter((a): a is string => Boolean(a)) : [];
  // Countries are a small reference table: all rows, names and assignments at once, so any address's country is known.
  const [countryRows, countryNames, assigned, countries, states, addresses] = await Promise.all([
    db.selectFrom("country").select(["id", "active", "shipping_available", "force_state_in_registration"]).execute(),
    db.selectFrom("country_translation").select(["country_id", "language_id", "name"]).where("language_id", "in", ctx.languageChain).execute(),
    db.selectFrom("sales_channel_assignment").select("entity_id").where("sales_channel_id", "=", ctx.salesChannelId).where("entity", "=", "country").execute(),
    readByIds(db, countryDefinition, [ctx.countryId], ctx),
    ctx.countryStateId ? readByIds(db, countryStateDefinition, [ctx.countryStateId], ctx) : Promise.resolve([]),
    addressIds.length && customer ? readByIds(db, customerAddressDefinition, [...new Set(addressIds)], ctx, emptyCriteria()) : Promise.resolve([]),
  ]);
  const inChannel = new Set(assigned.map((a) => a.entity_id as string));
  const rowOf = new Map(countryRows.map((r) => [r.id as string, r]));
  const usable = (id: string) => Number(rowOf.get(id)?.active ?? 0) === 1 && inChannel.has(id);
  const countryName = (id: string) => nameIn(countryNames, "country_id", id, ctx.languageChain) || id;
  const byId = new Map(addresses.filter((a) => !customer || a.customerId === customer.id).map((a) => [a.id, a]));
  const addressData = (id: string | null): AddressData | null => {
    const entity = id ? byId.get(id) : undefined;
    if (!entity) return null;
    const countryId = String(entity.countryId);
    return { id: entity.id, countryId, countryName: countryName(countryId), countryUsable: usable(countryId), countryStateId: (entity.countryStateId as string | null) ?? null, salutationId: (entity.salutationId as string | null) ?? null, entity };
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
    currency: { id: c.id, isoCode: c.isoCode, factor: c.factor, itemRounding: c.itemRounding, totalRounding: c.totalRounding, taxFreeFrom: Math.round(c.taxFreeFrom * 100) },
    taxCalculationType: ctx.salesChannel.tax_calculation_type === "vertical" ? "vertical" : "horizontal",
    shippingMethodId: ctx.shippingMethodId,
    paymentMethodId: ctx.paymentMethodId,
    country,
    customer: customer ? { id: customer.id, billingAddress: addressData(customer.activeBillingAddressId), shippingAddress: addressData(customer.activeShippingAddressId) } : null,
    maxQuantity: MAX_QUANTITY,
    now: new Date(),
  };
}
