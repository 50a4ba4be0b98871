import { productKeywords } from "../../src/modules/product/search-analyzer.js";
import { idFor, languageId, LOCALES, type LocaleCode } from "../ids.js";
import type { Catalogue } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import type { LoadedProduct } from "./products.js";

/**
 * product_search_keyword rows: per product row and language, each keyword once with its best ranking, from the
 * name, extra keywords, brand, EAN and numbers and the names of the product's categories (search-analyzer.ts).
 * The keyword dictionary is built from them once they are written (rebuildKeywordDictionary).
 */
export function addSearchKeywords(writer: SeedWriter, catalogue: Catalogue, products: LoadedProduct[]): void {
  const manufacturers = new Map(catalogue.manufacturers.map((m) => [m.key, m.name]));
  const categories = new Map(catalogue.categories.map((c) => [c.key, c]));
  for (const product of products) {
    const { seed } = product;
    for (const locale of LOCALES) {
      const keywords = productKeywords({
        productNumber: product.productNumber,
        name: seed.name[locale],
        keywords: seed.keywords?.[locale],
        manufacturer: manufacturers.get(seed.manufacturer),
        ean: seed.ean,
        manufacturerNumber: seed.manufacturerNumber,
        categories: seed.categories.map((key) => categories.get(key)?.name[locale]),
      });
      for (const [keyword, ranking] of keywords)
        writer.add("product_search_keyword", keywordRow(product, locale, keyword, ranking));
    }
  }
}

function keywordRow(product: LoadedProduct, locale: LocaleCode, keyword: string, ranking: number) {
  return {
    id: idFor(`${product.key}#keyword-${locale}-${keyword}`),
    product_id: product.id,
    language_id: languageId(locale),
    keyword,
    ranking,
  };
}
