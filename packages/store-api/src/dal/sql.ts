/**
 * The parts every compiled criteria statement is made of: aliases and scopes, FROM with the translation joins, a
 * field's expression and stored value, and the DAL's errors. Filters, sortings and aggregation paths build on them
 * (sql-filters.ts, sql-sorts.ts, sql-value-path.ts).
 */
import { sql, type RawBuilder } from "kysely";
import type { Db, DialectName } from "../db/database.js";
import { StoreApiError } from "../http/errors.js";
import { decimalToStorage } from "../lib/money.js";
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

export const col = (alias: string, column: string): Fragment => sql.ref(`${alias}.${column}`);

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
export function lookupField(definition: EntityDefinition, name: string, trusted = false): FieldDef {
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

/** The field a path through a `notHeld` association ends on, when its target is defined (else read as text). */
export function notHeldLeaf(entity: string, rest: string[]): FieldDef {
  const field = hasDefinition(entity) && rest.length === 1 ? getDefinition(entity).fields[rest[0]] : undefined;
  return field ?? { column: "", kind: "string" };
}

/** A NULL with the field's SQL type: PostgreSQL cannot type `NULL = $1` or an ORDER BY on an untyped NULL. */
export function typedNull(field: FieldDef): Fragment {
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
