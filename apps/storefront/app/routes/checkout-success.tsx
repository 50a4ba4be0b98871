import { data } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { isPaid } from "../features/checkout/checkout";
import { t } from "../features/checkout/messages";
import { OrderSummary } from "../features/checkout/OrderSummary";
import { readPaymentRedirect } from "../features/checkout/payment-redirect.server";
import { PaymentRedirect } from "../features/checkout/PaymentRedirect";
import { loadSuccessOrder } from "../features/checkout/success.server";
import { SuccessHeader } from "../features/checkout/SuccessHeader";
import { SuccessLinks } from "../features/checkout/SuccessLinks";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-success";

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, order } = await loadSuccessOrder(request, params.id);
  const gateway = isPaid(order) ? null : readPaymentRedirect(request, order.id);
  return data({ order, gateway, locale: api.locale.code }, { headers: privateHeaders(api) });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? t(loaderData.locale, "successTitle") : null, matches);
}

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  const { order, gateway, locale } = loaderData;
  return (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-8 sm:px-6">
      <SuccessHeader title={t(locale, isPaid(order) ? "paidTitle" : "successTitle")} tone="success" order={order}>
        {gateway ? (
          <PaymentRedirect url={gateway} />
        ) : (
          !isPaid(order) && order.payment.method && <p className="text-neutral-700">{t(locale, "openText", { method: order.payment.method })}</p>
        )}
      </SuccessHeader>
      <OrderSummary order={order} />
      <SuccessLinks />
    </main>
  );
}
