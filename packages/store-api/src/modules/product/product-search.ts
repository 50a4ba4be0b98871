import { sql } from "kysely";
import type { Fragment, Scope } from "../../dal/sql.js";
import type { Db } from "../../db/database.js";
import { localeCodeOf } from "../system/system.repository.js";
import {
  dictionaryCandidates,
  dictionaryContains,
  keywordPrefix,
  keywordsByHeadAndLength,
  knownKeywords,
} from "./product-keyword.repository.js";
import { tokenize } from "./product.js";
import { fold, matchQuality, stemmerFor } from "./search-analyzer.js";

/**
 * Product search over the keyword index, after Shopware's ProductSearchTermInterpreter: each word of the term is
 * looked up in the keyword dictionary (product_keyword_dictionary) — as a whole word, by stem, as an inflected
 * form, as a prefix and inside longer words (Shopware's `LIKE %term%`) — and a word found nowhere is split into its
 * hyphen parts or into two dictionary words (German compounds: "ledertasche" → "leder" + "tasche"). A product
 * matches when each word matches one of its keywords (Shopware's AND logic); its score adds, per word, its best
 * keyword's field ranking times the match quality plus a tenth of the rest, so a name match outranks a brand or
 * category match and an exact word outranks a word it is part of.
 */

type Where = (scope: Scope) => Fragment;

/** One dictionary keyword a query word stands for, with how well it matches (1 = the word itself). */
interface Expansion {
  keyword: string;
  quality: number;
}

/** A query word: the dictionary keywords it stands for, and for words with digits (numbers) a plain prefix. */
interface WordMatch {
  word: string;
  expansions: Expansion[];
  prefix: boolean;
}

/** Keywords kept per query word: enough for "te" in a large shop, few enough for one IN list. */
const MAX_EXPANSIONS = 60;
const MAX_WORDS = 10;

// Seeding, the test fixtures and the bench's catalogue generator build the dictionary from here.
export { rebuildKeywordDictionary } from "./product-keyword.repository.js";

const locales = new WeakMap<Db, Map<string, string>>();

/** The locale code of a language ("de-DE"), which picks the stemmer. */
async function localeOf(db: Db, languageId: string): Promise<string> {
  let known = locales.get(db);
  if (!known) locales.set(db, (known = new Map()));
  const cached = known.get(languageId);
  if (cached !== undefined) return cached;
  const code = (await localeCodeOf(db, languageId)) ?? "en-GB";
  known.set(languageId, code);
  return code;
}

function expand(word: string, dictionary: string[], locale: string): Expansion[] {
  const stemmer = stemmerFor(locale);
  const folded = fold(word);
  const out: Expansion[] = [];
  for (const keyword of dictionary) {
    const quality = Math.max(
      matchQuality(word, keyword, stemmer),
      folded === word ? 0 : matchQuality(folded, fold(keyword), stemmer) * 0.95,
    );
    if (quality > 0) out.push({ keyword, quality });
  }
  return out.sort((a, b) => b.quality - a.quality || a.keyword.length - b.keyword.length).slice(0, MAX_EXPANSIONS);
}

/** The query's words with the dictionary keywords each stands for. */
export async function interpretTerm(db: Db, term: string, languageId: string): Promise<WordMatch[]> {
  const locale = await localeOf(db, languageId);
  const tokens = tokenize(term).slice(0, MAX_WORDS);
  // A term of only one-letter words is looked up as typed, by prefix.
  if (tokens.length === 0) return [{ word: term.toLowerCase(), expansions: [], prefix: true }];
  const words = tokens;
  const plain = words.filter((word) => !/\p{N}/u.test(word));
  const dictionary = await dictionaryCandidates(db, languageId, plain);
  const matches: WordMatch[] = [];
  for (const word of words) {
    if (/\p{N}/u.test(word)) {
      matches.push({ word, expansions: [], prefix: true });
      continue;
    }
    const expansions = expand(word, dictionary, locale);
    if (expansions.length > 0) {
      matches.push({ word, expansions, prefix: false });
      continue;
    }
    const parts = await splitWord(db, languageId, word);
    if (!parts) {
      matches.push({ word, expansions: [], prefix: false });
      continue;
    }
    const partDictionary = await dictionaryCandidates(db, languageId, parts);
    for (const part of parts)
      matches.push({ word: part, expansions: expand(part, partDictionary, locale), prefix: false });
  }
  return matches;
}

/**
 * A word found nowhere, as parts that are: its hyphen parts, or a dictionary word and a rest found in the
 * dictionary too, inside a word or whole (German compounds: "ledertasche" → "leder" + "tasche", found in
 * "lederhandtasche" and "aktentasche"). German joins compound parts with a linking -s- or -n- ("Arbeitstisch"), so
 * the first part may drop one.
 */
async function splitWord(db: Db, languageId: string, word: string): Promise<string[] | undefined> {
  if (word.includes("-")) return word.split("-").filter((part) => part.length >= 2);
  if (word.length < 6) return undefined;
  const heads = new Set<string>();
  for (let i = 3; i <= word.length - 3; i++) heads.add(word.slice(0, i)).add(word.slice(0, i - 1));
  const known = await knownKeywords(db, languageId, [...heads]);
  for (let i = word.length - 3; i >= 3; i--) {
    const head = [word.slice(0, i), ...(/[sn]$/.test(word.slice(0, i)) && i > 3 ? [word.slice(0, i - 1)] : [])].find(
      (h) => known.has(h),
    );
    if (!head) continue;
    const tail = word.slice(i);
    if (await dictionaryContains(db, languageId, tail)) return [head, tail];
  }
  return undefined;
}

function wordCondition(db: Db, match: WordMatch): Fragment {
  const parts: Fragment[] = [];
  if (match.expansions.length) parts.push(sql`k.keyword IN (${sql.join(match.expansions.map((e) => e.keyword))})`);
  if (match.prefix) parts.push(sql`(${keywordPrefix(db, match.word)})`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`1 = 0`;
}

/** Filter and score of a keyword search (see the module comment). */
export function keywordMatch(db: Db, matches: WordMatch[], languageId: string): { where: Where; score: Where } {
  const col = (scope: Scope) => sql.ref(`${scope.alias}.id`);
  const where: Where = (scope) =>
    sql.join(
      matches.map(
        (match) =>
          sql`${col(scope)} IN (SELECT k.product_id FROM product_search_keyword AS k WHERE k.language_id = ${languageId} AND ${wordCondition(db, match)})`,
      ),
      sql` AND `,
    );
  const score: Where = (scope) =>
    sql`(${sql.join(
      matches.map((match) => {
        const quality = match.expansions.length
          ? sql`CASE ${sql.join(
              match.expansions.map((e) => sql`WHEN k.keyword = ${e.keyword} THEN ${sql.lit(e.quality)}`),
              sql` `,
            )} ELSE 0.5 END`
          : sql`0.5`;
        return sql`(SELECT COALESCE(MAX(k.ranking * ${quality}) + 0.1 * SUM(k.ranking * ${quality}), 0) FROM product_search_keyword AS k WHERE k.product_id = ${col(scope)} AND k.language_id = ${languageId} AND ${wordCondition(db, match)})`;
      }),
      sql` + `,
    )})`;
  return { where, score };
}

/** Edit distance with adjacent transpositions (optimal string alignment): "tshrit" → "tshirt" is one edit. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/**
 * Terms close to a term that found nothing: its first word found nowhere replaced by dictionary words within two
 * edits (one for words up to four letters), nearest first, ties by shorter word. `finds` keeps only terms that
 * find a product the shopper may see (the dictionary also holds words of inactive products).
 */
export async function closeTerms(
  db: Db,
  term: string,
  languageId: string,
  finds: (term: string) => Promise<boolean>,
  max = 3,
): Promise<string[]> {
  const matches = await interpretTerm(db, term, languageId);
  const missing = matches.find((m) => m.expansions.length === 0 && !m.prefix);
  const words = tokenize(term);
  const word = missing?.word ?? (words.length === 1 ? words[0] : undefined);
  if (!word || word.length < 3 || /\p{N}/u.test(word)) return [];
  const limit = word.length <= 4 ? 1 : 2;
  const heads = [...new Set([word.slice(0, 1), fold(word).slice(0, 1)])];
  const nearby = await keywordsByHeadAndLength(db, languageId, heads, word.length - limit, word.length + limit);
  const ranked = nearby
    .map((keyword) => ({
      keyword,
      distance: Math.min(editDistance(word, keyword), editDistance(fold(word), fold(keyword))),
    }))
    .filter((c) => c.distance > 0 && c.distance <= limit && c.keyword !== fold(word))
    .sort(
      (a, b) => a.distance - b.distance || a.keyword.length - b.keyword.length || a.keyword.localeCompare(b.keyword),
    );
  const out: string[] = [];
  const lower = term.toLowerCase();
  for (const { keyword } of ranked.slice(0, max * 4)) {
    const suggestion = words.includes(word) ? lower.replace(word, keyword) : keyword;
    if (out.includes(suggestion)) continue;
    if (await finds(suggestion)) out.push(suggestion);
    if (out.length >= max) break;
  }
  return out;
}
