/** Compiles criteria sortings: a scalar expression per sorted path and the ORDER BY items with MySQL's null order. */
import { sql } from "kysely";
import type { Sort } from "./criteria.js";
import { getDefinition, type ReadContext } from "./definition.js";
import { visibleRows } from "./sql-filters.js";
import {
  type Aliases,
  col,
  fieldExpr,
  type Fragment,
  fromClause,
  lookupField,
  notHeldLeaf,
  type Scope,
  translationJoins,
  TRUE,
  typedNull,
  unmappedField,
} from "./sql.js";

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
