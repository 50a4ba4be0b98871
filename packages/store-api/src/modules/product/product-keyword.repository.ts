/** The keyword dictionary (product_keyword_dictionary) product search looks query words up in (product-search.ts). */
import { sql } from "kysely";
import type { Fragment } from "../../dal/sql.js";
import { dialectOf, type Db } from "../../db/database.js";
import { fold } from "./search-analyzer.js";

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `keyword` starts with `token`, in a form the engine answers from its keyword index: a range on SQLite (whose LIKE
 * ignores case and so skips the index), LIKE on PostgreSQL (backed by a text_pattern_ops index). Keywords are stored
 * lower-case, so both mean the same.
 */
export function keywordPrefix(db: Db, token: string, alias = "k"): Fragment {
  const keyword = sql.ref(`${alias}.keyword`);
  if (dialectOf(db) === "postgres") return sql`${keyword} LIKE ${`${escapeLike(token)}%`} ESCAPE '\\'`;
  return sql`${keyword} >= ${token} AND ${keyword} < ${`${token}\u{10FFFF}`}`;
}

/** Rebuilds the keyword dictionary from product_search_keyword: each keyword without digits of a language once. */
export async function rebuildKeywordDictionary(db: Db): Promise<void> {
  const noDigit = dialectOf(db) === "postgres" ? sql`k.keyword !~ '[0-9]'` : sql`k.keyword NOT GLOB '*[0-9]*'`;
  await sql`INSERT INTO product_keyword_dictionary (language_id, keyword) SELECT DISTINCT k.language_id, k.keyword FROM product_search_keyword AS k WHERE ${noDigit} AND NOT EXISTS (SELECT 1 FROM product_keyword_dictionary AS d WHERE d.language_id = k.language_id AND d.keyword = k.keyword)`.execute(
    db,
  );
}

/** Dictionary words worth scoring for a query word: containing it, or sharing its first two letters (stems, inflections). */
export async function dictionaryCandidates(db: Db, languageId: string, words: string[]): Promise<string[]> {
  const conditions = words.flatMap((word) => {
    const heads = [...new Set([word.slice(0, 2), fold(word).slice(0, 2)])];
    const out = heads.map((head) => sql`(${keywordPrefix(db, head, "d")})`);
    if (word.length >= 3) out.push(sql`d.keyword LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`);
    return out;
  });
  if (conditions.length === 0) return [];
  const rows = await sql<{
    keyword: string;
  }>`SELECT d.keyword FROM product_keyword_dictionary AS d WHERE d.language_id = ${languageId} AND (${sql.join(conditions, sql` OR `)})`.execute(
    db,
  );
  return rows.rows.map((r) => r.keyword);
}

/** Which of `keywords` the language's dictionary holds. */
export async function knownKeywords(db: Db, languageId: string, keywords: string[]): Promise<Set<string>> {
  const rows = await sql<{
    keyword: string;
  }>`SELECT keyword FROM product_keyword_dictionary WHERE language_id = ${languageId} AND keyword IN (${sql.join(keywords)})`.execute(
    db,
  );
  return new Set(rows.rows.map((r) => r.keyword));
}

/** Whether a dictionary word of the language contains `part`. */
export async function dictionaryContains(db: Db, languageId: string, part: string): Promise<boolean> {
  const found = await sql<{
    one: number;
  }>`SELECT 1 AS one FROM product_keyword_dictionary WHERE language_id = ${languageId} AND keyword LIKE ${`%${escapeLike(part)}%`} ESCAPE '\\' LIMIT 1`.execute(
    db,
  );
  return found.rows.length > 0;
}

/** Dictionary words starting with one of `heads` whose length lies in `[shortest, longest]`. */
export async function keywordsByHeadAndLength(
  db: Db,
  languageId: string,
  heads: string[],
  shortest: number,
  longest: number,
): Promise<string[]> {
  const rows = await sql<{
    keyword: string;
  }>`SELECT d.keyword FROM product_keyword_dictionary AS d WHERE d.language_id = ${languageId} AND (${sql.join(
    heads.map((head) => sql`(${keywordPrefix(db, head, "d")})`),
    sql` OR `,
  )}) AND LENGTH(d.keyword) BETWEEN ${shortest} AND ${longest}`.execute(db);
  return rows.rows.map((r) => r.keyword);
}
