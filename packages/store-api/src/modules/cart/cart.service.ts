/**
 * The cart's rules around the pure calculator: load the stored cart of a token, resolve what the calculation needs,
 * calculate, persist the adjusted inputs (§6.2: only while worth storing; errors never) with a compare-and-swap, and
 * answer the Store API JSON. Also the cart moves of login/register (mergeCartsOnLogin, moveCart) and deletion.
 */
import { createHash } from "node:crypto";
import type { Db } from "../../db/database.js";
import { StoreApiError } from "../../http/errors.js";
import type { SalesChannelContext } from "../context/context.js";
import { saveContext } from "../context/context.repository.js";
import { applyDeliveryPromotions, applyPromotions } from "../promotion/promotion.js";
import { customerOfContext } from "../context/context.repository.js";
import { loadPromotionCandidates } from "../promotion/promotion.service.js";
import { calculateCart, type PromotionHooks } from "./calculator.js";
import { calculationContext } from "./cart-context.js";
import { loadMethods } from "./cart-methods.js";
import { loadProducts } from "./cart-products.js";
import { cartJson } from "./cart-json.js";
import {
  cartExists,
  claimCart as claimStoredCart,
  findCart,
  hashOf,
  removeCart,
  retokenCart,
  swapCart,
  worthStoring,
} from "./cart.repository.js";
import type { Cart } from "./cart-json-types.js";
import type { CalculatedCart, CalculatedLineItem, StoredCart, StoredLineItem } from "./cart-types.js";

const PROMOTIONS: PromotionHooks = { apply: applyPromotions, applyDelivery: applyDeliveryPromotions };

/** How often a change is re-applied after losing a compare-and-swap race before giving up with 409. */
const MAX_ATTEMPTS = 8;

/** A change of the stored inputs; may throw a StoreApiError (e.g. unknown line item) before anything is written. */
export type CartMutation = (stored: StoredCart) => void;

/** The calculation of a stored cart under a context (no writes). */
export async function calculateStored(db: Db, ctx: SalesChannelContext, stored: StoredCart): Promise<CalculatedCart> {
  const [products, methods, context, candidates] = await Promise.all([
    loadProducts(db, ctx, stored),
    loadMethods(db, ctx),
    calculationContext(db, ctx),
    loadPromotionCandidates(db, ctx, {
      codes: stored.promotionCodes,
      blockedPromotionIds: stored.blockedPromotionIds,
      customerId: ctx.customerId,
    }),
  ]);
  return calculateCart({
    stored,
    products,
    shippingMethods: methods.shippingMethods,
    paymentMethods: methods.paymentMethods,
    defaultShippingMethodId: String(ctx.salesChannel.shipping_method_id),
    defaultPaymentMethodId: String(ctx.salesChannel.payment_method_id),
    defaultCurrencyId: methods.defaultCurrencyId,
    candidates,
    promotions: PROMOTIONS,
    context,
  });
}

/** A blocked method was swapped: the context keeps the replacement (Shopware's Blocked*MethodSwitcher). */
async function keepSwappedMethods(db: Db, ctx: SalesChannelContext, cart: CalculatedCart): Promise<void> {
  if (cart.shippingMethodId === ctx.shippingMethodId && cart.paymentMethodId === ctx.paymentMethodId) return;
  ctx.shippingMethodId = cart.shippingMethodId;
  ctx.paymentMethodId = cart.paymentMethodId;
  ctx.payload = { ...ctx.payload, shippingMethodId: cart.shippingMethodId, paymentMethodId: cart.paymentMethodId };
  await saveContext(db, ctx.token, ctx.salesChannelId, ctx.payload);
}

function itemHashContent(item: CalculatedLineItem): unknown {
  return [
    item.id,
    item.type,
    item.referencedId,
    item.quantity,
    item.price.unitPrice,
    item.price.totalPrice,
    item.children.map(itemHashContent),
  ];
}

/**
 * The cart's `hash` (Shopware's CartContextHasher): what the shopper agrees to when confirming — the raw total, the
 * shipping and payment methods, every line item with its quantity and price, and the shipping costs. "Place order"
 * sends it back; a cart recalculated to anything else (a promotion dropped, a price, shipping or stock change) no
 * longer matches, and the order is refused instead of being placed at another total.
 */
export function checkoutHash(cart: CalculatedCart): string {
  const content = [
    cart.price.rawTotal,
    cart.price.totalPrice,
    cart.shippingMethodId,
    cart.paymentMethodId,
    cart.lineItems.map(itemHashContent),
    cart.deliveries.map((delivery) => [delivery.shippingMethod.id, delivery.shippingCosts.totalPrice]),
  ];
  return createHash("sha256").update(JSON.stringify(content)).digest("hex");
}

/** A calculated cart's JSON and the hash of its stored inputs (the row the order claims; see cart.repository.ts). */
interface CartState {
  cart: Cart;
  /** The same cart as calculated (minor units), for the order writer. */
  calculated: CalculatedCart;
  storedHash: string;
}

/**
 * Load → change → calculate → store, retried on a lost compare-and-swap so parallel requests on one cart never
 * overwrite each other silently (see cart.repository.ts for why CAS).
 */
async function mutateCartState(db: Db, ctx: SalesChannelContext, mutate: CartMutation | null): Promise<CartState> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await findCart(db, ctx.token);
    const stored: StoredCart = JSON.parse(JSON.stringify(row.stored)) as StoredCart;
    mutate?.(stored);
    const cart = await calculateStored(db, ctx, stored);
    const storedHash = hashOf(cart.stored);
    const unchanged =
      row.version > 0 ? storedHash === row.hash && row.customerId === ctx.customerId : !worthStoring(cart.stored);
    if (!unchanged) {
      const swapped = await swapCart(
        db,
        {
          token: ctx.token,
          customerId: ctx.customerId,
          salesChannelId: ctx.salesChannelId,
          expectedVersion: row.version,
        },
        cart.stored,
      );
      if (!swapped) continue;
    }
    await keepSwappedMethods(db, ctx, cart);
    return {
      cart: cartJson(cart, { hash: checkoutHash(cart), errors: cart.errors }),
      calculated: cart,
      storedHash,
    };
  }
  throw new StoreApiError(
    409,
    "CHECKOUT__CART_CONCURRENT_MODIFICATION",
    "The cart was changed by another request at the same time. Please try again.",
    { token: ctx.token },
  );
}

export async function mutateCart(db: Db, ctx: SalesChannelContext, mutate: CartMutation | null): Promise<Cart> {
  return (await mutateCartState(db, ctx, mutate)).cart;
}

/** readCart: the cart of the token, always recalculated (automatic adjustments are stored). */
export function loadCart(db: Db, ctx: SalesChannelContext): Promise<Cart> {
  return mutateCart(db, ctx, null);
}

/**
 * The cart an order is placed from: recalculated and stored like loadCart, errors included (blocking ones refuse),
 * with the hash of its stored inputs for claimCart.
 */
export function calculateCartForCheckout(db: Db, ctx: SalesChannelContext): Promise<CartState> {
  return mutateCartState(db, ctx, null);
}

export async function deleteCart(db: Db, token: string): Promise<void> {
  await removeCart(db, token);
}

/**
 * Deletes the cart only if it is still in the state the order was calculated from (the stored inputs' hash); false when a
 * double submit or a parallel change got there first. Call it inside the order's transaction (pass the trx).
 */
export function claimCart(db: Db, token: string, hash: string): Promise<boolean> {
  return claimStoredCart(db, token, hash);
}

/** Whether a cart is stored under the token (after a failed claim: changed rather than consumed). */
export function cartStored(db: Db, token: string): Promise<boolean> {
  return cartExists(db, token);
}

/** Register/login without an earlier cart: the anonymous cart moves to the new token. */
export async function moveCart(db: Db, fromToken: string, toToken: string): Promise<void> {
  if (fromToken === toToken) return;
  await retokenCart(db, fromToken, toToken, await customerOfContext(db, toToken));
}

/** Adds `item` into `items`: same id and type → quantities add up; same id, other type → the existing one stays. */
function addInto(items: StoredLineItem[], item: StoredLineItem): void {
  const existing = items.find((i) => i.id === item.id);
  if (!existing) items.push(item);
  else if (existing.type === item.type && existing.type !== "promotion") existing.quantity += item.quantity;
}

/**
 * Login with an earlier cart: the anonymous cart's items are added into the customer's cart (quantities add up),
 * codes joined, and the next calculation raises the `cart-merged-hint` notice. An empty anonymous cart changes
 * nothing; an empty customer cart simply receives the anonymous one (no hint).
 */
export async function mergeCartsOnLogin(
  db: Db,
  { fromToken, toToken }: { fromToken: string; toToken: string },
): Promise<void> {
  if (fromToken === toToken) return;
  const from = await findCart(db, fromToken);
  if (from.version === 0) return;
  const customerId = await customerOfContext(db, toToken);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const to = await findCart(db, toToken);
    if (to.version === 0 || to.stored.lineItems.length === 0) {
      await retokenCart(db, fromToken, toToken, customerId);
      return;
    }
    const merged: StoredCart = JSON.parse(JSON.stringify(to.stored)) as StoredCart;
    for (const item of from.stored.lineItems) if (item.type !== "promotion") addInto(merged.lineItems, { ...item });
    merged.promotionCodes = [...new Set([...merged.promotionCodes, ...from.stored.promotionCodes])];
    merged.customerComment ??= from.stored.customerComment;
    merged.affiliateCode ??= from.stored.affiliateCode;
    merged.campaignCode ??= from.stored.campaignCode;
    merged.mergedHint = true;
    if (await swapCart(db, { token: toToken, customerId, salesChannelId: "", expectedVersion: to.version }, merged)) {
      await removeCart(db, fromToken);
      return;
    }
  }
}
