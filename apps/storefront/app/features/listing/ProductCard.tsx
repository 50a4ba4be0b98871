import { Link } from "react-router";
import { preconnectImage } from "../../components/ui/preconnect-image";
import { QuickAddToCart } from "../cart/QuickAddToCart";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { ProductCardView } from "./product-card";
import { ProductPrice } from "./ProductPrice";
import { RatingStars } from "./RatingStars";

interface ProductCardProps {
  product: ProductCardView;
  /** The first cards of a page are above the fold: load their pictures eagerly. */
  priority?: boolean;
}

const SIZES = "(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw";

export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { locale } = useShop();
  if (priority && product.image) preconnectImage(product.image.src);
  const text = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale.code, key, values);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-neutral-100">
        {product.image && (
          <img
            src={product.image.src}
            srcSet={product.image.srcSet || undefined}
            sizes={SIZES}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="size-full object-contain p-4 mix-blend-multiply"
          />
        )}
        <div className="absolute left-2 top-2 flex flex-col items-start gap-1">
          {product.topseller && (
            <span className="rounded-md bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white">{text("topseller")}</span>
          )}
          {product.price?.discountPercent ? (
            <span className="rounded-md bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              {text("discount", { percent: product.price.discountPercent })}
            </span>
          ) : null}
        </div>
        <WishlistToggle productId={product.id} productName={product.name} className="absolute right-2 top-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base font-medium text-neutral-900">
          {/* The link covers the whole card (after:inset-0) so the picture is clickable too. */}
          <Link to={product.href} prefetch="intent" className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-brand-600">
            {product.name}
          </Link>
        </h3>
        {product.rating !== null && <RatingStars rating={product.rating} />}
        <div className="mt-auto flex flex-col gap-3">
          {product.price && <ProductPrice price={product.price} />}
          {!product.available ? (
            <p className="text-sm font-medium text-neutral-600">{text("soldOut")}</p>
          ) : product.needsOptions ? (
            <Link to={product.href} className="relative z-10 inline-flex min-h-10 items-center justify-center rounded-lg text-center border border-neutral-300 px-2 text-sm leading-tight font-medium text-neutral-900 hover:bg-neutral-50">
              {text("chooseOptions")}
            </Link>
          ) : (
            <QuickAddToCart productId={product.id} productName={product.name} className="relative z-10" />
          )}
        </div>
      </div>
    </article>
  );
}
