import type { CSSProperties } from "react";

interface RatingStarsProps {
  /** 0–5; fractions are drawn as a partly filled star (4.3 fills 86 % of the row). */
  rating: number;
  size?: number;
  /** The accessible text ("Rated 4.3 out of 5"); without it the stars are decorative and the caller says the rating. */
  label?: string;
  /**
   * The number of reviews, formatted ("12"): shown as "(12)" beside the stars, and part of one name with them (the
   * label then says both, "Rated 4.5 out of 5, 12 reviews", so nothing is read twice). A product card's.
   */
  count?: string;
}

/**
 * Five stars, filled exactly to the rating. The row is as wide as its five stars (w-fit, self-start), never
 * stretched by a flex parent: the filled layer's percentage is of the five stars, so 3 draws three stars.
 * The stars are drawn by CSS (.stars in app.css: a star-shaped mask repeated five times on the element's ::before,
 * the filled ones on its ::after, as wide as --fill), not by SVG: the row repeats on every product card, and one
 * empty span with one custom property is the least markup that draws it (issue 15).
 */
export function RatingStars({ rating, size = 16, label, count }: RatingStarsProps) {
  if (count)
    return (
      // .pc-rate (app.css): one span around the decorative stars and the count.
      <span role="img" aria-label={label} className="pc-rate">
        {/* One text node: "(", count and ")" as three would need <!-- --> separators in every card's HTML. */}
        <Stars rating={rating} size={size} />
        {`(${count})`}
      </span>
    );
  return <Stars rating={rating} size={size} label={label} />;
}

function Stars({ rating, size, label }: { rating: number; size: number; label?: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const style: CSSProperties = { "--fill": `${percent}%`, ...(size === 16 ? {} : { "--star": `${size}px` }) };
  return (
    <span
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      className="stars"
      style={style}
    />
  );
}
