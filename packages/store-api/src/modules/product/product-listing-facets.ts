/** The listing's facets (AggregationListingProcessor's aggregations) in one statement over the candidate rows. */
import { sql } from "kysely";
import { emptyCriteria, type Criteria } from "../../dal/criteria.js";
import { search } from "../../dal/search.js";
import { compileFilters } from "../../dal/sql-filters.js";
import { Aliases, fromClauseFor, type Fragment, type Scope } from "../../dal/sql.js";
import { memoizedRows } from "../../db/data-version.js";
import { dialectOf, type Db } from "../../db/database.js";
import { storageToDecimal } from "../../lib/money.js";
import type { SalesChannelContext } from "../context/context.js";
import { productManufacturerDefinition } from "./product-parts.definition.js";
import type { ListingFilter } from "./product-listing.js";
import { availableFilter, productDefinition, VISIBILITY } from "./product.definition.js";

const col = (scope: Scope, column: string) => sql.ref(`${scope.alias}.${column}`);

/**
 * The listing facets (manufacturer, price, rating, shipping-free, properties and options) in one statement over the
 * candidate rows, instead of one aggregation query each: the same results the DAL aggregations give, in the DAL's
 * shapes, for requests whose facets all share the listing's own filters (no reduce-aggregations).
 */
export async function listingFacets(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
  options: { visibility: number; where: (scope: Scope) => Fragment },
  filters: ListingFilter[],
): Promise<Record<string, unknown>> {
  const names = new Set(filters.map((f) => f.name));
  if (names.size === 0) return {};
  const aliases = new Aliases(dialectOf(db));
  const scope = aliases.scope(productDefinition);
  const conditions = compileFilters(
    scope,
    [...availableFilter(VISIBILITY.link), ...criteria.filters, ...availableFilter(options.visibility)],
    ctx,
    aliases,
  );
  const columns = ["id", "manufacturer_id", "cheapest_price", "rating_average", "shipping_free"].map(
    (c) => sql`${col(scope, c)} AS ${sql.id(c)}`,
  );
  const where = sql`${conditions} AND ${options.where(scope)}`;
  const candidates = sql`SELECT ${sql.join(columns)} FROM ${fromClauseFor(db, scope, ctx, where)} WHERE ${where}`;
  const branches: Fragment[] = [
    sql`SELECT 'stats' AS kind, NULL AS k, MIN(m.cheapest_price) AS v1, MAX(m.cheapest_price) AS v2, MAX(CASE WHEN m.rating_average >= 0 THEN m.rating_average END) AS v3, MAX(CASE WHEN m.shipping_free = 1 THEN 1 END) AS v4 FROM m`,
  ];
  if (names.has("manufacturer"))
    branches.push(
      sql`SELECT 'manufacturer', m.manufacturer_id, NULL, NULL, NULL, NULL FROM m WHERE m.manufacturer_id IS NOT NULL GROUP BY m.manufacturer_id`,
    );
  if (names.has("properties")) {
    for (const [kind, table] of [
      ["properties", "product_property"],
      ["options", "product_option"],
    ] as const) {
      // CROSS JOIN keeps SQLite walking the candidates into the mapping table, not the whole mapping table.
      branches.push(
        sql`SELECT ${kind}, x.property_group_option_id, NULL, NULL, NULL, NULL FROM m CROSS JOIN ${sql.table(table)} AS x WHERE x.product_id = m.id GROUP BY x.property_group_option_id`,
      );
    }
  }
  type Row = { kind: string; k: string | null; v1: unknown; v2: unknown; v3: unknown; v4: unknown };
  // Facets ignore page, sorting and post-filters, so every request for the same candidates shares this result.
  const rows = await memoizedRows(
    db,
    sql<Row>`WITH m AS MATERIALIZED (${candidates}) ${sql.join(branches, sql` UNION ALL `)}`,
  );
  const stats = rows.find((r) => r.kind === "stats");
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const keys = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => String(r.k));
  const facets: Record<string, unknown> = {};
  if (names.has("manufacturer")) {
    const ids = keys("manufacturer");
    const entities = ids.length
      ? (await search(db, productManufacturerDefinition, { ...emptyCriteria(), ids }, ctx, { unrestricted: true }))
          .elements
      : [];
    facets.manufacturer = { entities, apiAlias: "manufacturer_aggregation" };
  }
  if (names.has("price"))
    facets.price = {
      min: num(stats?.v1) === null ? null : storageToDecimal(Number(stats?.v1)),
      max: num(stats?.v2) === null ? null : storageToDecimal(Number(stats?.v2)),
    };
  if (names.has("rating")) facets.rating = { max: num(stats?.v3), apiAlias: "rating_aggregation" };
  if (names.has("shipping-free"))
    facets["shipping-free"] = { max: num(stats?.v4), apiAlias: "shipping-free_aggregation" };
  if (names.has("properties"))
    for (const kind of ["properties", "options"]) facets[kind] = { buckets: keys(kind).map((key) => ({ key })) };
  return facets;
}
