import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { srcSetAttribute } from "../../lib/srcset";
import { QuickAddToCart } from "../cart/QuickAddToCart";
import { ProductPrice } from "../product/ProductPrice";
import { cardImageSrc, type ProductCardView } from "../listing/product-card";
import { t as listingText } from "../listing/messages";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

interface WishlistItemProps {
  product: ProductCardView;
  priority: boolean;
  /** With JavaScript the page removes in place; without it the form posts to /_action/wishlist. */
  onRemove(product: ProductCardView): void;
}

/** A product on the wishlist page: picture, name, price, add to cart and remove. */
export function WishlistItem({ product, priority, onRemove }: WishlistItemProps) {
  const { locale } = useShop();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <Link
        to={product.href}
        prefetch="intent"
        tabIndex={-1}
        aria-hidden="true"
        className="block aspect-square bg-neutral-100"
      >
        {product.image && (
          <img
            src={cardImageSrc(product.image)}
            srcSet={srcSetAttribute(product.image.srcSet)}
            sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-contain p-4 mix-blend-multiply"
          />
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 text-base font-medium text-neutral-900">
          <Link to={product.href} prefetch="intent" className="hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h2>
        <div className="mt-auto flex flex-col gap-3">
          {product.price && <ProductPrice place="card" price={product.price} />}
          {product.soldOut ? (
            <p className="text-sm font-medium text-neutral-600">{listingText(locale.code, "soldOut")}</p>
          ) : product.needsOptions ? (
            <Link
              to={product.href}
              className="inline-flex min-h-10 items-center justify-center rounded-lg border border-neutral-300 px-2 text-center text-sm font-medium leading-tight text-neutral-900 hover:bg-neutral-50"
            >
              {listingText(locale.code, "chooseOptions")}
            </Link>
          ) : (
            <QuickAddToCart productId={product.id} productName={product.name} />
          )}
          <form
            method="post"
            action={localizePath("/_action/wishlist", locale)}
            onSubmit={(event) => {
              event.preventDefault();
              onRemove(product);
            }}
          >
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={product.id} />
            <input type="hidden" name="productName" value={product.name} />
            <button
              type="submit"
              aria-label={t(locale.code, "removeLabel", { name: product.name })}
              className="inline-flex min-h-10 w-full items-center justify-center rounded-lg border border-neutral-300 px-2 text-sm font-medium text-neutral-800 hover:bg-neutral-50"
            >
              {t(locale.code, "remove")}
            </button>
          </form>
        </div>
      </div>
    </article>
  );
}
