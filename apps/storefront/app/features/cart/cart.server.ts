import type { LocaleCode } from "../../lib/i18n";
import type { StoreApi } from "../../.server/store-api.server";
import type { Outage } from "../../lib/errors";
import { outageErrors } from "../forms/violations";
import { sessionHeaders } from "../account/session.server";
import { toCartView, type ApiCart, type CartErrorView, type CartView } from "./cart";
import { cartApiErrorMessage, cartChangeNotices, cartErrorMessage, cartErrorTone } from "./cart-errors";
import { t } from "./messages";
import { optionsQuery, selectedOptions } from "../product/variant-options";
import { resolveVariant } from "../product/variant.server";

export type CartIntent = "add" | "update" | "remove" | "promotion";

/** "refresh" changes nothing: another tab changed the session, and any POST makes every loader (the root too) reload. */
export type CartActionIntent = CartIntent | "refresh";

import type { CartNotice } from "./cart-notice";

export type { CartNotice };

/** What the cart action answers a fetcher with (without JavaScript the notices travel as a flash). */
export interface CartActionResult {
  ok: boolean;
  intent: CartActionIntent | null;
  notices: CartNotice[];
  /** The promotion code that was rejected, to show beside the code field. */
  rejectedCode: string | null;
  cart: CartView | null;
  /** The Store API did not answer: the notice is the busy message, the response carries this status. */
  outage?: Outage;
  /** The chosen options match no variant: nothing was added; the variant form's query to show the choice again. */
  unavailableOptions?: string;
}

/** The cart of the shopper's session, read now; without a session there is none yet (and none is started by looking). */
export async function loadCart(api: StoreApi): Promise<CartView> {
  if (!api.hasSession) return toCartView({});
  const response = await api.client.invoke("readCart get /checkout/cart");
  return toCartView(response.data);
}

const pageCarts = new WeakMap<StoreApi, Promise<CartView>>();

/**
 * The session's cart for one page render: ONE GET /checkout/cart shared by the root's header counter and the page's
 * loader. The backend hands an error that reports a change it made (a sold-out item taken out, two carts merged)
 * out once; with two reads the counter's swallowed it and the page showed an empty cart without a reason.
 * Loaders only: an action that changes the cart reads it again with `loadCart`.
 */
export function loadPageCart(api: StoreApi): Promise<CartView> {
  let cart = pageCarts.get(api);
  if (!cart) {
    cart = loadCart(api);
    pageCarts.set(api, cart);
    cart.catch(() => pageCarts.delete(api));
  }
  return cart;
}

/** A positive integer from a form field, or null ('The quantity must be a positive integer.'). */
export function parseQuantity(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\s*\d+\s*$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && Number.isSafeInteger(quantity) ? quantity : null;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** How many of one product the cart holds (every product line item referencing it). */
export function productQuantity(cart: ApiCart, productId: string): number {
  return (cart.lineItems ?? [])
    .filter((item) => item.type === "product" && item.referencedId === productId)
    .reduce((sum, item) => sum + (item.quantity ?? 0), 0);
}

/** The cart's errors about one product (their parameters or map key name it). */
function isAboutProduct(error: CartErrorView, productId: string): boolean {
  return String(error.parameters.id ?? "") === productId || error.key.endsWith(productId);
}

/**
 * The one notice of an add: what the cart holds now against what it held before and what was asked. All added
 * (a raised minimum says so too), fewer added, or nothing added, each with the backend's reason for that product,
 * never "added" beside an error saying nothing was (Shopware's ProductCartProcessor clamps and reports a quantity it
 * could not keep; the difference of the two carts is the truth of what this add did).
 */
export function addNotice(
  locale: LocaleCode,
  input: { requested: number; before: number; after: number; name: string; reasons: readonly CartErrorView[] },
): CartNotice {
  const { requested, before, after, name } = input;
  const added = after - before;
  const reason = input.reasons.map((error) => cartErrorMessage(locale, error)).join(" ");
  if (added >= requested)
    return {
      type: "success",
      message: [t(locale, "addedToCart", { count: added, name }), reason].filter(Boolean).join(" "),
    };
  if (added > 0)
    return {
      type: "warning",
      message: [t(locale, "addedFewer", { added, requested, name }), reason].filter(Boolean).join(" "),
    };
  return { type: "danger", message: reason ? `${t(locale, "nothingAdded")} ${reason}` : t(locale, "addToCartError") };
}

/**
 * The buy box's option radios belong to its add form: without JavaScript the shopper may choose options and press
 * "Add to cart" at once, so the chosen options, not the variant the page showed, say what goes in the cart. The form
 * with `productId` set to that variant, or the chosen options' query when no variant has them all.
 */
async function withChosenVariant(api: StoreApi, form: FormData): Promise<FormData | { unavailableOptions: string }> {
  const selection = selectedOptions(form.entries());
  if (!selection) return form;
  const variant = await resolveVariant(api, text(form, "productId"), {
    options: selection.options,
    switchedGroup: null,
  });
  if (!variant?.exact) return { unavailableOptions: optionsQuery(selection) };
  const chosen = new FormData();
  for (const [key, value] of form.entries()) chosen.append(key, value);
  chosen.set("productId", variant.variantId);
  return chosen;
}

async function mutate(
  api: StoreApi,
  intent: CartIntent,
  form: FormData,
): Promise<ApiCart | { invalid: "quantity" | "code" }> {
  const id = text(form, "lineItemId");
  switch (intent) {
    case "add": {
      const productId = text(form, "productId");
      const quantity = form.has("quantity") ? parseQuantity(form.get("quantity")) : 1;
      if (quantity === null) return { invalid: "quantity" };
      const response = await api.client.invoke("addLineItem post /checkout/cart/line-item", {
        body: { items: [{ id: productId, referencedId: productId, type: "product", quantity }] },
      });
      return response.data;
    }
    case "update": {
      // The stepper buttons send the next quantity; the number field sends what was typed.
      const quantity = parseQuantity(form.has("nextQuantity") ? form.get("nextQuantity") : form.get("quantity"));
      if (quantity === null) return { invalid: "quantity" };
      const response = await api.client.invoke("updateLineItem patch /checkout/cart/line-item", {
        body: { items: [{ id, quantity }] },
      });
      return response.data;
    }
    case "remove": {
      const response = await api.client.invoke("removeLineItem post /checkout/cart/line-item/delete", {
        body: { ids: [id] },
      });
      return response.data;
    }
    case "promotion": {
      const code = text(form, "code");
      if (!code) return { invalid: "code" };
      const response = await api.client.invoke("addLineItem post /checkout/cart/line-item", {
        body: { items: [{ type: "promotion", referencedId: code }] },
      });
      return response.data;
    }
  }
}

/** The notice of a change other than an add (an add's compares the carts: addNotice). */
function successNotice(locale: LocaleCode, intent: Exclude<CartIntent, "add">, form: FormData): CartNotice {
  switch (intent) {
    case "remove":
      return { type: "success", message: t(locale, "itemRemoved") };
    case "promotion":
      return { type: "success", message: t(locale, "promotionAdded", { code: text(form, "code") }) };
    case "update":
      return { type: "success", message: t(locale, "cartUpdated") };
  }
}

export function cartIntent(value: FormDataEntryValue | null): CartActionIntent | null {
  return value === "add" || value === "update" || value === "remove" || value === "promotion" || value === "refresh"
    ? value
    : null;
}

/** One cart change (add, update, remove, promotion code): one Store API call, its outcome as translated notices. */
export async function runCartAction(api: StoreApi, posted: FormData): Promise<CartActionResult> {
  const locale = api.locale.code;
  const intent = cartIntent(posted.get("intent"));
  if (!intent)
    return {
      ok: false,
      intent,
      notices: [{ type: "danger", message: t(locale, "errorDefault") }],
      rejectedCode: null,
      cart: null,
    };
  if (intent === "refresh") return { ok: true, intent, notices: [], rejectedCode: null, cart: null };
  try {
    const form = intent === "add" ? await withChosenVariant(api, posted) : posted;
    if (!(form instanceof FormData)) {
      return {
        ok: false,
        intent,
        notices: [{ type: "danger", message: t(locale, "variantUnavailable") }],
        rejectedCode: null,
        cart: null,
        unavailableOptions: form.unavailableOptions,
      };
    }
    // An add is judged by the cart before and after it: read it first (nothing to read without a session yet).
    const before: ApiCart =
      intent === "add" && api.hasSession ? (await api.client.invoke("readCart get /checkout/cart")).data : {};
    const outcome = await mutate(api, intent, form);
    if ("invalid" in outcome) {
      const message = t(locale, outcome.invalid === "code" ? "codeRequired" : "invalidQuantity");
      return { ok: false, intent, notices: [{ type: "danger", message }], rejectedCode: null, cart: null };
    }
    const cart = toCartView(outcome);
    if (intent === "add") return addResult(locale, form, before, outcome, cart);
    const errorNotices = cart.errors.map((error) => ({
      type: cartErrorTone(error),
      message: cartErrorMessage(locale, error),
    }));
    const rejected = cart.errors.find(
      (error) => error.messageKey === "promotion-not-found" || error.key.startsWith("promotion-not-found"),
    );
    // A rejected code is the answer to a promotion form, not a success with a footnote.
    const notices =
      intent === "promotion" && rejected ? errorNotices : [successNotice(locale, intent, form), ...errorNotices];
    return {
      ok: !(intent === "promotion" && rejected),
      intent,
      notices,
      rejectedCode: rejected ? String(rejected.parameters.code ?? text(form, "code")) : null,
      cart,
    };
  } catch (error) {
    // An outage is the busy message, not "product not found" or "could not be added".
    const outage = outageErrors(error, locale);
    return {
      ok: false,
      intent,
      notices: [{ type: "danger", message: outage?.summary[0] ?? cartApiErrorMessage(locale, error) }],
      rejectedCode: null,
      cart: null,
      outage: outage?.outage,
    };
  }
}

function addResult(
  locale: LocaleCode,
  form: FormData,
  beforeCart: ApiCart,
  afterCart: ApiCart,
  cart: CartView,
): CartActionResult {
  const productId = text(form, "productId");
  const requested = form.has("quantity") ? (parseQuantity(form.get("quantity")) ?? 1) : 1;
  const before = productQuantity(beforeCart, productId);
  const after = productQuantity(afterCart, productId);
  const about = cart.errors.filter((error) => isAboutProduct(error, productId));
  const line = [...(afterCart.lineItems ?? []), ...(beforeCart.lineItems ?? [])].find(
    (item) => item.type === "product" && item.referencedId === productId,
  );
  const name = line?.label ?? String(about.find((error) => error.parameters.name !== undefined)?.parameters.name ?? "");
  const notice = addNotice(locale, { requested, before, after, name, reasons: about });
  // The reports about other products and the cart (a sold-out item taken out, a blocked method), the first read's one-time
  // reports included: the first read took them from the page that would have shown them.
  const earlier = toCartView(beforeCart).errors.filter(
    (error) => !isAboutProduct(error, productId) && cartChangeNotices(locale, [error]).length > 0,
  );
  const others = [...earlier, ...cart.errors.filter((error) => !isAboutProduct(error, productId))];
  const otherNotices = [
    ...new Map(
      others.map((error) => [
        cartErrorMessage(locale, error),
        { type: cartErrorTone(error), message: cartErrorMessage(locale, error) },
      ]),
    ).values(),
  ];
  return { ok: after > before, intent: "add", notices: [notice, ...otherNotices], rejectedCode: null, cart };
}

/** The api's headers (a rotated context token) for a response that shows this shopper's session: never stored anywhere. */
export function privateHeaders(api: StoreApi, setCookie?: string): Headers {
  return setCookie ? sessionHeaders(api, setCookie) : sessionHeaders(api);
}
