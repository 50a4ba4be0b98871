import { Link } from "../../components/ui/Link";
import { srcSetAttribute } from "../../lib/srcset";
import { preconnectImage } from "../../components/ui/preconnect-image";
import { QuickAddToCart } from "../cart/QuickAddToCart";
import { WishlistToggle } from "../wishlist/WishlistToggle";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { cardImageSrc, discountPercent, type ProductCardView } from "./product-card";
import { ProductPrice } from "../product/ProductPrice";
import { RatingStars } from "../../components/ui/RatingStars";
import { numberFormat } from "../../lib/intl";

interface ProductCardProps {
  product: ProductCardView;
  /** The first cards of a page are above the fold: load their pictures eagerly. */
  priority?: boolean;
}

/** Written without optional spaces: the attribute repeats on every card (issue 15: page weight). */
const SIZES = "(min-width:1280px) 280px,(min-width:1024px) 25vw,(min-width:640px) 33vw,50vw";

/**
 * The card's elements are styled by the .pc* classes in app.css: the card repeats up to 24 times on a page. Its
 * links and form skip eager route discovery (discover="none", as NavigationLink's): routes are found when followed.
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { locale } = useShop();
  const src = product.image && cardImageSrc(product.image);
  if (priority && src) preconnectImage(src);
  // Number#toLocaleString builds a new formatter on every call, and a listing formats a rating per card.
  const formatNumber = (value: number) => numberFormat(locale.languageCode).format(value);
  const text = (key: Parameters<typeof t>[1], values?: Record<string, string | number>) => t(locale.code, key, values);
  const discount = product.price && discountPercent(product.price);
  return (
    <article className="pc">
      <div className="pc-media">
        {product.image && (
          <img
            src={src ?? undefined}
            srcSet={srcSetAttribute(product.image.srcSet)}
            sizes={SIZES}
            alt=""
            width={product.image.width}
            height={product.image.height}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="pc-img"
          />
        )}
        {/* Only a card with a badge has the (absolutely placed) box for them. */}
        {product.topseller || discount ? (
          <div className="pc-badges">
            {product.topseller && <span className="pc-badge">{text("topseller")}</span>}
            {discount ? (
              <span className="pc-badge pc-badge-sale">{text("discount", { percent: discount })}</span>
            ) : null}
          </div>
        ) : null}
        <WishlistToggle productId={product.id} productName={product.name} className="pc-wish" />
      </div>
      <div className="pc-body">
        <h3 className="pc-title">
          <Link to={product.href} prefetch="intent" discover="none">
            {product.name}
          </Link>
        </h3>
        {product.rating !== null && (
          <RatingStars
            rating={product.rating}
            label={
              product.reviewCount
                ? text("ratingWithReviews", { rating: formatNumber(product.rating), count: product.reviewCount })
                : text("ratingStars", { rating: formatNumber(product.rating) })
            }
            count={product.reviewCount ? formatNumber(product.reviewCount) : undefined}
          />
        )}
        <div className="pc-foot">
          {product.price && <ProductPrice place="card" price={product.price} />}
          {product.soldOut ? (
            <p className="text-sm font-medium text-neutral-600">{text("soldOut")}</p>
          ) : product.needsOptions ? (
            <Link to={product.href} discover="none" className="pc-opt">
              {text("chooseOptions")}
            </Link>
          ) : (
            <QuickAddToCart productId={product.id} productName={product.name} />
          )}
        </div>
      </div>
    </article>
  );
}
