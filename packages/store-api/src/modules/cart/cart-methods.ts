/** The channel's shipping and payment methods as the calculator needs them, read through their owners' repositories. */
import { nameIn } from "../../dal/name-rows.js";
import { readByIds } from "../../dal/read.js";
import { CatalogueMemo } from "../../db/catalogue-memo.js";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { channelAssignments } from "../context/context.repository.js";
import { defaultCurrencyId, taxRatesFor } from "../product/product.repository.js";
import { shippingMethodDefinition } from "../system/system.definition.js";
import { deliveryTimes, paymentMethodRows, shippingMethodRows } from "../system/system.repository.js";
import type { PaymentMethodData, ShippingMethodData } from "./cart-types.js";

export interface MethodData {
  shippingMethods: ShippingMethodData[];
  paymentMethods: PaymentMethodData[];
  defaultCurrencyId: string;
}

/**
 * Per process, while no catalogue table changed (db/catalogue-memo.ts): every table read below is one (shipping and
 * payment methods, their prices, translations and channel assignments, delivery times, tax rules, currencies, media).
 * A cart is calculated on every read of it, and these reads were 5 % of the backend's CPU under the session load of
 * `npm run bench` (a render without a valid page state reads the context and the cart).
 */
const memo = new CatalogueMemo<MethodData>(200);

/** Hits and misses of this process's method cache on `db` (tests). */
export function methodStatsOf(db: Db): { hits: number; misses: number } {
  return memo.statsOf(db);
}

/**
 * All shipping and payment methods with their availability in the channel (active and assigned). Shared by every
 * calculation with the same inputs: callers must not change them.
 */
export function loadMethods(db: Db, ctx: SalesChannelContext): Promise<MethodData> {
  // What the reads depend on (the entity reads get the whole context: its currency, country and group too).
  const key = JSON.stringify([
    ctx.salesChannelId,
    ctx.languageChain,
    ctx.currency.id,
    ctx.countryId,
    ctx.countryStateId,
    ctx.customerGroupId,
    ctx.taxState,
  ]);
  return memo.get(db, key, () => readMethods(db, ctx));
}

async function readMethods(db: Db, ctx: SalesChannelContext): Promise<MethodData> {
  const chain = ctx.languageChain;
  const [assignments, shippingRows, paymentRows, { times, timeNames }, rates, currency] = await Promise.all([
    channelAssignments(db, ctx.salesChannelId, ["shipping_method", "payment_method"]),
    shippingMethodRows(db, chain),
    paymentMethodRows(db, chain),
    deliveryTimes(db, chain),
    taxRatesFor(db, ctx.countryId),
    defaultCurrencyId(db),
  ]);
  const { methods: shipping, names: shippingNames, prices } = shippingRows;
  const { methods: payment, names: paymentNames } = paymentRows;
  const assigned = new Set(assignments.map((a) => `${a.entity}:${a.entity_id}`));
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
