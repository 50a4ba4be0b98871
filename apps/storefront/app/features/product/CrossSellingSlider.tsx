import { ProductCard } from "../listing/ProductCard";
import type { CrossSellingView } from "./cross-selling";

/** One cross-selling group as a horizontally scrolling row (scroll-snap, no slider script). */
export function CrossSellingSlider({ crossSelling }: { crossSelling: CrossSellingView }) {
  const headingId = `cross-selling-${crossSelling.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-[22px] font-semibold text-neutral-950">{crossSelling.name}</h2>
      <ul className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {crossSelling.products.map((product) => (
          <li key={product.id} className="w-[calc(50%-0.5rem)] shrink-0 snap-start sm:w-[calc(33.333%-0.667rem)] lg:w-[calc(25%-0.75rem)]">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
