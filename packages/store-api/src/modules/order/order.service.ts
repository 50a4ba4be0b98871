import { parseCriteria, type Criteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { search } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { errorsJson } from "../cart/cart-errors.js";
import { calculateCartForCheckout, cartStored, claimCart } from "../cart/cart.service.js";
import type { CartErrorJson } from "../cart/cart-json-types.js";
import type { SalesChannelContext } from "../context/context.js";
import { sendMail } from "../mail/mail.js";
import { languageDomain } from "../mail/mail-links.js";
import { claimPromotionRedemptions } from "../promotion/promotion.service.js";
import { createInvoice } from "./document.service.js";
import { lineAmounts, orderAmounts } from "./order-amounts.js";
import { draftFromCart, stockDemand, type CheckoutInput } from "./order-draft.js";
import { orderDefinition, shopLanguage } from "./order.definition.js";
import { orderErrors } from "./order.errors.js";
import { confirmationMail, MAILED_PAYMENT_STATES, paymentStateMail, type MailedPaymentState } from "./order.mail.js";
import {
  getOrder,
  getOrderCustomer,
  getOrderTransaction,
  insertOrderRows,
  nextNumber,
  topLineItems,
} from "./order.repository.js";
import { findCustomer, updateCustomer } from "../customer/customer.repository.js";
import { paymentMethodNames } from "../system/system.repository.js";
import { takeStock } from "../product/product.repository.js";
import { newDeepLinkCode, newId, orderRows, type OrderDraft } from "./order.js";

export interface CreateOrderInput extends CheckoutInput {
  hash?: string;
}

/** Shopware's order numbers start at 10000. */
const ORDER_NUMBER_START = 10000;

function outOfStock(productId: string, label: string): CartErrorJson {
  return {
    key: `product-out-of-stock${productId}`,
    id: productId,
    level: 20,
    message: `The product ${label} is no longer available`,
    messageKey: "product-out-of-stock",
    parameters: { id: productId, name: label },
    block: true,
    blockResubmit: true,
    code: 0,
    name: label,
  };
}

/**
 * POST /checkout/order (store-api-notes §7.1): recalculate the cart, refuse blocked carts, then write the order in ONE
 * transaction that first claims the cart (a double submit finds it gone) and takes the stock with conditional
 * updates (parallel checkouts of the last closeout unit: one order). The confirmation mail follows the commit.
 */
export async function createOrder(db: Db, ctx: SalesChannelContext, input: CreateOrderInput): Promise<Entity> {
  const customer = ctx.customer;
  if (!customer || !customer.active) throw orderErrors.notLoggedIn();
  const { cart, calculated, storedHash } = await calculateCartForCheckout(db, ctx);
  // Shopware's CartOrderRoute: the hash the confirmation page showed must be the recalculated cart's (price, methods,
  // line items), or the order is refused (409) rather than placed at a total the shopper never saw.
  const confirmed = input.hash !== undefined && input.hash !== "";
  if (confirmed && input.hash !== cart.hash) throw orderErrors.hashMismatch(ctx.token);
  if (cart.lineItems.length === 0) throw orderErrors.cartEmpty();
  const blocking = (Array.isArray(cart.errors) ? [] : Object.values(cart.errors)).filter((error) => error.block);
  if (blocking.length > 0) throw orderErrors.cartInvalid(blocking as unknown as Record<string, unknown>[]);

  const draft = await draftFromCart(db, ctx, calculated, customer, input);
  const orderId = await placeOrder(db, { token: ctx.token, hash: storedHash, confirmed }, draft);
  await sendConfirmation(db, orderId);
  return loadOrderJson(db, ctx, orderId);
}

/**
 * Writes the draft as an order in one transaction, first claiming the cart it was calculated from: the cart is
 * deleted only while it still has that hash, so of two submits one wins and the other finds no cart (CART_EMPTY) or a
 * changed one (HASH_MISMATCH). Then the stock is taken; a failure rolls everything back, the cart included.
 */
export async function placeOrder(
  db: Db,
  cart: { token: string; hash: string; confirmed?: boolean },
  draft: OrderDraft,
): Promise<string> {
  const orderId = newId();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (!(await claimCart(trx, cart.token, cart.hash))) {
      throw (await cartStored(trx, cart.token)) ? orderErrors.hashMismatch(cart.token) : orderErrors.cartEmpty();
    }
    // Limits are re-checked under lock: of checkouts racing for the last redemption of a code, one gets it. For the
    // others the confirmed cart no longer holds (the discount is gone): with a hash that is a hash mismatch, like a
    // recalculation after the winner's order would have found.
    const promotions = draft.lineItems.flatMap((item) =>
      item.promotionId ? [{ promotionId: item.promotionId, code: item.referencedId || null }] : [],
    );
    const usedUp = await claimPromotionRedemptions(trx, { customerId: draft.customer.customerId ?? null, promotions });
    if (usedUp.length > 0 && cart.confirmed) throw orderErrors.hashMismatch(cart.token);
    if (usedUp.length > 0)
      throw orderErrors.cartInvalid(Object.values(errorsJson(usedUp)) as unknown as Record<string, unknown>[]);
    // Rows are locked in id order, so two checkouts of the same products can never wait on each other (PostgreSQL).
    for (const [productId, quantity] of [...stockDemand(draft)].sort(([a], [b]) => a.localeCompare(b))) {
      if (!(await takeStock(trx, productId, quantity))) {
        const label = draft.lineItems.find((item) => item.productId === productId)?.label ?? productId;
        throw orderErrors.cartInvalid([outOfStock(productId, label) as unknown as Record<string, unknown>]);
      }
    }
    const orderNumber = await nextNumber(trx, "order", ORDER_NUMBER_START);
    await insertOrderRows(trx, orderRows(draft, { orderId, orderNumber, deepLinkCode: newDeepLinkCode(), now }));
    await createInvoice(trx, orderId, now);
    if (draft.customer.customerId)
      await updateCustomer(trx, draft.customer.customerId, {
        last_payment_method_id: draft.transactions[0].paymentMethodId,
      });
  });
  return orderId;
}

/** Who an order mail goes to, in which language, and the shop links of the order's sales-channel domain. */
async function orderMailBase(db: Db, orderId: string) {
  const order = await getOrder(db, orderId);
  const customer = await getOrderCustomer(db, orderId);
  const account = customer.customer_id ? await findCustomer(db, customer.customer_id) : undefined;
  // The domain the shopper used for this language (the seed lists STOREFRONT_URLS in order; the first one wins).
  const shopUrl = await languageDomain(db, order.sales_channel_id, order.language_id);
  return {
    order,
    base: {
      language: await shopLanguage(db, order.language_id),
      languageId: order.language_id,
      email: customer.email,
      name: `${customer.first_name} ${customer.last_name}`,
      orderId,
      orderNumber: order.order_number,
      currencyIso: order.currency_iso,
      shopUrl,
      // Guests have no account page to see the order on; customers see it under their account.
      orderUrl: shopUrl && account && account.guest !== 1 ? `${shopUrl}/account/order/details/${orderId}` : undefined,
    },
  };
}

async function sendConfirmation(db: Db, orderId: string): Promise<void> {
  const { order, base } = await orderMailBase(db, orderId);
  const items = await topLineItems(db, orderId);
  await sendMail(
    db,
    confirmationMail({
      ...base,
      deepLinkCode: order.deep_link_code,
      items: items.map((item) => ({
        label: item.label,
        quantity: Number(item.quantity),
        totalPrice: lineAmounts(item).totalPrice,
      })),
      ...orderAmounts(order),
    }),
  );
}

/** Tells the shopper that a payment of their order was made, failed or was cancelled (other states send nothing). */
export async function sendPaymentStateMail(db: Db, transactionId: string, state: string): Promise<void> {
  if (!(MAILED_PAYMENT_STATES as readonly string[]).includes(state)) return;
  const transaction = await getOrderTransaction(db, transactionId);
  const { base } = await orderMailBase(db, transaction.order_id);
  const method = await paymentMethodNames(db, transaction.payment_method_id);
  const methodName = (method.find((m) => m.language_id === base.languageId) ?? method[0])?.name as string | undefined;
  const amount = (JSON.parse(transaction.amount) as { totalPrice: number }).totalPrice;
  await sendMail(
    db,
    paymentStateMail({ ...base, state: state as MailedPaymentState, paymentMethod: methodName ?? "", amount }),
  );
}

/** The associations Shopware loads for the createOrder answer (§7.1). */
export function orderResponseCriteria(): Criteria {
  return parseCriteria(
    {
      associations: {
        orderCustomer: { associations: { salutation: {} } },
        deliveries: {
          associations: {
            shippingMethod: {},
            shippingOrderAddress: { associations: { country: {}, countryState: {}, salutation: {} } },
            positions: {},
          },
        },
        transactions: { associations: { paymentMethod: {} } },
        lineItems: { associations: { cover: {}, downloads: {} } },
        currency: {},
        addresses: { associations: { country: {}, countryState: {}, salutation: {} } },
        billingAddress: { associations: { country: {}, countryState: {}, salutation: {} } },
        documents: {},
      },
    },
    "order",
  );
}

export async function loadOrderJson(db: Db, ctx: SalesChannelContext, orderId: string): Promise<Entity> {
  const result = await search(db, orderDefinition, { ...orderResponseCriteria(), ids: [orderId] }, ctx);
  const order = result.elements[0];
  if (!order) throw orderErrors.orderNotFound(orderId);
  return order;
}
