import { data } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { paymentOutcome } from "../features/checkout/payment-outcome";
import { clearPaymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { loadSuccessPage } from "../features/checkout/success.server";
import { SuccessPage } from "../features/checkout/SuccessPage";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-success-paid";

/**
 * The payment gateway's finish URL. The URL only says which return the provider used: the page says what the order's
 * transaction state is (an open invoice order reached through a typed or stale /paid URL is not "paid").
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { api, order, methods } = await loadSuccessPage(request, params.id);
  return data(
    { order, methods, locale: api.locale.code },
    { headers: privateHeaders(api, await clearPaymentRedirectCookie(request)) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(
    loaderData ? paymentOutcome(loaderData.locale, loaderData.order.payment).title : null,
    matches,
  );
}

export default function CheckoutPaidPage({ loaderData }: Route.ComponentProps) {
  return <SuccessPage order={loaderData.order} methods={loaderData.methods} />;
}
