import type { ProductCardView } from "./product-card";
import { ProductCard } from "./ProductCard";

/** 2 columns on phones, 3 on tablets, 4 on desktops; the first row's pictures load eagerly. */
export function ProductGrid({ products, eagerCount = 4 }: { products: ProductCardView[]; eagerCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
