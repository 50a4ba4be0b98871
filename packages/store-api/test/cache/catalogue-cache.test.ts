import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dialectOf } from "../../src/db/database.js";
import {
  CATALOGUE_TABLES,
  NON_CATALOGUE_TABLES,
  STOCK_COLUMNS,
} from "../../src/db/migrations/017_cache_invalidation.js";
import { setSystemConfig } from "../../src/modules/mail/system-config.js";
import { cacheStatsOf } from "../../src/http/response-cache.js";
import { addToCart, createCustomer, pickProduct, placeOrder } from "../../src/modules/order/order.fixtures.js";
import { createTestApp, LANGUAGE, type TestApp } from "../helpers.js";

/**
 * The catalogue response cache is retired by what changed (issue 15): a catalogue write (price, translation,
 * category, CMS page) is visible on the next read, an order's stock change on the next read of that product, and a
 * cart or customer write retires nothing. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;
let product: { id: string; name: string };
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  product = await pickProduct(t);
  const row = await t.db
    .selectFrom("product_category")
    .select("category_id")
    .where("product_id", "=", product.id)
    .executeTakeFirstOrThrow();
  categoryId = row.category_id;
});
afterAll(async () => t?.close());

type Json = Record<string, unknown>;

/** One read, and whether the cache served it (hit) or computed it (miss). */
async function read(method: "GET" | "POST", url: string, body?: unknown): Promise<{ json: Json; hit: boolean }> {
  const before = cacheStatsOf(t.db);
  const response = await t.api(method, url, body === undefined ? {} : { body });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const after = cacheStatsOf(t.db);
  expect(after.hits + after.misses).toBe(before.hits + before.misses + 1);
  return { json: response.json() as Json, hit: after.hits === before.hits + 1 };
}

const detail = () => read("GET", `/product/${product.id}`);
/** The listing of one of the product's categories, narrowed to it, so it shows the product whatever its position. */
const listing = () =>
  read("POST", `/product-listing/${categoryId}`, {
    limit: 1,
    filter: [{ type: "equals", field: "id", value: product.id }],
  });
const shownProduct = (json: Json): Json =>
  (json.product as Json | undefined) ?? ((json.elements as Json[] | undefined)?.[0] as Json);

describe("catalogue response cache", () => {
  it("serves a second identical read from the cache", async () => {
    await detail();
    expect((await detail()).hit).toBe(true);
    await listing();
    expect((await listing()).hit).toBe(true);
  });

  it("a cart write, a new customer and a context change retire nothing", async () => {
    await detail();
    await listing();
    const customer = await createCustomer(t);
    await addToCart(t, customer.token, product.id);
    const patched = await t.api("PATCH", "/context", { token: customer.token, body: { languageId: LANGUAGE.de } });
    expect(patched.statusCode).toBe(200);
    expect((await detail()).hit).toBe(true);
    expect((await listing()).hit).toBe(true);
  });

  it("a price change is visible on the next read of the product and of a listing showing it", async () => {
    const before = shownProduct((await detail()).json);
    const priceFacet = (json: Json) => (json.aggregations as Record<string, Json>).price;
    const facetBefore = priceFacet((await listing()).json);
    const unit = (before.calculatedPrice as Json).unitPrice as number;
    await t.db
      .updateTable("product")
      .set({
        price_gross: sql`price_gross + 100`,
        price_net: sql`price_net + 84`,
        cheapest_price: sql`cheapest_price + 100`,
      })
      .where("id", "=", product.id)
      .execute();
    await t.db
      .updateTable("product_price")
      .set({ price_gross: sql`price_gross + 100`, price_net: sql`price_net + 84` })
      .where("product_id", "=", product.id)
      .execute();
    const after = await detail();
    expect(after.hit).toBe(false);
    expect((shownProduct(after.json).calculatedPrice as Json).unitPrice).toBeCloseTo(unit + 1, 2);
    const list = await listing();
    expect(list.hit).toBe(false);
    expect((shownProduct(list.json).calculatedPrice as Json).unitPrice).toBeCloseTo(unit + 1, 2);
    // The facets (memoised per statement, src/db/data-version.ts) follow the price too.
    expect(priceFacet(list.json)).not.toEqual(facetBefore);
    expect(Number(priceFacet(list.json).max)).toBeGreaterThan(Number(facetBefore.max));
  });

  it("an order's stock change is visible on the next read of that product, and other products stay cached", async () => {
    const other = await pickProduct(t, "physical", 1);
    const otherRead = () => read("GET", `/product/${other.id}`);
    const stock = shownProduct((await detail()).json).availableStock as number;
    await listing();
    await otherRead();
    const customer = await createCustomer(t);
    await placeOrder(t, customer, product.id, 2);
    const after = await detail();
    expect(after.hit).toBe(false);
    expect(shownProduct(after.json).availableStock).toBe(stock - 2);
    const list = await listing();
    expect(list.hit).toBe(false);
    expect(shownProduct(list.json).availableStock).toBe(stock - 2);
    expect((await otherRead()).hit).toBe(true);
  });

  it("a listing sorted by sales (topseller) is retired by any order", async () => {
    const top = () => read("POST", `/product-listing/${categoryId}`, { order: "topseller", limit: 3 });
    await top();
    expect((await top()).hit).toBe(true);
    const other = await pickProduct(t, "physical", 2);
    await placeOrder(t, await createCustomer(t), other.id, 1);
    expect((await top()).hit).toBe(false);
  });

  it("a product translation change is visible on the next read", async () => {
    await detail();
    await t.db
      .updateTable("product_translation")
      .set({ name: "Renamed for the cache test" })
      .where("product_id", "=", product.id)
      .where("language_id", "=", LANGUAGE.en)
      .execute();
    const after = await detail();
    expect(after.hit).toBe(false);
    expect((shownProduct(after.json).translated as Json).name).toBe("Renamed for the cache test");
    expect((shownProduct((await listing()).json).translated as Json).name).toBe("Renamed for the cache test");
  });

  it("a category change is visible on the next read", async () => {
    const category = () => read("GET", `/category/${categoryId}`);
    await category();
    expect((await category()).hit).toBe(true);
    await t.db
      .updateTable("category_translation")
      .set({ name: "Recategorised" })
      .where("category_id", "=", categoryId)
      .where("language_id", "=", LANGUAGE.en)
      .execute();
    const after = await category();
    expect(after.hit).toBe(false);
    expect((after.json.translated as Json).name).toBe("Recategorised");
  });

  it("a CMS page change is visible on the next read", async () => {
    const page = await t.db.selectFrom("cms_page").select("id").orderBy("id").executeTakeFirstOrThrow();
    const cms = () => read("GET", `/cms/${page.id}`);
    await cms();
    expect((await cms()).hit).toBe(true);
    await t.db
      .updateTable("cms_page_translation")
      .set({ name: "Rewritten page" })
      .where("cms_page_id", "=", page.id)
      .where("language_id", "=", LANGUAGE.en)
      .execute();
    const after = await cms();
    expect(after.hit).toBe(false);
    expect((after.json.translated as Json).name).toBe("Rewritten page");
  });

  it("a system config change, also written as an upsert, retires the entries; the customer-number counter does not", async () => {
    await detail();
    await setSystemConfig(t.db, "core.cache.testKey", 1);
    expect((await detail()).hit).toBe(false);
    await setSystemConfig(t.db, "core.cache.testKey", 2);
    expect((await detail()).hit).toBe(false);
    await createCustomer(t);
    expect((await detail()).hit).toBe(true);
  });

  it("a change of any product column other than stock and sales retires the catalogue, not only that product", async () => {
    const other = await pickProduct(t, "physical", 3);
    const otherRead = () => read("GET", `/product/${other.id}`);
    await otherRead();
    await t.db.updateTable("product").set({ ean: "4006381333931" }).where("id", "=", product.id).execute();
    expect((await otherRead()).hit).toBe(false);
  });

  it("the product trigger compares every product column an order does not change", async () => {
    if (dialectOf(t.db) === "postgres") {
      // PostgreSQL's trigger compares whole rows minus the stock columns, so it needs no column list.
      const body = (
        await sql<{
          src: string;
        }>`SELECT prosrc AS src FROM pg_proc WHERE proname = 'cache_touch_product_update' AND pronamespace = current_schema()::regnamespace`.execute(
          t.db,
        )
      ).rows[0].src;
      expect(body).toContain(`to_jsonb(n) - '{${STOCK_COLUMNS.join(",")}}'::text[]`);
      return;
    }
    const columns = (await sql<{ name: string }>`SELECT name FROM pragma_table_info('product')`.execute(t.db)).rows.map(
      (r) => r.name,
    );
    const trigger = (
      await sql<{
        sql: string;
      }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'cache_product_update'`.execute(t.db)
    ).rows[0].sql;
    expect(
      columns.filter((c) => !STOCK_COLUMNS.includes(c) && !trigger.includes(`NEW."${c}" IS NOT OLD."${c}"`)),
    ).toEqual([]);
  });

  it("every table is either a catalogue table with triggers or named as one whose writes retire nothing", async () => {
    const tables =
      dialectOf(t.db) === "sqlite"
        ? (
            await sql<{
              name: string;
            }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(t.db)
          ).rows.map((r) => r.name)
        : (
            await sql<{
              name: string;
            }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`.execute(
              t.db,
            )
          ).rows.map((r) => r.name);
    const unclassified = tables.filter(
      (name) => name !== "product" && !CATALOGUE_TABLES.includes(name) && !NON_CATALOGUE_TABLES.includes(name),
    );
    expect(unclassified).toEqual([]);
  });
});
