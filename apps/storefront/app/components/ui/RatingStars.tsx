import type { CSSProperties } from "react";

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
 * The stars are drawn by CSS (.stars in app.css: a star-shaped mask repeated five times), not by SVG: the row repeats
 * on every product card, and two empty spans are a quarter of the markup two SVGs with <use> were (issue 15).
 */
export function RatingStars({ rating, size = 16, label }: RatingStarsProps) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      data-rating={rating}
      className="stars"
      // The default size (16 px per star) is the stylesheet's; other sizes set the one custom property.
      style={size === 16 ? undefined : ({ "--star": `${size}px` } as CSSProperties)}
    >
      <span data-stars="empty" />
      <span style={{ width: `${percent}%` }} data-stars="filled" />
    </span>
  );
}
