import { useId, useRef } from "react";
import type { ProductCardView } from "../../listing/product-card";
import { ProductCard } from "../../listing/ProductCard";
import { t } from "../messages";
import { useLocale } from "../../../lib/use-locale";
import { SlideButton } from "./SlideButton";

interface CmsProductSliderProps {
  title: string;
  products: ProductCardView[];
}

const ARROW =
  "grid size-10 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-900 hover:bg-neutral-100";

/** Product slider and cross-selling row: a scroll-snap list (swipe or scroll), with buttons when scripted. */
export function CmsProductSlider({ title, products }: CmsProductSliderProps) {
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9, behavior: "smooth" });
  };

  return (
    <section
      aria-labelledby={title ? `${id}-title` : undefined}
      aria-label={title ? undefined : t(locale.code, "crossSelling")}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        {title ? (
          <h2 id={`${id}-title`} className="text-[22px] font-semibold tracking-tight text-neutral-950">
            {title}
          </h2>
        ) : (
          <span />
        )}
        {products.length > 2 && (
          <div className="flex gap-2">
            <SlideButton
              direction="previous"
              label={t(locale.code, "previousProducts")}
              controls={`${id}-list`}
              onClick={() => scroll(-1)}
              className={ARROW}
            />
            <SlideButton
              direction="next"
              label={t(locale.code, "nextProducts")}
              controls={`${id}-list`}
              onClick={() => scroll(1)}
              className={ARROW}
            />
          </div>
        )}
      </div>
      <ul
        ref={listRef}
        id={`${id}-list`}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto px-1 pb-4 [scrollbar-width:thin]"
      >
        {products.map((product) => (
          <li key={product.id} className="pc-slide">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
