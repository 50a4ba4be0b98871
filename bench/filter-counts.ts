import { performance } from "node:perf_hooks";

/**
 * The filter panel's counts request (apps/storefront/app/features/listing/filter-counts.ts: an only-aggregations
 * listing request with one filter+count aggregation per property option and a manufacturer terms aggregation),
 * timed serially against a running backend, uncached: every request carries a distinct `bench-nonce` the listing
 * ignores, so the response cache never answers it.
 *
 *   npx tsx bench/filter-counts.ts --url http://127.0.0.1:8000 --access-key KEY [--runs 40] [--category ID]
 *
 * Without --category it takes the category (of the first 100) whose listing offers the most filter options.
 */

const arg = (name: string, fallback?: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? process.argv[index + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
};

const url = arg("url", "http://127.0.0.1:8000").replace(/\/+$/, "");
const accessKey = arg("access-key");
const runs = Number(arg("runs", "40"));

// biome-ignore lint/suspicious/noExplicitAny: response bodies are read ad hoc
type Json = Record<string, any>;

async function post(path: string, body: unknown): Promise<Json> {
  const response = await fetch(`${url}/store-api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "sw-access-key": accessKey },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as Json;
}

const optionsOf = (listing: Json): Array<{ id: string; options: string[] }> =>
  (listing.aggregations?.properties?.entities ?? []).map((group: Json) => ({
    id: group.id,
    options: (group.options ?? []).map((o: Json) => o.id),
  }));

async function pickCategory(): Promise<{ id: string; listing: Json }> {
  const given = process.argv.includes("--category") ? arg("category") : null;
  if (given) return { id: given, listing: await post(`/product-listing/${given}`, { limit: 1 }) };
  const categories = (await post("/category", { limit: 100, includes: { category: ["id"] } })).elements as Json[];
  let best: { id: string; listing: Json; options: number } | null = null;
  for (const category of categories) {
    const listing = await post(`/product-listing/${category.id}`, { limit: 1 }).catch(() => null);
    if (!listing) continue;
    const options = optionsOf(listing).reduce((sum, group) => sum + group.options.length, 0);
    if (!best || options > best.options) best = { id: category.id, listing, options };
  }
  if (!best) throw new Error("no category with a listing");
  return best;
}

const { id, listing } = await pickCategory();
const groups = optionsOf(listing);
const manufacturers = listing.aggregations?.manufacturer?.entities ?? [];
const count = { name: "display-groups", type: "count", field: "displayGroup" };
const hasOption = (ids: string[]) => ({
  type: "multi",
  operator: "or",
  queries: [
    { type: "equalsAny", field: "options.id", value: ids },
    { type: "equalsAny", field: "properties.id", value: ids },
  ],
});
const aggregations = [
  ...(manufacturers.length
    ? [{ name: "manufacturer-counts", type: "terms", field: "manufacturerId", aggregation: count }]
    : []),
  ...groups.flatMap((group) =>
    group.options.map((option) => ({
      name: `option-${option}-filter`,
      type: "filter",
      filter: [hasOption([option])],
      aggregation: { ...count, name: `option-${option}` },
    })),
  ),
];
const body = {
  "only-aggregations": true,
  "manufacturer-filter": false,
  "price-filter": false,
  "rating-filter": false,
  "shipping-free-filter": false,
  "property-filter": false,
  aggregations,
};

const nonce = `${process.pid}-${Date.now()}`;
// Two warm-up requests (connection, JIT), then the measured ones.
for (let i = 0; i < 2; i++) await post(`/product-listing/${id}`, { ...body, "bench-nonce": `${nonce}-warm-${i}` });
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await post(`/product-listing/${id}`, { ...body, "bench-nonce": `${nonce}-${i}` });
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] as number;
const options = groups.reduce((sum, group) => sum + group.options.length, 0);
console.log(
  `filter counts: category ${id}, ${groups.length} groups, ${options} options, ${manufacturers.length} manufacturers, ${runs} serial uncached requests: p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms`,
);
