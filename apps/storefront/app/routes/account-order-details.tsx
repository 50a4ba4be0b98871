import { data, redirect } from "react-router";
import { notFoundResponse, requireEntityId, storeApiErrorResponse } from "../.server/store-api-errors.server";
import { t } from "../features/account/area-messages";
import { streamOrderDownload } from "../features/account/order-download.server";
import { loadOrder } from "../features/account/orders.server";
import { loadPaymentMethods } from "../features/account/payment-methods.server";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { paymentUrls, startPayment } from "../features/checkout/payment.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/account-order-details";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountOrder", () => import("../features/account/AccountOrderContent"));

/**
 * ?download=<id>: this page doubles as the resource route that streams a bought file. A page loader cannot
 * answer with a file, so a middleware answers before the page renders (document requests only: the link
 * is a plain <a download>).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }, next) => {
    const download = new URL(request.url).searchParams.get("download");
    if (!download) return next();
    const { api } = await requireCustomer(request);
    requireEntityId(params.id);
    return streamOrderDownload(api, params.id, download);
  },
];

export async function loader({ request, params }: Route.LoaderArgs) {
  await content.load();
  const { api } = await requireCustomer(request);
  requireEntityId(params.id);
  const loaded = await Promise.resolve(loadOrder(api, params.id))
    .then(async (order) => ({ order, paymentMethods: order?.canChangePayment ? await loadPaymentMethods(api) : [] }))
    .catch((error: unknown) => {
      throw storeApiErrorResponse(error);
    });
  if (!loaded.order) throw notFoundResponse();
  return data({ order: loaded.order, paymentMethods: loaded.paymentMethods }, { headers: sessionHeaders(api) });
}

/** Change the payment method of an unpaid order, then start the payment again (a gateway may take over). */
export async function action({ request, params }: Route.ActionArgs) {
  const { api } = await requireCustomer(request);
  const form = await request.formData();
  const orderId = requireEntityId(params.id);
  const detailPath = localizePath(`/account/order/details/${orderId}`, api.locale);
  let gateway: string | null;
  try {
    await api.client.invoke("orderSetPayment post /order/payment", {
      body: { orderId, paymentMethodId: String(form.get("paymentMethodId") ?? "") },
    });
    gateway = await startPayment(
      api,
      orderId,
      paymentUrls(new URL(request.url).origin, localizePath(`/checkout/success/${orderId}`, api.locale)),
    );
  } catch (error) {
    const errors = fieldErrors(error, api.locale.code, {});
    return data({ errors }, { status: failureStatus(errors), headers: sessionHeaders(api) });
  }
  // The gateway page is the payment provider's (here: the backend's DemoPay page), the one redirect off this origin.
  if (gateway) return redirect(gateway, { status: 303, headers: sessionHeaders(api) });
  return redirectWithNotice(request, api, detailPath, {
    type: "success",
    message: t(api.locale.code, "orderPaymentChanged"),
  });
}

export default function AccountOrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load. An answer to a
  // form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
  return <ContentIsland content={content} props={{ loaderData, actionData }} now={actionData !== undefined} />;
}
