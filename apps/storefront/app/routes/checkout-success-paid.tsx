import { data } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { paymentOutcome } from "../features/checkout/payment-outcome";
import { clearPaymentRedirectCookie } from "../features/checkout/payment-redirect.server";
import { loadSuccessPage } from "../features/checkout/success.server";
import { successContent } from "../features/checkout/success-content";
import { ContentIsland } from "../features/page-kinds/KindIsland";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-success-paid";

/**
 * The payment gateway's finish URL. The URL only says which return the provider used: the page says what the order's
 * transaction state is (an open invoice order reached through a typed or stale /paid URL is not "paid").
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await successContent.load();
  const { api, order, methods } = await loadSuccessPage(request, params.id);
  return data(
    { order, methods, locale: api.locale.code, title: paymentOutcome(api.locale.code, order.payment).title },
    { headers: privateHeaders(api, await clearPaymentRedirectCookie(request)) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title ?? null, matches);
}

export default function CheckoutPaidPage({ loaderData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load.
  return <ContentIsland content={successContent} props={{ order: loaderData.order, methods: loaderData.methods }} />;
}
