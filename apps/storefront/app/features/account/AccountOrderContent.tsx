import { Link } from "../../components/ui/Link";
import { AccountCard } from "./AccountCard";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { AddressBlock } from "../../components/ui/AddressBlock";
import { t } from "./area-messages";
import { formatDate } from "./order";
import { OrderLineItems } from "./OrderLineItems";
import { PaymentMethodForm } from "./PaymentMethodForm";
import { StateBadge } from "./StateBadge";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/account-order-details";

/** The content of routes/account-order-details.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountOrderDetailsContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
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
