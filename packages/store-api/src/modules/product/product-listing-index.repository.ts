/**
 * A category listing's page of display groups and its group count from the product-listing index (migration
 * 018_product_listing_index): an index walk over the category's rows in the sort's order, instead of grouping and
 * ordering every product of the category (dal/search-grouping.ts preferredGroups). Only for what the index answers;
 * every other listing stays on the grouped query, which gives the same result (test/listing-index.test.ts).
 */
import { sql } from "kysely";
import type { Criteria } from "../../dal/criteria.js";
import type { GroupPage } from "../../dal/search-shared.js";
import type { Fragment, Scope } from "../../dal/sql.js";
import { dialectOf, type Db } from "../../db/database.js";
import { memoizedRows } from "../../db/data-version.js";
import type { SalesChannelContext } from "../context/context.js";

/** The index column of each standard sorting (name-asc/-desc, price-asc/-desc, topseller) and its direction. */
const SORT_COLUMNS: Record<string, { column: string; descending: boolean }> = {
  "name ASC": { column: "name_min", descending: false },
  "name DESC": { column: "name_max", descending: true },
  "cheapestPrice ASC": { column: "price_min", descending: false },
  "cheapestPrice DESC": { column: "price_max", descending: true },
  "sales DESC": { column: "sales_max", descending: true },
};

/** Whether the language chain the index was built with for this language is the context's. */
async function sameLanguageChain(db: Db, ctx: SalesChannelContext): Promise<boolean> {
  const { rows } = await sql<{
    fallback_1: string | null;
    fallback_2: string | null;
  }>`SELECT fallback_1, fallback_2 FROM product_listing_language WHERE language_id = ${ctx.languageId}`.execute(db);
  if (rows.length !== 1) return false;
  const chain = [ctx.languageId, rows[0].fallback_1, rows[0].fallback_2].filter((id): id is string => id !== null);
  return chain.length === ctx.languageChain.length && chain.every((id, i) => id === ctx.languageChain[i]);
}

/**
 * The page source for a category listing's criteria (before the listing adds its availability filters), or undefined
 * when the index cannot answer it: any filter, post-filter, term or score query, or a sorting other than one
 * standard sort field, or a context language chain the index was not built with.
 */
export async function indexedGroupPage(
  db: Db,
  ctx: SalesChannelContext,
  categoryId: string,
  criteria: Criteria,
): Promise<GroupPage | undefined> {
  const plain =
    criteria.filters.length === 0 &&
    criteria.postFilters.length === 0 &&
    criteria.term === undefined &&
    criteria.queries.length === 0 &&
    criteria.ids === undefined &&
    criteria.sorts.length === 1;
  if (!plain) return undefined;
  const [sort] = criteria.sorts;
  const sorting = SORT_COLUMNS[`${sort.field.replace(/^translated\./, "")} ${sort.order}`];
  if (!sorting || !(await sameLanguageChain(db, ctx))) return undefined;
  const direction = sorting.descending ? sql`DESC` : sql`ASC`;
  // The listing's null order (smallest first ascending, last descending): SQLite's own, PostgreSQL's stated.
  const nulls = dialectOf(db) === "postgres" ? (sorting.descending ? sql` NULLS LAST` : sql` NULLS FIRST`) : sql``;
  const rows = sql`FROM product_listing_index WHERE category_id = ${categoryId} AND language_id = ${ctx.languageId}`;
  // PostgreSQL counts beside the page (another pooled connection), though a short page may make the count moot.
  // SQLite's driver runs one statement at a time, so there the count waits until the page says it is needed.
  const countBeside = dialectOf(db) === "postgres";
  const count = () => sql<{ c: number }>`SELECT COUNT(*) AS c ${rows}`.execute(db);
  return async (limit, offset, countTotal) => {
    const counted = countTotal && countBeside ? count() : undefined;
    counted?.catch(() => undefined); // awaited below unless the page is short; a failure then concerns nobody
    const page = await sql<{
      display_group: string;
    }>`SELECT display_group ${rows} ORDER BY ${sql.ref(sorting.column)} ${direction}${nulls}, display_group ASC LIMIT ${limit} OFFSET ${offset}`.execute(
      db,
    );
    const keys = page.rows.map((r) => r.display_group);
    const short = keys.length < limit && (keys.length > 0 || offset === 0);
    const total = !countTotal
      ? keys.length
      : short
        ? offset + keys.length
        : Number((await (counted ?? count())).rows[0].c);
    return { keys, total };
  };
}

/**
 * Category membership as a lookup per row (the tree's primary key), for reading just the rows of a page's groups;
 * the listing's `IN (members)` would first collect every member of the category.
 */
export const inCategoryRow =
  (categoryId: string) =>
  (scope: Scope): Fragment =>
    sql`EXISTS (SELECT 1 FROM product_category_tree AS t WHERE t.product_id = ${sql.ref(`${scope.alias}.id`)} AND t.category_id = ${categoryId})`;

/**
 * How the membership tests a group of options: `lookup` probes each member's rows of product_property and
 * product_option (their primary keys); `set` (SQLite only) collects the options' carriers once, into the in-memory
 * index SQLite builds for an `IN (subquery)`, and tests each member against it.
 */
export type CarrierTest = "lookup" | "set";

/**
 * The products of a category, narrowed to those carrying one of each group's options (as a property or a variant
 * option: the listing's properties filter, groups AND-ed, options OR-ed). The filter applied to the id lists before
 * any product row is read: at 50,000 products a filtered category of 6,348 members read every member's row to test
 * the filter on it (17.5 ms of the listing's 27); intersected first, only the ~1,300 carrying the option are read.
 * `tests` gives each group's way (carrierTests); a group without one is looked up.
 */
export function categoryMembers(
  categoryId: string,
  optionGroups: readonly (readonly string[])[] = [],
  tests: readonly CarrierTest[] = [],
): Fragment {
  // A lookup per member row (each table's primary key is product, option), not `IN (the option's carriers)`: on
  // PostgreSQL that collected, de-duplicated and sorted all of an option's carriers catalogue-wide (10,212 at 50,000
  // products) to merge them with the category's 6,348 rows: 22 → 13.5 ms for the grouped page query.
  const carries = (table: "product_property" | "product_option", options: readonly string[]) =>
    sql`EXISTS (SELECT 1 FROM ${sql.table(table)} AS o WHERE o.product_id = t.product_id AND o.property_group_option_id IN (${sql.join(options)}))`;
  // The unary plus keeps SQLite walking the category's rows and probing the set, rather than walking the set and
  // probing the category (which costs as much as the lookups).
  const inCarrierSet = (options: readonly string[]) =>
    sql`+t.product_id IN (SELECT c.product_id FROM product_property AS c WHERE c.property_group_option_id IN (${sql.join(options)}) UNION ALL SELECT c.product_id FROM product_option AS c WHERE c.property_group_option_id IN (${sql.join(options)}))`;
  const narrowed = optionGroups.map((options, index) =>
    tests[index] === "set"
      ? sql` AND ${inCarrierSet(options)}`
      : sql` AND (${carries("product_property", options)} OR ${carries("product_option", options)})`,
  );
  return sql`SELECT t.product_id FROM product_category_tree AS t WHERE t.category_id = ${categoryId}${sql.join(narrowed, sql``)}`;
}

/**
 * Carriers of a group's options per member of the category up to which the set costs less than the lookups (SQLite,
 * 50,000 products): a lookup is two primary-key probes, ~2.5 µs a member; the set costs ~0.43 µs a carrier to build and
 * ~0.8 µs a member to probe, so it wins below ~4 carriers a member. A category of 6,348 members filtered by an option
 * of 10,212 carriers: 16.1 ms of lookups, 9.5 ms with the set; of 259 members by an option of 12,625 carriers: 0.7 ms
 * of lookups, 5.5 ms with the set.
 */
const CARRIERS_PER_MEMBER = 3;

/**
 * Each group's carrier test for a category's membership: on SQLite the set where the group's options have at most
 * CARRIERS_PER_MEMBER carriers per member of the category (both counted from covering indexes: ~0.07 µs an entry, a
 * few percent of either way's cost); lookups otherwise, and always on PostgreSQL.
 */
export async function carrierTests(
  db: Db,
  categoryId: string,
  optionGroups: readonly (readonly string[])[],
): Promise<CarrierTest[]> {
  if (dialectOf(db) === "postgres" || optionGroups.length === 0) return optionGroups.map(() => "lookup");
  // The category's member count is remembered until a catalogue write (one entry a category, whatever the filter);
  // the carriers are counted each time, so that filter combinations do not crowd the shared memo.
  const [{ members }] = await memoizedRows(
    db,
    sql<{ members: number }>`SELECT COUNT(*) AS members FROM product_category_tree WHERE category_id = ${categoryId}`,
  );
  const carriers = optionGroups.map(
    (options, index) =>
      sql`(SELECT COUNT(*) FROM product_property WHERE property_group_option_id IN (${sql.join(options)})) + (SELECT COUNT(*) FROM product_option WHERE property_group_option_id IN (${sql.join(options)})) AS ${sql.id(`g${index}`)}`,
  );
  const {
    rows: [counts],
  } = await sql<Record<string, number>>`SELECT ${sql.join(carriers)}`.execute(db);
  return optionGroups.map((_options, index) =>
    Number(counts[`g${index}`]) <= CARRIERS_PER_MEMBER * Number(members) ? "set" : "lookup",
  );
}
