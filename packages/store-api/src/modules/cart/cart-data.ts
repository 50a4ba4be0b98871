/**
 * Everything one calculation needs, read in a fixed number of batched queries whatever the cart size (no N+1): the
 * cart's products (rows, names, tiers, tax rates, options, covers), the channel's shipping and payment methods,
 * the delivery country and the customer's active addresses.
 */
import { emptyCriteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import { toMinor } from "../../lib/money.js";
import type { Row } from "../../db/schema.js";
import type { SalesChannelContext } from "../context/context.js";
import { customerAddressDefinition } from "../customer/customer.definition.js";
import { inChunks } from "../../dal/search.js";
import { mediaDefinition } from "../media/media.definition.js";
import { defaultCurrencyId, taxRatesFor, tiersOf, type TierRow } from "../product/product.repository.js";
import type { CurrencyPrice } from "../product/product-price.js";
import { countryDefinition, countryStateDefinition, shippingMethodDefinition } from "../system/system.definition.js";
import type {
  AddressData,
  CalculationContext,
  CountryData,
  PaymentMethodData,
  ProductData,
  ShippingMethodData,
  StoredCart,
} from "./cart-types.js";

/** core.cart.maxQuantity */
const MAX_QUANTITY = 100;

/** A translation row's name in one language, owned by the row whose id is in column K. */
type NameRow<K extends string> = { [column in K]: string } & { language_id: string; name: string | null };

/** The name in the first language of the chain that has one. */
function nameIn<K extends string>(rows: NameRow<K>[], ownerColumn: K, ownerId: string, chain: string[]): string {
  for (const language of chain) {
    const row = rows.find((r) => r[ownerColumn] === ownerId && r.language_id === language && r.name);
    if (row) return String(row.name);
  }
  return "";
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const parseJson = <T>(value: unknown, fallback: T): T =>
  typeof value === "string" && value !== "" ? (JSON.parse(value) as T) : fallback;

interface ProductRefs {
  names: NameRow<"product_id">[];
  optionNames: NameRow<"property_group_option_id">[];
  groupNames: NameRow<"property_group_id">[];
  optionGroups: Map<string, string>;
  unitNames: NameRow<"unit_id">[];
  times: Pick<Row<"delivery_time">, "id" | "min" | "max" | "unit">[];
  timeNames: NameRow<"delivery_time_id">[];
  covers: Map<string, Entity>;
  rates: Map<string, number>;
  tiers: TierRow[];
  chain: string[];
}

const currencyPricesOf = (value: unknown): CurrencyPrice[] => parseJson<CurrencyPrice[]>(value, []);

function productData(row: Pick<Row<"product">, (typeof PRODUCT_COLUMNS)[number]>, refs: ProductRefs): ProductData {
  const id = row.id;
  const isParentWithVariants = row.parent_id === null && Number(row.child_count) > 0;
  const optionIds = parseJson<string[]>(row.option_ids, []);
  const time = refs.times.find((t) => t.id === row.delivery_time_id);
  const purchaseSteps = Number(row.purchase_steps);
  return {
    id,
    parentId: row.parent_id ?? null,
    productNumber: String(row.product_number),
    name: nameIn(refs.names, "product_id", id, refs.chain),
    // ProductAvailableFilter: active and visible in the channel at least by link.
    buyable: Number(row.active) === 1 && Number(row.visibility) >= 10 && !isParentWithVariants,
    isParentWithVariants,
    type: row.type === "digital" ? "digital" : "physical",
    stock: Number(row.stock),
    availableStock: Number(row.available_stock),
    isCloseout: Number(row.is_closeout) === 1,
    minPurchase: Number(row.min_purchase) || 1,
    maxPurchase: num(row.max_purchase),
    purchaseSteps: purchaseSteps > 0 ? purchaseSteps : 1,
    shippingFree: Number(row.shipping_free) === 1,
    weight: num(row.weight),
    width: num(row.width),
    height: num(row.height),
    length: num(row.length),
    restockTime: num(row.restock_time),
    deliveryTime: time
      ? {
          id: time.id,
          name: nameIn(refs.timeNames, "delivery_time_id", time.id, refs.chain),
          min: Number(time.min),
          max: Number(time.max),
          unit: String(time.unit),
        }
      : null,
    taxId: String(row.tax_id),
    taxRate: refs.rates.get(String(row.tax_id)) ?? 0,
    price: {
      gross: Number(row.price_gross),
      net: Number(row.price_net),
      listGross: num(row.list_price_gross),
      listNet: num(row.list_price_net),
      currencyPrices: currencyPricesOf(row.currency_prices),
    },
    tiers: refs.tiers
      .filter((t) => t.productId === id)
      .map((t) => ({
        quantityStart: t.quantityStart,
        quantityEnd: t.quantityEnd,
        price: { gross: t.gross, net: t.net, currencyPrices: currencyPricesOf(t.currencyPrices) },
      })),
    reference: {
      purchaseUnit: num(row.purchase_unit),
      referenceUnit: num(row.reference_unit),
      unitName: row.unit_id ? nameIn(refs.unitNames, "unit_id", row.unit_id, refs.chain) || null : null,
    },
    manufacturerId: row.manufacturer_id ?? null,
    optionIds,
    options: optionIds.map((optionId) => ({
      group: nameIn(refs.groupNames, "property_group_id", refs.optionGroups.get(optionId) ?? "", refs.chain),
      option: nameIn(refs.optionNames, "property_group_option_id", optionId, refs.chain),
    })),
    markAsTopseller: Number(row.mark_as_topseller) === 1,
    releaseDate: row.release_date ?? null,
    createdAt: String(row.created_at),
    customFields: parseJson<Record<string, unknown>>(row.custom_fields, {}),
    cover: row.cover_id ? (refs.covers.get(row.cover_id) ?? null) : null,
  };
}

const PRODUCT_COLUMNS = [
  "id",
  "parent_id",
  "product_number",
  "active",
  "visibility",
  "type",
  "stock",
  "available_stock",
  "is_closeout",
  "min_purchase",
  "max_purchase",
  "purchase_steps",
  "shipping_free",
  "weight",
  "width",
  "height",
  "length",
  "restock_time",
  "delivery_time_id",
  "tax_id",
  "price_gross",
  "price_net",
  "list_price_gross",
  "list_price_net",
  "currency_prices",
  "purchase_unit",
  "reference_unit",
  "unit_id",
  "manufacturer_id",
  "option_ids",
  "mark_as_topseller",
  "release_date",
  "created_at",
  "custom_fields",
  "cover_id",
  "child_count",
] as const;

/**
 * The cart's products in two rounds of batched queries, whatever their number: the rows with tiers, tax rates and
 * names; then option names, delivery times, units and cover media. (The catalogue's readProducts computes far more —
 * cheapest prices of display groups, SEO categories — than a cart needs.)
 */
export async function loadProducts(
  db: Db,
  ctx: SalesChannelContext,
  stored: StoredCart,
): Promise<Map<string, ProductData>> {
  const ids = [...new Set(stored.lineItems.filter((i) => i.type === "product").map((i) => i.referencedId ?? i.id))];
  if (ids.length === 0) return new Map();
  const chain = ctx.languageChain;
  const [rows, tiers, rates, names] = await Promise.all([
    inChunks(ids, (chunk) =>
      db
        .selectFrom("product")
        .select([...PRODUCT_COLUMNS])
        .where("id", "in", chunk)
        .execute(),
    ),
    tiersOf(db, ids),
    taxRatesFor(db, ctx.countryId),
    inChunks(ids, (chunk) =>
      db
        .selectFrom("product_translation")
        .select(["product_id", "language_id", "name"])
        .where("product_id", "in", chunk)
        .where("language_id", "in", chain)
        .execute(),
    ),
  ]);
  const optionIds = [...new Set(rows.flatMap((r) => parseJson<string[]>(r.option_ids, [])))];
  const coverIds = rows.map((r) => r.cover_id).filter((c): c is string => Boolean(c));
  const timeIds = [...new Set(rows.map((r) => r.delivery_time_id).filter((t): t is string => Boolean(t)))];
  const unitIds = [...new Set(rows.map((r) => r.unit_id).filter((u): u is string => Boolean(u)))];
  const none = Promise.resolve([]);
  const [options, optionNames, times, timeNames, unitNames, productMedia] = await Promise.all([
    optionIds.length
      ? db.selectFrom("property_group_option").select(["id", "group_id"]).where("id", "in", optionIds).execute()
      : none,
    optionIds.length
      ? db
          .selectFrom("property_group_option_translation")
          .select(["property_group_option_id", "language_id", "name"])
          .where("property_group_option_id", "in", optionIds)
          .where("language_id", "in", chain)
          .execute()
      : none,
    timeIds.length
      ? db.selectFrom("delivery_time").select(["id", "min", "max", "unit"]).where("id", "in", timeIds).execute()
      : none,
    timeIds.length
      ? db
          .selectFrom("delivery_time_translation")
          .select(["delivery_time_id", "language_id", "name"])
          .where("delivery_time_id", "in", timeIds)
          .where("language_id", "in", chain)
          .execute()
      : none,
    unitIds.length
      ? db
          .selectFrom("unit_translation")
          .select(["unit_id", "language_id", "name"])
          .where("unit_id", "in", unitIds)
          .where("language_id", "in", chain)
          .execute()
      : none,
    coverIds.length
      ? db.selectFrom("product_media").select(["id", "media_id"]).where("id", "in", coverIds).execute()
      : none,
  ]);
  const optionGroups = new Map(options.map((o) => [o.id, o.group_id]));
  const groupIds = [...new Set(optionGroups.values())];
  const [groupNames, media] = await Promise.all([
    groupIds.length
      ? db
          .selectFrom("property_group_translation")
          .select(["property_group_id", "language_id", "name"])
          .where("property_group_id", "in", groupIds)
          .where("language_id", "in", chain)
          .execute()
      : none,
    productMedia.length
      ? readByIds(db, mediaDefinition, [...new Set(productMedia.map((m) => m.media_id))], ctx)
      : Promise.resolve([] as Entity[]),
  ]);
  const mediaById = new Map(media.map((m) => [m.id, m]));
  const covers = new Map(
    productMedia.flatMap((pm) =>
      mediaById.has(pm.media_id) ? [[pm.id, mediaById.get(pm.media_id) as Entity] as const] : [],
    ),
  );
  const refs: ProductRefs = {
    names,
    optionNames,
    groupNames,
    optionGroups,
    unitNames,
    times,
    timeNames,
    covers,
    rates,
    tiers,
    chain,
  };
  return new Map(rows.map((row) => [row.id, productData(row, refs)]));
}

export interface MethodData {
  shippingMethods: ShippingMethodData[];
  paymentMethods: PaymentMethodData[];
  defaultCurrencyId: string;
}

/** All shipping and payment methods with their availability in the channel (active and assigned). */
export async function loadMethods(db: Db, ctx: SalesChannelContext): Promise<MethodData> {
  const [assignments, shipping, shippingNames, prices, payment, paymentNames, times, timeNames, rates, currency] =
    await Promise.all([
      db
        .selectFrom("sales_channel_assignment")
        .select(["entity", "entity_id"])
        .where("sales_channel_id", "=", ctx.salesChannelId)
        .where("entity", "in", ["shipping_method", "payment_method"])
        .execute(),
      db
        .selectFrom("shipping_method")
        .select(["id", "active", "position", "delivery_time_id", "tax_type", "tax_id"])
        .execute(),
      db.selectFrom("shipping_method_translation").select(["shipping_method_id", "language_id", "name"]).execute(),
      db
        .selectFrom("shipping_method_price")
        .select(["id", "shipping_method_id", "calculation", "quantity_start", "quantity_end", "currency_price"])
        .execute(),
      db.selectFrom("payment_method").select(["id", "active", "position"]).execute(),
      db.selectFrom("payment_method_translation").select(["payment_method_id", "language_id", "name"]).execute(),
      db.selectFrom("delivery_time").select(["id", "min", "max", "unit"]).execute(),
      db.selectFrom("delivery_time_translation").select(["delivery_time_id", "language_id", "name"]).execute(),
      taxRatesFor(db, ctx.countryId),
      defaultCurrencyId(db),
    ]);
  const assigned = new Set(assignments.map((a) => `${a.entity}:${a.entity_id}`));
  const chain = ctx.languageChain;
  const available = (entity: string, row: { id: string; active: number }) =>
    Number(row.active) === 1 && assigned.has(`${entity}:${row.id}`);
  const usable = shipping.filter((row) => available("shipping_method", row)).map((row) => row.id);
  const entities = new Map(
    (usable.length ? await readByIds(db, shippingMethodDefinition, usable, ctx) : []).map((e) => [e.id, e]),
  );
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
        ? {
            id: time.id,
            name: nameIn(timeNames, "delivery_time_id", time.id, chain),
            min: Number(time.min),
            max: Number(time.max),
            unit: String(time.unit),
          }
        : { id: null, name: "", min: 1, max: 3, unit: "day" },
      prices: prices
        .filter((p) => p.shipping_method_id === row.id)
        .map((p) => ({
          id: p.id,
          calculation: (Number(p.calculation) as 1 | 2 | 3 | 4) || 1,
          quantityStart: Number(p.quantity_start),
          quantityEnd: p.quantity_end === null ? null : Number(p.quantity_end),
          currencyPrice: JSON.parse(p.currency_price) as { currencyId: string; gross: number; net: number }[],
        })),
      entity: entities.get(row.id) ?? { id: row.id, name, apiAlias: "shipping_method" },
    };
  });
  const paymentMethods = payment.map((row) => ({
    id: row.id,
    name: nameIn(paymentNames, "payment_method_id", row.id, chain),
    available: available("payment_method", row),
    position: Number(row.position),
  }));
  return { shippingMethods, paymentMethods, defaultCurrencyId: currency };
}

/** The calculation context: tax state, currency, methods, delivery country and the customer's active addresses. */
export async function calculationContext(db: Db, ctx: SalesChannelContext): Promise<CalculationContext> {
  const customer = ctx.customer;
  const addressIds = customer
    ? [customer.activeBillingAddressId, customer.activeShippingAddressId].filter((a): a is string => Boolean(a))
    : [];
  // Countries are a small reference table: all rows, names and assignments at once, so any address's country is known.
  const [countryRows, countryNames, assigned, countries, states, addresses] = await Promise.all([
    db.selectFrom("country").select(["id", "active", "shipping_available", "force_state_in_registration"]).execute(),
    db
      .selectFrom("country_translation")
      .select(["country_id", "language_id", "name"])
      .where("language_id", "in", ctx.languageChain)
      .execute(),
    db
      .selectFrom("sales_channel_assignment")
      .select("entity_id")
      .where("sales_channel_id", "=", ctx.salesChannelId)
      .where("entity", "=", "country")
      .execute(),
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
