import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import type { ProductCardView } from "../listing/product-card";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { WishlistPageView } from "./wishlist-page";
import { WishlistItem } from "./WishlistItem";
import { WishlistPagination } from "./WishlistPagination";

interface WishlistContentProps {
  view: WishlistPageView & { products: ProductCardView[] };
  onRemove(product: ProductCardView): void;
}

/** The products of one wishlist page, its pagination, or the empty state. */
export function WishlistContent({ view, onRemove }: WishlistContentProps) {
  const { locale } = useShop();
  if (view.products.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-neutral-300 px-6 py-12 text-center">
        <p className="text-lg font-medium text-neutral-900">{t(locale.code, "empty")}</p>
        <p className="mx-auto mt-2 max-w-[60ch] text-neutral-700">{t(locale.code, "emptyText")}</p>
        <Link
          to={localizePath("/", locale)}
          className="mt-6 inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t(locale.code, "startShopping")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <p className="text-neutral-700" aria-live="polite">
        {view.total === 1 ? t(locale.code, "countOne") : t(locale.code, "count", { count: view.total })}
      </p>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 lg:gap-6">
        {view.products.map((product, index) => (
          <li key={product.id}>
            <WishlistItem product={product} priority={index < 4} onRemove={onRemove} />
          </li>
        ))}
      </ul>
      <WishlistPagination page={view.page} pageCount={view.pageCount} basePath={localizePath("/wishlist", locale)} />
    </div>
  );
}
