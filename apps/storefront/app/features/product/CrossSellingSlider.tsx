import { ProductCard } from "../listing/ProductCard";
import type { CrossSellingView } from "./cross-selling";

/** One cross-selling group as a horizontally scrolling row (scroll-snap, no slider script). */
export function CrossSellingSlider({ crossSelling }: { crossSelling: CrossSellingView }) {
  const headingId = `cross-selling-${crossSelling.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-[22px] font-semibold text-neutral-950">
        {crossSelling.name}
      </h2>
      <ul className="mt-4 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-4">
        {crossSelling.products.map((product) => (
          <li key={product.id} className="pc-slide">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
