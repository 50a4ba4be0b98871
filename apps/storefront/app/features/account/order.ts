import type { OrderLineItemAnswer, OrderAnswer } from "../../.server/store-api-client.server";
import type { Answer, Answered, Schemas } from "../../lib/store-api-types";
/** Orders as the account's history and detail pages show them. Pure and unit-tested. */
import { toAddressView, type AddressView } from "./customer";
import { dateTimeFormat } from "../../lib/intl";

export interface OrderState {
  technicalName: string;
  name: string;
}

export interface OrderLineItemView {
  id: string;
  type: "product" | "promotion" | "credit" | "custom" | "other";
  label: string;
  productNumber: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
}

export interface OrderDownloadView {
  id: string;
  fileName: string;
  accessGranted: boolean;
}

export interface OrderSummaryView {
  id: string;
  orderNumber: string;
  orderDate: string;
  status: OrderState;
  paymentStatus: OrderState;
  deliveryStatus: OrderState;
  total: number;
  currency: string;
}

export interface OrderDetailView extends OrderSummaryView {
  paymentMethod: string;
  paymentMethodId: string;
  shippingMethod: string;
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  lineItems: OrderLineItemView[];
  downloads: OrderDownloadView[];
  subtotal: number;
  shippingTotal: number;
  /** Unpaid and open to another attempt: the payment method may be changed and the payment started again. */
  canChangePayment: boolean;
  shippingDateEarliest: string;
  shippingDateLatest: string;
}

type ApiState = Answer<Schemas["StateMachineState"]>;
type ApiNamed = Answered<Schemas["PaymentMethod"], "id" | "name" | "distinguishableName" | "translated">;
type ApiOrderLineItem = Answer<OrderLineItemAnswer> & { id: string };
type ApiTransaction = NonNullable<ApiOrder["transactions"]>[number];

/**
 * The Store API order (Shopware's, as store-api-client.server.ts declares it) as the account's order pages and the
 * checkout's success pages read it. Its line items carry their id (the views key on it).
 */
export type ApiOrder = Omit<Answer<OrderAnswer>, "lineItems"> & {
  id: string;
  lineItems?: ReadonlyArray<ApiOrderLineItem> | null;
};

const stateView = (state: ApiState | null | undefined): OrderState => ({
  technicalName: state?.technicalName ?? "",
  name: state?.translated?.name || state?.name || state?.technicalName || "",
});

const nameOf = (entity: ApiNamed | null | undefined) =>
  entity?.translated?.name || entity?.distinguishableName || entity?.name || "";

/** The transaction that counts: the newest one (Shopware appends a transaction per payment attempt). */
export function latestTransaction(order: ApiOrder): ApiTransaction | undefined {
  return [...(order.transactions ?? [])].sort((a, b) => (a.createdAt ?? "").localeCompare(b.createdAt ?? "")).at(-1);
}

/** Transaction states in which the Store API lets the shopper choose another method and pay again (store-api-notes §7.5). */
const CHANGEABLE_PAYMENT_STATES = new Set(["open", "cancelled", "reminded", "failed", "chargeback", "unconfirmed"]);

export function toOrderSummary(order: ApiOrder): OrderSummaryView {
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? "",
    orderDate: order.orderDateTime ?? "",
    status: stateView(order.stateMachineState),
    paymentStatus: stateView(latestTransaction(order)?.stateMachineState),
    deliveryStatus: stateView(order.deliveries?.[0]?.stateMachineState),
    total: order.amountTotal ?? order.price?.totalPrice ?? 0,
    currency: order.currency?.isoCode ?? "EUR",
  };
}

const LINE_ITEM_TYPES = ["product", "promotion", "credit", "custom"] as const;

/** The line's type if the views know it, else "other". */
const lineItemType = (type: string | null | undefined): OrderLineItemView["type"] =>
  LINE_ITEM_TYPES.find((known) => known === type) ?? "other";

export function toOrderDetail(order: ApiOrder): OrderDetailView {
  const transaction = latestTransaction(order);
  const delivery = order.deliveries?.[0];
  const lineItems = [...(order.lineItems ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const summary = toOrderSummary(order);
  return {
    ...summary,
    paymentMethod: nameOf(transaction?.paymentMethod),
    paymentMethodId: transaction?.paymentMethod?.id ?? transaction?.paymentMethodId ?? "",
    shippingMethod: nameOf(delivery?.shippingMethod),
    billingAddress: order.billingAddress ? toAddressView(order.billingAddress) : null,
    shippingAddress: delivery?.shippingOrderAddress ? toAddressView(delivery.shippingOrderAddress) : null,
    lineItems: lineItems.map((item) => ({
      id: item.id,
      type: lineItemType(item.type),
      label: item.label ?? "",
      productNumber: item.payload?.productNumber ?? "",
      quantity: item.quantity ?? 1,
      unitPrice: item.unitPrice ?? 0,
      totalPrice: item.totalPrice ?? 0,
    })),
    downloads: lineItems.flatMap((item) =>
      (item.downloads ?? []).flatMap(({ id, media, accessGranted }) =>
        // A download is fetched by its id: one without cannot be offered.
        id
          ? [
              {
                id,
                fileName: [media?.fileName, media?.fileExtension].filter(Boolean).join(".") || item.label || id,
                accessGranted: Boolean(accessGranted),
              },
            ]
          : [],
      ),
    ),
    subtotal: order.positionPrice ?? order.price?.positionPrice ?? 0,
    shippingTotal: order.shippingTotal ?? 0,
    canChangePayment:
      summary.status.technicalName !== "cancelled" &&
      (!transaction || CHANGEABLE_PAYMENT_STATES.has(summary.paymentStatus.technicalName)),
    shippingDateEarliest: delivery?.shippingDateEarliest ?? "",
    shippingDateLatest: delivery?.shippingDateLatest ?? "",
  };
}

/** The criteria of the order pages: everything they show, newest first. */
export function orderCriteria(page: number, limit: number): Schemas["Criteria"] {
  return {
    page,
    limit,
    "total-count-mode": "exact",
    sort: [{ field: "orderDateTime", order: "DESC" }],
    associations: {
      stateMachineState: {},
      currency: {},
      transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
      // The list shows the delivery state beside the order and payment states.
      deliveries: { associations: { stateMachineState: {} } },
    },
  };
}

export function orderDetailCriteria(orderId: string) {
  return {
    ids: [orderId],
    limit: 1,
    associations: {
      stateMachineState: {},
      currency: {},
      billingAddress: { associations: { country: {}, countryState: {}, salutation: {} } },
      lineItems: { associations: { downloads: { associations: { media: {} } } } },
      deliveries: {
        associations: {
          shippingMethod: {},
          stateMachineState: {},
          shippingOrderAddress: { associations: { country: {}, countryState: {}, salutation: {} } },
        },
      },
      transactions: { associations: { stateMachineState: {}, paymentMethod: {} } },
    },
  };
}

/** Badge colours of order and payment states: green done, amber waiting, red failed, grey otherwise. */
export function stateTone(technicalName: string): "success" | "warning" | "danger" | "neutral" {
  if (["paid", "completed", "shipped", "authorized"].includes(technicalName)) return "success";
  if (["open", "in_progress", "unconfirmed", "reminded", "paid_partially", "shipped_partially"].includes(technicalName))
    return "warning";
  if (["failed", "cancelled", "chargeback"].includes(technicalName)) return "danger";
  return "neutral";
}

export function formatDate(iso: string, locale: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}
