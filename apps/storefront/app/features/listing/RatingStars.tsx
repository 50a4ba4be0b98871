import { RatingStars as Stars } from "../../components/ui/RatingStars";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { numberFormat } from "../../lib/intl";

// Number#toLocaleString builds a new formatter on every call, and a listing formats a rating per card.
const formatRating = (rating: number, languageCode: string): string => numberFormat(languageCode).format(rating);

/** A product card's stars, filled to the average rating; read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { locale } = useShop();
  return <Stars rating={rating} size={size} label={t(locale.code, "ratingStars", { rating: formatRating(rating, locale.languageCode) })} />;
}
