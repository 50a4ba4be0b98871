import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, LANGUAGE, type TestApp } from "../helpers.js";
import { RELEVANCE_SET, runRelevance, type RankedHit, type RelevanceLocale } from "./relevance-set.js";

const LANGUAGE_OF: Record<RelevanceLocale, string> = {
  "en-GB": LANGUAGE.en,
  "pl-PL": LANGUAGE.pl,
  "de-DE": LANGUAGE.de,
};

/**
 * Search relevance on the seeded demo catalogue: each query of the relevance set, sent to the Store API's search in
 * its language, has every product a shopper expects among the first five results.
 */
describe("search relevance (demo catalogue)", () => {
  let shop: TestApp;
  const names = new Map<string, string>();

  beforeAll(async () => {
    shop = await createTestApp();
    const rows = (
      await sql<{
        id: string;
        name: string;
      }>`SELECT product_id AS id, name FROM product_translation WHERE language_id = ${LANGUAGE.en} AND name IS NOT NULL`.execute(
        shop.db,
      )
    ).rows;
    for (const row of rows) names.set(row.id, row.name);
  });
  afterAll(async () => shop?.close());

  const search = async (locale: RelevanceLocale, query: string): Promise<RankedHit[]> => {
    const response = await shop.api("POST", "/search", {
      body: { search: query, limit: 24 },
      headers: { "sw-language-id": LANGUAGE_OF[locale] },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { elements: RankedHit[] }).elements;
  };

  for (const locale of Object.keys(RELEVANCE_SET) as RelevanceLocale[]) {
    it(`${locale}: every query finds its expected products in the top 5`, async () => {
      expect(RELEVANCE_SET[locale].length).toBeGreaterThanOrEqual(30);
      const results = await runRelevance(locale, search, (id) => names.get(id));
      const misses = results
        .filter((r) => r.recall < 1)
        .map((r) => ({ query: r.query, missing: r.expected.filter((name) => !r.top.includes(name)), top: r.top }));
      const recall = results.reduce((sum, r) => sum + r.recall, 0) / results.length;
      console.log(`${locale}: recall@5 ${recall.toFixed(3)} over ${results.length} queries`);
      expect(misses).toEqual([]);
    });
  }

  it("a term that finds nothing answers close terms that do, in the request language", async () => {
    const cases: [RelevanceLocale, string, string][] = [
      ["en-GB", "choclate", "chocolate"],
      ["pl-PL", "klawaitura", "klawiatura"],
      ["de-DE", "kopfhöhrer", "kopfhörer"],
      ["de-DE", "kabellose kopfhöhrer", "kabellose kopfhörer"],
    ];
    for (const [locale, query, suggestion] of cases) {
      const response = await shop.api("POST", "/search", {
        body: { search: query },
        headers: { "sw-language-id": LANGUAGE_OF[locale] },
      });
      const body = response.json() as { total: number; extensions?: { searchSuggestions?: { terms: string[] } } };
      expect(body.total, query).toBe(0);
      expect(body.extensions?.searchSuggestions?.terms, query).toContain(suggestion);
    }
    // Suggested terms find something; a term with results carries no suggestions.
    const found = await shop.api("POST", "/search", { body: { search: "chocolate" } });
    expect((found.json() as { total: number }).total).toBeGreaterThan(0);
    expect(
      (found.json() as { extensions?: { searchSuggestions?: unknown } }).extensions?.searchSuggestions,
    ).toBeUndefined();
  });
});
