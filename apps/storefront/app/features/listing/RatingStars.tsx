import { RatingStars as Stars } from "../../components/ui/RatingStars";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/** A product card's stars, filled to the average rating; read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { locale } = useShop();
  return <Stars rating={rating} size={size} label={t(locale.code, "ratingStars", { rating: rating.toLocaleString(locale.languageCode) })} />;
}
