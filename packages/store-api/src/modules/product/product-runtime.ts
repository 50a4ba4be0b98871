import { emptyCriteria } from "../../dal/criteria.js";
import { getDefinition, hasDefinition, type Entity, type ReadContext } from "../../dal/definition.js";
import { search } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { storageToDecimal } from "../../lib/money.js";
import type { SalesChannelContext } from "../context/context.js";
import {
  calculate,
  calculatedMaxPurchase,
  calculateTiers,
  isNew,
  priceInCurrency,
  priceJson,
  type CurrencyPrice,
  type PriceContext,
  type ReferenceUnit,
  type StoredPrice,
} from "./product-price.js";
import {
  defaultCurrencyId,
  priceRowsOfGroups,
  taxRatesFor,
  tiersOfGroups,
  type ProductPriceRow,
  type TierRow,
} from "./product.repository.js";
import { groupOptions } from "./property.definition.js";

/** core.cart.maxQuantity and core.listing.markAsNew defaults. */
const MAX_QUANTITY = 100;
const MARK_AS_NEW_DAYS = 30;

export function priceContextOf(sales: SalesChannelContext): PriceContext {
  return {
    taxState: sales.taxState,
    currencyId: sales.currency.id,
    factor: sales.currency.factor,
    rounding: sales.currency.itemRounding,
  };
}

const parseCurrencyPrices = (json: string | null): CurrencyPrice[] =>
  json ? (JSON.parse(json) as CurrencyPrice[]) : [];

function storedOf(row: ProductPriceRow): StoredPrice {
  return {
    gross: row.gross,
    net: row.net,
    listGross: row.listGross,
    listNet: row.listNet,
    currencyPrices: parseCurrencyPrices(row.currencyPrices),
  };
}

const tierStored = (tier: TierRow): StoredPrice => ({
  gross: tier.gross,
  net: tier.net,
  currencyPrices: parseCurrencyPrices(tier.currencyPrices),
});

/** Rows that can be bought: active, and not a parent that only stands for its variants. */
const buyable = (row: ProductPriceRow) => row.active && !(row.parentId === null && row.childCount > 0);

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/**
 * Runtime fields of sales-channel products (Shopware's ProductSubscriber and ProductPriceCalculator): calculated
 * prices in the context currency and tax state, graduated prices, the display group's cheapest price, max purchase,
 * isNew, seo category, sorted properties, variation, states. A fixed handful of batched queries (price rows of the
 * display groups, tax rates, tiers, main categories), whatever the number of products.
 */
export async function enrichProducts(
  db: Db,
  entities: Entity[],
  ctx: ReadContext,
  associationsRead: Promise<void>,
): Promise<void> {
  if (entities.length === 0) return;
  const sales = ctx.sales as SalesChannelContext | undefined;
  if (!sales) throw new Error("product reads need the sales-channel context (ctx.sales)");
  const priceCtx = priceContextOf(sales);
  // An entity's own row is one of its display group's: the groups' rows and graduated prices cover every entity.
  const groups = [...new Set(entities.map((e) => String(e.displayGroup)))];
  const [rows, tierRows, rates, currencyId, seoCategories] = await Promise.all([
    priceRowsOfGroups(db, groups),
    tiersOfGroups(db, groups),
    taxRatesFor(db, sales.countryId),
    defaultCurrencyId(db),
    mainCategories(db, entities, sales),
    associationsRead,
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const members = groupBy(rows.filter(buyable), (row) => row.displayGroup);
  const tiers = groupBy(tierRows, (tier) => tier.productId);
  const now = new Date();

  // Unit names in the request language, from the (autoloaded) unit association.
  const unitNames = new Map(
    entities
      .map((e) => e.unit as Entity | null)
      .filter((u): u is Entity => Boolean(u))
      .map((u) => [u.id, String((u.translated as { name?: string }).name ?? "")]),
  );
  const referenceOf = (row: ProductPriceRow) => ({
    purchaseUnit: row.purchaseUnit,
    referenceUnit: row.referenceUnit,
    unitName: row.unitId ? (unitNames.get(row.unitId) ?? null) : null,
  });
  for (const entity of entities) {
    const row = rowById.get(entity.id);
    if (!row) continue;
    const taxRate = rates.get(row.taxId) ?? 0;
    const reference = referenceOf(row);
    entity.price = priceCollection(row, currencyId);
    entity.calculatedPrice = priceJson(
      calculate({ price: storedOf(row), taxRate, reference }, priceCtx),
      priceCtx.rounding.decimals,
    );
    entity.calculatedPrices = calculateTiers(
      (tiers.get(row.id) ?? []).map((tier) => ({
        quantityStart: tier.quantityStart,
        quantityEnd: tier.quantityEnd,
        price: tierStored(tier),
      })),
      { taxRate, reference },
      priceCtx,
    ).map((price) => priceJson(price, priceCtx.rounding.decimals));
    entity.calculatedCheapestPrice = cheapestPrice(
      row,
      members.get(row.displayGroup) ?? [],
      { tiers, rates, referenceOf },
      priceCtx,
    );
    entity.calculatedMaxPurchase = calculatedMaxPurchase(
      {
        maxPurchase: entity.maxPurchase as number | null,
        minPurchase: entity.minPurchase as number | null,
        purchaseSteps: entity.purchaseSteps as number | null,
        isCloseout: entity.isCloseout === true,
        stock: Number(entity.stock ?? 0),
      },
      MAX_QUANTITY,
    );
    entity.isNew = isNew(entity.releaseDate as string | null, now, MARK_AS_NEW_DAYS);
    entity.states = entity.type === "digital" ? ["is-download"] : [];
    entity.seoCategory = seoCategories.get(entity.id) ?? null;
    if (Array.isArray(entity.properties)) entity.sortedProperties = groupOptions(entity.properties as Entity[], true);
    if (Array.isArray(entity.options)) entity.variation = variationOf(entity);
    if (Array.isArray(entity.media)) (entity.media as Entity[]).sort((a, b) => Number(a.position) - Number(b.position));
    delete entity.visibility;
    delete entity.cheapestPrice;
  }
}

/** Shopware's `price` field: the stored prices per currency (default currency first), decimals. */
function priceCollection(row: ProductPriceRow, defaultCurrency: string): Record<string, unknown>[] {
  const price = (
    currencyId: string,
    gross: number,
    net: number,
    list: { gross: number; net: number } | null,
  ): Record<string, unknown> => ({
    currencyId,
    gross: storageToDecimal(gross),
    net: storageToDecimal(net),
    linked: true,
    listPrice: list ? price(currencyId, list.gross, list.net, null) : null,
    percentage: null,
    regulationPrice: null,
    apiAlias: "price",
  });
  const list = row.listGross !== null && row.listNet !== null ? { gross: row.listGross, net: row.listNet } : null;
  return [
    price(defaultCurrency, row.gross, row.net, list),
    ...parseCurrencyPrices(row.currencyPrices).map((p) => price(p.currencyId, p.gross, p.net, p.listPrice ?? null)),
  ];
}

/**
 * Each product's main (SEO) category: the first of its own categories that is an active page in the channel's main
 * navigation tree (CategoryBreadcrumbBuilder::getProductSeoCategory, without per-channel main-category overrides).
 * One category read for all products.
 */
async function mainCategories(db: Db, entities: Entity[], sales: SalesChannelContext): Promise<Map<string, Entity>> {
  const result = new Map<string, Entity>();
  const ids = [...new Set(entities.flatMap((e) => (Array.isArray(e.categoryIds) ? (e.categoryIds as string[]) : [])))];
  if (ids.length === 0 || !hasDefinition("category")) return result;
  const criteria = { ...emptyCriteria(), ids, filters: [{ type: "equals" as const, field: "active", value: true }] };
  const categories = new Map(
    (await search(db, getDefinition("category"), criteria, sales)).elements.map((c) => [c.id, c]),
  );
  const root = String(sales.salesChannel.navigation_category_id);
  const usable = (c: Entity | undefined): c is Entity =>
    c !== undefined && c.type === "page" && (c.id === root || String(c.path ?? "").includes(`|${root}|`));
  for (const entity of entities) {
    const main = ((entity.categoryIds as string[] | null) ?? []).map((id) => categories.get(id)).find(usable);
    if (main) result.set(entity.id, main);
  }
  return result;
}

/**
 * The display group's cheapest buyable product, calculated like the product's own price; `hasRange` when the group's
 * prices differ or the cheapest one has graduated prices (Shopware's CheapestPriceContainer).
 */
interface GroupData {
  tiers: Map<string, TierRow[]>;
  rates: Map<string, number>;
  referenceOf: (row: ProductPriceRow) => ReferenceUnit;
}

function cheapestPrice(
  row: ProductPriceRow,
  members: ProductPriceRow[],
  { tiers, rates, referenceOf }: GroupData,
  priceCtx: PriceContext,
): Record<string, unknown> {
  const candidates = members.length > 0 && (row.parentId !== null || row.childCount > 0) ? members : [row];
  const unit = (candidate: ProductPriceRow) => priceInCurrency(storedOf(candidate), priceCtx).unit;
  const cheapest = candidates.reduce((best, candidate) => (unit(candidate) < unit(best) ? candidate : best));
  const hasRange = new Set(candidates.map(unit)).size > 1 || (tiers.get(cheapest.id)?.length ?? 0) > 1;
  const price = calculate(
    { price: storedOf(cheapest), taxRate: rates.get(cheapest.taxId) ?? 0, reference: referenceOf(cheapest) },
    priceCtx,
  );
  return priceJson(price, priceCtx.rounding.decimals, { hasRange, variantId: cheapest.id });
}

/** `variation`: the variant's options as {group, option} names, in the configurator's group order when known. */
function variationOf(entity: Entity): { group: string; option: string }[] {
  const options = (entity.options as Entity[]).filter((option) => option.group);
  const order = (
    (entity.variantListingConfig as { configuratorGroupConfig?: { id: string }[] } | null)?.configuratorGroupConfig ??
    []
  ).map((g) => g.id);
  const rank = (option: Entity) => {
    const index = order.indexOf(String(option.groupId));
    return index === -1 ? order.length : index;
  };
  const name = (e: Entity) => String((e.translated as { name?: string } | undefined)?.name ?? e.name ?? "");
  return [...options]
    .sort((a, b) => rank(a) - rank(b))
    .map((option) => ({ group: name(option.group as Entity), option: name(option) }));
}
