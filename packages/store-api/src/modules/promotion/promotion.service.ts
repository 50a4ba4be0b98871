/**
 * Loading promotion candidates for a cart calculation (Shopware's PromotionCollector lookup, store-api-notes §6.7).
 * Everything that needs the database happens here; matching, preconditions and amounts are pure (promotion.ts).
 */
import type { Db } from "../../db/database.js";
import type { CartError } from "../cart/cart-types.js";
import type { SalesChannelContext } from "../context/context.js";
import { promotionErrors } from "./promotion-errors.js";
import * as repository from "./promotion.repository.js";
import type { PromotionDiscountRow, PromotionRow } from "./promotion.repository.js";
import type {
  DiscountScope,
  DiscountType,
  LoadCandidatesOptions,
  PromotionCandidate,
  PromotionCodeType,
  PromotionDiscountData,
} from "./promotion-types.js";

const SCOPES: readonly DiscountScope[] = ["cart", "delivery", "set"];
const TYPES: readonly DiscountType[] = ["percentage", "absolute", "fixed", "fixed_unit"];

function jsonIds(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

function withinDates(row: PromotionRow, now: Date): boolean {
  if (row.valid_from && Date.parse(row.valid_from) > now.getTime()) return false;
  if (row.valid_until && Date.parse(row.valid_until) < now.getTime()) return false;
  return true;
}

function discountData(row: PromotionDiscountRow): PromotionDiscountData | null {
  const scope = SCOPES.find((s) => s === row.scope);
  const type = TYPES.find((t) => t === row.type);
  // A row with a scope or type this code does not know cannot be calculated; it is left out rather than guessed.
  if (!scope || !type) return null;
  return {
    id: row.id,
    scope,
    type,
    value: Number(row.value),
    maxValue: row.max_value === null ? null : Number(row.max_value),
    considerAdvancedRules: row.consider_advanced_rules === 1,
    productIds: jsonIds(row.product_ids),
  };
}

/**
 * The promotions that may apply to this cart: for each saved code (in order) its promotion, tried first as a global
 * code and then as an unredeemed individual code; then every automatic promotion not blocked for this cart. Only
 * active promotions of the channel within their dates and under their global and per-customer redemption limits
 * (counted from orders) are returned. Codes that find nothing are simply absent: applyPromotions reports them.
 */
export async function loadPromotionCandidates(
  db: Db,
  ctx: Pick<SalesChannelContext, "salesChannelId" | "languageChain">,
  options: LoadCandidatesOptions,
): Promise<PromotionCandidate[]> {
  const now = options.now ?? new Date();
  const codes = [...new Set(options.codes)];
  const lowerCodes = [...new Set(codes.map((c) => c.toLowerCase()))];
  const rows = (await repository.findChannelPromotions(db, ctx.salesChannelId, lowerCodes)).filter((row) =>
    withinDates(row, now),
  );
  const usable = await underLimits(db, rows, options.customerId);

  const individualIds = usable.filter((r) => r.use_individual_codes === 1).map((r) => r.id);
  const individualCodes = await repository.findIndividualCodes(db, individualIds, lowerCodes);
  const redeemed = await repository.findRedeemedCodes(db, individualIds, lowerCodes);

  const matches: { row: PromotionRow; code: string | null; codeType: PromotionCodeType }[] = [];
  for (const code of codes) {
    const lowered = code.toLowerCase();
    const global = usable.find(
      (r) => r.use_codes === 1 && r.use_individual_codes === 0 && r.code?.toLowerCase() === lowered,
    );
    if (global) {
      matches.push({ row: global, code, codeType: "fixed" });
      continue;
    }
    const individual = individualCodes.find((c) => c.code.toLowerCase() === lowered && !redeemed.has(lowered));
    const row = individual && usable.find((r) => r.id === individual.promotion_id);
    if (row) matches.push({ row, code, codeType: "individual" });
  }
  const blocked = new Set(options.blockedPromotionIds);
  for (const row of usable)
    if (row.use_codes === 0 && !blocked.has(row.id)) matches.push({ row, code: null, codeType: "global" });

  const ids = [...new Set(matches.map((m) => m.row.id))];
  const [discountRows, names] = await Promise.all([
    repository.findDiscounts(db, ids),
    repository.findNames(db, ids, ctx.languageChain),
  ]);
  return matches.map(({ row, code, codeType }) => ({
    id: row.id,
    name: names.get(row.id) ?? code ?? row.id,
    priority: row.priority,
    preventCombination: row.prevent_combination === 1,
    exclusionIds: jsonIds(row.exclusion_ids),
    code,
    codeType,
    preconditions: {
      minCartAmount: row.min_cart_amount,
      minQuantity: row.min_quantity,
      requiresCustomer: row.requires_customer === 1,
      requiredProductIds: jsonIds(row.required_product_ids),
    },
    discounts: discountRows.filter((d) => d.promotion_id === row.id).flatMap((d) => discountData(d) ?? []),
  }));
}

/** Drops promotions that reached their global limit, or the per-customer limit of the logged-in customer. */
async function underLimits(db: Db, rows: PromotionRow[], customerId: string | null): Promise<PromotionRow[]> {
  const globalIds = rows.filter((r) => r.max_redemptions_global !== null).map((r) => r.id);
  const customerIds = customerId ? rows.filter((r) => r.max_redemptions_per_customer !== null).map((r) => r.id) : [];
  const [global, perCustomer] = await Promise.all([
    repository.countRedemptions(db, globalIds),
    customerId ? repository.countRedemptions(db, customerIds, customerId) : Promise.resolve(new Map<string, number>()),
  ]);
  return rows.filter(
    (r) =>
      (r.max_redemptions_global === null || (global.get(r.id) ?? 0) < r.max_redemptions_global) &&
      (r.max_redemptions_per_customer === null ||
        !customerId ||
        (perCustomer.get(r.id) ?? 0) < r.max_redemptions_per_customer),
  );
}

export interface OrderedPromotion {
  promotionId: string;
  /** The order line item's referencedId: the code, empty for automatic promotions. */
  code: string | null;
}

/**
 * For createOrder, inside its transaction and before the order rows are written: checks again that every promotion
 * of the order is still under its limits and that individual codes are unredeemed, and holds the promotions until
 * the transaction ends, so two parallel checkouts cannot both use the last redemption. On PostgreSQL the promotion
 * rows are locked (the second checkout waits, then counts the first one's order); SQLite runs one write transaction
 * at a time. Returns a promotion-not-found error per used-up code (empty = fine) for the caller to refuse the order.
 */
export async function claimPromotionRedemptions(
  trx: Db,
  order: { customerId: string | null; promotions: OrderedPromotion[] },
): Promise<CartError[]> {
  const ids = [...new Set(order.promotions.map((p) => p.promotionId))];
  if (ids.length === 0) return [];
  const rows = await repository.lockPromotions(trx, ids);
  const usable = new Set((await underLimits(trx, rows, order.customerId)).map((r) => r.id));
  const codes = order.promotions.flatMap((p) => (p.code ? [p.code.toLowerCase()] : []));
  const individualIds = rows.filter((r) => r.use_individual_codes === 1).map((r) => r.id);
  const redeemed = await repository.findRedeemedCodes(trx, individualIds, codes);
  return order.promotions
    .filter((p) => !usable.has(p.promotionId) || (p.code && redeemed.has(p.code.toLowerCase())))
    .map((p) => promotionErrors.notFound(p.code ?? ""));
}
