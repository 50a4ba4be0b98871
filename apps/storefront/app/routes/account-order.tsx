import { data, redirect } from "react-router";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { loadOrders, ORDERS_PER_PAGE } from "../features/account/orders.server";
import { requireCustomer, sessionHeaders } from "../features/account/session.server";
import { localizePath } from "../lib/i18n";
import { ContentIsland, lazyContent } from "../features/page-kinds/KindIsland";
import type { Route } from "./+types/account-order";

// The page's content: a chunk of its own, hydrated on first use (ContentIsland below).
const content = lazyContent("accountOrders", () => import("../features/account/AccountOrdersContent"));

const MAX_PAGE = 100_000;

export async function loader({ request }: Route.LoaderArgs) {
  await content.load();
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
  // The content hydrates on its first use (ContentIsland): its code is not part of the page's first load.
  return <ContentIsland content={content} props={{ loaderData }} />;
}
