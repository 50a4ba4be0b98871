import type { StoreApi } from "../../.server/store-api.server";
import { notFoundResponse, requireEntityId, rethrowIfOutage } from "../../.server/store-api-errors.server";
import { apiErrorEntries } from "../forms/api-errors";
import { toOrderView, type ApiOrder, type OrderView } from "./checkout";

export const ORDER_CRITERIA = {
  associations: {
    lineItems: { associations: { cover: {} } },
    deliveries: {
      associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {}, countryState: {} } } },
    },
    transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
    billingAddress: { associations: { country: {}, countryState: {} } },
    stateMachineState: {},
    currency: {},
  },
};

/** How long after an order a second 'Place order' of the same session still means that order (a double submit). */
export const JUST_PLACED_MS = 3 * 60 * 1000;

/**
 * The id of the order this session's customer (or guest) placed in the last few minutes, newest first, or null. The
 * Store API's /order only lists the session customer's own orders, so no other shopper's order can come back.
 */
export async function justPlacedOrderId(api: StoreApi, now = Date.now()): Promise<string | null> {
  if (!api.hasSession) return null;
  try {
    const response = await api.client.invoke("readOrder post /order", {
      body: {
        limit: 1,
        sort: [{ field: "orderDateTime", order: "DESC" }],
        includes: { order: ["id", "orderDateTime"] },
      },
    });
    const order = response.data.orders.elements[0];
    return order && isJustPlaced(order.orderDateTime, now) ? order.id : null;
  } catch (error) {
    // No customer in this context (403): nothing was ordered here. An outage is the busy page.
    rethrowIfOutage(error);
    return null;
  }
}

export function isJustPlaced(orderDateTime: string | null | undefined, now: number): boolean {
  const placed = Date.parse(orderDateTime ?? "");
  return Number.isFinite(placed) && now - placed >= -60_000 && now - placed <= JUST_PLACED_MS;
}

/**
 * One of the session customer's own orders (POST /order only returns those), or a 404 response to throw:
 * an order id in the URL shows nothing to anyone else.
 */
export async function loadOrder(api: StoreApi, orderId: string): Promise<OrderView> {
  requireEntityId(orderId);
  if (!api.hasSession) throw notFoundResponse();
  try {
    const response = await api.client.invoke("readOrder post /order", {
      body: { ...ORDER_CRITERIA, filter: [{ type: "equals", field: "id", value: orderId }], limit: 1 },
    });
    const order: ApiOrder | undefined = response.data.orders.elements[0];
    if (!order) throw notFoundResponse();
    return toOrderView(order);
  } catch (error) {
    // Not logged in (any more): the order is not this shopper's to see.
    if (apiErrorEntries(error).status === 403) throw notFoundResponse();
    throw error;
  }
}
