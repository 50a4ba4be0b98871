import type { FormValues } from "../account/account";
import type { FormErrors } from "../forms/violations";
import { toTaxes, toTaxStatus } from "../cart/cart";
import type { ApiOrder } from "../account/order";
import { toImageView, type ImageView } from "../../lib/media";
import type { Answered, AnsweredWithId, Schemas } from "../../lib/store-api-types";
import type { ApiShippingPrice } from "./shipping-prices";

export type { ApiOrder };

export type CheckoutIntent =
  | "login"
  | "register"
  | "billingAddress"
  | "shippingAddress"
  | "newShippingAddress"
  | "shippingMethod"
  | "paymentMethod"
  | "order";

/** What a failed checkout step answers with: its messages and the shopper's input (never passwords). */
export interface CheckoutActionData {
  intent: CheckoutIntent | null;
  errors: FormErrors;
  values: FormValues;
}

/** Field name prefix of the "ship to a different address" form. */
export const NEW_SHIPPING_PREFIX = "shippingAddress.";

type Named = Answered<Schemas["ShippingMethod"], "name" | "translated">;

/**
 * A shipping or payment method as the checkout reads it: the fields both have, a shipping method's delivery time and
 * price matrix (association `prices`), a payment method's distinguishableName.
 */
export type ApiMethod = AnsweredWithId<Schemas["ShippingMethod"], "name" | "translated" | "position" | "description"> &
  Answered<Schemas["PaymentMethod"], "distinguishableName"> & {
    deliveryTime?: Answered<Schemas["DeliveryTime"], "name" | "translated"> | null;
    prices?: ReadonlyArray<ApiShippingPrice> | null;
  };

/** A shipping or payment method as the checkout lists it. */
export interface MethodView {
  id: string;
  name: string;
  description: string;
  /** Shipping methods: the delivery time's name ("1-3 days"). */
  deliveryTime: string;
  /** Shipping methods: what the method costs for this cart (null: not known without the backend's rules). */
  price: number | null;
}

const named = (entity: Named | null | undefined) => entity?.translated?.name || entity?.name || "";

/** A method's name: its translation, else its admin name, else the distinguishable one. */
const methodName = (method: Named & { distinguishableName?: string | null }) =>
  named(method) || method.distinguishableName || "";

export function toMethodView(method: ApiMethod): MethodView {
  return {
    id: method.id,
    name: methodName(method),
    description: method.translated?.description || method.description || "",
    deliveryTime: named(method.deliveryTime),
    price: null,
  };
}

/**
 * Methods in the shop's order (position, then name). The Store API lists the context's method first
 * (sortShippingMethodsByPreference), which made the options jump when one was chosen.
 */
export function inShopOrder<T extends { position?: number | null; name?: string | null }>(methods: readonly T[]): T[] {
  return [...methods].sort(
    (a, b) => (a.position ?? 0) - (b.position ?? 0) || (a.name ?? "").localeCompare(b.name ?? ""),
  );
}

type ApiOrderAddress = NonNullable<ApiOrder["billingAddress"]>;
type ApiStateRef = NonNullable<ApiOrder["stateMachineState"]>;

export interface OrderLineView {
  id: string;
  label: string;
  quantity: number;
  type: string;
  code: string;
  unitPrice: number;
  totalPrice: number;
  image: ImageView | null;
  isDownload: boolean;
}

export interface OrderView {
  id: string;
  orderNumber: string;
  date: string;
  email: string;
  currency: string;
  state: { technicalName: string; name: string };
  /** The newest transaction's state: paid, open, failed, cancelled … */
  payment: { technicalName: string; name: string; methodId: string; method: string };
  shippingMethod: string;
  billingAddress: string[];
  shippingAddress: string[];
  lineItems: OrderLineView[];
  subtotal: number;
  shippingCosts: number;
  total: number;
  net: number;
  taxStatus: "gross" | "net" | "tax-free";
  taxes: { rate: number; amount: number }[];
  comment: string;
}

function addressLines(address: ApiOrderAddress | null | undefined): string[] {
  if (!address) return [];
  return [
    address.company ?? "",
    [address.firstName, address.lastName].filter(Boolean).join(" "),
    address.street ?? "",
    [address.zipcode, address.city].filter(Boolean).join(" "),
    named(address.countryState),
    named(address.country),
  ].filter(Boolean);
}

const stateOf = (state: ApiStateRef | null | undefined) => ({
  technicalName: state?.technicalName ?? "",
  name: state?.translated?.name || state?.name || state?.technicalName || "",
});

/** The Store API order as the success pages show it. */
export function toOrderView(order: ApiOrder): OrderView {
  const transactions = [...(order.transactions ?? [])].sort((a, b) =>
    (a.createdAt ?? "").localeCompare(b.createdAt ?? ""),
  );
  const transaction = transactions.at(-1);
  const delivery = order.deliveries?.[0];
  const lineItems = [...(order.lineItems ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    id: order.id,
    orderNumber: order.orderNumber ?? "",
    date: order.orderDateTime ?? "",
    email: order.orderCustomer?.email ?? "",
    currency: order.currency?.isoCode ?? "",
    state: stateOf(order.stateMachineState),
    payment: {
      ...stateOf(transaction?.stateMachineState),
      methodId: transaction?.paymentMethod?.id ?? transaction?.paymentMethodId ?? "",
      method: transaction?.paymentMethod ? methodName(transaction.paymentMethod) : "",
    },
    shippingMethod: named(delivery?.shippingMethod),
    billingAddress: addressLines(order.billingAddress),
    shippingAddress: addressLines(delivery?.shippingOrderAddress),
    lineItems: lineItems.map((item) => ({
      id: item.id,
      label: item.label ?? "",
      quantity: item.quantity ?? 1,
      type: item.type ?? "product",
      code: item.type === "promotion" ? (item.payload?.code ?? "") : "",
      unitPrice: item.unitPrice ?? 0,
      totalPrice: item.totalPrice ?? 0,
      image: toImageView(item.cover, item.label ?? ""),
      isDownload: (item.states ?? []).includes("is-download"),
    })),
    subtotal: order.positionPrice ?? 0,
    shippingCosts: order.shippingTotal ?? 0,
    total: order.amountTotal ?? 0,
    net: order.amountNet ?? 0,
    taxStatus: toTaxStatus(order.price?.taxStatus ?? order.taxStatus),
    taxes: toTaxes(order.price?.calculatedTaxes),
    comment: order.customerComment ?? "",
  };
}

/** Only absolute http(s) URLs are followed as payment gateway redirects. */
export function isGatewayUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Spec §9: the success page sends the shopper to the payment gateway after 5 seconds. */
export const PAYMENT_REDIRECT_SECONDS = 5;
