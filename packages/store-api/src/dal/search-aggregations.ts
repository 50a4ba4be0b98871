/** Criteria aggregations (Shopware's AggregationParser results): computed in SQL over the read's WHERE. */
import { sql } from "kysely";
import { dialectOf, type Db } from "../db/database.js";
import { StoreApiError } from "../http/errors.js";
import { storageToDecimal } from "../lib/money.js";
import { emptyCriteria, type Aggregation, type Criteria, type Filter } from "./criteria.js";
import { getDefinition, hasDefinition, type EntityDefinition, type ReadContext } from "./definition.js";
import { compileFilters } from "./sql-filters.js";
import { valuePath } from "./sql-value-path.js";
import { Aliases, fromClause, storedValue, type Fragment } from "./sql.js";
import { baseWhere, type SearchFn, type SearchOptions } from "./search-shared.js";

function onJoinedRows(filter: Filter, hops: string[]): Filter | null {
  if (filter.type === "multi" || filter.type === "not") {
    const queries = filter.queries.map((query) => onJoinedRows(query, hops));
    return queries.every((query): query is Filter => query !== null) ? { ...filter, queries } : null;
  }
  const segments = filter.field.split(".").filter((name) => name !== "translated");
  const own = segments.slice(0, hops.length);
  if (segments.length !== hops.length + 1 || own.some((name, i) => name !== hops[i])) return null;
  return { ...filter, field: segments[hops.length] as string };
}

/** Whether following these association names from `definition` passes a to-many association. */
function throughToMany(definition: EntityDefinition, hops: string[]): boolean {
  let current = definition;
  for (const name of hops) {
    const association = current.associations[name];
    if (
      !association ||
      association.kind === "computed" ||
      association.kind === "notHeld" ||
      !hasDefinition(association.entity)
    )
      return false;
    if (association.kind !== "manyToOne") return true;
    current = getDefinition(association.entity);
  }
  return false;
}

/**
 * A filter that keeps the rows related to one id through many-to-many associations: `assoc.id = v`, `assoc.id IN
 * (v)`, or an OR of such over several associations with the same single id (the filter panel's "has this option, as
 * a variant option or as a property"). The associations must be plain mapping tables the store may read whole.
 */
function keyedById(definition: EntityDefinition, filter: Filter): { associations: string[]; id: string } | null {
  const parts = filter.type === "multi" && filter.operator === "or" ? filter.queries : [filter];
  const associations: string[] = [];
  let id: string | null = null;
  for (const part of parts) {
    if (part.type !== "equals" && part.type !== "equalsAny") return null;
    const values = part.type === "equals" ? [part.value] : part.value;
    const [name, leaf, ...rest] = part.field.split(".");
    const association = name ? definition.associations[name] : undefined;
    if (leaf !== "id" || rest.length || values.length !== 1 || typeof values[0] !== "string") return null;
    if (!association || association.kind !== "manyToMany" || !hasDefinition(association.entity)) return null;
    if (getDefinition(association.entity).storeFilter && !association.unrestricted) return null;
    const value = values[0].toLowerCase();
    if (id !== null && id !== value) return null;
    id = value;
    associations.push(name as string);
  }
  return id === null ? null : { associations: [...new Set(associations)].sort(), id };
}

/**
 * Sibling aggregations that differ only by one id: `filter [...common, has id X] → count(field)` for X₁…Xₙ (the
 * storefront's per-option counts). Run one by one, that is one query per option; here each batch is one grouped
 * query: the matching rows joined to the mapping tables of the ids (UNION, so a row related both ways counts once)
 * and grouped by id. Same rows, same filters, same COUNT(DISTINCT field) as `aggregate` gives each on its own.
 */
export async function keyedCountBatches(
  db: Db,
  definition: EntityDefinition,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions,
): Promise<Map<Aggregation, [string, unknown]>> {
  const batches = new Map<
    string,
    {
      common: Filter[];
      associations: string[];
      field: string;
      members: { aggregation: Aggregation; name: string; id: string }[];
    }
  >();
  for (const aggregation of criteria.aggregations) {
    if (aggregation.type !== "filter" || aggregation.filter.length === 0) continue;
    const inner = aggregation.aggregation;
    if (inner.type !== "count" || inner.field.includes(".") || !definition.fields[inner.field]) continue;
    const common = aggregation.filter.slice(0, -1);
    const keyed = keyedById(definition, aggregation.filter[aggregation.filter.length - 1] as Filter);
    if (!keyed) continue;
    const key = JSON.stringify([common, keyed.associations, inner.field]);
    const batch = batches.get(key) ?? { common, associations: keyed.associations, field: inner.field, members: [] };
    batch.members.push({ aggregation, name: inner.name, id: keyed.id });
    batches.set(key, batch);
  }
  const results = new Map<Aggregation, [string, unknown]>();
  for (const batch of batches.values()) {
    // A lone one gains nothing from grouping: it stays on the general path.
    if (batch.members.length < 2) continue;
    const aliases = new Aliases(dialectOf(db));
    const root = aliases.scope(definition);
    const { joins, value, visible } = valuePath(root, [batch.field], ctx, aliases);
    const where = baseWhere(
      root,
      { ...criteria, filters: [...criteria.filters, ...batch.common] },
      ctx,
      aliases,
      options,
    );
    const ids = [...new Set(batch.members.map((member) => member.id))];
    const keyed = sql.join(
      batch.associations.map((name) => {
        const association = definition.associations[name] as {
          table: string;
          localColumn: string;
          foreignColumn: string;
        };
        return sql`SELECT ${sql.ref(association.localColumn)} AS owner, ${sql.ref(association.foreignColumn)} AS k FROM ${sql.table(association.table)} WHERE ${sql.ref(association.foreignColumn)} IN (${sql.join(ids)})`;
      }),
      sql` UNION `,
    );
    const keyAlias = aliases.name("k");
    const rows = (
      await sql<{
        k: string;
        n: unknown;
      }>`SELECT ${sql.ref(`${keyAlias}.k`)} AS k, COUNT(DISTINCT ${value}) AS n FROM ${fromClause(root, ctx)}${joins} JOIN (${keyed}) AS ${sql.id(keyAlias)} ON ${sql.ref(`${keyAlias}.owner`)} = ${sql.ref(`${root.alias}.id`)} WHERE ${where} AND ${visible} GROUP BY ${sql.ref(`${keyAlias}.k`)}`.execute(
        db,
      )
    ).rows;
    const counts = new Map(rows.map((row) => [String(row.k), Number(row.n ?? 0)]));
    for (const member of batch.members)
      results.set(member.aggregation, [
        member.name,
        { count: counts.get(member.id) ?? 0, apiAlias: `${member.name}_aggregation` },
      ]);
  }
  return results;
}

/** Computes one aggregation over the criteria's matches (filters applied, post-filters not). */
export async function aggregate(
  db: Db,
  definition: EntityDefinition,
  aggregation: Aggregation,
  criteria: Criteria,
  ctx: ReadContext,
  options: SearchOptions,
  search: SearchFn,
  extra: Filter[] = [],
): Promise<[string, unknown]> {
  if (aggregation.type === "filter")
    return aggregate(db, definition, aggregation.aggregation, criteria, ctx, options, search, [
      ...extra,
      ...aggregation.filter,
    ]);
  const aliases = new Aliases(dialectOf(db));
  const root = aliases.scope(definition);
  const path = valuePath(root, aggregation.field.split("."), ctx, aliases);
  const { joins, value, field } = path;
  // Filters on the association the field is joined through (to-many: it multiplies the rows) hold per joined row.
  const hops = path.hops ?? [];
  const joinedThroughMany = Boolean(path.scope) && throughToMany(definition, hops);
  const rowFilters: Filter[] = [];
  const rootFilters: Filter[] = [];
  for (const filter of extra) {
    const relative = joinedThroughMany ? onJoinedRows(filter, hops) : null;
    if (relative) rowFilters.push(relative);
    else rootFilters.push(filter);
  }
  const rootWhere = baseWhere(
    root,
    { ...criteria, filters: [...criteria.filters, ...rootFilters] },
    ctx,
    aliases,
    options,
  );
  const from = sql`${fromClause(root, ctx)}${joins}`;
  const rowWhere =
    rowFilters.length && path.scope ? sql` AND ${compileFilters(path.scope, rowFilters, ctx, aliases)}` : sql``;
  const where = sql`${rootWhere} AND ${path.visible}${rowWhere}`;
  const alias = `${aggregation.name}_aggregation`;
  const money = (n: unknown) =>
    n === null || n === undefined ? null : field.money ? storageToDecimal(Number(n)) : Number(n);
  switch (aggregation.type) {
    case "avg":
    case "max":
    case "min":
    case "sum":
    case "count": {
      // Shopware's CountAggregation counts distinct values (COUNT(DISTINCT field)).
      const expression =
        aggregation.type === "count"
          ? sql`COUNT(DISTINCT ${value})`
          : sql`${{ avg: sql`AVG`, max: sql`MAX`, min: sql`MIN`, sum: sql`SUM` }[aggregation.type]}(${value})`;
      const row = (await sql<{ v: unknown }>`SELECT ${expression} AS v FROM ${from} WHERE ${where}`.execute(db))
        .rows[0];
      const result =
        aggregation.type === "count"
          ? Number(row?.v ?? 0)
          : aggregation.type === "sum"
            ? (money(row?.v) ?? 0)
            : money(row?.v);
      return [aggregation.name, { [aggregation.type]: result, apiAlias: alias }];
    }
    case "stats": {
      const row = (
        await sql<{
          mn: unknown;
          mx: unknown;
          av: unknown;
          sm: unknown;
        }>`SELECT MIN(${value}) AS mn, MAX(${value}) AS mx, AVG(${value}) AS av, SUM(${value}) AS sm FROM ${from} WHERE ${where}`.execute(
          db,
        )
      ).rows[0];
      return [
        aggregation.name,
        { min: money(row?.mn), max: money(row?.mx), avg: money(row?.av), sum: money(row?.sm) ?? 0, apiAlias: alias },
      ];
    }
    case "terms": {
      const order = aggregation.sort?.field === "count" || aggregation.sort?.type === "count" ? sql`c` : sql`k`;
      const direction = aggregation.sort?.order === "DESC" ? sql`DESC` : sql`ASC`;
      const nested = aggregation.aggregation;
      // A nested count/min/max of a field of the entity itself is computed in the same grouped statement (the
      // listing's option counts per display group); any other nested aggregation runs once per bucket, narrowed to
      // the bucket's key, so its joins cannot drop rows from the bucket's own count.
      const inline =
        nested &&
        (nested.type === "count" || nested.type === "min" || nested.type === "max") &&
        !nested.field.includes(".")
          ? nested
          : undefined;
      const inner = inline ? valuePath(root, [inline.field], ctx, aliases) : undefined;
      const innerValue =
        inline && inner
          ? inline.type === "count"
            ? sql`COUNT(DISTINCT ${inner.value})`
            : inline.type === "min"
              ? sql`MIN(${inner.value})`
              : sql`MAX(${inner.value})`
          : sql`NULL`;
      // COUNT over the joined rows, as Shopware's EntityAggregator::parseTermsAggregation (COUNT(product.id)): a key
      // reached through a to-many association counts its rows (a product's reviews), not distinct root entities.
      const rows = (
        await sql<{
          k: unknown;
          c: number;
          n: unknown;
        }>`SELECT ${value} AS k, COUNT(${sql.ref(`${root.alias}.id`)}) AS c, ${innerValue} AS n FROM ${from} WHERE ${where} AND ${value} IS NOT NULL GROUP BY ${value} ORDER BY ${order} ${direction}${aggregation.limit ? sql` LIMIT ${aggregation.limit}` : sql``}`.execute(
          db,
        )
      ).rows;
      const buckets: Record<string, unknown>[] = [];
      for (const r of rows) {
        const key = String(field.money ? money(r.k) : r.k);
        const bucket: Record<string, unknown> = { key, count: Number(r.c) };
        if (inline && inner) {
          const innerMoney = (n: unknown) =>
            n === null || n === undefined ? null : inner.field.money ? storageToDecimal(Number(n)) : Number(n);
          bucket[inline.name] = {
            [inline.type]: inline.type === "count" ? Number(r.n ?? 0) : innerMoney(r.n),
            apiAlias: `${inline.name}_aggregation`,
          };
        } else if (nested) {
          const [name, result] = await aggregate(db, definition, nested, criteria, ctx, options, search, [
            ...extra,
            { type: "equals", field: aggregation.field, value: r.k as string | number | boolean | null },
          ]);
          bucket[name] = result;
        }
        buckets.push({ ...bucket, apiAlias: "aggregation_bucket" });
      }
      return [aggregation.name, { buckets, apiAlias: alias }];
    }
    case "entity": {
      if (!hasDefinition(aggregation.definition))
        throw new StoreApiError(
          400,
          "FRAMEWORK__INVALID_AGGREGATION_QUERY",
          `Unknown definition "${aggregation.definition}" in aggregation ${aggregation.name}.`,
        );
      const rows = (
        await sql<{
          k: string;
        }>`SELECT DISTINCT ${value} AS k FROM ${from} WHERE ${where} AND ${value} IS NOT NULL`.execute(db)
      ).rows;
      const ids = rows.map((r) => r.k);
      // Through the named definition's store restrictions: naming another entity reads nothing it would not show.
      const entities = ids.length
        ? (await search(db, getDefinition(aggregation.definition), { ...emptyCriteria(), ids }, ctx)).elements
        : [];
      return [aggregation.name, { entities, apiAlias: alias }];
    }
    case "range": {
      // Every bucket in one pass: a distinct count of the ids whose value falls in each range.
      const counts = aggregation.ranges.map((range, i) => {
        const conds: Fragment[] = [];
        if (range.from !== undefined) conds.push(sql`${value} >= ${storedValue(field, range.from)}`);
        if (range.to !== undefined) conds.push(sql`${value} < ${storedValue(field, range.to)}`);
        const id = sql.ref(`${root.alias}.id`);
        const counted = conds.length ? sql`CASE WHEN ${sql.join(conds, sql` AND `)} THEN ${id} END` : id;
        return sql`COUNT(DISTINCT ${counted}) AS ${sql.id(`c${i}`)}`;
      });
      const row = counts.length
        ? (await sql<Record<string, unknown>>`SELECT ${sql.join(counts)} FROM ${from} WHERE ${where}`.execute(db))
            .rows[0]
        : undefined;
      const buckets = aggregation.ranges.map((range, i) => ({
        key: range.key ?? `${range.from ?? "*"}-${range.to ?? "*"}`,
        from: range.from ?? null,
        to: range.to ?? null,
        count: Number(row?.[`c${i}`] ?? 0),
        apiAlias: "aggregation_bucket",
      }));
      return [aggregation.name, { buckets, apiAlias: alias }];
    }
  }
}
