import type { FastifyReply } from "fastify";
import type { Db } from "../../db/database.js";
import { deleteCart, mergeCartsOnLogin, moveCart } from "../cart/cart.service.js";
import type { ContextPayload, SalesChannelContext } from "../context/context.js";
import { deleteContext, findCustomerContext, saveContext } from "../context/context.repository.js";
import { newContextToken } from "../context/context.service.js";
import { customerConfig } from "./customer-config.js";

/** What a session keeps across logins: the shopper's selections, never the anonymous session's identity. */
const RESTORED: (keyof ContextPayload)[] = [
  "currencyId",
  "paymentMethodId",
  "shippingMethodId",
  "billingAddressId",
  "shippingAddressId",
];

/**
 * Logs the customer in under a NEW token (the old one never becomes a logged-in session, so a token seen before login
 * is worthless afterwards). With `restore`, the customer's earlier parked context gives back its selections and
 * cart, and the anonymous cart is merged into it (quantities add up, cart-merged-hint); otherwise the anonymous
 * cart simply moves along. The anonymous context is deleted. Returns the new token, also set on the reply.
 */
export async function loginAs(
  db: Db,
  ctx: SalesChannelContext,
  reply: FastifyReply,
  customerId: string,
  { restore }: { restore: boolean },
): Promise<string> {
  // Switching accounts on one device: the previous customer's session and cart are parked for them, never handed over.
  const switching = ctx.customer !== null && ctx.customer.id !== customerId;
  if (switching) await parkOrDrop(db, ctx);
  const from = switching
    ? { token: newContextToken(), payload: {} as ContextPayload }
    : { token: ctx.token, payload: ctx.payload };
  const token = newContextToken();
  const earlier = restore ? await findCustomerContext(db, customerId, ctx.salesChannelId, from.token) : undefined;
  // What the shopper chose before logging in carries over (sw-language-id only applies per request, so it is not saved).
  const payload: ContextPayload = {};
  for (const key of ["languageId", "currencyId", "paymentMethodId", "shippingMethodId"] as const)
    if (from.payload[key]) payload[key] = from.payload[key];
  // Only a parked context (from a logout) is taken over, its selections winning as Shopware restores the customer's
  // context; a session still live on another device stays untouched.
  const parked = earlier?.payload.expired ? earlier : undefined;
  if (parked)
    for (const key of RESTORED)
      if (parked.payload[key] !== undefined) Object.assign(payload, { [key]: parked.payload[key] });
  payload.customerId = customerId;
  await saveContext(db, token, ctx.salesChannelId, payload);
  if (parked) {
    await moveCart(db, parked.token, token);
    await mergeCartsOnLogin(db, { fromToken: from.token, toToken: token });
    await deleteContext(db, parked.token);
  } else {
    await moveCart(db, from.token, token);
  }
  if (!switching) await deleteContext(db, ctx.token);
  reply.header("sw-context-token", token);
  return token;
}

/** A guest's session (or any, with `invalidateSessionOnLogOut`) is deleted with its cart; a customer's is parked. */
async function parkOrDrop(db: Db, ctx: SalesChannelContext): Promise<void> {
  if (ctx.customer?.guest === true || (await customerConfig(db, "invalidateSessionOnLogOut"))) {
    await deleteCart(db, ctx.token);
    await deleteContext(db, ctx.token);
  } else {
    await saveContext(db, ctx.token, ctx.salesChannelId, { ...ctx.payload, expired: true });
  }
}

/**
 * Ends the session. Guests (or every customer when `invalidateSessionOnLogOut` is set) lose context and cart; a
 * registered customer's context is parked (expired, so the token no longer works) for the next login. The client
 * always gets a fresh token keeping only language and currency.
 */
export async function logout(db: Db, ctx: SalesChannelContext, reply: FastifyReply): Promise<string> {
  await parkOrDrop(db, ctx);
  const token = newContextToken();
  const payload: ContextPayload = {};
  for (const key of ["languageId", "currencyId"] as const) if (ctx.payload[key]) payload[key] = ctx.payload[key];
  await saveContext(db, token, ctx.salesChannelId, payload);
  reply.header("sw-context-token", token);
  return token;
}
