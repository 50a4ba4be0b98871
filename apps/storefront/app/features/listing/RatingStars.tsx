import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

const STAR = "M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z";

/** Five stars filled to the average rating; read out as "Rated 4.5 out of 5". */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  const { locale } = useShop();
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const stars = (className: string) => (
    <span className={`flex ${className}`} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" width={size} height={size} className="shrink-0 fill-current">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
  return (
    <span role="img" aria-label={t(locale.code, "ratingStars", { rating: rating.toLocaleString(locale.languageCode) })} className="relative inline-flex">
      {stars("text-neutral-300")}
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        {stars("text-amber-500")}
      </span>
    </span>
  );
}
