import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor } from "../../../seed/ids.js";
import { promotionId } from "../../../seed/promotions.js";
import { SALES_CHANNEL_ID } from "../../../seed/reference.js";
import { createTestApp, LANGUAGE, type TestApp } from "../../../test/helpers.js";
import { dynamicTable } from "../../dal/dynamic.js";
import type { Db } from "../../db/database.js";
import type { TableName } from "../../db/schema.js";
import { claimPromotionRedemptions, loadPromotionCandidates } from "./promotion.service.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ctx = { salesChannelId: SALES_CHANNEL_ID, languageChain: [LANGUAGE.en] };
const NOW = new Date("2026-11-21T12:00:00Z");
const load = (
  codes: string[],
  options: { blocked?: string[]; customerId?: string | null; languageChain?: string[] } = {},
) =>
  loadPromotionCandidates(
    t.db,
    { ...ctx, languageChain: options.languageChain ?? ctx.languageChain },
    { codes, blockedPromotionIds: options.blocked ?? [], customerId: options.customerId ?? null, now: NOW },
  );

/** Inserts an order that used `promotion` (and `code`) for `customerId`, through B2's order tables. */
async function placeOrderUsing(promotion: string, code: string, customerId: string, db: Db = t.db): Promise<void> {
  const orderId = idFor(`test-order:${code}:${customerId}:${Math.random()}`);
  // Only the columns the promotion counts read are named; insertLoose fills the order schema's other NOT NULLs.
  await insertLoose(db, "order", { id: orderId, currency_iso: "EUR" });
  await insertLoose(db, "order_customer", {
    id: idFor(`oc:${orderId}`),
    order_id: orderId,
    customer_id: customerId,
    email: "x@example.com",
    first_name: "A",
    last_name: "B",
  });
  await insertLoose(db, "order_line_item", {
    id: idFor(`li:${orderId}`),
    order_id: orderId,
    promotion_id: promotion,
    referenced_id: code,
    type: "promotion",
    identifier: "x",
    label: "x",
    quantity: 1,
    price: "{}",
  });
}

/** Fills every NOT NULL column without a default with a unique filler, so the test names only what matters. */
async function insertLoose(db: Db, table: TableName, values: Record<string, unknown>): Promise<void> {
  const columns = (await db.introspection.getTables()).find((tb) => tb.name === table)?.columns ?? [];
  const row: Record<string, unknown> = { created_at: NOW.toISOString(), ...values };
  for (const c of columns) {
    if (c.name in row || c.isNullable || c.hasDefaultValue) continue;
    row[c.name] = /int|double|real|numeric/i.test(c.dataType) ? 0 : Math.random().toString(16).slice(2, 10);
  }
  await dynamicTable(db, table).insertInto().values(row).execute();
}

describe("loadPromotionCandidates", () => {
  it("finds a global code case-insensitively, keeping the code as entered, with translated names and discounts", async () => {
    const [welcome] = await load(["welcome10"]);
    expect(welcome).toMatchObject({
      id: promotionId("welcome10"),
      code: "welcome10",
      codeType: "fixed",
      name: "Welcome discount 10%",
      priority: 2,
    });
    expect(welcome.discounts).toEqual([
      expect.objectContaining({ scope: "cart", type: "percentage", value: 10, maxValue: null }),
    ]);
    const [german] = await load(["WELCOME10"], { languageChain: [LANGUAGE.de, LANGUAGE.en] });
    expect(german.name).toBe("Willkommensrabatt 10 %");
  });

  it("always adds automatic promotions unless blocked", async () => {
    const automatic = (await load([])).filter((c) => c.code === null);
    expect(automatic.map((c) => c.id)).toEqual([promotionId("autumn-sale")]);
    expect(automatic[0]).toMatchObject({ codeType: "global", preconditions: { minCartAmount: 15000 } });
    expect(await load([], { blocked: [promotionId("autumn-sale")] })).toEqual([]);
  });

  it("leaves out unknown and expired codes", async () => {
    const found = await load(["NOPE", "EXPIRED2025", "SAVE5"], { blocked: [promotionId("autumn-sale")] });
    expect(found.map((c) => c.code)).toEqual(["SAVE5"]);
  });

  it("finds unredeemed individual codes; a redeemed one, or a customer over the per-customer limit, finds nothing", async () => {
    const blocked = [promotionId("autumn-sale")];
    expect((await load(["vip-0001"], { blocked })).map((c) => [c.code, c.codeType, c.preventCombination])).toEqual([
      ["vip-0001", "individual", true],
    ]);
    const customer = idFor("test:vip-customer");
    await placeOrderUsing(promotionId("vip"), "VIP-0001", customer); // the codes of this test are used nowhere else
    expect(await load(["VIP-0001"], { blocked })).toEqual([]);
    expect((await load(["VIP-0002"], { blocked })).map((c) => c.code)).toEqual(["VIP-0002"]);
    // The VIP voucher may be used once per customer.
    expect(await load(["VIP-0002"], { blocked, customerId: customer })).toEqual([]);
    expect((await load(["VIP-0002"], { blocked, customerId: idFor("test:other") })).map((c) => c.code)).toEqual([
      "VIP-0002",
    ]);
  });

  it("drops a promotion that reached its global limit", async () => {
    await t.db
      .updateTable("promotion")
      .set({ max_redemptions_global: 1 })
      .where("id", "=", promotionId("freeship"))
      .execute();
    try {
      expect((await load(["FREESHIP"], { blocked: [promotionId("autumn-sale")] })).length).toBe(1);
      await placeOrderUsing(promotionId("freeship"), "FREESHIP", idFor("test:someone"));
      expect(await load(["FREESHIP"], { blocked: [promotionId("autumn-sale")] })).toEqual([]);
    } finally {
      await t.db
        .updateTable("promotion")
        .set({ max_redemptions_global: null })
        .where("id", "=", promotionId("freeship"))
        .execute();
    }
  });

  it("ignores inactive promotions and promotions of other channels", async () => {
    await t.db.updateTable("promotion").set({ active: 0 }).where("id", "=", promotionId("summer20")).execute();
    await t.db.deleteFrom("promotion_sales_channel").where("promotion_id", "=", promotionId("save5")).execute();
    try {
      expect(await load(["SUMMER20", "SAVE5"], { blocked: [promotionId("autumn-sale")] })).toEqual([]);
    } finally {
      await t.db.updateTable("promotion").set({ active: 1 }).where("id", "=", promotionId("summer20")).execute();
      await t.db
        .insertInto("promotion_sales_channel")
        .values({ promotion_id: promotionId("save5"), sales_channel_id: SALES_CHANNEL_ID })
        .execute();
    }
  });
});

describe("claimPromotionRedemptions (inside the order transaction)", () => {
  const vip = promotionId("vip");

  it("passes unused codes and global codes however often they were ordered; refuses redeemed individual codes and customers over their limit", async () => {
    const customer = idFor("test:claim-customer");
    expect(
      await claimPromotionRedemptions(t.db, {
        customerId: customer,
        promotions: [{ promotionId: vip, code: "VIP-0003" }],
      }),
    ).toEqual([]);
    await placeOrderUsing(promotionId("welcome10"), "WELCOME10", customer);
    await placeOrderUsing(promotionId("welcome10"), "WELCOME10", customer);
    expect(
      await claimPromotionRedemptions(t.db, {
        customerId: customer,
        promotions: [{ promotionId: promotionId("welcome10"), code: "WELCOME10" }],
      }),
    ).toEqual([]);
    await placeOrderUsing(vip, "VIP-0003", customer);
    const used = await claimPromotionRedemptions(t.db, {
      customerId: null,
      promotions: [{ promotionId: vip, code: "vip-0003" }],
    });
    expect(used.map((e) => [e.key, e.parameters])).toEqual([["promotion-not-found", { code: "vip-0003" }]]);
    expect(
      (
        await claimPromotionRedemptions(t.db, {
          customerId: customer,
          promotions: [{ promotionId: vip, code: "VIP-0004" }],
        })
      ).length,
    ).toBe(1);
  });

  it("lets exactly one of two parallel checkouts use the same individual code", async () => {
    const checkout = (customerId: string) =>
      t.db.transaction().execute(async (trx) => {
        const errors = await claimPromotionRedemptions(trx, {
          customerId,
          promotions: [{ promotionId: vip, code: "VIP-0004" }],
        });
        if (errors.length > 0) return "refused";
        await placeOrderUsing(vip, "VIP-0004", customerId, trx);
        return "ordered";
      });
    const outcomes = await Promise.all([checkout(idFor("test:racer-1")), checkout(idFor("test:racer-2"))]);
    expect(outcomes.sort()).toEqual(["ordered", "refused"]);
  });
});
