import { tokenize } from "../../src/modules/product/product.js";
import { idFor, languageId, LOCALES, type LocaleCode } from "../ids.js";
import type { Catalogue } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import type { LoadedProduct } from "./products.js";

/** Keyword rankings, after Shopware's default product search config: the better the field, the higher the score. */
export const RANKING = { productNumber: 1000, name: 700, keywords: 600, manufacturer: 500, ean: 500, manufacturerNumber: 500 } as const;

/** product_search_keyword rows: per product row and language, each keyword once with its best ranking. */
export function addSearchKeywords(writer: SeedWriter, catalogue: Catalogue, products: LoadedProduct[]): void {
  const manufacturers = new Map(catalogue.manufacturers.map((m) => [m.key, m.name]));
  for (const product of products) {
    const { seed } = product;
    for (const locale of LOCALES) {
      const best = new Map<string, number>();
      const add = (text: string | undefined, ranking: number) => {
        for (const token of tokenize(text ?? "")) if ((best.get(token) ?? 0) < ranking) best.set(token, ranking);
      };
      add(seed.name[locale], RANKING.name);
      add(seed.keywords?.[locale], RANKING.keywords);
      add(manufacturers.get(seed.manufacturer), RANKING.manufacturer);
      add(seed.ean, RANKING.ean);
      add(seed.manufacturerNumber, RANKING.manufacturerNumber);
      // The number whole ("cl-1001.1") and in parts ("cl-1001", the parent's number, for variants).
      add(product.productNumber, RANKING.productNumber);
      best.set(product.productNumber.toLowerCase(), RANKING.productNumber);
      for (const [keyword, ranking] of best) writer.add("product_search_keyword", keywordRow(product, locale, keyword, ranking));
    }
  }
}

function keywordRow(product: LoadedProduct, locale: LocaleCode, keyword: string, ranking: number) {
  return { id: idFor(`${product.key}#keyword-${locale}-${keyword}`), product_id: product.id, language_id: languageId(locale), keyword, ranking };
}
