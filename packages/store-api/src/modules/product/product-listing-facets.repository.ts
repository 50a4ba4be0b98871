/** The listing facets' one statement (product-listing-facets.ts maps its rows to the DAL's aggregation shapes). */
import { sql } from "kysely";
import type { Criteria } from "../../dal/criteria.js";
import { compileFilters } from "../../dal/sql-filters.js";
import { Aliases, fromClauseFor, type Fragment, type Scope } from "../../dal/sql.js";
import { memoizedRows } from "../../db/data-version.js";
import { dialectOf, type Db } from "../../db/database.js";
import type { SalesChannelContext } from "../context/context.js";
import { availableFilter, productDefinition, VISIBILITY } from "./product.definition.js";

const col = (scope: Scope, column: string) => sql.ref(`${scope.alias}.${column}`);

/** One row of the facet statement: the price/rating/shipping-free stats, or a manufacturer or option key. */
export type FacetRow = { kind: string; k: string | null; v1: unknown; v2: unknown; v3: unknown; v4: unknown };

/**
 * The facet rows over the listing's candidate rows (its filters, availability and visibility): the stats always,
 * manufacturers and property/option ids when asked for. Memoised per statement: facets ignore page, sorting and
 * post-filters, so every request for the same candidates shares the result.
 */
export async function facetRows(
  db: Db,
  ctx: SalesChannelContext,
  criteria: Criteria,
  options: { visibility: number; where: (scope: Scope) => Fragment },
  names: ReadonlySet<string>,
): Promise<FacetRow[]> {
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
  return memoizedRows(
    db,
    sql<FacetRow>`WITH m AS MATERIALIZED (${candidates}) ${sql.join(branches, sql` UNION ALL `)}`,
  );
}
