import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contextEntityStatsOf } from "../../src/modules/context/context-entities.js";
import { addToCart, createCustomer, pickProduct } from "../../src/modules/order/order.fixtures.js";
import { createTestApp, LANGUAGE, type TestApp } from "../helpers.js";

/**
 * GET /context keeps its reference entities (sales channel, currency, methods, country, customer group, tax rules)
 * per process (issue 15, src/modules/context/context-entities.ts): a catalogue write is visible on the next read,
 * a cart or customer write retires nothing, and nothing of one session (token, customer) reaches another's answer.
 * Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;

async function context(
  token?: string,
  headers?: Record<string, string>,
): Promise<{ json: Json; token: string; hit: boolean }> {
  const before = contextEntityStatsOf(t.db);
  const response = await t.api("GET", "/context", { token, headers });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const after = contextEntityStatsOf(t.db);
  expect(after.hits + after.misses).toBe(before.hits + before.misses + 1);
  expect(String(response.headers["cache-control"])).not.toMatch(/public|s-maxage/);
  return {
    json: response.json() as Json,
    token: String(response.headers["sw-context-token"]),
    hit: after.hits === before.hits + 1,
  };
}

const taxRates = (json: Json) => Object.fromEntries((json.taxRules as Json[]).map((rule) => [rule.id, rule.taxRate]));

describe("GET /context reference entities cache", () => {
  it("serves the same entities to a second shopper of the same channel and language", async () => {
    const first = await context();
    const second = await context();
    expect(second.hit).toBe(true);
    expect(second.json.currency).toEqual(first.json.currency);
    expect(second.json.salesChannel).toEqual(first.json.salesChannel);
  });

  it("a tax rate change is visible on the next read", async () => {
    const before = await context();
    const tax = (before.json.taxRules as Json[])[0];
    await t.db.updateTable("tax").set({ tax_rate: sql`tax_rate + 1` }).where("id", "=", String(tax.id)).execute();
    const after = await context();
    expect(after.hit).toBe(false);
    expect(taxRates(after.json)[String(tax.id)]).toBeCloseTo(Number(tax.taxRate) + 1, 5);
    expect((await context()).hit).toBe(true);
  });

  it("a renamed shipping method and currency are visible on the next read", async () => {
    const before = await context();
    const shippingMethod = before.json.shippingMethod as Json;
    const currency = before.json.currency as Json;
    await t.db
      .updateTable("shipping_method_translation")
      .set({ name: "Renamed by the cache test" })
      .where("shipping_method_id", "=", String(shippingMethod.id))
      .execute();
    await t.db
      .updateTable("currency_translation")
      .set({ short_name: "XTC" })
      .where("currency_id", "=", String(currency.id))
      .execute();
    const after = await context();
    expect(after.hit).toBe(false);
    expect((after.json.shippingMethod as Json).name).toBe("Renamed by the cache test");
    expect((after.json.currency as Json).shortName).toBe("XTC");
  });

  it("a cart write and a customer registration retire nothing", async () => {
    await context();
    const customer = await createCustomer(t);
    await addToCart(t, customer.token, (await pickProduct(t)).id);
    expect((await context()).hit).toBe(true);
  });

  it("the language is part of the key", async () => {
    const english = await context(undefined, { "sw-language-id": LANGUAGE.en });
    const german = await context(undefined, { "sw-language-id": LANGUAGE.de });
    expect(german.hit).toBe(false);
    expect((german.json.languageInfo as Json).localeCode).toBe("de-DE");
    expect((english.json.languageInfo as Json).localeCode).toBe("en-GB");
  });

  it("never hands one session's token or customer to another", async () => {
    const ada = await createCustomer(t);
    const bob = await createCustomer(t);
    const anonymous = await context();
    const adaContext = await context(ada.token);
    const bobContext = await context(bob.token);
    const anonymousAgain = await context(anonymous.token);
    expect(bobContext.hit).toBe(true);
    expect(anonymousAgain.hit).toBe(true);
    expect(adaContext.json.token).toBe(ada.token);
    expect(bobContext.json.token).toBe(bob.token);
    expect((adaContext.json.customer as Json).id).toBe(ada.id);
    expect((bobContext.json.customer as Json).id).toBe(bob.id);
    expect(anonymousAgain.json.customer).toBeNull();
    expect(anonymousAgain.json.token).toBe(anonymous.token);
  });
});
