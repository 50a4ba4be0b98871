/// <reference path="../../types/nlpjs.d.ts" />
import { StemmerDe } from "@nlpjs/lang-de";
import { StemmerEn } from "@nlpjs/lang-en";
import { StemmerPl } from "@nlpjs/lang-pl";
import { tokenize } from "./product.js";

/**
 * The search keyword analyzer, shared by indexing (the seed, the bench catalogue) and the search itself, after
 * Shopware's ProductSearchKeywordAnalyzer + Tokenizer (src/Core/Content/Product/SearchKeyword): words are lower-case
 * tokens; a hyphenated word is kept whole and also indexed in its parts and joined ("t-shirt", "shirt", "tshirt");
 * words with diacritics are also indexed folded ("słuchawki" → "sluchawki"), as shoppers often type them so.
 * Matching (see `matchQuality`) uses the snowball-style stemmers of @nlpjs/lang-{en,pl,de}.
 */

interface Stemmer {
  stemWord(word: string): string;
}

const STEMMERS: Record<string, Stemmer> = { en: new StemmerEn(), pl: new StemmerPl(), de: new StemmerDe() };

/** The stemmer for a locale code ("de-DE" → German); English for anything else. */
export function stemmerFor(locale: string): Stemmer {
  return STEMMERS[locale.slice(0, 2).toLowerCase()] ?? STEMMERS.en;
}

/** Letters without their diacritics: ł and ß have no decomposition, so they are mapped by hand. */
export function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ł/g, "l")
    .replace(/ß/g, "ss");
}

/** The keywords a text is indexed under: its tokens, hyphen parts and joins, and folded forms. */
export function analyze(text: string): string[] {
  const out = new Set<string>();
  for (const token of tokenize(text)) {
    const variants = [token];
    if (token.includes("-")) {
      const parts = token.split("-").filter((part) => part.length >= 2);
      variants.push(...parts, token.replace(/-/g, ""));
    }
    for (const variant of variants) {
      out.add(variant);
      const folded = fold(variant);
      if (folded !== variant) out.add(folded);
    }
  }
  return [...out];
}

/**
 * Keyword rankings, after Shopware's default product search config (product_search_config_field): the better the
 * field, the higher the score. The name ranks above the brand and the brand above the category.
 */
export const RANKING = {
  productNumber: 1000,
  name: 700,
  keywords: 600,
  manufacturer: 500,
  ean: 500,
  manufacturerNumber: 500,
  category: 300,
} as const;

/** What a product row is found by, in one language. */
export interface KeywordSource {
  productNumber: string;
  name?: string | null;
  keywords?: string | null;
  manufacturer?: string | null;
  ean?: string | null;
  manufacturerNumber?: string | null;
  /** The names of the product's categories. */
  categories?: (string | null | undefined)[];
}

/** A product row's keywords in one language, each once with its best ranking (product_search_keyword rows). */
export function productKeywords(source: KeywordSource): Map<string, number> {
  const best = new Map<string, number>();
  const add = (text: string | null | undefined, ranking: number) => {
    for (const keyword of analyze(text ?? "")) if ((best.get(keyword) ?? 0) < ranking) best.set(keyword, ranking);
  };
  add(source.name, RANKING.name);
  add(source.keywords, RANKING.keywords);
  add(source.manufacturer, RANKING.manufacturer);
  add(source.ean, RANKING.ean);
  add(source.manufacturerNumber, RANKING.manufacturerNumber);
  for (const category of source.categories ?? []) add(category, RANKING.category);
  // The number whole ("cl-1001.1") and in parts ("cl-1001", the parent's number, for variants).
  add(source.productNumber, RANKING.productNumber);
  best.set(source.productNumber.toLowerCase(), RANKING.productNumber);
  return best;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * How well a dictionary keyword answers a query token, 0 (not at all) to 1 (the same word), in decreasing order:
 * the word itself; the same stem (plural, case: "teapots"/"teapot", "rucksäcke"/"rucksack"); an inflected form
 * differing only in its last letters ("kubki"/"kubek", "herbaty"/"herbata", where the Polish stemmer is uneven);
 * a word the token begins ("sock" → "socks"); a word containing the token (Shopware's `%term%`: "kanne" in
 * "teekanne", "shirt" in "t-shirt"). Tokens shorter than three letters match only whole words or as prefix.
 */
export function matchQuality(token: string, keyword: string, stemmer: Stemmer): number {
  if (keyword === token || keyword === fold(token)) return 1;
  const short = Math.min(token.length, keyword.length);
  if (short >= 3 && stemmer.stemWord(keyword) === stemmer.stemWord(token)) return 0.9;
  const common = commonPrefix(token, keyword);
  if (common >= 3 && common >= short - 2 && Math.max(token.length, keyword.length) - common <= 3)
    return keyword.startsWith(token) ? 0.8 : 0.75;
  if (keyword.startsWith(token)) return 0.6;
  if (token.length >= 3 && keyword.includes(token)) return 0.5;
  return 0;
}
