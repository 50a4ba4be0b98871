import { RatingStars as Stars } from "../../components/ui/RatingStars";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { numberFormat } from "../../lib/intl";

// Number#toLocaleString builds a new formatter on every call, and a listing formats a rating per card.
const formatRating = (rating: number, languageCode: string): string => numberFormat(languageCode).format(rating);

/**
 * A product card's stars, filled to the average rating; read out as "Rated 4.5 out of 5". With the number of
 * approved reviews, "(12)" stands beside them and is part of one name, "Rated 4.5 out of 5, 12 reviews" (not read
 * twice): one span (.pc-rate in app.css) around the decorative stars and the count.
 */
export function RatingStars({
  rating,
  reviewCount,
  size = 16,
}: {
  rating: number;
  reviewCount?: number;
  size?: number;
}) {
  const { locale } = useShop();
  const value = formatRating(rating, locale.languageCode);
  if (!reviewCount)
    return <Stars rating={rating} size={size} label={t(locale.code, "ratingStars", { rating: value })} />;
  const count = numberFormat(locale.languageCode).format(reviewCount);
  return (
    <span
      role="img"
      aria-label={t(locale.code, "ratingWithReviews", { rating: value, count: reviewCount })}
      className="pc-rate"
    >
      {/* One text node: "(", count and ")" as three would need <!-- --> separators in every card's HTML. */}
      <Stars rating={rating} size={size} />
      {`(${count})`}
    </span>
  );
}
