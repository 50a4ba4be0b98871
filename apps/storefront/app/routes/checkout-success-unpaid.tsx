import { data, redirect } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { isGatewayUrl } from "../features/checkout/checkout";
import { checkoutErrorMessage } from "../features/checkout/checkout-errors";
import { t } from "../features/checkout/messages";
import { failureStatus, outageErrors } from "../features/forms/violations";
import { paymentOutcome } from "../features/checkout/payment-outcome";
import { clearPaymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { paymentUrls, startPayment } from "../features/checkout/payment.server";
import { loadSuccessOrder, loadSuccessPage } from "../features/checkout/success.server";
import { successContent } from "../features/checkout/success-content";
import { ContentIsland } from "../features/page-kinds/KindIsland";
import { privatePageMeta } from "../features/checkout/page-meta";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/checkout-success-unpaid";

const ID = /^[0-9a-f]{32}$/i;
/** No messages (one array, so the content sees the same props on a re-render). */
const NO_ERRORS: string[] = [];

/**
 * The payment gateway's error URL. The page says what the order's transaction state is (failed, cancelled, or paid
 * after all); a failed or cancelled payment offers paying again (this route's action, for every success URL's form).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await successContent.load();
  const { api, order, methods } = await loadSuccessPage(request, params.id);
  return data(
    { order, methods, locale: api.locale.code, title: paymentOutcome(api.locale.code, order.payment).title },
    { headers: privateHeaders(api, await clearPaymentRedirectCookie(request)) },
  );
}

/** Pay again: switch the order's payment method (POST /order/payment), then start the payment anew. */
export async function action({ request, params }: Route.ActionArgs) {
  const { api, order } = await loadSuccessOrder(request, params.id);
  const form = await request.formData();
  const paymentMethodId = String(form.get("paymentMethodId") ?? "");
  const locale = api.locale.code;
  const fail = (message: string, status = 400) => data({ errors: [message] }, { status, headers: privateHeaders(api) });
  if (!ID.test(paymentMethodId)) return fail(t(locale, "paymentMethodMissing"));
  const successPath = localizePath(`/checkout/success/${order.id}`, api.locale);
  try {
    await api.client.invoke("orderSetPayment post /order/payment", { body: { orderId: order.id, paymentMethodId } });
    const gateway = await startPayment(api, order.id, paymentUrls(new URL(request.url).origin, successPath));
    // The gateway is the backend's own page (or a real provider's); only http(s) targets are followed.
    return redirect(isGatewayUrl(gateway) ? gateway : successPath, { status: 303, headers: privateHeaders(api) });
  } catch (error) {
    // An outage: the busy message with its status, not "payment method unavailable".
    const outage = outageErrors(error, locale);
    return fail(outage?.summary[0] ?? checkoutErrorMessage(locale, error), outage ? failureStatus(outage) : 400);
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title ?? null, matches);
}

export default function CheckoutUnpaidPage({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load.
  return (
    <ContentIsland
      content={successContent}
      props={{ order: loaderData.order, methods: loaderData.methods, errors: actionData?.errors ?? NO_ERRORS }}
      // An answer to 'Pay again' posted before the page's scripts ran: its message is read at once.
      now={actionData !== undefined}
    />
  );
}
