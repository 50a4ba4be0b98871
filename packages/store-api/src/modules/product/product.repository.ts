import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { inChunks } from "../../dal/search.js";

/** The price-relevant columns of a product row (minor units, default currency). */
export interface ProductPriceRow {
  id: string;
  parentId: string | null;
  displayGroup: string;
  active: boolean;
  available: boolean;
  childCount: number;
  taxId: string;
  gross: number;
  net: number;
  listGross: number | null;
  listNet: number | null;
  currencyPrices: string | null;
  purchaseUnit: number | null;
  referenceUnit: number | null;
  unitId: string | null;
}

export interface TierRow {
  productId: string;
  quantityStart: number;
  quantityEnd: number | null;
  gross: number;
  net: number;
  currencyPrices: string | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** A product row's price columns (default currency, hundredths): what a price calculation reads of it. */
export const PRICE_COLUMNS = [
  "tax_id",
  "price_gross",
  "price_net",
  "list_price_gross",
  "list_price_net",
  "currency_prices",
  "purchase_unit",
  "reference_unit",
  "unit_id",
] as const;

/** Price rows of every product in the given display groups (the products themselves and their siblings). */
export async function priceRowsOfGroups(db: Db, groups: string[]): Promise<ProductPriceRow[]> {
  const rows = await inChunks(groups, (chunk) =>
    db
      .selectFrom("product")
      .select(["id", "parent_id", "display_group", "active", "available", "child_count", ...PRICE_COLUMNS])
      .where("display_group", "in", chunk)
      .execute(),
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    displayGroup: r.display_group,
    active: Number(r.active) === 1,
    available: Number(r.available) === 1,
    childCount: Number(r.child_count),
    taxId: r.tax_id,
    gross: Number(r.price_gross),
    net: Number(r.price_net),
    listGross: num(r.list_price_gross),
    listNet: num(r.list_price_net),
    currencyPrices: r.currency_prices,
    purchaseUnit: num(r.purchase_unit),
    referenceUnit: num(r.reference_unit),
    unitId: r.unit_id,
  }));
}

const tierRows = (db: Db) =>
  db
    .selectFrom("product_price")
    .select(["product_id", "quantity_start", "quantity_end", "price_gross", "price_net", "currency_prices"]);

export async function tiersOf(db: Db, productIds: string[]): Promise<TierRow[]> {
  return toTiers(await inChunks(productIds, (chunk) => tierRows(db).where("product_id", "in", chunk).execute()));
}

/**
 * The graduated prices of every product of the display groups: read beside the groups' price rows
 * (`priceRowsOfGroups`), not after them by their ids.
 */
export async function tiersOfGroups(db: Db, groups: string[]): Promise<TierRow[]> {
  return toTiers(
    await inChunks(groups, (chunk) =>
      tierRows(db)
        .where("product_id", "in", (eb) => eb.selectFrom("product").select("id").where("display_group", "in", chunk))
        .execute(),
    ),
  );
}

function toTiers(rows: Awaited<ReturnType<ReturnType<typeof tierRows>["execute"]>>): TierRow[] {
  return rows.map((r) => ({
    productId: r.product_id,
    quantityStart: Number(r.quantity_start),
    quantityEnd: num(r.quantity_end),
    gross: Number(r.price_gross),
    net: Number(r.price_net),
    currencyPrices: r.currency_prices,
  }));
}

/** Effective tax rate per tax id for a country: the country's tax rule, else the tax's base rate. */
export async function taxRatesFor(db: Db, countryId: string): Promise<Map<string, number>> {
  const [taxes, rules] = await Promise.all([
    db.selectFrom("tax").select(["id", "tax_rate"]).execute(),
    db.selectFrom("tax_rule").select(["tax_id", "tax_rate"]).where("country_id", "=", countryId).execute(),
  ]);
  const rates = new Map(taxes.map((t) => [t.id, Number(t.tax_rate)]));
  for (const rule of rules) rates.set(rule.tax_id, Number(rule.tax_rate));
  return rates;
}

const defaultCurrencies = new WeakMap<Db, string>();

/** The system default currency (the one product.price_* columns are in); fixed for the life of a database. */
export async function defaultCurrencyId(db: Db): Promise<string> {
  const known = defaultCurrencies.get(db);
  if (known) return known;
  const row = await db.selectFrom("currency").select("id").where("is_system_default", "=", 1).executeTakeFirstOrThrow();
  defaultCurrencies.set(db, row.id);
  return row.id;
}

/** Just enough of a product row to route a request (visibility, variant structure). */
export interface ProductHead {
  id: string;
  parentId: string | null;
  active: boolean;
  visibility: number;
  childCount: number;
  mainVariantId: string | null;
  variantListingConfig: {
    displayParent?: boolean;
    mainVariantId?: string | null;
    configuratorGroupConfig?: { id: string }[];
  } | null;
  optionIds: string[];
}

function toHead(r: Pick<Row<"product">, (typeof HEAD_COLUMNS)[number]>): ProductHead {
  return {
    id: r.id,
    parentId: r.parent_id,
    active: Number(r.active) === 1,
    visibility: Number(r.visibility),
    childCount: Number(r.child_count),
    mainVariantId: r.main_variant_id,
    variantListingConfig: r.variant_listing_config ? JSON.parse(r.variant_listing_config) : null,
    optionIds: r.option_ids ? (JSON.parse(r.option_ids) as string[]) : [],
  };
}

const HEAD_COLUMNS = [
  "id",
  "parent_id",
  "active",
  "visibility",
  "child_count",
  "main_variant_id",
  "variant_listing_config",
  "option_ids",
] as const;

export async function productHead(db: Db, id: string): Promise<ProductHead | undefined> {
  const row = await db
    .selectFrom("product")
    .select([...HEAD_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toHead(row) : undefined;
}

/** The variants of a parent that a shopper may see (active, visible at least by link), with price and stock. */
export async function visibleVariants(
  db: Db,
  parentId: string,
): Promise<(ProductHead & { available: boolean; gross: number })[]> {
  const rows = await db
    .selectFrom("product")
    .select([...HEAD_COLUMNS, "available", "price_gross"])
    .where("parent_id", "=", parentId)
    .where("active", "=", 1)
    .where("visibility", ">=", 10)
    .execute();
  return rows.map((r) => ({ ...toHead(r), available: Number(r.available) === 1, gross: Number(r.price_gross) }));
}

export async function groupIdsOfOptions(db: Db, optionIds: string[]): Promise<Map<string, string>> {
  if (optionIds.length === 0) return new Map();
  const rows = await inChunks(optionIds, (chunk) =>
    db.selectFrom("property_group_option").select(["id", "group_id"]).where("id", "in", chunk).execute(),
  );
  return new Map(rows.map((r) => [r.id, r.group_id]));
}

export async function findCategory(
  db: Db,
  id: string,
): Promise<{ id: string; productAssignmentType: string; productStreamId: string | null } | undefined> {
  const row = await db
    .selectFrom("category")
    .select(["id", "product_assignment_type", "product_stream_id"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row
    ? { id: row.id, productAssignmentType: row.product_assignment_type, productStreamId: row.product_stream_id }
    : undefined;
}

/** A product stream's stored filter and sort (both JSON in Shopware's criteria syntax). */
export async function findStream(db: Db, id: string): Promise<{ filter: unknown; sort: unknown } | undefined> {
  const row = await db.selectFrom("product_stream").select(["filter", "sort"]).where("id", "=", id).executeTakeFirst();
  return row ? { filter: JSON.parse(row.filter), sort: row.sort ? JSON.parse(row.sort) : null } : undefined;
}

/** The ids of a product's family (its parent, or itself, and every variant of that); empty for an unknown product. */
export async function familyIds(db: Db, productId: string): Promise<string[]> {
  const product = await db
    .selectFrom("product")
    .select(["id", "parent_id"])
    .where("id", "=", productId)
    .executeTakeFirst();
  if (!product) return [];
  const root = product.parent_id ?? product.id;
  const family = await db
    .selectFrom("product")
    .select("id")
    .where((eb) => eb.or([eb("id", "=", root), eb("parent_id", "=", root)]))
    .execute();
  return family.map((p) => p.id);
}

/** Stores the rating the listing filters and sorts by (reviews' mean points, or null). */
export async function setRatingAverage(db: Db, productIds: string[], average: number | null): Promise<void> {
  await db.updateTable("product").set({ rating_average: average }).where("id", "in", productIds).execute();
}

/** Product id → product number, for the ids that exist. */
export async function productNumbers(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const rows = await inChunks(productIds, (chunk) =>
    db.selectFrom("product").select(["id", "product_number"]).where("id", "in", chunk).execute(),
  );
  return new Map(rows.map((r) => [r.id, r.product_number]));
}

/**
 * Takes `quantity` units of a product's stock. For a closeout the update only happens while enough stock is left
 * (checked by the same statement that decrements, so parallel checkouts cannot both take the last unit); other
 * products may go below zero, as Shopware lets them. Returns false when a closeout has too little stock.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const result = await sql`
    UPDATE product SET
      stock = stock - ${quantity},
      available_stock = available_stock - ${quantity},
      sales = sales + ${quantity},
      available = CASE WHEN is_closeout = 1 AND available_stock - ${quantity} < min_purchase THEN 0 ELSE available END
    WHERE id = ${productId} AND (is_closeout = 0 OR stock >= ${quantity})`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Puts ordered units back (a cancelled order): stock and sales as takeStock took them, closeouts available again. */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await sql`UPDATE product SET stock = stock + ${quantity}, available_stock = available_stock + ${quantity}, sales = CASE WHEN sales >= ${quantity} THEN sales - ${quantity} ELSE 0 END,
    available = CASE WHEN is_closeout = 1 THEN (CASE WHEN available_stock + ${quantity} >= min_purchase THEN 1 ELSE 0 END) ELSE available END WHERE id = ${productId}`.execute(
    db,
  );
}

/** The private files of digital products: product id → media ids in position order (a variant falls back to its parent's). */
export async function productDownloads(db: Db, productIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (productIds.length === 0) return result;
  const products = await db.selectFrom("product").select(["id", "parent_id"]).where("id", "in", productIds).execute();
  const lookup = [...new Set(products.flatMap((p) => [p.id, ...(p.parent_id ? [p.parent_id] : [])]))];
  const rows = await db
    .selectFrom("product_download")
    .select(["product_id", "media_id"])
    .where("product_id", "in", lookup)
    .orderBy("position")
    .execute();
  const byProduct = new Map<string, string[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.media_id]);
  for (const product of products) {
    const own = byProduct.get(product.id);
    result.set(product.id, own ?? byProduct.get(product.parent_id as string) ?? []);
  }
  return result;
}

/** A product's slot overrides for its CMS page (slot_config, JSON text) in every language. */
export async function productSlotConfigs(
  db: Db,
  productId: string,
): Promise<{ language_id: string; slot_config: string | null }[]> {
  return db
    .selectFrom("product_translation")
    .select(["language_id", "slot_config"])
    .where("product_id", "=", productId)
    .execute();
}

/** The media of the products' galleries (product_media), each product's in position order (then id). */
export async function productMediaInOrder(
  db: Db,
  productIds: string[],
): Promise<{ product_id: string; media_id: string }[]> {
  const rows = await sql<{
    product_id: string;
    media_id: string;
  }>`SELECT product_id, media_id FROM product_media WHERE product_id IN (${sql.join(productIds)}) ORDER BY product_id, position, id`.execute(
    db,
  );
  return rows.rows;
}

/** Stream id → its stored filter (parsed JSON, Shopware's criteria syntax), for the streams that exist. */
export async function streamFilters(db: Db, streamIds: string[]): Promise<Map<string, unknown>> {
  const rows = await sql<{
    id: string;
    filter: string;
  }>`SELECT id, filter FROM product_stream WHERE id IN (${sql.join(streamIds)})`.execute(db);
  return new Map(rows.rows.map((row) => [row.id, JSON.parse(row.filter) as unknown]));
}

/** Product id → the product whose reviews it shows (its parent, or itself), for the products that exist. */
export async function reviewOwners(db: Db, productIds: string[]): Promise<Map<string, string>> {
  const owners = await sql<{
    id: string;
    owner: string;
  }>`SELECT id, COALESCE(parent_id, id) AS owner FROM product WHERE id IN (${sql.join(productIds)})`.execute(db);
  return new Map(owners.rows.map((r) => [r.id, r.owner]));
}

/** Owner id (see reviewOwners) → number of approved reviews of its family, for owners that have any. */
export async function approvedReviewCounts(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  const rows = await sql<{
    owner: string;
    c: number;
  }>`SELECT COALESCE(p.parent_id, p.id) AS owner, COUNT(*) AS c FROM product_review r JOIN product p ON p.id = r.product_id WHERE r.status = 1 AND COALESCE(p.parent_id, p.id) IN (${sql.join(ownerIds)}) GROUP BY COALESCE(p.parent_id, p.id)`.execute(
    db,
  );
  return new Map(rows.rows.map((r) => [r.owner, Number(r.c)]));
}
