import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { NewRow, Row } from "../../db/schema.js";
import { ORDER_TABLES, type OrderRows, type OrderTable } from "./order.js";
import type { MachineName } from "./state-machine.js";

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

/** The order row when it belongs to this customer in this channel. */
export async function findCustomerOrder(
  db: Db,
  orderId: string,
  customerId: string,
  salesChannelId: string,
): Promise<Row<"order"> | undefined> {
  return db
    .selectFrom("order")
    .selectAll()
    .where("id", "=", orderId)
    .where("customer_id", "=", customerId)
    .where("sales_channel_id", "=", salesChannelId)
    .executeTakeFirst();
}

/** The channel's order with this id. */
export async function findChannelOrder(
  db: Db,
  orderId: string,
  salesChannelId: string,
): Promise<Row<"order"> | undefined> {
  return db
    .selectFrom("order")
    .selectAll()
    .where("id", "=", orderId)
    .where("sales_channel_id", "=", salesChannelId)
    .executeTakeFirst();
}

/** The channel's order with this deep link code, created or changed since `since` (ISO time). */
export async function findOrderByDeepLink(
  db: Db,
  code: string,
  salesChannelId: string,
  since: string,
): Promise<Row<"order"> | undefined> {
  return db
    .selectFrom("order")
    .selectAll()
    .where("deep_link_code", "=", code)
    .where("sales_channel_id", "=", salesChannelId)
    .where((eb) => eb.or([eb("created_at", ">=", since), eb("updated_at", ">=", since)]))
    .executeTakeFirst();
}

/** The e-mail address the order was placed with. */
export async function orderCustomerEmail(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db.selectFrom("order_customer").select("email").where("order_id", "=", orderId).executeTakeFirst();
  return row?.email;
}

export async function orderAddressZipcode(db: Db, addressId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom("order_address").select("zipcode").where("id", "=", addressId).executeTakeFirst();
  return row?.zipcode;
}

/**
 * Moves the order to `to` if it is still in one of `from` (one conditional UPDATE, so concurrent requests cannot both
 * apply); otherwise returns the state it is in.
 */
export async function transitionOrderState(
  db: Db,
  orderId: string,
  edge: { from: string[]; to: string },
  now: string,
): Promise<{ moved: true } | { moved: false; current: string }> {
  const updated = await db
    .updateTable("order")
    .set({ state: edge.to, updated_at: now })
    .where("id", "=", orderId)
    .where("state", "in", edge.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return { moved: true };
  const current = await db.selectFrom("order").select("state").where("id", "=", orderId).executeTakeFirstOrThrow();
  return { moved: false, current: current.state };
}

export async function touchOrder(db: Db, orderId: string, now: string): Promise<void> {
  await db.updateTable("order").set({ updated_at: now }).where("id", "=", orderId).execute();
}

/** The order's product lines (those still linked to a product): what went out of stock. */
export async function orderedProducts(db: Db, orderId: string): Promise<{ product_id: string; quantity: number }[]> {
  const rows = await db
    .selectFrom("order_line_item")
    .select(["product_id", "quantity"])
    .where("order_id", "=", orderId)
    .where("type", "=", "product")
    .where("product_id", "is not", null)
    .execute();
  return rows.map((row) => ({ product_id: row.product_id as string, quantity: row.quantity }));
}

/** The order's transactions, oldest first (ties by id). */
export async function orderTransactions(db: Db, orderId: string): Promise<Row<"order_transaction">[]> {
  return db
    .selectFrom("order_transaction")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertOrderTransaction(db: Db, row: NewRow<"order_transaction">): Promise<void> {
  await db.insertInto("order_transaction").values(row).execute();
}

/** The state and order of an order transaction (Kysely's NoResultError when there is none). */
export async function orderTransactionState(
  db: Db,
  transactionId: string,
): Promise<Pick<Row<"order_transaction">, "state" | "order_id">> {
  return db
    .selectFrom("order_transaction")
    .select(["state", "order_id"])
    .where("id", "=", transactionId)
    .executeTakeFirstOrThrow();
}

/** As transitionOrderState, for one order transaction. */
export async function transitionTransactionState(
  db: Db,
  transactionId: string,
  edge: { from: string[]; to: string },
  now: string,
): Promise<{ moved: true } | { moved: false; current: string }> {
  const updated = await db
    .updateTable("order_transaction")
    .set({ state: edge.to, updated_at: now })
    .where("id", "=", transactionId)
    .where("state", "in", edge.from)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return { moved: true };
  const latest = await db
    .selectFrom("order_transaction")
    .select("state")
    .where("id", "=", transactionId)
    .executeTakeFirstOrThrow();
  return { moved: false, current: latest.state };
}

/** Grants every download of the order (its transaction was paid). */
export async function grantOrderDownloads(db: Db, orderId: string, now: string): Promise<void> {
  await sql`UPDATE order_line_item_download SET access_granted = 1, updated_at = ${now}
    WHERE order_line_item_id IN (SELECT id FROM order_line_item WHERE order_id = ${orderId})`.execute(db);
}

/** The media id of a granted download of the customer's order in this channel. */
export async function grantedDownloadMedia(
  db: Db,
  downloadId: string,
  order: { id: string; customerId: string; salesChannelId: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom("order_line_item_download as d")
    .innerJoin("order_line_item as li", "li.id", "d.order_line_item_id")
    .innerJoin("order as o", "o.id", "li.order_id")
    .select("d.media_id")
    .where("d.id", "=", downloadId)
    .where("d.access_granted", "=", 1)
    .where("o.id", "=", order.id)
    .where("o.customer_id", "=", order.customerId)
    .where("o.sales_channel_id", "=", order.salesChannelId)
    .executeTakeFirst();
  return row?.media_id;
}

/** What the payment page shows of an order (Kysely's NoResultError when there is none). */
export async function orderSummary(
  db: Db,
  orderId: string,
): Promise<Pick<Row<"order">, "order_number" | "currency_iso" | "language_id">> {
  return db
    .selectFrom("order")
    .select(["order_number", "currency_iso", "language_id"])
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
}

/** The order's state, if the order exists. */
export async function orderState(db: Db, orderId: string): Promise<Pick<Row<"order">, "state"> | undefined> {
  return db.selectFrom("order").select("state").where("id", "=", orderId).executeTakeFirst();
}

/** An order transaction's amount JSON (Kysely's NoResultError when there is none). */
export async function orderTransactionAmount(
  db: Db,
  transactionId: string,
): Promise<Pick<Row<"order_transaction">, "amount">> {
  return db.selectFrom("order_transaction").select("amount").where("id", "=", transactionId).executeTakeFirstOrThrow();
}

/** The order row (Kysely's NoResultError when there is none). */
export async function getOrder(db: Db, orderId: string): Promise<Row<"order">> {
  return db.selectFrom("order").selectAll().where("id", "=", orderId).executeTakeFirstOrThrow();
}

/** Who placed the order (Kysely's NoResultError when there is none). */
export async function getOrderCustomer(db: Db, orderId: string): Promise<Row<"order_customer">> {
  return db.selectFrom("order_customer").selectAll().where("order_id", "=", orderId).executeTakeFirstOrThrow();
}

export async function orderAddresses(db: Db, orderId: string): Promise<Row<"order_address">[]> {
  return db.selectFrom("order_address").selectAll().where("order_id", "=", orderId).execute();
}

/** The shipping address of the order's (first) delivery. */
export async function shippingAddressId(db: Db, orderId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("order_delivery")
    .select("shipping_order_address_id")
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  return row?.shipping_order_address_id;
}

/** The order's top-level line items in position order. */
export async function topLineItems(db: Db, orderId: string): Promise<Row<"order_line_item">[]> {
  return db
    .selectFrom("order_line_item")
    .selectAll()
    .where("order_id", "=", orderId)
    .where("parent_id", "is", null)
    .orderBy("position")
    .execute();
}

/** What a payment-state mail needs of a transaction (Kysely's NoResultError when there is none). */
export async function getOrderTransaction(
  db: Db,
  transactionId: string,
): Promise<Pick<Row<"order_transaction">, "order_id" | "amount" | "payment_method_id">> {
  return db
    .selectFrom("order_transaction")
    .select(["order_id", "amount", "payment_method_id"])
    .where("id", "=", transactionId)
    .executeTakeFirstOrThrow();
}

export async function insertDocument(db: Db, row: NewRow<"document">): Promise<void> {
  await db.insertInto("document").values(row).execute();
}

export async function documentByDeepLink(
  db: Db,
  documentId: string,
  deepLinkCode: string,
): Promise<Row<"document"> | undefined> {
  return db
    .selectFrom("document")
    .selectAll()
    .where("id", "=", documentId)
    .where("deep_link_code", "=", deepLinkCode)
    .executeTakeFirst();
}

/** The tables whose `state` column holds each state machine's technical state name. */
const STATE_TABLES: Record<MachineName, string> = {
  "order.state": "order",
  "order_transaction.state": "order_transaction",
  "order_delivery.state": "order_delivery",
};

/** Row id → technical state name of a state machine's rows (ids without a row are left out). */
export async function technicalStates(db: Db, machine: MachineName, ids: string[]): Promise<Map<string, string>> {
  const rows = await sql<{
    id: string;
    state: string;
  }>`SELECT id, state FROM ${sql.table(STATE_TABLES[machine])} WHERE id IN (${sql.join(ids)})`.execute(db);
  return new Map(rows.rows.map((row) => [row.id, row.state]));
}
