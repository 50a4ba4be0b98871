import { StarRow } from "./Icon";

interface RatingStarsProps {
  /** 0–5; fractions are drawn as a partly filled star (4.3 fills 86 % of the row). */
  rating: number;
  size?: number;
  /** The accessible text ("Rated 4.3 out of 5"); without it the stars are decorative and the caller says the rating. */
  label?: string;
}

/**
 * Five stars, filled exactly to the rating. The row is as wide as its five stars (w-fit, self-start), never
 * stretched by a flex parent: the filled layer's percentage is of the five stars, so 3 draws three stars.
 */
export function RatingStars({ rating, size = 16, label }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const row = (fill: string) => <StarRow size={size} fill={fill} />;
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      data-rating={rating}
      className="stars"
    >
      {/* Styled by .stars in app.css (the row repeats on every product card). */}
      <span data-stars="empty">{row("none")}</span>
      <span style={{ width: `${percent}%` }} data-stars="filled">
        {row("currentColor")}
      </span>
    </span>
  );
}
