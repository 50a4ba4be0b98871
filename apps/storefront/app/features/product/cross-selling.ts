import type { Answered, AnswerWith, Schemas } from "../../lib/store-api-types";
import type { Locale } from "../../lib/i18n";
import { toProductCardView, type ApiProduct, type ProductCardView, type ReviewCounts } from "../listing/product-card";

/** A cross-selling of the product's cross-selling answer, with its products as cards read them. */
export type ApiCrossSelling = AnswerWith<
  Schemas["CrossSellingElement"],
  {
    crossSelling?: Answered<Schemas["ProductCrossSelling"], "id" | "name" | "translated"> | null;
    products?: ReadonlyArray<ApiProduct> | null;
  }
>;

export interface CrossSellingView {
  id: string;
  name: string;
  products: ProductCardView[];
}

/** The products of all cross-sellings (for their review counts, asked once for the page). */
export function crossSellingProducts(crossSellings: readonly ApiCrossSelling[]): readonly ApiProduct[] {
  return crossSellings.flatMap((entry) => entry.products ?? []);
}

/** Cross-sellings with at least one product, in the backend's order (it sorts by position). */
export function toCrossSellings(
  crossSellings: readonly ApiCrossSelling[],
  locale: Locale,
  reviewCounts?: ReviewCounts,
): CrossSellingView[] {
  return crossSellings
    .filter((entry) => (entry.products?.length ?? 0) > 0)
    .map((entry, index) => ({
      id: entry.crossSelling?.id ?? `cross-selling-${index}`,
      name: entry.crossSelling?.translated?.name ?? entry.crossSelling?.name ?? "",
      products: (entry.products ?? []).map((product) => toProductCardView(product, locale, reviewCounts)),
    }));
}
