import { Link } from "../../components/ui/Link";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { t } from "./area-messages";
import { formatDate } from "./order";
import { StateBadge } from "./StateBadge";
import { useShop } from "../shop/ShopContext";
import { formatPrice } from "../../lib/format-price";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/account-order";

/** The content of routes/account-order.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function AccountOrdersContent({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { locale } = useShop();
  const { orders, page, pages } = loaderData;
  const tr = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale.code, key, values);
  const listPath = localizePath("/account/order", locale);
  const detailPath = (id: string) => localizePath(`/account/order/details/${id}`, locale);
  if (orders.length === 0) {
    return (
      <AccountPage title={tr("orders")}>
        <p className="rounded-xl border border-neutral-200 bg-neutral-50 p-6 text-neutral-700">{tr("noOrders")}</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={tr("orders")}>
      {/* A table on wide screens; each row becomes a card on phones. */}
      <table className="w-full border-separate border-spacing-0 text-left">
        <thead className="sr-only md:not-sr-only">
          <tr className="text-sm text-neutral-600">
            {(["orderNumber", "orderDate", "orderStatus", "orderTotal", "actions"] as const).map((key) => (
              <th key={key} scope="col" className="border-b border-neutral-200 px-3 py-2 font-medium">
                {tr(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr
              key={order.id}
              className="mb-4 block rounded-xl border border-neutral-200 p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:p-0"
            >
              <th
                scope="row"
                className="block px-0 py-1 font-semibold text-neutral-950 md:table-cell md:border-b md:border-neutral-100 md:px-3 md:py-3"
              >
                <span className="text-sm font-normal text-neutral-600 md:hidden">{tr("orderNumber")}: </span>
                {order.orderNumber}
              </th>
              <td className="block py-1 md:table-cell md:border-b md:border-neutral-100 md:px-3 md:py-3">
                <span className="text-sm text-neutral-600 md:hidden">{tr("orderDate")}: </span>
                {formatDate(order.orderDate, locale.languageCode)}
              </td>
              <td className="block py-1 md:table-cell md:border-b md:border-neutral-100 md:px-3 md:py-3">
                {/* One cell for the three states, each pill saying which state it is (phones show no column headers). */}
                <div className="flex flex-wrap gap-1.5">
                  <StateBadge state={order.status} label={tr("chipOrderStatus")} />
                  <StateBadge state={order.paymentStatus} label={tr("paymentStatus")} />
                  <StateBadge state={order.deliveryStatus} label={tr("deliveryStatus")} />
                </div>
              </td>
              <td className="block py-1 font-medium md:table-cell md:border-b md:border-neutral-100 md:px-3 md:py-3">
                <span className="text-sm font-normal text-neutral-600 md:hidden">{tr("orderTotal")}: </span>
                {formatPrice(order.total, locale, order.currency)}
              </td>
              <td className="block pt-2 md:table-cell md:border-b md:border-neutral-100 md:px-3 md:py-3">
                <Link to={detailPath(order.id)} className={LINK_CLASS}>
                  {tr("details")}
                  <span className="sr-only"> {order.orderNumber}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label={tr("pageOf", { page, pages })} className="mt-6 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link to={`${listPath}?p=${page - 1}`} className={LINK_CLASS}>
              {tr("previousPage")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-neutral-700">{tr("pageOf", { page, pages })}</span>
          {page < pages ? (
            <Link to={`${listPath}?p=${page + 1}`} className={LINK_CLASS}>
              {tr("nextPage")}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </AccountPage>
  );
}
