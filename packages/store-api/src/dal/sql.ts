import { sql, type RawBuilder } from "kysely";
import type { Db, DialectName } from "../db/database.js";
import { StoreApiError } from "../http/errors.js";
import { decimalToStorage } from "../lib/money.js";
import type { Filter, Sort } from "./criteria.js";
import {
  getDefinition,
  hasDefinition,
  hasTranslations,
  translationTable,
  type EntityDefinition,
  type FieldDef,
  type ReadContext,
} from "./definition.js";

export type Fragment = RawBuilder<unknown>;

/** A table alias inside one statement, with its translation joins named `<alias>_t<i>`. */
export interface Scope {
  definition: EntityDefinition;
  alias: string;
}

/** Hands out unique aliases within one statement, for the engine it will run on (a few conditions differ). */
export class Aliases {
  private next = 0;
  constructor(readonly dialect: DialectName) {}
  scope(definition: EntityDefinition): Scope {
    this.next += 1;
    return { definition, alias: `a${this.next}` };
  }
  /** A fresh alias for a helper table (e.g. a JSON list's elements). */
  name(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }
}

export const TRUE: Fragment = sql`1 = 1`;
export const FALSE: Fragment = sql`1 = 0`;

export function unmappedField(field: string, entity: string): StoreApiError {
  return new StoreApiError(400, "FRAMEWORK__UNMAPPED_FIELD", `Field "${field}" in entity "${entity}" was not found.`, {
    field,
    entity,
  });
}

export function associationNotFound(association: string, entity: string): StoreApiError {
  return new StoreApiError(
    400,
    "FRAMEWORK__ASSOCIATION_NOT_FOUND",
    `Can not find association by name ${association} in entity ${entity}`,
    { association, entity },
  );
}

const col = (alias: string, column: string): Fragment => sql.ref(`${alias}.${column}`);

/** `table AS alias` plus LEFT JOINs of its translations along the language chain. */
export function fromClause(scope: Scope, ctx: ReadContext): Fragment {
  return sql`${sql.table(scope.definition.table)} AS ${sql.id(scope.alias)}${translationJoins(scope, ctx)}`;
}

/**
 * fromClause, but with the translation joins only when `uses` (the statement's other parts) reads a translated
 * column: each LEFT JOIN costs an index lookup per row even when nothing reads it (a 50,000-product listing's facets
 * spent a third of their time there).
 */
export function fromClauseFor(db: Db, scope: Scope, ctx: ReadContext, ...uses: Fragment[]): Fragment {
  if (!hasTranslations(scope.definition)) return fromClause(scope, ctx);
  const readsTranslations = uses.some((part) => part.compile(db).sql.includes(`"${scope.alias}_t`));
  return readsTranslations
    ? fromClause(scope, ctx)
    : sql`${sql.table(scope.definition.table)} AS ${sql.id(scope.alias)}`;
}

export function translationJoins(scope: Scope, ctx: ReadContext): Fragment {
  if (!hasTranslations(scope.definition)) return sql``;
  const owner = `${scope.definition.table}_id`;
  return sql.join(
    ctx.languageChain.map((languageId, i) => {
      const t = `${scope.alias}_t${i}`;
      return sql` LEFT JOIN ${sql.table(translationTable(scope.definition))} AS ${sql.id(t)} ON ${col(t, owner)} = ${col(scope.alias, "id")} AND ${col(t, "language_id")} = ${languageId}`;
    }),
    sql``,
  );
}

export function fieldExpr(scope: Scope, field: FieldDef, ctx: ReadContext): Fragment {
  if (!field.translated) return col(scope.alias, field.column);
  const parts = ctx.languageChain.map((_, i) => col(`${scope.alias}_t${i}`, field.column));
  return parts.length === 1 ? parts[0] : sql`COALESCE(${sql.join(parts)})`;
}

/**
 * A field by name for a criteria part. Non-public (`internal`) fields are refused unless the condition comes from the
 * backend itself (`trusted`: store restrictions, association keys), never from a request; Shopware's
 * ApiProtectionException for fields without the ApiAware flag.
 */
function lookupField(definition: EntityDefinition, name: string, trusted = false): FieldDef {
  const field = definition.fields[name];
  if (!field) throw unmappedField(name, definition.name);
  if (field.internal && !trusted)
    throw new StoreApiError(
      400,
      "FRAMEWORK__ACCESSOR_NOT_ALLOWED",
      `Accessor ${name} is not allowed for this api scope`,
      { accessor: name },
    );
  return field;
}

/** Converts an API value to its stored form (booleans as 0/1, money as minor units). */
export function storedValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (field.kind === "bool") return value === true || value === 1 || value === "1" || value === "true" ? 1 : 0;
  if (field.money) return decimalToStorage(Number(value));
  if (field.kind === "int" || field.kind === "float") {
    const number = Number(value);
    if (Number.isNaN(number))
      throw new StoreApiError(400, "FRAMEWORK__INVALID_FILTER_QUERY", `The value "${String(value)}" is not a number.`, {
        value,
      });
    return number;
  }
  if (field.kind === "id") return String(value).toLowerCase();
  return String(value);
}

type Make = (expr: Fragment, field: FieldDef) => Fragment;

/** The field a path through a `notHeld` association ends on, when its target is defined (else read as text). */
function notHeldLeaf(entity: string, rest: string[]): FieldDef {
  const field = hasDefinition(entity) && rest.length === 1 ? getDefinition(entity).fields[rest[0]] : undefined;
  return field ?? { column: "", kind: "string" };
}

/** A NULL with the field's SQL type: PostgreSQL cannot type `NULL = $1` or an ORDER BY on an untyped NULL. */
function typedNull(field: FieldDef): Fragment {
  switch (field.kind) {
    case "int":
    case "bool":
      return sql`CAST(NULL AS INTEGER)`;
    case "float":
      return sql`CAST(NULL AS DOUBLE PRECISION)`;
    default:
      return sql`CAST(NULL AS TEXT)`;
  }
}

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

/** A scalar expression for sorting by a path; to-many paths sort by their smallest/largest value. */
export function scalarExpr(
  scope: Scope,
  path: string[],
  order: "ASC" | "DESC",
  ctx: ReadContext,
  aliases: Aliases,
): Fragment {
  const [head, ...rest] = path;
  const { definition } = scope;
  if (head === "translated" && rest.length > 0) return scalarExpr(scope, rest, order, ctx, aliases);
  if (rest.length === 0) return fieldExpr(scope, lookupField(definition, head), ctx);
  const association = definition.associations[head];
  if (!association || association.kind === "computed") throw unmappedField(path.join("."), definition.name);
  if (association.kind === "notHeld") return typedNull(notHeldLeaf(association.entity, rest));
  const target = aliases.scope(getDefinition(association.entity));
  const inner = scalarExpr(target, rest, order, ctx, aliases);
  const pick = order === "ASC" ? sql`MIN(${inner})` : sql`MAX(${inner})`;
  // Sorting by an association's field orders by the rows the store may see only (as filters do).
  const visible = association.unrestricted ? TRUE : visibleRows(target, ctx, aliases);
  switch (association.kind) {
    case "manyToOne":
      return sql`(SELECT ${inner} FROM ${fromClause(target, ctx)} WHERE ${col(target.alias, "id")} = ${col(scope.alias, lookupField(definition, association.local).column)} AND ${visible})`;
    case "oneToMany":
      return sql`(SELECT ${pick} FROM ${fromClause(target, ctx)} WHERE ${col(target.alias, target.definition.fields[association.foreign].column)} = ${col(scope.alias, "id")} AND ${visible})`;
    case "manyToMany": {
      const map = `${target.alias}_m`;
      return sql`(SELECT ${pick} FROM ${sql.table(association.table)} AS ${sql.id(map)} JOIN ${sql.table(target.definition.table)} AS ${sql.id(target.alias)} ON ${col(target.alias, "id")} = ${col(map, association.foreignColumn)}${translationJoins(target, ctx)} WHERE ${col(map, association.localColumn)} = ${col(scope.alias, "id")} AND ${visible})`;
    }
  }
}

/** ORDER BY items; nulls sort as the smallest value on both engines (as Shopware on MySQL does). */
export function compileSorts(
  scope: Scope,
  sorts: Sort[],
  ctx: ReadContext,
  aliases: Aliases,
  score?: Fragment,
): Fragment[] {
  const items: Fragment[] = [];
  for (const sort of sorts) {
    const direction = sort.order === "DESC" ? sql`DESC` : sql`ASC`;
    if (sort.field === "_score") {
      if (score) items.push(sql`${score} ${direction}`);
      continue;
    }
    const expr = scalarExpr(scope, sort.field.split("."), sort.order, ctx, aliases);
    items.push(sql`CASE WHEN ${expr} IS NULL THEN 0 ELSE 1 END ${direction}`, sql`${expr} ${direction}`);
  }
  return items;
}

/** Joins along a path for aggregations: rows of (root id, value), one per reachable value. */
export function valuePath(
  root: Scope,
  path: string[],
  ctx: ReadContext,
  aliases: Aliases,
): { joins: Fragment; value: Fragment; field: FieldDef; visible: Fragment; scope?: Scope; hops?: string[] } {
  let current = root;
  const joins: Fragment[] = [];
  // Each joined target's store restrictions: an aggregation counts only rows the store may see.
  const restrictions: Fragment[] = [];
  const visible = () => (restrictions.length ? sql.join(restrictions, sql` AND `) : TRUE);
  const segments = path[0] === "translated" ? path.slice(1) : path;
  for (let i = 0; i < segments.length - 1; i += 1) {
    const name = segments[i];
    if (name === "translated") continue;
    const association = current.definition.associations[name];
    if (!association || association.kind === "notHeld" || association.kind === "computed")
      throw associationNotFound(name, current.definition.name);
    if (!hasDefinition(association.entity)) throw associationNotFound(name, current.definition.name);
    const target = aliases.scope(getDefinition(association.entity));
    const isLastHopToId = i === segments.length - 2 && segments[i + 1] === "id";
    if (association.kind === "manyToOne") {
      const fk = lookupField(current.definition, association.local);
      if (isLastHopToId)
        return {
          joins: sql.join(joins, sql``),
          value: col(current.alias, fk.column),
          field: target.definition.fields.id,
          visible: visible(),
        };
      joins.push(
        sql` JOIN ${sql.table(target.definition.table)} AS ${sql.id(target.alias)} ON ${col(target.alias, "id")} = ${col(current.alias, fk.column)}${translationJoins(target, ctx)}`,
      );
    } else if (association.kind === "oneToMany") {
      const foreign = target.definition.fields[association.foreign];
      joins.push(
        sql` JOIN ${sql.table(target.definition.table)} AS ${sql.id(target.alias)} ON ${col(target.alias, foreign.column)} = ${col(current.alias, "id")}${translationJoins(target, ctx)}`,
      );
    } else {
      const map = `${target.alias}_m`;
      joins.push(
        sql` JOIN ${sql.table(association.table)} AS ${sql.id(map)} ON ${col(map, association.localColumn)} = ${col(current.alias, "id")}`,
      );
      if (isLastHopToId && (!target.definition.storeFilter || association.unrestricted))
        return {
          joins: sql.join(joins, sql``),
          value: col(map, association.foreignColumn),
          field: target.definition.fields.id,
          visible: visible(),
        };
      joins.push(
        sql` JOIN ${sql.table(target.definition.table)} AS ${sql.id(target.alias)} ON ${col(target.alias, "id")} = ${col(map, association.foreignColumn)}${translationJoins(target, ctx)}`,
      );
    }
    if (!association.unrestricted) restrictions.push(visibleRows(target, ctx, aliases));
    current = target;
  }
  const last = segments[segments.length - 1];
  const field = lookupField(current.definition, last);
  // The joined scope and the association names that led to it: a filter aggregation's filter on the same
  // association is a condition on these joined rows (aggregate() in search.ts).
  const hops = segments.slice(0, -1).filter((name) => name !== "translated");
  return {
    joins: sql.join(joins, sql``),
    value: fieldExpr(current, field, ctx),
    field,
    visible: visible(),
    scope: current,
    hops,
  };
}
