import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { loadPageCart, privateHeaders } from "../features/cart/cart.server";
import { CartView } from "../features/cart/CartView";
import { t } from "../features/cart/messages";
import { loadFreeShipping } from "../features/checkout/checkout.server";
import { privatePageMeta } from "../features/checkout/page-meta";
import type { Route } from "./+types/checkout-cart";

// Old forms (and bookmarks of them) posted to /checkout/cart itself: the cart action answers them too.
export { action } from "../features/cart/cart.route";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    const cart = await loadPageCart(api);
    // Progress is an aid: if the methods cannot be read the cart page still shows.
    const freeShipping = await loadFreeShipping(api, cart).catch(() => null);
    return data({ cart, freeShipping, locale: api.locale.code }, { headers: privateHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? t(loaderData.locale, "cartTitle") : null, matches);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { cart, freeShipping, locale } = loaderData;
  return (
    <main id="main" className="flex flex-col gap-6">
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">
        {t(locale, "cartTitle")}
        {!cart.isEmpty && (
          <span className="ml-3 text-base font-normal text-neutral-600">
            {t(locale, "itemCount", { count: cart.goodsCount })}
          </span>
        )}
      </h1>
      <CartView cart={cart} freeShipping={freeShipping} />
    </main>
  );
}
