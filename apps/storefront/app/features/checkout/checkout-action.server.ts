import { data, redirect } from "react-router";
import type { StoreApi } from "../../.server/store-api.server";
import { flashFor } from "../../lib/flash";
import { localizePath } from "../../lib/i18n";
import { addressBody, formString, formValues, type FormValues } from "../account/account";
import { loginFromForm, registerFromForm } from "../account/account.server";
import { addressLabels } from "../account/labels";
import { registrationCookie } from "../account/registration-browser.server";
import { loadCart, privateHeaders } from "../cart/cart.server";
import { failureStatus, fieldErrors, localErrors, outageErrors, type FormErrors } from "../forms/violations";
import { apiErrorCodes } from "../forms/api-errors";
import { isGatewayUrl, NEW_SHIPPING_PREFIX, type CheckoutActionData, type CheckoutIntent } from "./checkout";
import { cartChanges, parseShownCart } from "./cart-changes";
import { checkoutErrorMessage } from "./checkout-errors";
import { t } from "./messages";
import { justPlacedOrderId } from "./order.server";
import { paymentRedirectCookie } from "./payment-redirect.server";
import { paymentUrls, startPayment } from "./payment.server";

const INTENTS: readonly CheckoutIntent[] = [
  "login",
  "register",
  "billingAddress",
  "shippingAddress",
  "newShippingAddress",
  "shippingMethod",
  "paymentMethod",
  "order",
];
const ID = /^[0-9a-f]{32}$/i;

/**
 * The checkout page's form posts. Every successful step goes back to /checkout (303, with a notice);
 * a failed one re-renders the page with the messages and what the shopper typed (never passwords).
 */
export async function checkoutAction(
  request: Request,
  api: StoreApi,
): Promise<Response | ReturnType<typeof data<CheckoutActionData>>> {
  const form = await request.formData();
  const locale = api.locale;
  const intentValue = form.get("intent");
  const intent = INTENTS.find((candidate) => candidate === intentValue) ?? null;
  const checkoutPath = localizePath("/checkout", locale);
  const back = async (message?: string, type: "success" | "info" = "success") =>
    redirect(checkoutPath, {
      status: 303,
      headers: privateHeaders(api, message ? await flashFor(request, { type, message }) : undefined),
    });
  const fail = (errors: FormErrors, values: FormValues = formValues(form), status = failureStatus(errors)) =>
    data<CheckoutActionData>({ intent, errors, values }, { status, headers: privateHeaders(api) });
  const summary = (message: string) => fail({ fields: {}, summary: [message] });

  try {
    switch (intent) {
      case "login": {
        const result = await loginFromForm(api, form);
        return result.ok ? back(t(locale.code, "loggedIn")) : fail(result.errors, result.values);
      }
      case "register": {
        const result = await registerFromForm(api, form, new URL(request.url).origin);
        if (!result.ok) return fail(result.errors, result.values);
        if (result.loggedIn) return back();
        // Double opt-in: this browser may log in by opening the confirmation link (issue 12 L2).
        const headers = privateHeaders(
          api,
          await flashFor(request, { type: "info", message: t(locale.code, "doubleOptIn") }),
        );
        headers.append("Set-Cookie", await registrationCookie(request, result.email));
        return redirect(checkoutPath, { status: 303, headers });
      }
      case "billingAddress":
      case "shippingAddress": {
        // Spec §5: setting an address without an id is refused before any call.
        const addressId = formString(form, "addressId");
        if (!ID.test(addressId)) return summary(t(locale.code, "addressIdMissing"));
        const body = intent === "billingAddress" ? { billingAddressId: addressId } : { shippingAddressId: addressId };
        await api.client.invoke("updateContext patch /context", { body });
        return back(t(locale.code, "addressChanged"));
      }
      case "newShippingAddress": {
        const values = formValues(form);
        try {
          const response = await api.client.invoke("createCustomerAddress post /account/address", {
            body: addressBody(values, NEW_SHIPPING_PREFIX),
          });
          const addressId = response.data.id;
          await api.client.invoke("updateContext patch /context", { body: { shippingAddressId: addressId } });
          return back(t(locale.code, "addressChanged"));
        } catch (error) {
          const errors = fieldErrors(error, locale.code, addressLabels(locale.code));
          // The backend points at "/street"; the form's fields carry the prefix.
          const fields = Object.fromEntries(
            Object.entries(errors.fields).map(([name, message]) => [`${NEW_SHIPPING_PREFIX}${name}`, message]),
          );
          return fail({ ...errors, fields }, values);
        }
      }
      case "shippingMethod": {
        const shippingMethodId = formString(form, "shippingMethodId");
        if (!ID.test(shippingMethodId)) return summary(t(locale.code, "shippingMethodMissing"));
        await api.client.invoke("updateContext patch /context", { body: { shippingMethodId } });
        return back(t(locale.code, "shippingChanged"));
      }
      case "paymentMethod": {
        const paymentMethodId = formString(form, "paymentMethodId");
        if (!ID.test(paymentMethodId)) return summary(t(locale.code, "paymentMethodMissing"));
        await api.client.invoke("updateContext patch /context", { body: { paymentMethodId } });
        return back(t(locale.code, "paymentChanged"));
      }
      case "order":
        return await placeOrder(request, api, form, fail);
      default:
        return summary(t(locale.code, "errorDefault"));
    }
  } catch (error) {
    // An outage keeps the page (with JavaScript) and what was typed, with the busy message and status.
    return fail(
      outageErrors(error, locale.code) ?? { fields: {}, summary: [checkoutErrorMessage(locale.code, error)] },
    );
  }
}

type Fail = (errors: FormErrors, values?: FormValues, status?: number) => ReturnType<typeof data<CheckoutActionData>>;

/** Only a hex hash as the backend writes it goes to the order (Shopware reads it with getAlnum). */
const HASH = /^[0-9a-f]{16,128}$/i;

async function placeOrder(request: Request, api: StoreApi, form: FormData, fail: Fail) {
  const locale = api.locale;
  const cart = await loadCart(api);
  // A second 'Place order' (a double click without JavaScript) finds the cart the first one ordered empty: the
  // shopper belongs on that order's confirmation, not on an empty cart.
  const alreadyOrdered = (orderId: string | null) =>
    redirect(localizePath(orderId ? `/checkout/success/${orderId}` : "/checkout/cart", locale), {
      status: 303,
      headers: privateHeaders(api),
    });
  if (cart.isEmpty) return alreadyOrdered(await justPlacedOrderId(api));
  const fields: Record<string, string> = {};
  if (form.get("tos") !== "1") fields.tos = t(locale.code, "tosRequired");
  if (cart.hasDownloads && form.get("waiver") !== "1") fields.waiver = t(locale.code, "waiverRequired");
  if (Object.keys(fields).length > 0) return fail(localErrors(fields));

  // Issue 12 M2: the order carries the hash of the cart the page showed (Shopware's CartOrderRoute); a cart that
  // changed since (a code redeemed by someone else, a price, shipping or stock change) is refused by the backend, and
  // the shopper sees this page again with what changed, never an order at another total.
  const hash = formString(form, "hash");
  const changed = async () => {
    const current = await loadCart(api);
    if (current.isEmpty) return alreadyOrdered(await justPlacedOrderId(api));
    const shown = parseShownCart(form.get("shown"));
    const changes = shown ? cartChanges(locale, shown, current) : [];
    // The hidden fields are the page's, not the shopper's input: the page renders fresh ones.
    const { hash: _hash, shown: _shown, ...values } = formValues(form);
    return fail({ fields: {}, summary: [t(locale.code, "orderNotPlacedChanged"), ...changes] }, values, 409);
  };
  if (!HASH.test(hash)) return changed();

  let orderId: string;
  try {
    const response = await api.client.invoke("createOrder post /checkout/order", {
      body: { hash, customerComment: formString(form, "customerComment") || undefined },
    });
    orderId = response.data.id;
  } catch (error) {
    const codes = apiErrorCodes(error);
    if (codes.includes("CHECKOUT__CART_HASH_MISMATCH")) return changed();
    // The first of two concurrent posts ordered the cart while this one was on its way.
    if (codes.includes("CHECKOUT__CART_EMPTY")) {
      const orderId = (await loadCart(api)).isEmpty ? await justPlacedOrderId(api) : null;
      if (orderId) return alreadyOrdered(orderId);
    }
    return fail(
      outageErrors(error, locale.code) ?? { fields: {}, summary: [checkoutErrorMessage(locale.code, error)] },
    );
  }

  const successPath = localizePath(`/checkout/success/${orderId}`, locale);
  const headers = privateHeaders(api);
  try {
    const gateway = await startPayment(api, orderId, paymentUrls(new URL(request.url).origin, successPath));
    if (isGatewayUrl(gateway)) headers.append("Set-Cookie", await paymentRedirectCookie(request, orderId, gateway));
  } catch (error) {
    // The order exists; its payment failed to start. The unpaid page offers to try again.
    console.warn(
      `handle-payment failed for order ${orderId}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return redirect(`${successPath}/unpaid`, { status: 303, headers });
  }
  return redirect(successPath, { status: 303, headers });
}
