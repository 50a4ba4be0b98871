import { describe, expect, it } from "vitest";
import { context, id, PLN } from "../cart/calculator.fixtures.js";
import type { CalculationContext } from "../cart/cart-types.js";
import type { PromotionCandidate } from "./promotion-types.js";
import { apply, automatic, discount, goods, keys, P1, promotion, totals } from "./promotion.testkit.js";

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
