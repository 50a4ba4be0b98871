import { data, redirect } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { isGatewayUrl, isPaid } from "../features/checkout/checkout";
import { loadPaymentMethods } from "../features/checkout/checkout.server";
import { checkoutErrorMessage } from "../features/checkout/checkout-errors";
import { t } from "../features/checkout/messages";
import { failureStatus, outageErrors } from "../features/forms/violations";
import { OrderSummary } from "../features/checkout/OrderSummary";
import { PayAgainForm } from "../features/checkout/PayAgainForm";
import { clearPaymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { paymentUrls, startPayment } from "../features/checkout/payment.server";
import { loadSuccessOrder } from "../features/checkout/success.server";
import { SuccessHeader } from "../features/checkout/SuccessHeader";
import { SuccessLinks } from "../features/checkout/SuccessLinks";
import { privatePageMeta } from "../features/checkout/page-meta";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/checkout-success-unpaid";

const ID = /^[0-9a-f]{32}$/i;

/** The payment gateway's error URL: the payment failed or was cancelled; the shopper may pay again. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, order } = await loadSuccessOrder(request, params.id);
  const methods = isPaid(order) ? [] : await loadPaymentMethods(api);
  return data({ order, methods, locale: api.locale.code }, { headers: privateHeaders(api, clearPaymentRedirectCookie(request)) });
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
  return privatePageMeta(loaderData ? t(loaderData.locale, "unpaidTitle") : null, matches);
}

export default function CheckoutUnpaidPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, methods, locale } = loaderData;
  const paid = isPaid(order);
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-8 sm:px-6">
      <SuccessHeader title={t(locale, paid ? "paidTitle" : "unpaidTitle")} tone={paid ? "success" : "warning"} order={order}>
        {!paid && <p className="max-w-[65ch] text-neutral-800">{t(locale, "unpaidText")}</p>}
      </SuccessHeader>
      {!paid && (
        <section className="rounded-xl border border-neutral-200 p-4 sm:p-6">
          <PayAgainForm methods={methods} selectedId={order.payment.methodId} errors={actionData?.errors ?? []} />
        </section>
      )}
      <OrderSummary order={order} />
      <SuccessLinks />
    </main>
  );
}
