import type { Db } from "../db/database.js";
import { emptyCriteria, type Criteria } from "./criteria.js";
import type { Entity, EntityDefinition, ReadContext } from "./definition.js";
import { loadEntities, search } from "./search.js";

/** Loads one entity by id through the store restrictions; undefined when it is not there or not visible. */
export async function readOne(
  db: Db,
  definition: EntityDefinition,
  id: string,
  ctx: ReadContext,
  criteria: Criteria = emptyCriteria(),
): Promise<Entity | undefined> {
  const result = await search(db, definition, { ...criteria, ids: [id] }, ctx);
  return result.elements[0];
}

/** Loads entities by id without store restrictions (for ids the backend itself resolved). */
export async function readByIds(
  db: Db,
  definition: EntityDefinition,
  ids: string[],
  ctx: ReadContext,
  criteria: Criteria = emptyCriteria(),
): Promise<Entity[]> {
  return loadEntities(db, definition, ids, criteria, ctx);
}
