import { data, Link, redirect } from "react-router";
import { notFoundResponse, requireEntityId, storeApiErrorResponse } from "../.server/store-api-errors.server";
import { AccountCard } from "../features/account/AccountCard";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { AddressBlock } from "../components/ui/AddressBlock";
import { t } from "../features/account/area-messages";
import { formatDate } from "../features/account/order";
import { streamOrderDownload } from "../features/account/order-download.server";
import { OrderLineItems } from "../features/account/OrderLineItems";
import { loadOrder } from "../features/account/orders.server";
import { loadPaymentMethods } from "../features/account/payment-methods.server";
import { PaymentMethodForm } from "../features/account/PaymentMethodForm";
import { redirectWithNotice, requireCustomer, sessionHeaders } from "../features/account/session.server";
import { StateBadge } from "../features/account/StateBadge";
import { paymentUrls, startPayment } from "../features/checkout/payment.server";
import { failureStatus, fieldErrors } from "../features/forms/violations";
import { useShop } from "../features/shop/ShopContext";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account-order-details";

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
  const { locale } = useShop();
  const { order, paymentMethods } = loaderData;
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string>) => t(locale.code, key, values);
  const date = (iso: string) => formatDate(iso, locale.languageCode);
  const detailPath = localizePath(`/account/order/details/${order.id}`, locale);
  return (
    <AccountPage title={tr("orderTitle", { number: order.orderNumber })}>
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-neutral-700">
        <span>{tr("orderedOn", { date: date(order.orderDate) })}</span>
        <span className="flex items-center gap-2">
          {tr("orderStatus")}: <StateBadge state={order.status} />
        </span>
        <span className="flex items-center gap-2">
          {tr("paymentStatus")}: <StateBadge state={order.paymentStatus} />
        </span>
        {order.deliveryStatus.name && (
          <span className="flex items-center gap-2">
            {tr("deliveryStatus")}: <StateBadge state={order.deliveryStatus} />
          </span>
        )}
      </div>
      <OrderLineItems order={order} />
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <AccountCard title={tr("billingAddress")}>
          {order.billingAddress && <AddressBlock address={order.billingAddress} />}
        </AccountCard>
        {order.shippingAddress && (
          <AccountCard title={tr("shippingAddress")}>
            <AddressBlock address={order.shippingAddress} />
          </AccountCard>
        )}
        <AccountCard title={tr("orderPaymentMethod")}>
          <p>{order.paymentMethod}</p>
        </AccountCard>
        {/* Orders of downloads only have no delivery. */}
        {order.shippingMethod && (
          <AccountCard title={tr("shippingMethod")}>
            <p>{order.shippingMethod}</p>
            {order.shippingDateEarliest && (
              <p className="mt-1 text-sm text-neutral-600">
                {tr("expectedDelivery", { from: date(order.shippingDateEarliest), to: date(order.shippingDateLatest) })}
              </p>
            )}
          </AccountCard>
        )}
        {order.downloads.length > 0 && (
          <AccountCard title={tr("downloads")}>
            <ul className="space-y-2">
              {order.downloads.map((download) => (
                <li key={download.id}>
                  {download.accessGranted ? (
                    <a href={`${detailPath}?download=${download.id}`} download className={LINK_CLASS}>
                      {tr("download", { name: download.fileName })}
                    </a>
                  ) : (
                    <span className="text-neutral-600">{tr("downloadPending", { name: download.fileName })}</span>
                  )}
                </li>
              ))}
            </ul>
          </AccountCard>
        )}
        {order.canChangePayment && paymentMethods.length > 0 && (
          <AccountCard title={tr("changeOrderPayment")} className="md:col-span-2">
            <p className="mb-4 text-neutral-700">{tr("changeOrderPaymentIntro")}</p>
            <PaymentMethodForm
              methods={paymentMethods}
              selectedId={order.paymentMethodId}
              legend={tr("changeOrderPayment")}
              submitLabel={tr("payAgain")}
              intent="order-payment"
              primary
              errors={actionData?.errors}
            />
          </AccountCard>
        )}
      </div>
      <Link to={localizePath("/account/order", locale)} className={`mt-8 inline-flex ${LINK_CLASS}`}>
        {tr("backToOrders")}
      </Link>
    </AccountPage>
  );
}
