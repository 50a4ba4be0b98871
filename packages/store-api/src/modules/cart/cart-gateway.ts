/**
 * GET /checkout/gateway: the payment and shipping methods the cart may use (active, assigned to the channel; no
 * rules or app gateways here) plus the blocked-method errors of the current cart.
 */
import { emptyCriteria } from "../../dal/criteria.js";
import { search, searchResultJson } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { channelAssignments } from "../context/context.repository.js";
import { paymentMethodDefinition, shippingMethodDefinition } from "../system/system.definition.js";
import { loadCart } from "./cart.service.js";

export async function checkoutGateway(db: Db, ctx: SalesChannelContext): Promise<Record<string, unknown>> {
  const assigned = await channelAssignments(db, ctx.salesChannelId, ["payment_method", "shipping_method"]);
  const idsOf = (entity: string) => assigned.filter((a) => a.entity === entity).map((a) => a.entity_id);
  const criteria = (ids: string[]) => ({
    ...emptyCriteria(),
    ids,
    sorts: [{ field: "position", order: "ASC" as const, naturalSorting: false }],
  });
  const [cart, payments, shipments] = await Promise.all([
    loadCart(db, ctx),
    search(db, paymentMethodDefinition, criteria(idsOf("payment_method")), ctx),
    search(db, shippingMethodDefinition, criteria(idsOf("shipping_method")), ctx),
  ]);
  const errors = (Array.isArray(cart.errors) ? [] : Object.values(cart.errors))
    .filter((e) => e.messageKey === "payment-method-blocked" || e.messageKey === "shipping-method-blocked")
    .map((e) => ({ code: e.messageKey, detail: e.message, blocking: e.block, key: e.key, parameters: e.parameters }));
  return {
    paymentMethods: searchResultJson("payment_method", payments),
    shippingMethods: searchResultJson("shipping_method", shipments),
    errors,
    apiAlias: "checkout_gateway_route_response",
  };
}
