/** The joins an aggregation reads a dotted path's values through (Shopware's aggregation field accessors). */
import { sql } from "kysely";
import { getDefinition, hasDefinition, type FieldDef, type ReadContext } from "./definition.js";
import { visibleRows } from "./sql-filters.js";
import {
  type Aliases,
  associationNotFound,
  col,
  fieldExpr,
  type Fragment,
  lookupField,
  type Scope,
  translationJoins,
  TRUE,
} from "./sql.js";

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
