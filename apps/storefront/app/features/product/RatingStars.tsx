import { Icon } from "../../components/ui/Icon";

/** Five stars filled up to the rating; the caller provides the accessible text. */
export function RatingStars({ rating, size = 16 }: { rating: number; size?: number }) {
  return (
    <span aria-hidden="true" className="inline-flex text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" size={size} fill={rating >= star - 0.25 ? "currentColor" : "none"} />
      ))}
    </span>
  );
}
