import { errors } from "../../http/errors.js";
import type { ContextCustomer, SalesChannelContext } from "../context/context.js";

/**
 * The logged-in customer of the request, or 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN. Guests count only where the
 * route allows them (checkout, orders, addresses, customer read/delete, change-profile, logout).
 */
export function requireCustomer(ctx: SalesChannelContext, { allowGuest }: { allowGuest: boolean }): ContextCustomer {
  const customer = ctx.customer;
  if (!customer || !customer.active || (customer.guest && !allowGuest)) throw errors.customerNotLoggedIn();
  return customer;
}
