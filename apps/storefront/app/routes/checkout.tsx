import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { privateHeaders } from "../features/cart/cart.server";
import { cartChangeNotices } from "../features/cart/cart-errors";
import { flashFor } from "../lib/flash";
import type { CheckoutActionData } from "../features/checkout/checkout";
import { checkoutAction } from "../features/checkout/checkout-action.server";
import { loadCheckout } from "../features/checkout/checkout.server";
import { t } from "../features/checkout/messages";
import { privatePageMeta } from "../features/checkout/page-meta";
import { KindIsland, kindModule } from "../features/page-kinds/KindIsland";
import { loadPageKind, type PageKindModule } from "../features/page-kinds/page-kinds";
import { localizePath } from "../lib/i18n";
import type { Route } from "./+types/checkout";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    // The page's content renders from its own chunk (page-kinds.ts), loaded here so the server render needs not wait.
    const [checkout] = await Promise.all([loadCheckout(api), loadPageKind("checkout")]);
    // Nothing to check out: the cart page says so and leads back to shopping.
    if (checkout.cart.isEmpty) {
      // The cart may have emptied just now (its last item sold out): the reason, read here once, goes along.
      const notices = cartChangeNotices(api.locale.code, checkout.cart.errors);
      const flash = notices[0]
        ? await flashFor(request, { ...notices[0], message: notices.map((entry) => entry.message).join(" ") })
        : undefined;
      return redirect(localizePath("/checkout/cart", api.locale), { headers: privateHeaders(api, flash) });
    }
    return data({ ...checkout, locale: api.locale.code }, { headers: privateHeaders(api) });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  let api;
  try {
    api = await createStoreApi(request);
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
  return checkoutAction(request, api);
}

/**
 * A refused order (409: the cart changed since the page was shown) must show the cart as it is now, with its new
 * hash; React Router skips revalidation after a 4xx action by default.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "order" ? true : defaultShouldRevalidate;
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  return privatePageMeta(loaderData ? t(loaderData.locale, "checkoutTitle") : null, matches);
}

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const result: CheckoutActionData | undefined = actionData;
  return (
    // The content hydrates on its first use (KindIsland): its forms are not part of the page's first load. An answer
    // to a form posted before the page's scripts ran (its error summary takes the focus) hydrates at once.
    <main id="main" className="flex flex-col gap-6" data-island="checkout">
      <KindIsland kind="checkout" now={result !== undefined}>
        <Content checkout={loaderData} result={result} />
      </KindIsland>
    </main>
  );
}

function Content(props: Parameters<PageKindModule<"checkout">["CheckoutPage"]>[0]) {
  const { CheckoutPage } = kindModule("checkout");
  return <CheckoutPage {...props} />;
}
