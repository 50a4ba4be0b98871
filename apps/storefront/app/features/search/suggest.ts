import type { Locale } from "../../lib/i18n";
import { toProductCardView, type ApiProduct, type CardImageView, type PriceView } from "../listing/product-card";

export const SUGGEST_LIMIT = 10;
export const SUGGEST_MIN_LENGTH = 2;

export interface SuggestionView {
  id: string;
  name: string;
  href: string;
  image: CardImageView | null;
  price: PriceView | null;
}

export interface SuggestResult {
  term: string;
  total: number;
  products: SuggestionView[];
  /** Close terms that do find products, when this one finds none (the Store API's searchSuggestions). */
  closeTerms: string[];
}

/** The suggest box's data from a /search-suggest response: at most 10 products, only what a row shows. */
export function toSuggestResult(
  term: string,
  response: { elements?: ReadonlyArray<ApiProduct> | null; total?: number | null },
  locale: Locale,
  closeTerms: string[] = [],
): SuggestResult {
  const products = (response.elements ?? []).slice(0, SUGGEST_LIMIT).map((product) => {
    const { id, name, href, image, price } = toProductCardView(product, locale);
    return { id, name, href, image, price };
  });
  const total = Math.max(response.total ?? 0, products.length);
  return { term, total, products, closeTerms: total === 0 ? closeTerms : [] };
}
