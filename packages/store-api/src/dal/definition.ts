import type { Db } from "../db/database.js";
import type { Filter } from "./criteria.js";

export type FieldKind = "id" | "string" | "int" | "float" | "bool" | "json" | "date";

export interface FieldDef {
  column: string;
  kind: FieldKind;
  /** Lives in `<table>_translation`; read in the context's language with fallback along its chain. */
  translated?: boolean;
  /**
   * Translatable in Shopware's definition (a TranslatedField) but held once for every language here: stored in the
   * main table, and repeated under `translated` as Shopware's serializer lists every translatable field there.
   */
  sharedTranslation?: boolean;
  /** Stored as minor units; exposed as a decimal number. */
  money?: boolean;
  /**
   * Not public (Shopware: a field without the ApiAware flag): never in a Store API answer, and a request may not
   * filter, sort or aggregate on it through any path (ACCESSOR_NOT_ALLOWED). Only the backend's own conditions (store
   * restrictions, association keys) read it.
   */
  internal?: boolean;
  /**
   * A JSON list (Shopware's ListField, and ManyToManyIdField such as product.optionIds): `equals`/`equalsAny` mean
   * "the list contains the value(s)". The element kind: ids compare case-insensitively as Shopware's binary UUIDs do.
   */
  list?: "id" | "string";
}

export type AssociationDef = (
  | { kind: "manyToOne"; entity: string; local: string }
  | { kind: "oneToMany"; entity: string; foreign: string }
  | { kind: "manyToMany"; entity: string; table: string; localColumn: string; foreignColumn: string }
  /**
   * In Shopware's definition (an ApiAware association) but data this shop does not hold (tags, streams, downloads
   * of products, …): accepted in criteria and always empty, `null` for a to-one and `[]` for a to-many, as Shopware
   * serialises an association without rows. `entity` names the target when we define it, so nested criteria are
   * still checked against it.
   */
  | { kind: "notHeld"; entity: string; many: boolean }
  /** Filled by the entity's enrich hook from data that is not a table of its own (order states); asking is allowed. */
  | { kind: "computed"; entity: string }
) & {
  /**
   * Every association reaches only what its target shows in the store (the target's storeFilter, on output, filters,
   * sorts and aggregations alike). `unrestricted` lifts that for an association that only its owner reads through an
   * authenticated route (a paid download's private file); say why where it is set.
   */
  unrestricted?: boolean;
};

/** Shorthands for associations Shopware's definition lists and this shop holds no data for. */
export const notHeld = {
  one: (entity: string): AssociationDef => ({ kind: "notHeld", entity, many: false }),
  many: (entity: string): AssociationDef => ({ kind: "notHeld", entity, many: true }),
};

/** Everything a read needs besides criteria: the language chain and whatever the enrich hooks use. */
export interface ReadContext {
  /** Current language first, then its fallbacks (ending with the system default). */
  languageChain: string[];
  /** Opaque to the DAL: the sales-channel context the module hooks read (currency, tax state, …). */
  sales?: unknown;
  /**
   * Set while a cached response is computed (http/response-cache.ts): the tags it depends on beyond what its body
   * shows, noted by the reads (db/cache-tags.ts, noteCacheTag). Absent elsewhere: notes then go nowhere.
   */
  cacheTags?: Set<string>;
}

export type Entity = Record<string, unknown> & { id: string; apiAlias: string };

export interface EntityDefinition {
  name: string;
  table: string;
  apiAlias: string;
  fields: Record<string, FieldDef>;
  associations: Record<string, AssociationDef>;
  /** Associations loaded even when the criteria does not ask for them. */
  autoload?: string[];
  timestamps: boolean;
  /** Conditions every Store API read of this entity adds (e.g. only active, visible products). */
  storeFilter?: (ctx: ReadContext) => Filter[];
  /**
   * Adds runtime fields (e.g. calculated prices, a private file's URL blanked), once the associations are loaded;
   * `associationsRead` has then resolved. See `enrichBesideAssociations`.
   */
  enrich?: (db: Db, entities: Entity[], ctx: ReadContext, associationsRead: Promise<void>) => Promise<void>;
  /**
   * Starts `enrich` beside the association reads, so its own reads need not wait for them (the product's prices on
   * a listing page). Its enrich must then await `associationsRead` before it reads an association's value or writes
   * any field: the associations are set first, so the JSON's key order is the same whichever read finishes first.
   */
  enrichBesideAssociations?: true;
  /** Free-text `term` handling; by default a LIKE over the listed fields. */
  termFields?: string[];
  /** Properties always present in the JSON (schema-required), filled when not loaded. */
  defaults?: Record<string, unknown>;
}

const registry = new Map<string, EntityDefinition>();

type DefinitionInput = Omit<EntityDefinition, "apiAlias" | "timestamps" | "fields"> & {
  apiAlias?: string;
  timestamps?: boolean;
  fields: Record<string, FieldDef | FieldKind>;
};

const camelToSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Registers an entity; a field given only as its kind maps to the snake_case column of its name. */
export function defineEntity(input: DefinitionInput): EntityDefinition {
  // Fields and associations are looked up by names taken from requests (criteria fields, sorts, associations):
  // maps without a prototype, so "__proto__", "constructor" or "toString" find nothing instead of Object's members.
  const fields: Record<string, FieldDef> = Object.create(null);
  fields.id = { column: "id", kind: "id" };
  for (const [name, def] of Object.entries(input.fields)) {
    fields[name] =
      typeof def === "string"
        ? { column: camelToSnake(name), kind: def }
        : { ...def, column: def.column || camelToSnake(name) };
  }
  const timestamps = input.timestamps ?? true;
  if (timestamps) {
    fields.createdAt = { column: "created_at", kind: "date" };
    fields.updatedAt = { column: "updated_at", kind: "date" };
    fields.customFields ??= { column: "custom_fields", kind: "json" };
  }
  const associations: Record<string, AssociationDef> = Object.assign(Object.create(null), input.associations);
  const definition: EntityDefinition = {
    ...input,
    apiAlias: input.apiAlias ?? input.name,
    timestamps,
    fields,
    associations,
  };
  registry.set(definition.name, definition);
  return definition;
}

/** A JSON list field (Shopware's ListField / ManyToManyIdField) of ids or strings, in its snake_case column. */
export function list(of: "id" | "string", column = ""): FieldDef & { column: string } {
  return { column, kind: "json", list: of };
}

/** A translated field, stored in the `<table>_translation` table (column defaults to the snake_case name). */
export function translated(kind: FieldKind = "string", column?: string): FieldDef & { column: string } {
  return { column: column ?? "", kind, translated: true };
}

/** A field Shopware translates that we hold once for every language (see FieldDef.sharedTranslation). */
export function shared(kind: FieldKind = "string", column?: string): FieldDef & { column: string } {
  return { column: column ?? "", kind, sharedTranslation: true };
}

/** Whether the entity's JSON carries `translated` (Shopware: every definition with a TranslationsAssociationField). */
/**
 * What a definition's fields say about translations, worked out once per field map (asked for every row read: a
 * listing page asked it some 2,000 times per request). A definition's fields are fixed once defined.
 */
const translationShapes = new WeakMap<Record<string, FieldDef>, { translations: boolean; output: boolean }>();

function translationShape(definition: EntityDefinition): { translations: boolean; output: boolean } {
  let shape = translationShapes.get(definition.fields);
  if (!shape) {
    const fields = Object.values(definition.fields);
    shape = {
      translations: fields.some((f) => f.translated),
      output: fields.some((f) => f.translated || f.sharedTranslation),
    };
    translationShapes.set(definition.fields, shape);
  }
  return shape;
}

export function hasTranslatedOutput(definition: EntityDefinition): boolean {
  return translationShape(definition).output;
}

export function getDefinition(name: string): EntityDefinition {
  const definition = registry.get(name);
  if (!definition) throw new Error(`Unknown entity definition "${name}"`);
  return definition;
}

export function hasDefinition(name: string): boolean {
  return registry.has(name);
}

export function translationTable(definition: EntityDefinition): string {
  return `${definition.table}_translation`;
}

export function hasTranslations(definition: EntityDefinition): boolean {
  return translationShape(definition).translations;
}
