import type { CartAnswer, CartErrorAnswer, LineItemAnswer } from "../../.server/store-api-client.server";
import { toImageView, type ImageView } from "../../lib/media";
import type { Answer } from "../../lib/store-api-types";

/**
 * The Store API cart as the storefront reads it: Shopware's cart answer (the generated Cart with the differences
 * store-api-client.server.ts declares), every field optional as `Answer` reads an answer.
 */
export type ApiCart = Omit<Answer<CartAnswer>, "lineItems"> & { lineItems?: ReadonlyArray<ApiCartLineItem> | null };
/** One error of a cart (store-api-notes §6.8). */
export type ApiCartError = Answer<CartErrorAnswer>;
/** A line item always carries its id (the views key on it). */
type ApiCartLineItem = Answer<LineItemAnswer> & { id: string };

export type CartErrorLevel = "notice" | "warning" | "error";

export interface CartErrorView {
  key: string;
  messageKey: string;
  level: CartErrorLevel;
  /** The backend's English text: shown only for keys the storefront does not know. */
  message: string;
  parameters: Record<string, string | number>;
  block: boolean;
}

export interface CartLineItemView {
  id: string;
  type: string;
  label: string;
  quantity: number;
  /** A product (not a promotion, credit or custom line): has a product page, counts for the header. */
  isProduct: boolean;
  good: boolean;
  removable: boolean;
  /** Only stackable items may change their quantity. */
  stackable: boolean;
  isDownload: boolean;
  image: ImageView | null;
  options: { group: string; option: string }[];
  productNumber: string;
  /** App path of the product page (the catch-all redirects /detail/{id} to its SEO URL). */
  href: string | null;
  /** The promotion code of a promotion line ("" for automatic promotions). */
  code: string;
  unitPrice: number;
  totalPrice: number;
  quantityRule: { min: number; max: number; step: number };
}

export interface CartView {
  hash: string;
  lineItems: CartLineItemView[];
  /** Goods quantities (the header counter). */
  goodsCount: number;
  /** Spec §4: the cart is empty when the count of good items is 0 or less. */
  isEmpty: boolean;
  /** Spec §4: items exist and every non-promotion item is a download. */
  isVirtual: boolean;
  hasDownloads: boolean;
  subtotal: number;
  shippingCosts: number;
  total: number;
  net: number;
  taxStatus: "gross" | "net" | "tax-free";
  taxes: { rate: number; amount: number }[];
  errors: CartErrorView[];
  /** An error with block=true: the backend refuses the order until it is resolved. */
  blocksOrder: boolean;
  customerComment: string;
}

const LEVELS: Record<number, CartErrorLevel> = { 0: "notice", 10: "warning", 20: "error" };

function scalarParameters(parameters: Record<string, unknown> | null | undefined): Record<string, string | number> {
  const result: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(parameters ?? {})) {
    if (typeof value === "string" || typeof value === "number") result[name] = value;
    else if (typeof value === "boolean") result[name] = String(value);
  }
  return result;
}

export function toCartErrors(errors: ApiCart["errors"]): CartErrorView[] {
  const list = Array.isArray(errors)
    ? errors
    : Object.entries(errors ?? {}).flatMap(([key, error]) => (error ? [{ ...error, key: error.key ?? key }] : []));
  return list.map((error: ApiCartError) => ({
    key: error.key ?? error.messageKey ?? "",
    messageKey: error.messageKey ?? error.key ?? "",
    level: LEVELS[error.level ?? 20] ?? "error",
    message: error.message ?? "",
    parameters: scalarParameters(error.parameters),
    block: Boolean(error.block),
  }));
}

function toLineItemView(item: ApiCartLineItem): CartLineItemView {
  const isProduct = item.type === "product";
  const min = item.quantityInformation?.minPurchase ?? 1;
  const step = item.quantityInformation?.purchaseSteps ?? 1;
  const label = item.label ?? "";
  return {
    id: item.id,
    type: item.type ?? "product",
    label,
    quantity: item.quantity ?? 1,
    isProduct,
    good: Boolean(item.good),
    removable: item.removable !== false,
    stackable: item.stackable !== false && isProduct,
    isDownload: (item.states ?? []).includes("is-download"),
    image: toImageView(item.cover, label),
    options: (item.payload?.options ?? []).map((entry) => ({ group: entry.group ?? "", option: entry.option ?? "" })),
    productNumber: item.payload?.productNumber ?? "",
    href: isProduct && item.referencedId ? `/detail/${item.referencedId}` : null,
    code: item.type === "promotion" ? (item.payload?.code ?? item.referencedId ?? "") : "",
    unitPrice: item.price?.unitPrice ?? 0,
    totalPrice: item.price?.totalPrice ?? 0,
    quantityRule: {
      min: Math.max(1, min),
      max: Math.max(min, item.quantityInformation?.maxPurchase ?? 100),
      step: Math.max(1, step),
    },
  };
}

export function toTaxStatus(value: string | null | undefined): CartView["taxStatus"] {
  return value === "net" || value === "tax-free" ? value : "gross";
}

/** Taxes per rate of a cart or order price (`calculatedTaxes`). */
export function toTaxes(
  taxes: ReadonlyArray<{ tax?: number | null; taxRate?: number | null }> | null | undefined,
): CartView["taxes"] {
  return (taxes ?? []).map((tax) => ({ rate: tax.taxRate ?? 0, amount: tax.tax ?? 0 }));
}

/** The Store API cart as the cart page, side cart and checkout show it. */
export function toCartView(cart: ApiCart): CartView {
  const lineItems = (cart.lineItems ?? []).map(toLineItemView);
  const goodsCount = lineItems.reduce((sum, item) => (item.good ? sum + item.quantity : sum), 0);
  const nonPromotion = lineItems.filter((item) => item.type !== "promotion");
  const errors = toCartErrors(cart.errors);
  return {
    hash: cart.hash ?? "",
    lineItems,
    goodsCount,
    isEmpty: goodsCount <= 0,
    isVirtual: nonPromotion.length > 0 && nonPromotion.every((item) => item.isDownload),
    hasDownloads: lineItems.some((item) => item.isDownload),
    subtotal: cart.price?.positionPrice ?? 0,
    shippingCosts: cart.deliveries?.[0]?.shippingCosts?.totalPrice ?? 0,
    total: cart.price?.totalPrice ?? 0,
    net: cart.price?.netPrice ?? 0,
    taxStatus: toTaxStatus(cart.price?.taxStatus),
    taxes: toTaxes(cart.price?.calculatedTaxes),
    errors,
    blocksOrder: errors.some((error) => error.block),
    customerComment: cart.customerComment ?? "",
  };
}

/** A quantity on the product's grid: at least min, at most max, on min + n·step. */
export function snapQuantity(quantity: number, rule: { min: number; max: number; step: number }): number {
  if (!Number.isFinite(quantity)) return rule.min;
  const clamped = Math.min(Math.max(Math.trunc(quantity), rule.min), rule.max);
  return rule.min + Math.floor((clamped - rule.min) / rule.step) * rule.step;
}

/** The cart with one line's quantity changed: what the page shows before the backend answers. */
export function withQuantity(cart: CartView, lineItemId: string, quantity: number): CartView {
  const lineItems = cart.lineItems.map((item) =>
    item.id === lineItemId ? { ...item, quantity, totalPrice: item.unitPrice * quantity } : item,
  );
  const goodsCount = lineItems.reduce((sum, item) => (item.good ? sum + item.quantity : sum), 0);
  return { ...cart, lineItems, goodsCount, isEmpty: goodsCount <= 0 };
}

/** The cart without one line: what the page shows while the removal is on its way. */
export function withoutLineItem(cart: CartView, lineItemId: string): CartView {
  const lineItems = cart.lineItems.filter((item) => item.id !== lineItemId);
  const goodsCount = lineItems.reduce((sum, item) => (item.good ? sum + item.quantity : sum), 0);
  return { ...cart, lineItems, goodsCount, isEmpty: goodsCount <= 0 };
}

export const EMPTY_CART: CartView = toCartView({});
