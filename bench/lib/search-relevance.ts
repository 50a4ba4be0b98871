import { buildApp } from "../../packages/store-api/src/app.js";
import { DEFAULT_ACCESS_KEY, testConfig } from "../../packages/store-api/src/config.js";
import type { Db } from "../../packages/store-api/src/db/database.js";
import { languageId } from "../../packages/store-api/seed/ids.js";
import {
  RELEVANCE_SET,
  runRelevance,
  type RankedHit,
  type RelevanceLocale,
} from "../../packages/store-api/test/search/relevance-set.js";

export interface RelevanceReport {
  locale: RelevanceLocale;
  queries: number;
  /** Mean recall@5 over the locale's queries. */
  recallAt5: number;
  /** Queries missing an expected product in their top 5. */
  misses: string[];
}

/**
 * Search relevance of the seeded demo shop: the relevance set (packages/store-api/test/search/relevance-set.ts)
 * through the Store API's /search in each language, in-process (the set is about what is found, not how fast).
 */
export async function measureRelevance(db: Db): Promise<RelevanceReport[]> {
  const app = await buildApp({ db, config: testConfig({ storefrontUrls: [] }) });
  try {
    const rows = await db
      .selectFrom("product_translation")
      .select(["product_id", "name"])
      .where("language_id", "=", languageId("en-GB"))
      .where("name", "is not", null)
      .execute();
    const names = new Map(rows.map((r) => [String(r.product_id), String(r.name)]));
    const search = async (locale: RelevanceLocale, query: string): Promise<RankedHit[]> => {
      const response = await app.inject({
        method: "POST",
        url: "/store-api/search",
        headers: {
          "sw-access-key": DEFAULT_ACCESS_KEY,
          "sw-language-id": languageId(locale),
          "content-type": "application/json",
        },
        payload: JSON.stringify({ search: query, limit: 24 }),
      });
      if (response.statusCode !== 200)
        throw new Error(`search "${query}" (${locale}): ${response.statusCode} ${response.body.slice(0, 200)}`);
      return (response.json() as { elements: RankedHit[] }).elements;
    };
    const out: RelevanceReport[] = [];
    for (const locale of Object.keys(RELEVANCE_SET) as RelevanceLocale[]) {
      const results = await runRelevance(locale, search, (id) => names.get(id));
      out.push({
        locale,
        queries: results.length,
        recallAt5: results.reduce((sum, r) => sum + r.recall, 0) / results.length,
        misses: results.filter((r) => r.recall < 1).map((r) => r.query),
      });
    }
    return out;
  } finally {
    await app.close();
  }
}

export function printRelevance(reports: RelevanceReport[]): void {
  console.log("\nsearch relevance (demo shop, packages/store-api/test/search/relevance-set.ts):");
  for (const r of reports)
    console.log(
      `  ${r.locale}: recall@5 ${r.recallAt5.toFixed(3)} over ${r.queries} queries${r.misses.length ? `; missed: ${r.misses.join(", ")}` : ""}`,
    );
}
