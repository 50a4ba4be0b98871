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
import { transitionTransaction } from "./transaction.js";
import {
  findCustomerOrder,
  findOrderByDeepLink,
  grantedDownloadMedia,
  insertOrderTransaction,
  orderAddressZipcode,
  orderCustomerEmail,
  orderedProducts,
  orderTransactions,
  transitionOrderState,
} from "./order.repository.js";
import { findCustomer } from "../customer/customer.repository.js";
import { mediaFile } from "../media/media.repository.js";
import { killPaymentTokens } from "../payment/payment.repository.js";
import { returnStock } from "../product/product.repository.js";
import { findPaymentMethod } from "../system/system.repository.js";
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
  return findCustomerOrder(db, orderId, customer.id, ctx.salesChannelId);
}

export interface GuestCredentials {
  email?: string;
  zipcode?: string;
}

/** Shopware's guest check for deep-link reads: the order's customer is a guest and email + billing zipcode match. */
export async function checkGuestCredentials(db: Db, order: Row<"order">, credentials: GuestCredentials): Promise<void> {
  const customer = order.customer_id ? await findCustomer(db, order.customer_id) : undefined;
  if (!customer || Number(customer.guest) !== 1) throw errors.customerNotLoggedIn();
  if (!credentials.email || !credentials.zipcode) throw orderErrors.guestNotAuthenticated();
  const email = await orderCustomerEmail(db, order.id);
  const zipcode = await orderAddressZipcode(db, order.billing_address_id);
  const sameEmail = String(email ?? "").toLowerCase() === credentials.email.trim().toLowerCase();
  const sameZip = String(zipcode ?? "").replace(/\s/g, "") === credentials.zipcode.replace(/\s/g, "");
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
    const order = await findOrderByDeepLink(db, code, ctx.salesChannelId, since);
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
    const moved = await transitionOrderState(trx, orderId, edge, now);
    if (!moved.moved) throw illegalTransition("order.state", "cancel", moved.current);
    // A cancelled order takes no payment: its outstanding payment links die now (issue 12 L3).
    await killPaymentTokens(trx, { orderId }, now);
    for (const line of await orderedProducts(trx, orderId)) await returnStock(trx, line.product_id, line.quantity);
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
  const method = await findPaymentMethod(db, paymentMethodId);
  if (!method) throw orderErrors.unknownPaymentMethod(paymentMethodId);
  if (Number(method.active) !== 1 || !isAssigned(channel, "payment_method", paymentMethodId))
    throw orderErrors.paymentMethodNotAvailable(paymentMethodId);
  await db.transaction().execute(async (trx) => {
    const transactions = await orderTransactions(trx, orderId);
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
    await insertOrderTransaction(trx, {
      id: newId(),
      order_id: orderId,
      payment_method_id: paymentMethodId,
      amount: JSON.stringify(keyedTaxes(amount)),
      state: "open",
      validation_data: null,
      created_at: now,
      updated_at: null,
    });
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
  const mediaId = await grantedDownloadMedia(db, downloadId, {
    id: orderId,
    customerId: customer.id,
    salesChannelId: ctx.salesChannelId,
  });
  const row = mediaId === undefined ? undefined : await mediaFile(db, mediaId);
  if (!row) throw orderErrors.downloadNotFound(downloadId);
  const file = path.resolve(DOWNLOADS_DIR, row.path);
  if (!file.startsWith(DOWNLOADS_DIR + path.sep)) throw orderErrors.downloadNotFound(downloadId);
  return { file, fileName: `${row.file_name}.${row.file_extension}` };
}
