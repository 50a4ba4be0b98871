import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { useHydrated } from "../../lib/use-hydrated";
import type { ProductCardView } from "../listing/product-card";
import { useNotify } from "../notifications/useNotify";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { useWishlist } from "./useWishlist";
import type { WishlistPageView } from "./wishlist-page";
import { WishlistContent } from "./WishlistContent";
import { toggleLocal } from "./wishlist-store";

/**
 * A guest's wishlist page. The list is in localStorage, which the server cannot read, so the page asks
 * its own loader for the products of those ids (`/wishlist?ids=…&p=…`) and renders them here.
 */
export function BrowserWishlist({ page }: { page: number }) {
  const { locale } = useShop();
  const notify = useNotify();
  const { ids, loggedIn } = useWishlist();
  const fetcher = useFetcher<WishlistPageView>();
  const hydrated = useHydrated();
  const key = ids.join(",");
  const { load } = fetcher;

  useEffect(() => {
    if (key) void load(`${localizePath("/wishlist", locale)}?ids=${key}${page > 1 ? `&p=${page}` : ""}`);
  }, [key, page, locale, load]);

  const remove = (product: ProductCardView) => {
    toggleLocal(product.id);
    notify({ type: "success", message: t(locale.code, "removed", { name: product.name }) });
  };

  // Logged in meanwhile (another tab): the page reloads its data from the account.
  if (loggedIn) return null;
  const data = fetcher.data;
  // Before hydration the browser's list is unknown: neither "empty" nor products would be true.
  const view = !hydrated
    ? null
    : key === ""
      ? { source: "browser" as const, products: [], total: 0, page: 1, pageCount: 1 }
      : data?.products
        ? { ...data, products: data.products }
        : null;
  return (
    <div className="flex flex-col gap-6">
      <noscript>
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t(locale.code, "noJsGuest")}
        </p>
      </noscript>
      {view ? (
        <WishlistContent view={view} onRemove={remove} />
      ) : (
        <p role="status" className="text-neutral-700">
          {hydrated && t(locale.code, "loading")}
        </p>
      )}
      <p className="text-sm text-neutral-700">
        {t(locale.code, "guestNote")}{" "}
        <Link
          to={`${localizePath("/login", locale)}?redirectTo=${encodeURIComponent(localizePath("/wishlist", locale))}`}
          className="font-medium text-brand-700 underline"
        >
          {t(locale.code, "login")}
        </Link>
      </p>
    </div>
  );
}
