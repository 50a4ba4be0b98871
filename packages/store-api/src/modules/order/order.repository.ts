import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { ORDER_TABLES, type OrderRows, type OrderTable } from "./order.js";

/** Kysely access for orders. Every function takes the database or the checkout's transaction first. */

export async function insertOrderRows(db: Db, rows: OrderRows): Promise<void> {
  // Table by table in ORDER_TABLES' order (parents first); spelled out so each insert is typed by its table.
  const inserts: { [T in OrderTable]: () => Promise<unknown> } = {
    order: () => db.insertInto("order").values(rows.order).execute(),
    order_customer: () => db.insertInto("order_customer").values(rows.order_customer).execute(),
    order_address: () => db.insertInto("order_address").values(rows.order_address).execute(),
    order_line_item: () => db.insertInto("order_line_item").values(rows.order_line_item).execute(),
    order_line_item_download: () =>
      db.insertInto("order_line_item_download").values(rows.order_line_item_download).execute(),
    order_delivery: () => db.insertInto("order_delivery").values(rows.order_delivery).execute(),
    order_delivery_position: () =>
      db.insertInto("order_delivery_position").values(rows.order_delivery_position).execute(),
    order_transaction: () => db.insertInto("order_transaction").values(rows.order_transaction).execute(),
  };
  for (const table of ORDER_TABLES) if (rows[table].length > 0) await inserts[table]();
}

/**
 * The next number of a range, taken in one statement (an upsert with RETURNING), so concurrent checkouts never get
 * the same number on either engine. A range missing its row starts at `start`.
 */
export async function nextNumber(db: Db, range: string, start: number): Promise<string> {
  const now = new Date().toISOString();
  const result = await sql<{ last_value: number }>`
    INSERT INTO number_range (id, last_value, updated_at) VALUES (${range}, ${start}, ${now})
    ON CONFLICT (id) DO UPDATE SET last_value = number_range.last_value + 1, updated_at = ${now}
    RETURNING last_value`.execute(db);
  return String(result.rows[0].last_value);
}

/**
 * Takes `quantity` units of a product's stock. For a closeout the update only happens while enough stock is left
 * (checked by the same statement that decrements, so parallel checkouts cannot both take the last unit); other
 * products may go below zero, as Shopware lets them. Returns false when a closeout has too little stock.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const result = await sql`
    UPDATE product SET
      stock = stock - ${quantity},
      available_stock = available_stock - ${quantity},
      sales = sales + ${quantity},
      available = CASE WHEN is_closeout = 1 AND available_stock - ${quantity} < min_purchase THEN 0 ELSE available END
    WHERE id = ${productId} AND (is_closeout = 0 OR stock >= ${quantity})`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

export async function findCustomerAddress(
  db: Db,
  customerId: string,
  addressId: string,
): Promise<Row<"customer_address"> | undefined> {
  return db
    .selectFrom("customer_address")
    .selectAll()
    .where("id", "=", addressId)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
}

/** The private files of digital products: product id → media ids in position order (a variant falls back to its parent's). */
export async function productDownloads(db: Db, productIds: string[]): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (productIds.length === 0) return result;
  const products = await db.selectFrom("product").select(["id", "parent_id"]).where("id", "in", productIds).execute();
  const lookup = [...new Set(products.flatMap((p) => [p.id, ...(p.parent_id ? [p.parent_id] : [])]))];
  const rows = await db
    .selectFrom("product_download")
    .select(["product_id", "media_id"])
    .where("product_id", "in", lookup)
    .orderBy("position")
    .execute();
  const byProduct = new Map<string, string[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row.media_id]);
  for (const product of products) {
    const own = byProduct.get(product.id);
    result.set(product.id, own ?? byProduct.get(product.parent_id as string) ?? []);
  }
  return result;
}

export async function setLastPaymentMethod(db: Db, customerId: string, paymentMethodId: string): Promise<void> {
  await db
    .updateTable("customer")
    .set({ last_payment_method_id: paymentMethodId, updated_at: new Date().toISOString() })
    .where("id", "=", customerId)
    .execute();
}
