/**
 * The cart's products as the calculator needs them (ProductData), read through the product module's repository in
 * a fixed number of batched queries whatever the cart size. (The catalogue's readProducts computes far more —
 * cheapest prices of display groups, SEO categories — than a cart needs.)
 */
import type { Entity } from "../../dal/definition.js";
import { nameIn, type NameRow } from "../../dal/name-rows.js";
import { readByIds } from "../../dal/read.js";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { mediaDefinition } from "../media/media.definition.js";
import {
  type CartProductRow,
  cartProductParts,
  cartProductRows,
  propertyGroupNames,
} from "../product/cart-products.repository.js";
import type { CurrencyPrice } from "../product/product-price.js";
import { taxRatesFor, type TierRow } from "../product/product.repository.js";
import { type DeliveryTimeRow, deliveryTimes } from "../system/system.repository.js";
import type { ProductData, StoredCart } from "./cart-types.js";

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const parseJson = <T>(value: unknown, fallback: T): T =>
  typeof value === "string" && value !== "" ? (JSON.parse(value) as T) : fallback;

interface ProductRefs {
  names: NameRow<"product_id">[];
  optionNames: NameRow<"property_group_option_id">[];
  groupNames: NameRow<"property_group_id">[];
  optionGroups: Map<string, string>;
  unitNames: NameRow<"unit_id">[];
  times: DeliveryTimeRow[];
  timeNames: NameRow<"delivery_time_id">[];
  covers: Map<string, Entity>;
  rates: Map<string, number>;
  tiers: TierRow[];
  chain: string[];
}

const currencyPricesOf = (value: unknown): CurrencyPrice[] => parseJson<CurrencyPrice[]>(value, []);

function productData(row: CartProductRow, refs: ProductRefs): ProductData {
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

/**
 * The cart's products in two rounds of batched queries: the rows with tiers, tax rates and names; then option names,
 * delivery times, units and cover media (and the options' group names).
 */
export async function loadProducts(
  db: Db,
  ctx: SalesChannelContext,
  stored: StoredCart,
): Promise<Map<string, ProductData>> {
  const ids = [...new Set(stored.lineItems.filter((i) => i.type === "product").map((i) => i.referencedId ?? i.id))];
  if (ids.length === 0) return new Map();
  const chain = ctx.languageChain;
  const [{ rows, tiers, names }, rates] = await Promise.all([
    cartProductRows(db, ids, chain),
    taxRatesFor(db, ctx.countryId),
  ]);
  const optionIds = [...new Set(rows.flatMap((r) => parseJson<string[]>(r.option_ids, [])))];
  const coverIds = rows.map((r) => r.cover_id).filter((c): c is string => Boolean(c));
  const timeIds = [...new Set(rows.map((r) => r.delivery_time_id).filter((t): t is string => Boolean(t)))];
  const unitIds = [...new Set(rows.map((r) => r.unit_id).filter((u): u is string => Boolean(u)))];
  const [parts, { times, timeNames }] = await Promise.all([
    cartProductParts(db, { optionIds, unitIds, coverIds }, chain),
    deliveryTimes(db, chain, timeIds),
  ]);
  const groupIds = [...new Set(parts.optionGroups.values())];
  const [groupNames, media] = await Promise.all([
    propertyGroupNames(db, groupIds, chain),
    parts.covers.length
      ? readByIds(db, mediaDefinition, [...new Set(parts.covers.map((m) => m.media_id))], ctx)
      : Promise.resolve([] as Entity[]),
  ]);
  const mediaById = new Map(media.map((m) => [m.id, m]));
  const covers = new Map(
    parts.covers.flatMap((pm) =>
      mediaById.has(pm.media_id) ? [[pm.id, mediaById.get(pm.media_id) as Entity] as const] : [],
    ),
  );
  const refs: ProductRefs = {
    names,
    optionNames: parts.optionNames,
    groupNames,
    optionGroups: parts.optionGroups,
    unitNames: parts.unitNames,
    times,
    timeNames,
    covers,
    rates,
    tiers,
    chain,
  };
  return new Map(rows.map((row) => [row.id, productData(row, refs)]));
}
