/** Loading entities by id: rows, translations, associations (each a nested criteria read) and enrichment. */
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { AnyRow } from "../db/schema.js";
import { storageToDecimal } from "../lib/money.js";
import { emptyCriteria, type Criteria, type Filter } from "./criteria.js";
import {
  getDefinition,
  hasDefinition,
  hasTranslatedOutput,
  hasTranslations,
  type Entity,
  type EntityDefinition,
  type FieldDef,
  type ReadContext,
} from "./definition.js";
import { associationNotFound, fromClause, type Fragment, type Scope } from "./sql.js";
import { inChunks, type SearchFn } from "./search-shared.js";

const translatedColumnLists = new WeakMap<Record<string, FieldDef>, string[]>();

/** The translated columns of a definition, each read once per language of the chain (worked out once per fields). */
function translatedColumns(definition: EntityDefinition): string[] {
  let columns = translatedColumnLists.get(definition.fields);
  if (!columns) {
    columns = [...new Set(Object.values(definition.fields).flatMap((f) => (f.translated ? [f.column] : [])))];
    translatedColumnLists.set(definition.fields, columns);
  }
  return columns;
}

/** The column a row read with `rowColumns` holds a translation's `column` in, for the chain's `index`th language. */
const translationColumn = (index: number, column: string) => `__t${index}_${column}`;

/**
 * What a read of whole rows selects over `fromClause(scope, ctx)`: the row, and the translated columns of each
 * language of the chain beside it (from the translation joins), so rows and translations come in one statement.
 */
export function rowColumns(scope: Scope, ctx: ReadContext): Fragment {
  const columns = ctx.languageChain.flatMap((_, i) =>
    translatedColumns(scope.definition).map(
      (column) => sql`${sql.ref(`${scope.alias}_t${i}.${column}`)} AS ${sql.id(translationColumn(i, column))}`,
    ),
  );
  return sql.join([sql`${sql.id(scope.alias)}.*`, ...columns]);
}

/** Rows by id (in no particular order) with their translations, one statement per chunk of ids. */
async function loadRows(db: Db, definition: EntityDefinition, ids: string[], ctx: ReadContext): Promise<AnyRow[]> {
  const scope: Scope = { definition, alias: "a1" };
  const from = hasTranslations(definition) ? fromClause(scope, ctx) : sql`${sql.table(definition.table)} AS a1`;
  return inChunks(
    ids,
    async (chunk) =>
      (await sql<AnyRow>`SELECT ${rowColumns(scope, ctx)} FROM ${from} WHERE a1.id IN (${sql.join(chunk)})`.execute(db))
        .rows,
  );
}

export async function loadEntities(
  db: Db,
  definition: EntityDefinition,
  ids: string[],
  criteria: Criteria,
  ctx: ReadContext,
  search: SearchFn,
): Promise<Entity[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await loadRows(db, definition, ids, ctx)).map((row) => [row.id as string, row]));
  const rows = ids.flatMap((id) => (byId.has(id) ? [byId.get(id) as AnyRow] : []));
  return entitiesOf(db, definition, rows, criteria, ctx, search);
}

/**
 * Entities of rows read with `rowColumns` (kept in their order), with associations and enrichment. Each association
 * is one read for all the rows (and its own associations one read each below it), not one per entity.
 */
export async function entitiesOf(
  db: Db,
  definition: EntityDefinition,
  rows: AnyRow[],
  criteria: Criteria,
  ctx: ReadContext,
  search: SearchFn,
): Promise<Entity[]> {
  if (rows.length === 0) return [];
  const plan = rowPlan(definition, ctx.languageChain.length);
  const entities = rows.map((row) => toEntity(plan, row));
  // The associations are independent reads: on PostgreSQL they run side by side on pooled connections (a listing
  // page's media, options, manufacturer… no longer wait for each other). Each is set on the entities in the order
  // named, so the JSON keeps one key order whichever read finishes first.
  // The enrichment's own reads may run beside them too (definition.ts: enrichBesideAssociations).
  const names = [...new Set([...(definition.autoload ?? []), ...Object.keys(criteria.associations)])];
  const associationsRead = Promise.all(
    names.map((name) =>
      associationValues(db, definition, entities, name, criteria.associations[name] ?? emptyCriteria(), ctx, search),
    ),
  ).then((values) =>
    names.forEach((name, i) => {
      const perEntity = values[i];
      if (perEntity) entities.forEach((entity, j) => (entity[name] = perEntity[j]));
    }),
  );
  if (definition.enrichBesideAssociations) {
    // Both awaited together: a failed association read rejects the enrichment's wait too, and neither goes unhandled.
    await Promise.all([associationsRead, definition.enrich?.(db, entities, ctx, associationsRead)]);
  } else {
    await associationsRead;
    await definition.enrich?.(db, entities, ctx, associationsRead);
  }
  for (const entity of entities)
    for (const [key, value] of Object.entries(definition.defaults ?? {})) if (!(key in entity)) entity[key] = value;
  return entities;
}

export function readValue(field: FieldDef, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (field.kind) {
    case "bool":
      return raw === 1 || raw === true || raw === "1";
    case "json":
      return typeof raw === "string" ? JSON.parse(raw) : raw;
    case "int":
    case "float":
      return field.money ? storageToDecimal(Number(raw)) : Number(raw);
    case "date":
      return raw === "" ? null : String(raw);
    default:
      return raw;
  }
}

/** How a definition's rows become entities: its output fields in order, each with where its value is read from. */
interface RowPlan {
  /** Per output field: its name, definition and, when translated, its columns per language of the chain in order. */
  fields: { name: string; field: FieldDef; languages: string[] | null }[];
  translatedOutput: boolean;
  apiAlias: string;
}

/** Plans per field map and chain length: worked out once instead of per row (a listing page reads hundreds). */
const rowPlans = new WeakMap<Record<string, FieldDef>, Map<number, RowPlan>>();

function rowPlan(definition: EntityDefinition, languages: number): RowPlan {
  let plans = rowPlans.get(definition.fields);
  if (!plans) rowPlans.set(definition.fields, (plans = new Map()));
  let plan = plans.get(languages);
  if (!plan) {
    const fields = Object.entries(definition.fields).flatMap(([name, field]) =>
      field.internal
        ? []
        : [
            {
              name,
              field,
              languages: field.translated
                ? Array.from({ length: languages }, (_, i) => translationColumn(i, field.column))
                : null,
            },
          ],
    );
    plan = { fields, translatedOutput: hasTranslatedOutput(definition), apiAlias: definition.apiAlias };
    plans.set(languages, plan);
  }
  return plan;
}

/**
 * Row (its translations beside it, per language of the chain, read with `rowColumns`) → Store API JSON: camelCase
 * fields, `translated` (a translated field takes the first language of the chain that has a value), `apiAlias`.
 */
function toEntity(plan: RowPlan, row: AnyRow): Entity {
  const entity: Record<string, unknown> = {};
  const translatedValues: Record<string, unknown> = {};
  for (const { name, field, languages } of plan.fields) {
    if (languages) {
      let own: unknown = null;
      for (const column of languages) {
        const candidate = row[column];
        if (candidate !== null && candidate !== undefined) {
          own = candidate;
          break;
        }
      }
      const value = readValue(field, own);
      entity[name] = value;
      translatedValues[name] = value;
    } else {
      entity[name] = readValue(field, row[field.column]);
      if (field.sharedTranslation) translatedValues[name] = entity[name];
    }
  }
  if (plan.translatedOutput) {
    entity.translated = { ...translatedValues, customFields: (entity.customFields as object | null) ?? {} };
  }
  entity.apiAlias = plan.apiAlias;
  return entity as Entity;
}

/** Rejects association names the definition (and, nested, its targets) does not list, as Shopware's criteria parser. */
function checkAssociationNames(definition: EntityDefinition, criteria: Criteria): void {
  for (const [name, nested] of Object.entries(criteria.associations)) {
    const association = definition.associations[name];
    if (!association) throw associationNotFound(name, definition.name);
    if (hasDefinition(association.entity)) checkAssociationNames(getDefinition(association.entity), nested);
  }
}

/**
 * One association's value (with its nested criteria) for each of the given entities, in their order; undefined for a
 * computed association (its value is set by the definition's enrichment).
 */
async function associationValues(
  db: Db,
  definition: EntityDefinition,
  entities: Entity[],
  name: string,
  nested: Criteria,
  ctx: ReadContext,
  search: SearchFn,
): Promise<unknown[] | undefined> {
  const association = definition.associations[name];
  if (association?.kind === "computed") return undefined;
  if (association?.kind === "notHeld") {
    if (hasDefinition(association.entity)) checkAssociationNames(getDefinition(association.entity), nested);
    return entities.map(() => (association.many ? [] : null));
  }
  if (!association || !hasDefinition(association.entity)) throw associationNotFound(name, definition.name);
  const target = getDefinition(association.entity);
  if (entities.length === 0) return [];
  const unlimited = { ...nested, limit: undefined, page: undefined, aggregations: [] };
  const perParent = (list: Entity[]) => {
    if (!nested.limit) return list;
    const start = nested.limit * ((nested.page ?? 1) - 1);
    return list.slice(start, start + nested.limit);
  };
  switch (association.kind) {
    case "manyToOne": {
      const fkIds = [
        ...new Set(entities.map((e) => e[association.local] as string | null).filter((v): v is string => Boolean(v))),
      ];
      // The target's store restrictions hold here too (SalesChannelRepository::processCriteria walks every
      // association): a private medium or an inactive CMS page is no more public for being pointed at.
      const loaded = fkIds.length
        ? (
            await search(db, target, { ...unlimited, ids: fkIds }, ctx, {
              defaultLimit: null,
              unrestricted: association.unrestricted,
            })
          ).elements
        : [];
      const byId = new Map(loaded.map((e) => [e.id, e]));
      return entities.map((entity) => byId.get(entity[association.local] as string) ?? null);
    }
    case "oneToMany": {
      const parentIds = entities.map((e) => e.id);
      const filter: Filter = { type: "equalsAny", field: association.foreign, value: parentIds };
      const loaded = (
        await search(db, target, unlimited, ctx, {
          defaultLimit: null,
          trustedFilters: [filter],
          unrestricted: association.unrestricted,
        })
      ).elements;
      const groups = new Map<string, Entity[]>();
      for (const child of loaded) {
        const key = child[association.foreign] as string;
        const list = groups.get(key);
        if (list) list.push(child);
        else groups.set(key, [child]);
      }
      return entities.map((entity) => perParent(groups.get(entity.id) ?? []));
    }
    case "manyToMany": {
      const parentIds = entities.map((e) => e.id);
      const pairs = await inChunks(
        parentIds,
        async (chunk) =>
          (
            await sql<{
              local: string;
              foreign: string;
            }>`SELECT ${sql.ref(association.localColumn)} AS local, ${sql.ref(association.foreignColumn)} AS ${sql.id("foreign")} FROM ${sql.table(association.table)} WHERE ${sql.ref(association.localColumn)} IN (${sql.join(chunk)})`.execute(
              db,
            )
          ).rows,
      );
      const targetIds = [...new Set(pairs.map((p) => p.foreign))];
      const loaded = targetIds.length
        ? (
            await search(db, target, { ...unlimited, ids: targetIds }, ctx, {
              defaultLimit: null,
              unrestricted: association.unrestricted,
            })
          ).elements
        : [];
      const order = new Map(loaded.map((e, i) => [e.id, i]));
      const byId = new Map(loaded.map((e) => [e.id, e]));
      // Each parent's pairs (in the order read), grouped once rather than filtered out of all pairs per parent.
      const pairsOf = new Map<string, string[]>();
      for (const p of pairs) {
        if (!byId.has(p.foreign)) continue;
        const list = pairsOf.get(p.local);
        if (list) list.push(p.foreign);
        else pairsOf.set(p.local, [p.foreign]);
      }
      return entities.map((entity) =>
        perParent(
          (pairsOf.get(entity.id) ?? [])
            .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
            .map((foreign) => byId.get(foreign) as Entity),
        ),
      );
    }
  }
}

/**
 * A filter aggregation's filter rewritten relative to the association the aggregated field is joined through, or
 * null when it (or any part of it) names another path. Shopware's EntityAggregator joins the aggregation's fields
 * and its filter's fields once each (resolveAccessor) and puts the filter in the WHERE of that query, so a filter on
 * `productReviews.status` beside a terms on `productReviews.productId` tests each joined review, not the product.
 */
