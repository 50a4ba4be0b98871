import { data } from "react-router";
import { createStoreApi } from "../.server/store-api.server";
import { storeApiErrorResponse } from "../.server/store-api-errors.server";
import { localeByCode, localizePath, DEFAULT_LOCALE } from "../lib/i18n";
import type { ProductCardView } from "../features/listing/product-card";
import { Breadcrumbs } from "../features/navigation/Breadcrumbs";
import { useNotify } from "../features/notifications/useNotify";
import { shopMetaFromMatches } from "../features/shop/shop";
import { useShop } from "../features/shop/ShopContext";
import { BrowserWishlist } from "../features/wishlist/BrowserWishlist";
import { useWishlist } from "../features/wishlist/useWishlist";
import { t } from "../features/wishlist/messages";
import { postWishlist } from "../features/wishlist/wishlist-api";
import { loadWishlistPage } from "../features/wishlist/wishlist-page.server";
import { setServerMembership } from "../features/wishlist/wishlist-store";
import { WishlistContent } from "../features/wishlist/WishlistContent";
import type { Route } from "./+types/wishlist";

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const api = await createStoreApi(request);
    const view = await loadWishlistPage(api, new URL(request.url));
    const headers = api.responseHeaders();
    headers.set("Cache-Control", "private, no-store");
    return data({ ...view, locale: api.locale.code }, { headers });
  } catch (error) {
    throw storeApiErrorResponse(error);
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const { shopName } = shopMetaFromMatches(matches);
  const title = t(loaderData?.locale ?? DEFAULT_LOCALE.code, "title");
  return [{ title: shopName ? `${title} | ${shopName}` : title }, { name: "robots", content: "noindex" }];
}

export default function WishlistPage({ loaderData }: Route.ComponentProps) {
  const { locale, session } = useShop();
  const notify = useNotify();
  const { refresh } = useWishlist();
  const endpoint = localizePath("/_action/wishlist", localeByCode(loaderData.locale) ?? DEFAULT_LOCALE);

  const removeFromAccount = async (product: ProductCardView) => {
    const result = await postWishlist(endpoint, { intent: "remove", productId: product.id }).catch(() => null);
    if (!result?.ok) {
      notify({ type: "danger", message: result?.message ?? t(locale.code, "failed") });
      return;
    }
    if (session.customer) setServerMembership(session.customer.id, product.id, false);
    notify({ type: "success", message: t(locale.code, "removed", { name: product.name }) });
    // The page's list and the header's counter reload.
    refresh();
  };

  return (
    <main id="main" className="page-grid flex flex-1 flex-col gap-6 py-8">
      <Breadcrumbs items={[{ label: t(locale.code, "title"), path: "/wishlist" }]} />
      <h1 className="text-[28px] font-semibold tracking-tight text-neutral-950">{t(locale.code, "title")}</h1>
      {loaderData.source === "account" && loaderData.products ? (
        <WishlistContent
          view={{ ...loaderData, products: loaderData.products }}
          onRemove={(product) => void removeFromAccount(product)}
        />
      ) : (
        <BrowserWishlist page={loaderData.page} />
      )}
    </main>
  );
}
