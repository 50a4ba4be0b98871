import { describe, expect, it } from "vitest";
import { context, EUR, id, PLN, shippingMethod } from "../cart/calculator.fixtures.js";
import type { CalculatedLineItem, CalculationContext, DeliveryCalc } from "../cart/cart-types.js";
import { calculate } from "../product/product-price.js";
import { applyDeliveryPromotions } from "./promotion.js";
import type { PromotionDiscountData } from "./promotion-types.js";
import { apply, automatic, discount, goods, P1, P2, promotion, totals } from "./promotion.testkit.js";

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
