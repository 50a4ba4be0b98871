import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idFor, languageId } from "../../seed/ids.js";
import { currencyId, SALES_CHANNEL_ID } from "../../seed/reference.js";
import { addToCart, createCustomer, pickProduct } from "../../src/modules/order/order.fixtures.js";
import { createTestApp, type TestApp } from "../helpers.js";

/**
 * Amounts in the currency's own decimals (issue 16): a currency with three decimals (Kuwaiti dinar) and one with
 * none (Japanese yen), as Shopware's CashRoundingConfig allows, give cart line prices, cart totals, order totals and
 * order line prices in those decimals, and the order equals the calculated cart it was placed from.
 */

// biome-ignore lint/suspicious/noExplicitAny: Store API answers are free-form JSON here
type Json = Record<string, any>;

const CURRENCIES = [
  { iso: "KWD", factor: 0.3312, decimals: 3, interval: 0.001 },
  { iso: "JPY", factor: 161.37, decimals: 0, interval: 1 },
] as const;
type TestCurrency = (typeof CURRENCIES)[number];

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const now = new Date().toISOString();
  for (const c of CURRENCIES) {
    const id = idFor(`currency.test.${c.iso}`);
    const rounding = JSON.stringify({ decimals: c.decimals, interval: c.interval, roundForNet: true });
    await t.db
      .insertInto("currency")
      .values({
        id,
        iso_code: c.iso,
        symbol: c.iso,
        factor: c.factor,
        position: 9,
        is_system_default: 0,
        item_rounding: rounding,
        total_rounding: rounding,
        tax_free_from: 0,
        custom_fields: null,
        created_at: now,
        updated_at: null,
      })
      .execute();
    for (const code of ["en-GB", "pl-PL", "de-DE"] as const)
      await t.db
        .insertInto("currency_translation")
        .values({ currency_id: id, language_id: languageId(code), name: c.iso, short_name: c.iso, custom_fields: null })
        .execute();
    await t.db
      .insertInto("sales_channel_assignment")
      .values({ sales_channel_id: SALES_CHANNEL_ID, entity: "currency", entity_id: id })
      .execute();
  }
});
afterAll(async () => t?.close());

/** Half away from zero to `decimals` places, as PHP's round() does. */
const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals;
  return (Math.round(Number((Math.abs(value) * scale).toPrecision(15))) * Math.sign(value)) / scale;
};
const decimalsOf = (value: number) => (String(value).split(".")[1] ?? "").length;

async function grossOf(productId: string): Promise<number> {
  const row = await t.db
    .selectFrom("product")
    .select("price_gross")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return Number(row.price_gross) / 100;
}

async function cartIn(currency: TestCurrency) {
  const customer = await createCustomer(t);
  const switched = await t.api("PATCH", "/context", {
    token: customer.token,
    body: { currencyId: idFor(`currency.test.${currency.iso}`) },
  });
  expect(switched.statusCode, switched.body.slice(0, 300)).toBe(200);
  const first = await pickProduct(t, "physical", 0);
  const second = await pickProduct(t, "physical", 3);
  await addToCart(t, customer.token, first.id, 3);
  await addToCart(t, customer.token, second.id, 1);
  const cart = (await t.api("GET", "/checkout/cart", { token: customer.token })).json() as Json;
  return { customer, cart, products: [first, second] };
}

describe.each(CURRENCIES)("a currency with $decimals decimals ($iso)", (currency) => {
  it("prices cart lines and totals in the currency's decimals", async () => {
    const { cart, products } = await cartIn(currency);
    expect(cart.lineItems).toHaveLength(2);
    for (const [index, product] of products.entries()) {
      const line = cart.lineItems.find((item: Json) => item.referencedId === product.id) as Json;
      const unit = round((await grossOf(product.id)) * currency.factor, currency.decimals);
      const quantity = index === 0 ? 3 : 1;
      expect(line.price.unitPrice).toBe(unit);
      expect(line.price.totalPrice).toBe(round(unit * quantity, currency.decimals));
      expect(line.priceDefinition.price).toBe(unit);
    }
    const positions = cart.lineItems.reduce((sum: number, item: Json) => sum + item.price.totalPrice, 0);
    expect(cart.price.positionPrice).toBe(round(positions, currency.decimals));
    const shipping = cart.deliveries[0].shippingCosts.totalPrice;
    expect(cart.price.totalPrice).toBe(round(positions + shipping, currency.decimals));
    for (const amount of [
      cart.price.totalPrice,
      cart.price.netPrice,
      shipping,
      ...cart.price.calculatedTaxes.map((x: Json) => x.tax),
    ])
      expect(decimalsOf(amount)).toBeLessThanOrEqual(currency.decimals);
  });

  it("places an order whose totals, line prices and taxes are the calculated cart's", async () => {
    const { customer, cart, products } = await cartIn(currency);
    const unit = round((await grossOf(products[1].id)) * currency.factor, currency.decimals);
    const response = await t.api("POST", "/checkout/order", { token: customer.token, body: {} });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const order = response.json() as Json;
    expect(order.amountTotal).toBe(cart.price.totalPrice);
    expect(order.amountNet).toBe(cart.price.netPrice);
    expect(order.positionPrice).toBe(cart.price.positionPrice);
    expect(order.shippingTotal).toBe(cart.deliveries[0].shippingCosts.totalPrice);
    expect(order.price).toMatchObject({
      totalPrice: cart.price.totalPrice,
      netPrice: cart.price.netPrice,
      positionPrice: cart.price.positionPrice,
      calculatedTaxes: cart.price.calculatedTaxes,
    });
    const lines = (order.lineItems as Json[]) ?? [];
    expect(lines).toHaveLength(2);
    for (const item of cart.lineItems as Json[]) {
      const line = lines.find((l) => l.identifier === item.id) as Json;
      expect(line.unitPrice).toBe(item.price.unitPrice);
      expect(line.totalPrice).toBe(item.price.totalPrice);
      expect(line.price).toMatchObject({ unitPrice: item.price.unitPrice, totalPrice: item.price.totalPrice });
      expect(line.price.calculatedTaxes).toEqual(item.price.calculatedTaxes);
    }
    expect(lines.find((l) => l.referencedId === products[1].id)?.unitPrice).toBe(unit);
  });
});

/** Simple, buyable physical products, one per tax class (standard, reduced, …), cheapest first. */
async function onePerTaxClass(): Promise<string[]> {
  const rows = await t.db
    .selectFrom("product")
    .select(["id", "tax_id", "price_gross"])
    .where("type", "=", "physical")
    .where("parent_id", "is", null)
    .where("child_count", "=", 0)
    .where("active", "=", 1)
    .where("visibility", ">=", 30)
    .where("stock", ">=", 20)
    .where("is_closeout", "=", 0)
    .orderBy("price_gross")
    .orderBy("id")
    .execute();
  const byTax = new Map<string, string>();
  for (const row of rows) if (!byTax.has(row.tax_id)) byTax.set(row.tax_id, row.id);
  return [...byTax.values()];
}

/** Every amount the order takes from the cart (Shopware's OrderConverter::convertToOrder) equals the cart's. */
function expectOrderOfCart(order: Json, cart: Json) {
  expect(order.price).toEqual(cart.price);
  expect(order.amountTotal).toBe(cart.price.totalPrice);
  expect(order.amountNet).toBe(cart.price.netPrice);
  expect(order.positionPrice).toBe(cart.price.positionPrice);
  expect(order.taxStatus).toBe(cart.price.taxStatus);
  const lines = order.lineItems as Json[];
  expect(lines).toHaveLength(cart.lineItems.length);
  for (const item of cart.lineItems as Json[]) {
    const line = lines.find((l) => l.identifier === item.id) as Json;
    expect(line, item.id).toBeDefined();
    expect(line).toMatchObject({ type: item.type, quantity: item.quantity, label: item.label });
    expect(line.unitPrice).toBe(item.price.unitPrice);
    expect(line.totalPrice).toBe(item.price.totalPrice);
    expect(line.price).toEqual(item.price);
    expect(line.priceDefinition).toEqual(item.priceDefinition);
  }
  const shipping = cart.deliveries[0]?.shippingCosts;
  expect(order.shippingTotal).toBe(shipping?.totalPrice ?? 0);
  if (shipping) {
    const delivery = (order.deliveries as Json[])[0];
    expect(delivery.shippingCosts.totalPrice).toBe(shipping.totalPrice);
    expect(Object.values(delivery.shippingCosts.calculatedTaxes)).toEqual(shipping.calculatedTaxes);
  }
  const transaction = (order.transactions as Json[])[0];
  expect(transaction.amount.totalPrice).toBe(cart.transactions[0].amount.totalPrice);
  expect(Object.values(transaction.amount.calculatedTaxes)).toEqual(cart.transactions[0].amount.calculatedTaxes);
}

describe("the order is the calculated cart", () => {
  const scenarios: { name: string; currency?: string; quantity: number; codes: string[]; all: boolean }[] = [
    { name: "one cheap product: shipping costs", quantity: 1, codes: [], all: false },
    { name: "mixed tax rates", quantity: 2, codes: [], all: true },
    { name: "mixed tax rates with a percentage promotion", quantity: 2, codes: ["WELCOME10"], all: true },
    { name: "a delivery promotion", quantity: 1, codes: ["FREESHIP"], all: false },
    { name: "PLN (factor 4.27) with a capped promotion", currency: "PLN", quantity: 3, codes: ["SUMMER20"], all: true },
    { name: "KWD (3 decimals) with a promotion", currency: "KWD", quantity: 3, codes: ["WELCOME10"], all: true },
    { name: "JPY (0 decimals) with a promotion", currency: "JPY", quantity: 3, codes: ["WELCOME10"], all: true },
  ];
  it.each(scenarios)("$name", async (scenario) => {
    const customer = await createCustomer(t);
    if (scenario.currency) {
      const id = ["KWD", "JPY"].includes(scenario.currency)
        ? idFor(`currency.test.${scenario.currency}`)
        : currencyId(scenario.currency);
      const switched = await t.api("PATCH", "/context", { token: customer.token, body: { currencyId: id } });
      expect(switched.statusCode).toBe(200);
    }
    const products = await onePerTaxClass();
    expect(products.length).toBeGreaterThan(1);
    for (const productId of scenario.all ? products : products.slice(0, 1))
      await addToCart(t, customer.token, productId, scenario.quantity);
    for (const code of scenario.codes) {
      const added = await t.api("POST", "/checkout/cart/line-item", {
        token: customer.token,
        body: { items: [{ type: "promotion", referencedId: code }] },
      });
      expect(added.statusCode).toBe(200);
    }
    const cart = (await t.api("GET", "/checkout/cart", { token: customer.token })).json() as Json;
    if (scenario.codes.length > 0) expect(cart.lineItems.some((i: Json) => i.type === "promotion")).toBe(true);
    const response = await t.api("POST", "/checkout/order", { token: customer.token, body: {} });
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    expectOrderOfCart(response.json() as Json, cart);
  });
});
