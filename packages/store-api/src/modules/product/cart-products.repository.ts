/**
 * The product module's reads for a cart calculation (cart/cart-products.ts turns them into ProductData): the cart's
 * product rows with tiers and names, then their option, group and unit names and cover links, in a fixed number of
 * batched queries whatever the cart size.
 */
import type { NameRow } from "../../dal/name-rows.js";
import { inChunks } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { groupIdsOfOptions, PRICE_COLUMNS, tiersOf, type TierRow } from "./product.repository.js";

export const CART_PRODUCT_COLUMNS = [
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
  ...PRICE_COLUMNS,
  "manufacturer_id",
  "option_ids",
  "mark_as_topseller",
  "release_date",
  "created_at",
  "custom_fields",
  "cover_id",
  "child_count",
] as const;

export type CartProductRow = Pick<Row<"product">, (typeof CART_PRODUCT_COLUMNS)[number]>;

/** The products' rows, graduated prices and names in the language chain. */
export async function cartProductRows(
  db: Db,
  ids: string[],
  chain: string[],
): Promise<{ rows: CartProductRow[]; tiers: TierRow[]; names: NameRow<"product_id">[] }> {
  const [rows, tiers, names] = await Promise.all([
    inChunks(ids, (chunk) =>
      db
        .selectFrom("product")
        .select([...CART_PRODUCT_COLUMNS])
        .where("id", "in", chunk)
        .execute(),
    ),
    tiersOf(db, ids),
    inChunks(ids, (chunk) =>
      db
        .selectFrom("product_translation")
        .select(["product_id", "language_id", "name"])
        .where("product_id", "in", chunk)
        .where("language_id", "in", chain)
        .execute(),
    ),
  ]);
  return { rows, tiers, names };
}

export interface CartProductParts {
  /** Option id → its property group id. */
  optionGroups: Map<string, string>;
  optionNames: NameRow<"property_group_option_id">[];
  unitNames: NameRow<"unit_id">[];
  /** product_media rows of the covers: which media each cover shows. */
  covers: { id: string; media_id: string }[];
}

/** Names of the products' options and units, the options' groups, and the media of their covers. */
export async function cartProductParts(
  db: Db,
  { optionIds, unitIds, coverIds }: { optionIds: string[]; unitIds: string[]; coverIds: string[] },
  chain: string[],
): Promise<CartProductParts> {
  const none = Promise.resolve([]);
  const [optionGroups, optionNames, unitNames, covers] = await Promise.all([
    groupIdsOfOptions(db, optionIds),
    optionIds.length
      ? db
          .selectFrom("property_group_option_translation")
          .select(["property_group_option_id", "language_id", "name"])
          .where("property_group_option_id", "in", optionIds)
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
  return { optionGroups, optionNames, unitNames, covers };
}

/** Names of property groups in the language chain. */
export async function propertyGroupNames(
  db: Db,
  groupIds: string[],
  chain: string[],
): Promise<NameRow<"property_group_id">[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom("property_group_translation")
    .select(["property_group_id", "language_id", "name"])
    .where("property_group_id", "in", groupIds)
    .where("language_id", "in", chain)
    .execute();
}
