import { data } from "react-router";
import { privateHeaders } from "../features/cart/cart.server";
import { paymentOutcome } from "../features/checkout/payment-outcome";
import { readPaymentRedirect } from "../features/checkout/payment-redirect.server";
import { loadSuccessPage } from "../features/checkout/success.server";
import { successContent } from "../features/checkout/success-content";
import { ContentIsland } from "../features/page-kinds/KindIsland";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-success";

/** The order's confirmation right after 'Place order': a started gateway payment counts down to the provider. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await successContent.load();
  const { api, order, methods } = await loadSuccessPage(request, params.id);
  const gateway = paymentOutcome(api.locale.code, order.payment).awaitingPayment
    ? await readPaymentRedirect(request, order.id)
    : null;
  return data(
    { order, methods, gateway, locale: api.locale.code, title: paymentOutcome(api.locale.code, order.payment).title },
    { headers: privateHeaders(api) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title ?? null, matches);
}

export default function CheckoutSuccessPage({ loaderData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load.
  return (
    <ContentIsland
      content={successContent}
      props={{ order: loaderData.order, methods: loaderData.methods, gateway: loaderData.gateway }}
      // A started gateway payment counts down to the provider: that runs at once.
      now={loaderData.gateway !== null}
    />
  );
}
