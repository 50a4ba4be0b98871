/** Kysely access to the promotion tables (010) and the order rows promotions are counted from (B2's 008). */
import { sql } from "kysely";
import { dialectOf, type Db } from "../../db/database.js";

export interface PromotionRow {
  id: string;
  active: number;
  valid_from: string | null;
  valid_until: string | null;
  use_codes: number;
  use_individual_codes: number;
  code: string | null;
  max_redemptions_global: number | null;
  max_redemptions_per_customer: number | null;
  priority: number;
  prevent_combination: number;
  exclusion_ids: string;
  min_cart_amount: number | null;
  min_quantity: number | null;
  requires_customer: number;
  required_product_ids: string;
}

export interface PromotionDiscountRow {
  id: string;
  promotion_id: string;
  scope: string;
  type: string;
  value: number;
  max_value: number | null;
  consider_advanced_rules: number;
  product_ids: string;
}

const lower = (column: string) => sql<string>`lower(${sql.ref(column)})`;

/**
 * Active promotions of the channel that are automatic, or whose global code or one of whose individual codes is
 * among `lowerCodes`. Dates and limits are checked by the caller.
 */
export async function findChannelPromotions(
  db: Db,
  salesChannelId: string,
  lowerCodes: string[],
): Promise<PromotionRow[]> {
  return (await db
    .selectFrom("promotion as p")
    .innerJoin("promotion_sales_channel as psc", "psc.promotion_id", "p.id")
    .selectAll("p")
    .where("psc.sales_channel_id", "=", salesChannelId)
    .where("p.active", "=", 1)
    .where((eb) => {
      const automatic = eb("p.use_codes", "=", 0);
      if (lowerCodes.length === 0) return automatic;
      return eb.or([
        automatic,
        eb.and([
          eb("p.use_codes", "=", 1),
          eb("p.use_individual_codes", "=", 0),
          eb(lower("p.code"), "in", lowerCodes),
        ]),
        eb.and([
          eb("p.use_codes", "=", 1),
          eb("p.use_individual_codes", "=", 1),
          eb.exists(
            eb
              .selectFrom("promotion_individual_code as ic")
              .select("ic.id")
              .whereRef("ic.promotion_id", "=", "p.id")
              .where(lower("ic.code"), "in", lowerCodes),
          ),
        ]),
      ]);
    })
    .execute()) as PromotionRow[];
}

/**
 * The promotions with these ids, held until the transaction `trx` ends: on PostgreSQL their rows are locked (FOR
 * UPDATE, in id order so two transactions lock alike); SQLite runs one write transaction at a time anyway.
 */
export async function lockPromotions(trx: Db, ids: string[]): Promise<PromotionRow[]> {
  let query = trx.selectFrom("promotion").selectAll().where("id", "in", ids).orderBy("id");
  if (dialectOf(trx) === "postgres") query = query.forUpdate();
  // The row type of the generated schema is wider in its number columns; PromotionRow is what this module reads.
  return (await query.execute()) as PromotionRow[];
}

export async function findIndividualCodes(
  db: Db,
  promotionIds: string[],
  lowerCodes: string[],
): Promise<{ promotion_id: string; code: string }[]> {
  if (promotionIds.length === 0 || lowerCodes.length === 0) return [];
  return (await db
    .selectFrom("promotion_individual_code")
    .select(["promotion_id", "code"])
    .where("promotion_id", "in", promotionIds)
    .where(lower("code"), "in", lowerCodes)
    .execute()) as { promotion_id: string; code: string }[];
}

/** Lower-cased individual codes among `lowerCodes` that an order already used. */
export async function findRedeemedCodes(db: Db, promotionIds: string[], lowerCodes: string[]): Promise<Set<string>> {
  if (promotionIds.length === 0 || lowerCodes.length === 0) return new Set();
  const rows = await db
    .selectFrom("order_line_item")
    .select(lower("referenced_id").as("code"))
    .where("type", "=", "promotion")
    .where("promotion_id", "in", promotionIds)
    .where(lower("referenced_id"), "in", lowerCodes)
    .execute();
  return new Set(rows.map((r) => String(r.code)));
}

/** Orders that used each promotion, optionally only those of one customer. */
export async function countRedemptions(
  db: Db,
  promotionIds: string[],
  customerId?: string,
): Promise<Map<string, number>> {
  if (promotionIds.length === 0) return new Map();
  let query = db
    .selectFrom("order_line_item as li")
    .select(["li.promotion_id", (eb) => eb.fn.count<number>("li.order_id").distinct().as("orders")])
    .where("li.type", "=", "promotion")
    .where("li.promotion_id", "in", promotionIds)
    .groupBy("li.promotion_id");
  if (customerId)
    query = query
      .innerJoin("order_customer as oc", "oc.order_id", "li.order_id")
      .where("oc.customer_id", "=", customerId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [String(r.promotion_id), Number(r.orders)]));
}

export async function findDiscounts(db: Db, promotionIds: string[]): Promise<PromotionDiscountRow[]> {
  if (promotionIds.length === 0) return [];
  return (await db
    .selectFrom("promotion_discount")
    .selectAll()
    .where("promotion_id", "in", promotionIds)
    .orderBy("created_at")
    .orderBy("id")
    .execute()) as PromotionDiscountRow[];
}

/** Promotion names in the first language of `languageChain` that has one. */
export async function findNames(db: Db, promotionIds: string[], languageChain: string[]): Promise<Map<string, string>> {
  if (promotionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("promotion_translation")
    .select(["promotion_id", "language_id", "name"])
    .where("promotion_id", "in", promotionIds)
    .where("language_id", "in", languageChain)
    .execute();
  const rank = (languageId: string) => languageChain.indexOf(languageId);
  const names = new Map<string, { name: string; rank: number }>();
  for (const row of rows) {
    if (!row.name) continue;
    const current = names.get(row.promotion_id);
    if (!current || rank(row.language_id) < current.rank)
      names.set(row.promotion_id, { name: row.name, rank: rank(row.language_id) });
  }
  return new Map([...names].map(([id, v]) => [id, v.name]));
}
