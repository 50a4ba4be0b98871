import path from "node:path";
import { sql } from "kysely";
import { PACKAGE_ROOT } from "../../config.js";
import type { Criteria, Filter } from "../../dal/criteria.js";
import { search, type SearchResult } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import { errors } from "../../http/errors.js";
import { consumeRateLimit, resetRateLimit } from "../../http/rate-limit.js";
import { isAssigned, type ChannelData } from "../context/channel-cache.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";
import { orderDefinition, shopLanguage, withoutVirtualAssociations } from "./order.definition.js";
import { orderErrors } from "./order.errors.js";
import { stateJson, MACHINES, illegalTransition } from "./state-machine.js";
import { killPaymentTokens, transitionTransaction } from "./transaction.js";
import { keyedTaxes, newId } from "./order.js";

/** Private files of digital products (written by the seed, seed/loader/downloads.ts); never served under /media. */
export const DOWNLOADS_DIR = path.join(PACKAGE_ROOT, "var/downloads");

/** Guest deep-link lookups only find orders created or changed in the last 30 days (Shopware's default). */
const GUEST_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The order row when it belongs to this customer in this channel. */
export async function ownOrder(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  orderId: string,
): Promise<Row<"order"> | undefined> {
  return db
    .selectFrom("order")
    .selectAll()
    .where("id", "=", orderId)
    .where("customer_id", "=", customer.id)
    .where("sales_channel_id", "=", ctx.salesChannelId)
    .executeTakeFirst();
}

export interface GuestCredentials {
  email?: string;
  zipcode?: string;
}

/** Shopware's guest check for deep-link reads: the order's customer is a guest and email + billing zipcode match. */
export async function checkGuestCredentials(db: Db, order: Row<"order">, credentials: GuestCredentials): Promise<void> {
  const customer = order.customer_id
    ? await db.selectFrom("customer").select("guest").where("id", "=", order.customer_id).executeTakeFirst()
    : undefined;
  if (!customer || Number(customer.guest) !== 1) throw errors.customerNotLoggedIn();
  if (!credentials.email || !credentials.zipcode) throw orderErrors.guestNotAuthenticated();
  const orderCustomer = await db
    .selectFrom("order_customer")
    .select("email")
    .where("order_id", "=", order.id)
    .executeTakeFirst();
  const billing = await db
    .selectFrom("order_address")
    .select("zipcode")
    .where("id", "=", order.billing_address_id)
    .executeTakeFirst();
  const sameEmail = String(orderCustomer?.email ?? "").toLowerCase() === credentials.email.trim().toLowerCase();
  const sameZip = String(billing?.zipcode ?? "").replace(/\s/g, "") === credentials.zipcode.replace(/\s/g, "");
  if (!sameEmail || !sameZip) throw orderErrors.guestWrongCredentials();
}

function deepLinkFilter(filters: Filter[]): string | undefined {
  for (const filter of filters)
    if (filter.type === "equals" && filter.field === "deepLinkCode" && typeof filter.value === "string")
      return filter.value;
  return undefined;
}

export interface ReadOrdersInput extends GuestCredentials {
  checkPromotion?: boolean;
}

/** GET|POST /order (§7.4): the customer's own orders, or one guest order by deep link code with email and zipcode. */
export async function readOrders(
  db: Db,
  ctx: SalesChannelContext,
  parsed: Criteria,
  input: ReadOrdersInput,
  ip: string,
): Promise<{ orders: SearchResult; paymentChangeable: Record<string, boolean>; guestCustomerId: string | null }> {
  const criteria = withoutVirtualAssociations(parsed);
  let where: { column: string; value: string };
  let guestCustomerId: string | null = null;
  if (ctx.customer?.active) {
    where = { column: "customer_id", value: ctx.customer.id };
  } else {
    const code = deepLinkFilter(criteria.filters);
    if (!code) throw errors.customerNotLoggedIn();
    const key = `${code.toLowerCase()}-${ip}`;
    await consumeRateLimit(db, "guest_login", key);
    const since = new Date(Date.now() - GUEST_WINDOW_MS).toISOString();
    const order = await db
      .selectFrom("order")
      .selectAll()
      .where("deep_link_code", "=", code)
      .where("sales_channel_id", "=", ctx.salesChannelId)
      .where((eb) => eb.or([eb("created_at", ">=", since), eb("updated_at", ">=", since)]))
      .executeTakeFirst();
    if (!order) throw orderErrors.guestNotAuthenticated();
    await checkGuestCredentials(db, order, input);
    await resetRateLimit(db, "guest_login", key);
    where = { column: "id", value: order.id };
    guestCustomerId = order.customer_id as string;
  }
  const orders = await search(db, orderDefinition, criteria, ctx, {
    extraWhere: (scope) =>
      sql`${sql.ref(`${scope.alias}.${where.column}`)} = ${where.value} AND ${sql.ref(`${scope.alias}.sales_channel_id`)} = ${ctx.salesChannelId}`,
  });
  // No promotion of this shop has payment-method rules, so every order's payment stays changeable.
  const paymentChangeable = input.checkPromotion
    ? Object.fromEntries(orders.elements.map((order) => [order.id, true]))
    : {};
  return { orders, paymentChangeable, guestCustomerId };
}

/** POST /order/state/cancel (§7.6): the `cancel` transition, atomically; the ordered units go back to stock. */
export async function cancelOrder(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  orderId: string,
): Promise<Record<string, unknown>> {
  const order = await ownOrder(db, ctx, customer, orderId);
  if (!order) throw orderErrors.orderNotFound(orderId);
  const edge = MACHINES["order.state"].transitions.cancel;
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("order")
      .set({ state: edge.to, updated_at: now })
      .where("id", "=", orderId)
      .where("state", "in", edge.from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const current = await trx.selectFrom("order").select("state").where("id", "=", orderId).executeTakeFirstOrThrow();
      throw illegalTransition("order.state", "cancel", current.state);
    }
    // A cancelled order takes no payment: its outstanding payment links die now (issue 12 L3).
    await killPaymentTokens(trx, { orderId }, now);
    const lines = await trx
      .selectFrom("order_line_item")
      .select(["product_id", "quantity"])
      .where("order_id", "=", orderId)
      .where("type", "=", "product")
      .where("product_id", "is not", null)
      .execute();
    for (const line of lines) {
      await sql`UPDATE product SET stock = stock + ${line.quantity}, available_stock = available_stock + ${line.quantity}, sales = CASE WHEN sales >= ${line.quantity} THEN sales - ${line.quantity} ELSE 0 END,
        available = CASE WHEN is_closeout = 1 THEN (CASE WHEN available_stock + ${line.quantity} >= min_purchase THEN 1 ELSE 0 END) ELSE available END WHERE id = ${line.product_id}`.execute(
        trx,
      );
    }
  });
  return stateJson("order.state", edge.to, await shopLanguage(db, ctx.languageId), now);
}

/** Transaction states after which the payment method may change (§7.5). */
const CHANGEABLE = new Set(["open", "cancelled", "reminded", "failed", "chargeback", "unconfirmed"]);

/** POST /order/payment (§7.5): reopen the last transaction with this method, or cancel the live ones and add a new one. */
export async function setOrderPayment(
  db: Db,
  ctx: SalesChannelContext,
  channel: ChannelData,
  customer: ContextCustomer,
  orderId: string,
  paymentMethodId: string,
): Promise<void> {
  const order = await ownOrder(db, ctx, customer, orderId);
  if (!order) throw errors.entityNotFound("order", orderId);
  const method = await db
    .selectFrom("payment_method")
    .select(["id", "active"])
    .where("id", "=", paymentMethodId)
    .executeTakeFirst();
  if (!method) throw orderErrors.unknownPaymentMethod(paymentMethodId);
  if (Number(method.active) !== 1 || !isAssigned(channel, "payment_method", paymentMethodId))
    throw orderErrors.paymentMethodNotAvailable(paymentMethodId);
  await db.transaction().execute(async (trx) => {
    const transactions = await trx
      .selectFrom("order_transaction")
      .selectAll()
      .where("order_id", "=", orderId)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const last = transactions[transactions.length - 1];
    if (last && (last.state === "paid" || last.state === "paid_partially")) throw orderErrors.alreadyPaid(orderId);
    if (last && !CHANGEABLE.has(last.state)) throw orderErrors.paymentMethodUnchangeable();
    if (last && last.payment_method_id === paymentMethodId) {
      if (last.state !== "open") await transitionTransaction(trx, last.id, "reopen");
      return;
    }
    for (const transaction of transactions) {
      if (transaction.state !== "cancelled" && transaction.state !== "failed")
        await transitionTransaction(trx, transaction.id, "cancel");
    }
    const now = new Date(Math.max(Date.now(), ...transactions.map((t) => Date.parse(t.created_at) + 1))).toISOString();
    const price = JSON.parse(order.price) as Record<string, unknown> & { totalPrice: number };
    const amount = {
      unitPrice: price.totalPrice,
      quantity: 1,
      totalPrice: price.totalPrice,
      calculatedTaxes: price.calculatedTaxes ?? [],
      taxRules: price.taxRules ?? [],
      referencePrice: null,
      listPrice: null,
      regulationPrice: null,
      apiAlias: "calculated_price",
    };
    await trx
      .insertInto("order_transaction")
      .values({
        id: newId(),
        order_id: orderId,
        payment_method_id: paymentMethodId,
        amount: JSON.stringify(keyedTaxes(amount)),
        state: "open",
        validation_data: null,
        created_at: now,
        updated_at: null,
      })
      .execute();
  });
}

/** GET /order/download/{orderId}/{downloadId} (§7.7): the file of a granted download of the customer's own order. */
export async function findDownload(
  db: Db,
  ctx: SalesChannelContext,
  customer: ContextCustomer,
  orderId: string,
  downloadId: string,
): Promise<{ file: string; fileName: string }> {
  const row = await db
    .selectFrom("order_line_item_download as d")
    .innerJoin("order_line_item as li", "li.id", "d.order_line_item_id")
    .innerJoin("order as o", "o.id", "li.order_id")
    .innerJoin("media as m", "m.id", "d.media_id")
    .select(["m.path", "m.file_name", "m.file_extension"])
    .where("d.id", "=", downloadId)
    .where("d.access_granted", "=", 1)
    .where("o.id", "=", orderId)
    .where("o.customer_id", "=", customer.id)
    .where("o.sales_channel_id", "=", ctx.salesChannelId)
    .executeTakeFirst();
  if (!row) throw orderErrors.downloadNotFound(downloadId);
  const file = path.resolve(DOWNLOADS_DIR, row.path);
  if (!file.startsWith(DOWNLOADS_DIR + path.sep)) throw orderErrors.downloadNotFound(downloadId);
  return { file, fileName: `${row.file_name}.${row.file_extension}` };
}
