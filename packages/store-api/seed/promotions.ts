import { idFor, type Translated } from "./ids.js";
import { SALES_CHANNEL_ID } from "./reference.js";
import type { SeedWriter } from "./writer.js";

const t = (en: string, pl: string, de: string): Translated => ({ "en-GB": en, "pl-PL": pl, "de-DE": de });

interface DiscountSeed {
  scope: "cart" | "delivery";
  type: "percentage" | "absolute" | "fixed" | "fixed_unit";
  /** Percent, or EUR minor units. */
  value: number;
  maxValue?: number;
}

interface PromotionSeed {
  key: string;
  name: Translated;
  /** Global code; absent for automatic promotions and those with individual codes. */
  code?: string;
  individualCodes?: string[];
  priority: number;
  discounts: DiscountSeed[];
  minCartAmount?: number;
  preventCombination?: boolean;
  excludes?: string[];
  maxPerCustomer?: number;
  validFrom?: string;
  validUntil?: string;
}

export const promotionId = (key: string) => idFor(`promotion.${key}`);

/** The demo promotions; the README lists their codes. Amounts in EUR minor units. */
export const PROMOTIONS: PromotionSeed[] = [
  {
    key: "welcome10",
    code: "WELCOME10",
    priority: 2,
    name: t("Welcome discount 10%", "Rabat powitalny 10%", "Willkommensrabatt 10 %"),
    discounts: [{ scope: "cart", type: "percentage", value: 10 }],
  },
  {
    key: "save5",
    code: "SAVE5",
    priority: 1,
    minCartAmount: 5000,
    name: t("€5 off orders from €50", "5 € taniej od 50 €", "5 € Rabatt ab 50 €"),
    discounts: [{ scope: "cart", type: "absolute", value: 500 }],
  },
  {
    key: "freeship",
    code: "FREESHIP",
    priority: 1,
    name: t("Free shipping", "Darmowa dostawa", "Versandkostenfrei"),
    discounts: [{ scope: "delivery", type: "percentage", value: 100 }],
  },
  {
    key: "autumn-sale",
    priority: 1,
    minCartAmount: 15000,
    name: t("Autumn sale 5% above €150", "Jesienna wyprzedaż 5% powyżej 150 €", "Herbstaktion 5 % ab 150 €"),
    discounts: [{ scope: "cart", type: "percentage", value: 5 }],
  },
  {
    key: "summer20",
    code: "SUMMER20",
    priority: 3,
    excludes: ["welcome10"],
    name: t("Summer 20% (up to €30)", "Lato 20% (do 30 €)", "Sommer 20 % (bis 30 €)"),
    discounts: [{ scope: "cart", type: "percentage", value: 20, maxValue: 3000 }],
  },
  {
    key: "vip",
    individualCodes: ["VIP-0001", "VIP-0002", "VIP-0003", "VIP-0004", "VIP-0005"],
    priority: 5,
    preventCombination: true,
    maxPerCustomer: 1,
    name: t("VIP voucher €15", "Bon VIP 15 €", "VIP-Gutschein 15 €"),
    discounts: [{ scope: "cart", type: "absolute", value: 1500 }],
  },
  {
    key: "expired2025",
    code: "EXPIRED2025",
    priority: 1,
    validFrom: "2025-01-01T00:00:00.000+00:00",
    validUntil: "2025-12-31T23:59:59.000+00:00",
    name: t("New Year 2025 15%", "Nowy Rok 2025 15%", "Neujahr 2025 15 %"),
    discounts: [{ scope: "cart", type: "percentage", value: 15 }],
  },
];

/** Seeds the demo promotions (issue 4), all assigned to the storefront channel. */
export async function seedPromotions(writer: SeedWriter): Promise<void> {
  const excludedBy = (key: string) =>
    PROMOTIONS.filter((p) => p.excludes?.includes(key)).map((p) => promotionId(p.key));
  for (const p of PROMOTIONS) {
    const id = promotionId(p.key);
    // Exclusions are stored on both promotions, as Shopware's administration saves them.
    const exclusions = [...(p.excludes ?? []).map(promotionId), ...excludedBy(p.key)];
    writer.addTranslated(
      "promotion",
      {
        id,
        active: 1,
        valid_from: p.validFrom ?? null,
        valid_until: p.validUntil ?? null,
        use_codes: p.code || p.individualCodes ? 1 : 0,
        use_individual_codes: p.individualCodes ? 1 : 0,
        code: p.code ?? null,
        max_redemptions_global: null,
        max_redemptions_per_customer: p.maxPerCustomer ?? null,
        priority: p.priority,
        prevent_combination: p.preventCombination ? 1 : 0,
        exclusion_ids: JSON.stringify(exclusions),
        min_cart_amount: p.minCartAmount ?? null,
        min_quantity: null,
        requires_customer: 0,
        required_product_ids: "[]",
      },
      { name: p.name },
    );
    writer.add("promotion_sales_channel", { promotion_id: id, sales_channel_id: SALES_CHANNEL_ID });
    p.discounts.forEach((d, i) =>
      writer.add("promotion_discount", {
        id: idFor(`promotion-discount.${p.key}.${i}`),
        promotion_id: id,
        scope: d.scope,
        type: d.type,
        value: d.value,
        max_value: d.maxValue ?? null,
        consider_advanced_rules: 0,
        product_ids: "[]",
      }),
    );
    for (const code of p.individualCodes ?? [])
      writer.add("promotion_individual_code", { id: idFor(`promotion-code.${code}`), promotion_id: id, code });
  }
}
