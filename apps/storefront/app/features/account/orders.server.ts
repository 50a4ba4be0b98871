import type { StoreApi } from "../../.server/store-api.server";
import {
  orderCriteria,
  orderDetailCriteria,
  toOrderDetail,
  toOrderSummary,
  type OrderDetailView,
  type OrderSummaryView,
} from "./order";

export const ORDERS_PER_PAGE = 10;

export async function loadOrders(api: StoreApi, page: number): Promise<{ orders: OrderSummaryView[]; total: number }> {
  const response = await api.client.invoke("readOrder post /order", {
    body: orderCriteria(page, ORDERS_PER_PAGE),
  });
  const result = response.data.orders;
  return { orders: (result?.elements ?? []).map(toOrderSummary), total: result?.total ?? 0 };
}

/** One of the customer's orders, or null (the Store API only ever returns the customer's own). */
export async function loadOrder(api: StoreApi, orderId: string): Promise<OrderDetailView | null> {
  const response = await api.client.invoke("readOrder post /order", { body: orderDetailCriteria(orderId) });
  const order = response.data.orders?.elements?.[0];
  return order ? toOrderDetail(order) : null;
}
