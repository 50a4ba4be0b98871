import { data } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { t } from "../features/checkout/messages";
import { OrderSummary } from "../features/checkout/OrderSummary";
import { clearPaymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { loadSuccessOrder } from "../features/checkout/success.server";
import { SuccessHeader } from "../features/checkout/SuccessHeader";
import { SuccessLinks } from "../features/checkout/SuccessLinks";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-success-paid";

/** The payment gateway's finish URL: the payment went through. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, order } = await loadSuccessOrder(request, params.id);
  return data({ order, locale: api.locale.code }, { headers: privateHeaders(api, clearPaymentRedirectCookie(request)) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? t(loaderData.locale, "paidTitle") : null, matches);
}

export default function CheckoutPaidPage({ loaderData }: Route.ComponentProps) {
  const { order, locale } = loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-8 sm:px-6">
      <SuccessHeader title={t(locale, "paidTitle")} tone="success" order={order}>
        <p className="text-neutral-700">{t(locale, "paidText")}</p>
      </SuccessHeader>
      <OrderSummary order={order} />
      <SuccessLinks />
    </main>
  );
}
