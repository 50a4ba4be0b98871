import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.js";

/**
 * The filter panel's per-option counts (apps/storefront/app/features/listing/filter-counts.ts): an only-aggregations
 * listing request with one `filter [...other groups' filters, has option X] → count(displayGroup)` per option. The
 * backend answers each batch of such siblings with one grouped query; these tests hold its counts to a brute force:
 * for every option, the total of the listing with that option ticked (one listing request per option, the
 * display groups the shopper would get), on the demo catalogue's category with the most filter options.
 */

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

let t: TestApp;
let category: string;
beforeAll(async () => {
  t = await createTestApp();
  const rows = (
    await sql<{ category_id: string; n: number }>`SELECT t.category_id, COUNT(DISTINCT x.property_group_option_id) AS n
      FROM product_category_tree AS t JOIN (SELECT product_id, property_group_option_id FROM product_option UNION SELECT product_id, property_group_option_id FROM product_property) AS x ON x.product_id = t.product_id
      GROUP BY t.category_id ORDER BY n DESC, t.category_id LIMIT 1`.execute(t.db)
  ).rows;
  category = rows[0]?.category_id as string;
});
afterAll(async () => t.close());

const listing = async (body: Json): Promise<Json> => {
  const response = await t.api("POST", `/product-listing/${category}`, { body });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json() as Json;
};

const hasOption = (ids: string[]) => ({
  type: "multi",
  operator: "or",
  queries: [
    { type: "equalsAny", field: "options.id", value: ids },
    { type: "equalsAny", field: "properties.id", value: ids },
  ],
});

interface Group {
  id: string;
  options: string[];
}

/** The storefront's counts request for the page's selection (`selected`: group id → ticked option ids). */
function countsRequest(groups: Group[], selected: Map<string, string[]>, manufacturer: string[], common: Json[]): Json {
  const aggregations = groups.flatMap((group) => {
    const others = [
      ...common,
      ...(manufacturer.length ? [{ type: "equalsAny", field: "manufacturerId", value: manufacturer }] : []),
      ...[...selected].filter(([id]) => id !== group.id).map(([, ids]) => hasOption(ids)),
    ];
    return group.options.map((option) => ({
      name: `option-${option}-filter`,
      type: "filter",
      filter: [...others, hasOption([option])],
      aggregation: { name: `option-${option}`, type: "count", field: "displayGroup" },
    }));
  });
  return {
    "only-aggregations": true,
    "manufacturer-filter": false,
    "price-filter": false,
    "rating-filter": false,
    "shipping-free-filter": false,
    "property-filter": false,
    aggregations,
  };
}

/** Brute force: for every option, the listing's total with it ticked besides the other groups' selection. */
async function bruteForce(
  groups: Group[],
  selected: Map<string, string[]>,
  filters: Json,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const group of groups) {
    const others = [...selected].filter(([id]) => id !== group.id).flatMap(([, ids]) => ids);
    for (const option of group.options) {
      const body = await listing({
        ...filters,
        properties: [...others, option].join("|"),
        limit: 1,
        "no-aggregations": true,
      });
      counts[option] = body.total;
    }
  }
  return counts;
}

async function groupsOfCategory(): Promise<{ groups: Group[]; manufacturers: string[] }> {
  const body = await listing({ limit: 1 });
  const groups: Group[] = (body.aggregations.properties?.entities ?? []).map((group: Json) => ({
    id: group.id,
    options: group.options.map((option: Json) => option.id),
  }));
  const manufacturers: string[] = (body.aggregations.manufacturer?.entities ?? []).map((m: Json) => m.id);
  return { groups, manufacturers };
}

const optionCounts = (body: Json) =>
  Object.fromEntries(
    Object.entries(body.aggregations as Record<string, Json>)
      .filter(([name]) => name.startsWith("option-"))
      .map(([name, value]) => [name.slice("option-".length), value.count]),
  );

describe("filter panel option counts", () => {
  it("the test category has several filterable groups with many options", async () => {
    const { groups } = await groupsOfCategory();
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.flatMap((g) => g.options).length).toBeGreaterThanOrEqual(6);
  });

  it("equal the brute-force listing totals without a selection", async () => {
    const { groups } = await groupsOfCategory();
    const counted = optionCounts(await listing(countsRequest(groups, new Map(), [], [])));
    const expected = await bruteForce(groups, new Map(), {});
    expect(counted).toEqual(expected);
    expect(Object.values(expected).some((n) => n > 0)).toBe(true);
  });

  it("equal the brute-force listing totals with options of another group, a manufacturer and a price ticked", async () => {
    const { groups, manufacturers } = await groupsOfCategory();
    const [first] = groups;
    const selected = new Map([[first.id, first.options.slice(0, 2)]]);
    const manufacturer = manufacturers.slice(0, 2);
    const price = { type: "range", field: "cheapestPrice", parameters: { gte: 10 } };
    const counted = optionCounts(await listing(countsRequest(groups, selected, manufacturer, [price])));
    const expected = await bruteForce(groups, selected, { manufacturer: manufacturer.join("|"), "min-price": 10 });
    expect(counted).toEqual(expected);
  });

  it("equal each option's count asked on its own (the ungrouped path)", async () => {
    const { groups } = await groupsOfCategory();
    const all = countsRequest(groups, new Map(), [], []);
    const counted = optionCounts(await listing(all));
    for (const aggregation of all.aggregations as Json[]) {
      const alone = optionCounts(await listing({ ...all, aggregations: [aggregation] }));
      const id = aggregation.aggregation.name.slice("option-".length);
      expect(alone).toEqual({ [id]: counted[id] });
    }
  });
});
