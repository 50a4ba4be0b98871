/**
 * Compiles criteria filters (Shopware's SqlQueryParser): conditions on dotted field paths through associations, with
 * each hop limited to the rows the store may see.
 */
import { sql } from "kysely";
import type { Filter } from "./criteria.js";
import { getDefinition, type FieldDef, type ReadContext } from "./definition.js";
import {
  type Aliases,
  associationNotFound,
  col,
  fieldExpr,
  type Fragment,
  fromClause,
  lookupField,
  notHeldLeaf,
  type Scope,
  storedValue,
  translationJoins,
  TRUE,
  typedNull,
  unmappedField,
} from "./sql.js";

type Make = (expr: Fragment, field: FieldDef) => Fragment;

/**
 * Compiles a condition on a dotted field path. To-one hops become `fk IN (subquery)`, to-many hops become
 * `EXISTS (subquery)`, so a filter never multiplies the outer rows.
 */
export function condition(
  scope: Scope,
  path: string[],
  make: Make,
  ctx: ReadContext,
  aliases: Aliases,
  trusted = false,
): Fragment {
  const [head, ...rest] = path;
  const { definition } = scope;
  if (head === "translated" && rest.length > 0) return condition(scope, rest, make, ctx, aliases, trusted);
  if (rest.length === 0) {
    const field = lookupField(definition, head, trusted);
    return make(fieldExpr(scope, field, ctx), field);
  }
  const association = definition.associations[head];
  if (!association) {
    if (definition.fields[head]) throw unmappedField(path.join("."), definition.name);
    throw associationNotFound(head, definition.name);
  }
  if (association.kind === "computed") throw associationNotFound(head, definition.name);
  if (association.kind === "notHeld") {
    // No rows: a to-many has nothing that matches, a to-one's fields read as NULL.
    if (association.many) return sql`1 = 0`;
    const leaf = notHeldLeaf(association.entity, rest);
    return make(typedNull(leaf), leaf);
  }
  const target = aliases.scope(getDefinition(association.entity));
  // A hop only reaches rows the store may see: a filter through an association must not tell, by a changing total,
  // anything about rows the association would not output (pending reviews, inactive products, private media).
  const visible = () => (association.unrestricted ? TRUE : visibleRows(target, ctx, aliases));
  switch (association.kind) {
    case "manyToOne": {
      const fk = lookupField(definition, association.local, trusted);
      // The key itself is a public field of this entity; only the target's own fields need the target's visibility.
      if (rest.length === 1 && rest[0] === "id") return make(col(scope.alias, fk.column), target.definition.fields.id);
      return sql`${col(scope.alias, fk.column)} IN (SELECT ${col(target.alias, "id")} FROM ${fromClause(target, ctx)} WHERE ${visible()} AND ${condition(target, rest, make, ctx, aliases, trusted)})`;
    }
    case "oneToMany": {
      const foreign = target.definition.fields[association.foreign];
      return sql`EXISTS (SELECT 1 FROM ${fromClause(target, ctx)} WHERE ${col(target.alias, foreign.column)} = ${col(scope.alias, "id")} AND ${visible()} AND ${condition(target, rest, make, ctx, aliases, trusted)})`;
    }
    case "manyToMany": {
      const map = `${target.alias}_m`;
      if (rest.length === 1 && rest[0] === "id" && (!target.definition.storeFilter || association.unrestricted)) {
        return sql`EXISTS (SELECT 1 FROM ${sql.table(association.table)} AS ${sql.id(map)} WHERE ${col(map, association.localColumn)} = ${col(scope.alias, "id")} AND ${make(col(map, association.foreignColumn), target.definition.fields.id)})`;
      }
      return sql`EXISTS (SELECT 1 FROM ${sql.table(association.table)} AS ${sql.id(map)} JOIN ${sql.table(target.definition.table)} AS ${sql.id(target.alias)} ON ${col(target.alias, "id")} = ${col(map, association.foreignColumn)}${translationJoins(target, ctx)} WHERE ${col(map, association.localColumn)} = ${col(scope.alias, "id")} AND ${visible()} AND ${condition(target, rest, make, ctx, aliases, trusted)})`;
    }
  }
}

/** The target's store restrictions (its storeFilter) as a condition on `scope`: what an association may reach. */
export function visibleRows(scope: Scope, ctx: ReadContext, aliases: Aliases): Fragment {
  return compileFilters(scope, scope.definition.storeFilter?.(ctx) ?? [], ctx, aliases, true);
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Whether the JSON list `expr` holds `value` (Shopware: `JSON_CONTAINS(list, JSON_ARRAY(value))`). A NULL list gives
 * NULL, not false, as in MySQL, so a `not` around it leaves the row out on both engines.
 */
function listContains(aliases: Aliases, expr: Fragment, field: FieldDef, value: unknown): Fragment {
  const element = field.list === "id" ? String(value).toLowerCase() : String(value);
  if (aliases.dialect === "postgres") return sql`(${expr})::jsonb @> jsonb_build_array(CAST(${element} AS text))`;
  const each = aliases.name("j");
  return sql`(CASE WHEN ${expr} IS NULL THEN NULL ELSE EXISTS (SELECT 1 FROM json_each(${expr}) AS ${sql.id(each)} WHERE ${sql.ref(`${each}.value`)} = ${element}) END)`;
}

/**
 * Compiles one filter. Inside a `not`, scalar equals compare null-safe (Shopware's SqlQueryParser uses `<=>` there),
 * so `not(manufacturerId = X)` keeps the products without a manufacturer. `trusted`: the filter comes from the
 * backend (store restrictions), so it may read non-public fields.
 */
export function compileFilter(
  scope: Scope,
  filter: Filter,
  ctx: ReadContext,
  aliases: Aliases,
  trusted = false,
  negated = false,
): Fragment {
  const path = (field: string) => field.split(".");
  switch (filter.type) {
    case "equals":
      return condition(
        scope,
        path(filter.field),
        (expr, field) => {
          if (filter.value === null) return sql`${expr} IS NULL`;
          if (field.list) return listContains(aliases, expr, field, filter.value);
          const value = storedValue(field, filter.value);
          if (!negated) return sql`${expr} = ${value}`;
          return aliases.dialect === "postgres" ? sql`${expr} IS NOT DISTINCT FROM ${value}` : sql`${expr} IS ${value}`;
        },
        ctx,
        aliases,
        trusted,
      );
    case "equalsAny":
      return condition(
        scope,
        path(filter.field),
        (expr, field) =>
          field.list
            ? sql`(${sql.join(
                filter.value.map((v) => listContains(aliases, expr, field, v)),
                sql` OR `,
              )})`
            : sql`${expr} IN (${sql.join(filter.value.map((v) => storedValue(field, v)))})`,
        ctx,
        aliases,
        trusted,
      );
    case "equalsAll":
      return sql.join(
        filter.value.map((value) =>
          compileFilter(scope, { type: "equals", field: filter.field, value }, ctx, aliases, trusted, negated),
        ),
        sql` AND `,
      );
    case "contains":
    case "prefix":
    case "suffix": {
      const needle = escapeLike(filter.value.toLowerCase());
      const pattern =
        filter.type === "contains" ? `%${needle}%` : filter.type === "prefix" ? `${needle}%` : `%${needle}`;
      return condition(
        scope,
        path(filter.field),
        (expr) => sql`LOWER(${expr}) LIKE ${pattern} ESCAPE '\\'`,
        ctx,
        aliases,
        trusted,
      );
    }
    case "range":
      return condition(
        scope,
        path(filter.field),
        (expr, field) => {
          const ops: Fragment[] = [];
          const p = filter.parameters;
          const v = (value: string | number) => (field.kind === "date" ? String(value) : storedValue(field, value));
          if (p.gte !== undefined) ops.push(sql`${expr} >= ${v(p.gte)}`);
          if (p.gt !== undefined) ops.push(sql`${expr} > ${v(p.gt)}`);
          if (p.lte !== undefined) ops.push(sql`${expr} <= ${v(p.lte)}`);
          if (p.lt !== undefined) ops.push(sql`${expr} < ${v(p.lt)}`);
          return ops.length ? sql.join(ops, sql` AND `) : TRUE;
        },
        ctx,
        aliases,
        trusted,
      );
    case "multi":
    case "not": {
      const parts = filter.queries.map(
        (q) => sql`(${compileFilter(scope, q, ctx, aliases, trusted, negated || filter.type === "not")})`,
      );
      const joined = parts.length === 0 ? TRUE : sql.join(parts, filter.operator === "or" ? sql` OR ` : sql` AND `);
      return filter.type === "not" ? sql`NOT (${joined})` : sql`(${joined})`;
    }
  }
}

export function compileFilters(
  scope: Scope,
  filters: Filter[],
  ctx: ReadContext,
  aliases: Aliases,
  trusted = false,
): Fragment {
  if (filters.length === 0) return TRUE;
  return sql.join(
    filters.map((f) => sql`(${compileFilter(scope, f, ctx, aliases, trusted)})`),
    sql` AND `,
  );
}
