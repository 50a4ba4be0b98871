/**
 * The amounts an order shows, as decimals of its currency, from the price snapshots it was written with (the
 * calculated cart's prices). The integer amount columns beside them hold stored hundredths (src/lib/money.ts) for
 * filters, sorting and aggregations; they are the fallback for a row without a snapshot amount.
 */
import { storageToDecimal } from "../../lib/money.js";

type Stored = number | string | bigint;

const snapshotAmount = (json: string | null | undefined, key: string, column: Stored): number => {
  const parsed = json ? (JSON.parse(json) as Record<string, unknown>) : null;
  const value = parsed?.[key];
  return typeof value === "number" ? value : storageToDecimal(Number(column));
};

export interface OrderAmountColumns {
  price: string;
  shipping_costs: string;
  amount_total: Stored;
  amount_net: Stored;
  position_price: Stored;
  shipping_total: Stored;
}

export function orderAmounts(order: OrderAmountColumns) {
  return {
    positionTotal: snapshotAmount(order.price, "positionPrice", order.position_price),
    shippingTotal: snapshotAmount(order.shipping_costs, "totalPrice", order.shipping_total),
    amountNet: snapshotAmount(order.price, "netPrice", order.amount_net),
    amountTotal: snapshotAmount(order.price, "totalPrice", order.amount_total),
  };
}

export function lineAmounts(item: { price: string; unit_price: Stored; total_price: Stored }) {
  return {
    unitPrice: snapshotAmount(item.price, "unitPrice", item.unit_price),
    totalPrice: snapshotAmount(item.price, "totalPrice", item.total_price),
  };
}
