import { data, Link, redirect } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { AccountPage } from "../features/account/AccountPage";
import { LINK_CLASS } from "../features/account/styles";
import { t } from "../features/account/area-messages";
import { formatDate } from "../features/account/order";
import { loadOrders, ORDERS_PER_PAGE } from "../features/account/orders.server";
import { requireCustomer, sessionHeaders } from "../features/account/session.server";
import { StateBadge } from "../features/account/StateBadge";
import { useShop } from "../features/shop/ShopContext";
import { formatPrice } from "../lib/format-price";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/account-order";

const MAX_PAGE = 100_000;

export async function loader({ request }: Route.LoaderArgs) {
  const { api } = await requireCustomer(request);
  // Issue 12 L6: a page number is digits only and at most MAX_PAGE (a huge `p` went to the backend and came back a
  // 502); past the last page the list goes to the last one.
  const raw = new URL(request.url).searchParams.get("p") ?? "1";
  const requested = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  const page = requested > 0 && requested <= MAX_PAGE ? requested : 1;
  try {
    const { orders, total } = await loadOrders(api, page);
    const pages = Math.max(1, Math.ceil(total / ORDERS_PER_PAGE));
    if (page > pages)
      throw redirect(`${localizePath("/account/order", api.locale)}?p=${pages}`, { headers: sessionHeaders(api) });
    return data({ orders, total, page, pages }, { headers: sessionHeaders(api) });
  } catch (error) {
    if (error instanceof Response) throw error;
    throw storeApiErrorResponse(error);
  }
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
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
