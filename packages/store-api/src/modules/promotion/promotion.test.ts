import { describe, expect, it } from "vitest";
import { context, EUR, id, PLN, shippingMethod } from "../cart/calculator.fixtures.js";
import type { CalculatedLineItem, CalculationContext, DeliveryCalc } from "../cart/cart-types.js";
import { calculate } from "../product/product-price.js";
import { applyDeliveryPromotions, applyPromotions } from "./promotion.js";
import type { PromotionCandidate, PromotionDiscountData } from "./promotion-types.js";

// ---- builders --------------------------------------------------------------------------------------------------

/** A calculated product line: `gross` per unit in EUR minor units (net derived from the rate), priced by the real calculator. */
function goods(
  productId: string,
  gross: number,
  quantity = 1,
  taxRate = 19,
  ctx: CalculationContext = context(),
  payload: Record<string, unknown> = {},
): CalculatedLineItem {
  const net = Math.round((gross * 100) / (100 + taxRate));
  const price = calculate(
    { price: { gross, net }, taxRate, quantity },
    {
      taxState: ctx.taxState,
      currencyId: ctx.currency.id,
      factor: ctx.currency.factor,
      rounding: ctx.currency.itemRounding,
    },
  );
  return {
    id: productId,
    type: "product",
    referencedId: productId,
    label: `Product ${productId.slice(-2)}`,
    quantity,
    good: true,
    stackable: true,
    removable: true,
    price,
    priceDefinition: null,
    payload,
    quantityInformation: null,
    deliveryInformation: null,
    cover: null,
    states: ["is-physical"],
    children: [],
    description: null,
    modified: false,
  };
}

const discount = (key: string, over: Partial<PromotionDiscountData> = {}): PromotionDiscountData => ({
  id: id(`d-${key}`),
  scope: "cart",
  type: "percentage",
  value: 10,
  maxValue: null,
  considerAdvancedRules: false,
  productIds: [],
  ...over,
});

function promotion(
  key: string,
  over: Partial<PromotionCandidate> & { discounts?: PromotionDiscountData[] } = {},
): PromotionCandidate {
  return {
    id: id(`p-${key}`),
    name: `Promo ${key}`,
    priority: 1,
    preventCombination: false,
    exclusionIds: [],
    code: key.toUpperCase(),
    codeType: "fixed",
    preconditions: { minCartAmount: null, minQuantity: null, requiresCustomer: false, requiredProductIds: [] },
    discounts: [discount(key)],
    ...over,
  };
}
const automatic = (key: string, over: Partial<PromotionCandidate> = {}) =>
  promotion(key, { code: null, codeType: "global", ...over });

const P1 = id("a1");
const P2 = id("a2");
const apply = (
  lineItems: CalculatedLineItem[],
  candidates: PromotionCandidate[],
  codes = candidates.flatMap((c) => (c.code ? [c.code] : [])),
  ctx = context(),
) => applyPromotions({ lineItems, codes, candidates, context: ctx });
const totals = (items: CalculatedLineItem[]) => items.map((i) => i.price.totalPrice);
const keys = (r: { errors: { key: string }[] }) => r.errors.map((e) => e.key);

// ---- discount types ------------------------------------------------------------------------------------------------

describe("applyPromotions: discount amounts and taxes", () => {
  const cases: {
    name: string;
    items: CalculatedLineItem[];
    discount: Partial<PromotionDiscountData>;
    ctx?: CalculationContext;
    total: number | null;
    taxes?: { tax: number; taxRate: number; price: number }[];
  }[] = [
    {
      name: "percentage of the goods",
      items: [goods(P1, 5000, 2)],
      discount: { type: "percentage", value: 10 },
      total: -1000,
      taxes: [{ taxRate: 19, price: -1000, tax: -160 }],
    },
    {
      name: "percentage capped at maxValue",
      items: [goods(P1, 5000, 2)],
      discount: { type: "percentage", value: 50, maxValue: 2000 },
      total: -2000,
    },
    {
      name: "absolute",
      items: [goods(P1, 3000)],
      discount: { type: "absolute", value: 500 },
      total: -500,
      taxes: [{ taxRate: 19, price: -500, tax: -80 }],
    },
    {
      name: "absolute never beyond the goods",
      items: [goods(P1, 300)],
      discount: { type: "absolute", value: 500 },
      total: -300,
    },
    {
      name: "fixed: the goods cost the value",
      items: [goods(P1, 5000, 2)],
      discount: { type: "fixed", value: 3000 },
      total: -7000,
    },
    {
      name: "fixed above the goods total is dropped",
      items: [goods(P1, 2000)],
      discount: { type: "fixed", value: 3000 },
      total: null,
    },
    {
      name: "fixed_unit: every unit costs the value",
      items: [goods(P1, 2000, 3), goods(P2, 1000)],
      discount: { type: "fixed_unit", value: 1500 },
      total: -1500,
    },
    {
      name: "mixed tax rates share the discount by price (percentage tax rules)",
      items: [goods(P1, 10000, 1, 19), goods(P2, 5000, 1, 7)],
      discount: { type: "percentage", value: 10 },
      total: -1500,
      taxes: [
        { taxRate: 7, price: -500, tax: -33 },
        { taxRate: 19, price: -1000, tax: -160 },
      ],
    },
    {
      name: "net prices: tax added on top",
      ctx: context({ taxState: "net" }),
      items: [goods(P1, 11900, 1, 19, context({ taxState: "net" }))],
      discount: { type: "percentage", value: 10 },
      total: -1000,
      taxes: [{ taxRate: 19, price: -1000, tax: -190 }],
    },
    {
      name: "tax-free: no taxes",
      ctx: context({ taxState: "tax-free" }),
      items: [goods(P1, 11900, 1, 19, context({ taxState: "tax-free" }))],
      discount: { type: "absolute", value: 500 },
      total: -500,
      taxes: [],
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = apply(
        c.items,
        [promotion("x", { discounts: [discount("x", c.discount)] })],
        ["X"],
        c.ctx ?? context(),
      );
      expect(result.errors).toEqual([]);
      if (c.total === null) return expect(result.lineItems).toEqual([]);
      expect(totals(result.lineItems)).toEqual([c.total]);
      if (c.taxes) expect(result.lineItems[0].price.taxes).toEqual(c.taxes);
    });
  }

  it("converts money values with the currency factor", () => {
    const pln = context({ currency: { ...context().currency, id: PLN, isoCode: "PLN", factor: 4.27 } });
    const result = apply(
      [goods(P1, 5000, 1, 19, pln)],
      [promotion("x", { discounts: [discount("x", { type: "absolute", value: 500 })] })],
      ["X"],
      pln,
    );
    expect(totals(result.lineItems)).toEqual([-2135]);
  });

  it("only discounts the filtered products when the discount considers advanced rules (variants by their parent)", () => {
    const variant = goods(id("v1"), 2000, 1, 19, context(), { parentId: P2 });
    const result = apply(
      [goods(P1, 5000), variant],
      [promotion("x", { discounts: [discount("x", { value: 50, considerAdvancedRules: true, productIds: [P2] })] })],
    );
    expect(totals(result.lineItems)).toEqual([-1000]);
    expect(result.lineItems[0].payload.composition).toEqual([{ id: variant.id, quantity: 1, discount: 10 }]);
  });

  it("never discounts more than the goods in total", () => {
    const result = apply(
      [goods(P1, 1000)],
      [
        promotion("a", { priority: 2, discounts: [discount("a", { type: "absolute", value: 800 })] }),
        promotion("b", { discounts: [discount("b", { type: "absolute", value: 800 })] }),
      ],
    );
    expect(totals(result.lineItems)).toEqual([-800, -200]);
  });

  it("shapes the discount item as Shopware's promotion line item, with the composition", () => {
    const [item] = apply(
      [goods(P1, 3000), goods(P2, 1000)],
      [promotion("welcome", { discounts: [discount("w", { value: 10 })] })],
    ).lineItems;
    expect(item).toMatchObject({
      id: id("d-w"),
      type: "promotion",
      referencedId: "WELCOME",
      label: "Promo welcome",
      quantity: 1,
      good: false,
      removable: true,
      stackable: false,
      priceDefinition: { type: "percentage", percentage: -10, apiAlias: "cart_price_percentage" },
      payload: {
        promotionId: id("p-welcome"),
        discountId: id("d-w"),
        code: "WELCOME",
        promotionCodeType: "fixed",
        discountType: "percentage",
        discountScope: "cart",
        value: "10",
        maxValue: "",
        priority: 1,
        preventCombination: false,
        exclusions: [],
        setGroups: [],
        composition: [
          { id: P1, quantity: 1, discount: 3 },
          { id: P2, quantity: 1, discount: 1 },
        ],
      },
    });
    expect(item.price.taxRules).toEqual([{ taxRate: 19, percentage: 100 }]);
  });

  it("gives automatic promotions an empty referencedId and code type global", () => {
    const [item] = apply([goods(P1, 3000)], [automatic("auto")]).lineItems;
    expect(item).toMatchObject({ referencedId: "", payload: { code: "", promotionCodeType: "global" } });
  });
});

// ---- codes, eligibility, exclusions, errors ------------------------------------------------------------------------

describe("applyPromotions: codes, eligibility and conflicts", () => {
  it("reports an unknown code once and drops it; known codes stay saved", () => {
    const result = apply([goods(P1, 3000)], [promotion("ok")], ["NOPE", "OK"]);
    expect(result.codes).toEqual(["OK"]);
    expect(result.errors).toEqual([
      expect.objectContaining({
        key: "promotion-not-found",
        messageKey: "promotion-not-found",
        level: 20,
        block: false,
        persistent: true,
        parameters: { code: "NOPE" },
      }),
    ]);
    expect(result.lineItems).toHaveLength(1);
  });

  it("keeps a not-eligible code saved with a notice, and applies it once the cart qualifies", () => {
    const save5 = promotion("save5", {
      name: "€5 off from €50",
      preconditions: { minCartAmount: 5000, minQuantity: null, requiresCustomer: false, requiredProductIds: [] },
      discounts: [discount("s", { type: "absolute", value: 500 })],
    });
    const small = apply([goods(P1, 3000)], [save5]);
    expect(small.lineItems).toEqual([]);
    expect(small.codes).toEqual(["SAVE5"]);
    expect(small.errors).toEqual([
      expect.objectContaining({
        key: "promotion-not-eligible",
        level: 0,
        block: false,
        persistent: false,
        parameters: { name: "€5 off from €50" },
      }),
    ]);
    const enough = apply([goods(P1, 3000, 2)], [save5]);
    expect(enough.errors).toEqual([]);
    expect(totals(enough.lineItems)).toEqual([-500]);
  });

  const pre = (over: Partial<PromotionCandidate["preconditions"]>) => ({
    minCartAmount: null,
    minQuantity: null,
    requiresCustomer: false,
    requiredProductIds: [],
    ...over,
  });
  const preconditionCases: {
    name: string;
    preconditions: PromotionCandidate["preconditions"];
    ctx?: CalculationContext;
    gross?: number;
    eligible: boolean;
  }[] = [
    { name: "min quantity not reached", preconditions: pre({ minQuantity: 3 }), eligible: false },
    { name: "min quantity reached", preconditions: pre({ minQuantity: 2 }), eligible: true },
    { name: "customer required, anonymous", preconditions: pre({ requiresCustomer: true }), eligible: false },
    {
      name: "customer required, logged in",
      preconditions: pre({ requiresCustomer: true }),
      ctx: context({ customer: { id: id("c1"), billingAddress: null, shippingAddress: null } }),
      eligible: true,
    },
    { name: "required product missing", preconditions: pre({ requiredProductIds: [id("zz")] }), eligible: false },
    { name: "required product present", preconditions: pre({ requiredProductIds: [P1] }), eligible: true },
    // 2 × €20 = 170.80 zł: more than 5000 minor units, less than €50 = 213.50 zł.
    {
      name: "min amount in the context currency",
      preconditions: pre({ minCartAmount: 5000 }),
      ctx: context({ currency: { ...context().currency, id: PLN, factor: 4.27 } }),
      gross: 2000,
      eligible: false,
    },
    { name: "min amount reached", preconditions: pre({ minCartAmount: 5000 }), gross: 2500, eligible: true },
    // Net state: 2 × €21.01 net = €42.02, €50.00 with 19 % tax.
    {
      name: "min amount is gross in net state too",
      preconditions: pre({ minCartAmount: 5000 }),
      ctx: context({ taxState: "net" }),
      gross: 2500,
      eligible: true,
    },
  ];
  for (const c of preconditionCases) {
    it(`preconditions: ${c.name}`, () => {
      const ctx = c.ctx ?? context();
      const result = apply(
        [goods(P1, c.gross ?? 10000, 2, 19, ctx)],
        [promotion("x", { preconditions: c.preconditions })],
        ["X"],
        ctx,
      );
      expect(result.lineItems.length).toBe(c.eligible ? 1 : 0);
      expect(keys(result)).toEqual(c.eligible ? [] : ["promotion-not-eligible"]);
    });
  }

  it("keeps an automatic promotion silent until it is eligible", () => {
    const autumn = automatic("autumn", { preconditions: pre({ minCartAmount: 15000 }) });
    expect(apply([goods(P1, 10000)], [autumn])).toMatchObject({ lineItems: [], errors: [] });
    expect(totals(apply([goods(P1, 10000, 2)], [autumn]).lineItems)).toEqual([-2000]);
  });

  it("applies by descending priority; an excluded promotion gets a notice and keeps its code (both directions)", () => {
    const summer = promotion("summer", {
      priority: 3,
      exclusionIds: [id("p-welcome")],
      discounts: [discount("s", { value: 20 })],
    });
    const welcome = promotion("welcome", { priority: 2 });
    for (const pair of [
      [welcome, summer],
      [summer, { ...welcome, exclusionIds: [summer.id] }],
      [
        { ...summer, exclusionIds: [] },
        { ...welcome, exclusionIds: [summer.id] },
      ],
    ]) {
      const result = apply([goods(P1, 10000)], pair, ["WELCOME", "SUMMER"]);
      expect(result.lineItems.map((i) => i.payload.promotionId)).toEqual([summer.id]);
      expect(result.errors).toEqual([
        expect.objectContaining({ key: "promotion-excluded", parameters: { name: "Promo welcome" } }),
      ]);
      expect(result.codes).toEqual(["WELCOME", "SUMMER"]);
    }
  });

  it("preventCombination: an exclusive promotion applied first excludes the rest; one coming later is itself excluded", () => {
    const vip = promotion("vip", { priority: 5, preventCombination: true });
    const first = apply([goods(P1, 10000)], [promotion("a"), automatic("auto"), vip], ["A", "VIP"]);
    expect(first.lineItems.map((i) => i.payload.promotionId)).toEqual([vip.id]);
    expect(keys(first)).toEqual(["promotion-excluded", "promotion-excluded"]);
    const later = apply([goods(P1, 10000)], [promotion("a", { priority: 9 }), { ...vip, priority: 1 }], ["A", "VIP"]);
    expect(later.lineItems.map((i) => i.payload.promotionId)).toEqual([id("p-a")]);
    expect(later.errors).toEqual([
      expect.objectContaining({ key: "promotion-excluded", parameters: { name: "Promo vip" } }),
    ]);
  });

  it("a not-eligible promotion excludes nothing", () => {
    const exclusive = promotion("big", {
      priority: 9,
      preventCombination: true,
      preconditions: pre({ minQuantity: 10 }),
    });
    const result = apply([goods(P1, 1000)], [exclusive, promotion("small")], ["BIG", "SMALL"]);
    expect(result.lineItems.map((i) => i.payload.promotionId)).toEqual([id("p-small")]);
    expect(keys(result)).toEqual(["promotion-not-eligible"]);
  });

  it("applies one promotion once even when two of its codes are saved", () => {
    const vip = promotion("vip", { codeType: "individual", code: "VIP-1" });
    const result = apply([goods(P1, 1000)], [vip, { ...vip, code: "VIP-2" }], ["VIP-1", "VIP-2"]);
    expect(result.lineItems).toHaveLength(1);
    expect(result.lineItems[0].referencedId).toBe("VIP-1");
  });

  it("excludes every promotion with a notice naming the codes and the automatic ones that would apply when the cart price is zero", () => {
    const notEligible = automatic("c", { name: "C", preconditions: pre({ minCartAmount: 1 }) });
    const result = apply(
      [goods(P1, 0)],
      [promotion("a", { name: "A" }), automatic("b", { name: "B" }), notEligible],
      ["A"],
    );
    expect(result.lineItems).toEqual([]);
    expect(result.errors).toEqual([
      expect.objectContaining({
        key: "promotions-on-cart-price-zero-error",
        level: 0,
        block: false,
        parameters: { promotions: "A, B" },
      }),
    ]);
    expect(result.codes).toEqual(["A"]);
  });

  it("does nothing without goods (codes stay saved)", () => {
    expect(apply([], [promotion("a")], ["A"])).toEqual({
      lineItems: [],
      errors: [],
      codes: ["A"],
      deliveryDiscounts: [],
    });
  });

  it("reports an automatic promotion applied before that is no longer a candidate, once per promotion, blocking the order", () => {
    const previous = apply(
      [goods(P1, 1000)],
      [automatic("gone", { name: "Gone", discounts: [discount("g1"), discount("g2")] })],
    ).lineItems;
    expect(previous).toHaveLength(2);
    const result = apply([goods(P1, 1000), ...previous], []);
    expect(result.errors).toEqual([
      expect.objectContaining({
        key: "auto-promotion-not-found-Gone",
        level: 20,
        block: true,
        persistent: true,
        parameters: { name: "Gone" },
      }),
    ]);
    expect(result.lineItems).toEqual([]);
    // Still a candidate (merely not eligible now): no error.
    expect(
      apply(
        [goods(P1, 1000), ...previous],
        [automatic("gone", { name: "Gone", preconditions: pre({ minQuantity: 5 }) })],
      ).errors,
    ).toEqual([]);
  });
});

// ---- delivery discounts ------------------------------------------------------------------------------------------

describe("applyDeliveryPromotions", () => {
  function delivery(gross: number): DeliveryCalc {
    const costs = calculate(
      { price: { gross, net: Math.round(gross / 1.19) }, taxRate: 19 },
      { taxState: "gross", currencyId: EUR, factor: 1, rounding: context().currency.itemRounding },
    );
    const when = { earliest: new Date(), latest: new Date() };
    return {
      deliveryDate: when,
      location: { country: {}, state: null, address: null },
      positions: [],
      shippingMethod: shippingMethod({ id: id("s1") }),
      shippingCosts: costs,
    };
  }
  const pending = (over: Partial<PromotionDiscountData>) => {
    const p = promotion("ship", { discounts: [discount("ship", { scope: "delivery", ...over })] });
    return { promotion: p, discount: p.discounts[0] };
  };
  const run = (over: Partial<PromotionDiscountData>, gross = 499) =>
    applyDeliveryPromotions({ deliveryDiscounts: [pending(over)], deliveries: [delivery(gross)], context: context() });

  it("is handed over by applyPromotions instead of a cart item", () => {
    const result = apply(
      [goods(P1, 1000)],
      [promotion("ship", { discounts: [discount("ship", { scope: "delivery", value: 100 })] })],
    );
    expect(result.lineItems).toEqual([]);
    expect(result.deliveryDiscounts.map((d) => d.discount.id)).toEqual([id("d-ship")]);
  });

  const cases: { name: string; discount: Partial<PromotionDiscountData>; costs: number; item: boolean }[] = [
    { name: "100 % makes shipping free", discount: { value: 100 }, costs: 0, item: true },
    {
      name: "50 % halves it (the discount rounds half up), taxes follow",
      discount: { value: 50 },
      costs: 249,
      item: true,
    },
    { name: "absolute is capped at the costs", discount: { type: "absolute", value: 1000 }, costs: 0, item: true },
    { name: "fixed: shipping costs the value", discount: { type: "fixed", value: 199 }, costs: 199, item: true },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const result = run(c.discount);
      expect(result.deliveries[0].shippingCosts.totalPrice).toBe(c.costs);
      expect(result.lineItems).toHaveLength(c.item ? 1 : 0);
      expect(result.lineItems[0].price.totalPrice).toBe(0);
      expect(result.lineItems[0].payload.composition).toEqual([
        { id: id("s1"), quantity: 1, discount: (499 - c.costs) / 100 },
      ]);
      const taxes = result.deliveries[0].shippingCosts.taxes;
      expect(taxes.reduce((a, t) => a + t.price, 0)).toBe(c.costs);
    });
  }

  it("drops a discount on free shipping (nothing to discount)", () => {
    const result = run({ value: 100 }, 0);
    expect(result.lineItems).toEqual([]);
    expect(result.deliveries[0].shippingCosts.totalPrice).toBe(0);
  });
});
