import { data } from "react-router";
import type { StoreApi } from "../../.server/store-api.server";
import { toOrderView, type ApiOrder, type OrderView } from "./checkout";

const ID = /^[0-9a-f]{32}$/i;

const ORDER_CRITERIA = {
  associations: {
    lineItems: { associations: { cover: {} } },
    deliveries: { associations: { shippingMethod: {}, shippingOrderAddress: { associations: { country: {}, countryState: {} } } } },
    transactions: { associations: { paymentMethod: {}, stateMachineState: {} } },
    billingAddress: { associations: { country: {}, countryState: {} } },
    stateMachineState: {},
    currency: {},
  },
};

/**
 * One of the session customer's own orders (POST /order only returns those), or a 404 response to throw:
 * an order id in the URL shows nothing to anyone else.
 */
export async function loadOrder(api: StoreApi, orderId: string): Promise<OrderView> {
  if (!ID.test(orderId) || !api.hasSession) throw data(null, { status: 404 });
  try {
    const response = await api.client.invoke("readOrder post /order", {
      body: { ...ORDER_CRITERIA, filter: [{ type: "equals", field: "id", value: orderId }], limit: 1 } as never,
    });
    const order = ((response.data as { orders?: { elements?: ApiOrder[] } }).orders?.elements ?? [])[0];
    if (!order) throw data(null, { status: 404 });
    return toOrderView(order);
  } catch (error) {
    // Not logged in (any more): the order is not this shopper's to see.
    if ((error as { status?: number }).status === 403) throw data(null, { status: 404 });
    throw error;
  }
}
