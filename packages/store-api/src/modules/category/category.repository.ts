/** The category module's own queries: tree rows, slot overrides, and the runtime fields of its enrich hook. */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";

/** A category's slot overrides for its CMS page (slot_config, JSON text) in every language. */
export async function categorySlotConfigs(
  db: Db,
  categoryId: string,
): Promise<{ language_id: string; slot_config: string | null }[]> {
  return db
    .selectFrom("category_translation")
    .select(["language_id", "slot_config"])
    .where("category_id", "=", categoryId)
    .execute();
}

export type CategoryTreeRow = Pick<Row<"category">, "id" | "parent_id" | "path" | "level">;

/** Where the given categories and the direct children of `childrenOf` sit in the tree (id, parent, path, level). */
export async function categoryTreeRows(db: Db, ids: string[], childrenOf: string): Promise<CategoryTreeRow[]> {
  return db
    .selectFrom("category")
    .select(["id", "parent_id", "path", "level"])
    .where((eb) => eb.or([eb("id", "in", ids), eb("parent_id", "=", childrenOf)]))
    .execute();
}

/** The children of the parents, each parent's in position order (then id), parents one after another. */
export async function childrenInOrder(
  db: Db,
  parentIds: string[],
): Promise<{ id: string; parent_id: string; position: number; active: number; visible: number }[]> {
  const rows = await sql<{
    id: string;
    parent_id: string;
    position: number;
    active: number;
    visible: number;
  }>`SELECT id, parent_id, position, active, visible FROM category WHERE parent_id IN (${sql.join(parentIds)}) ORDER BY parent_id, position, id`.execute(
    db,
  );
  return rows.rows;
}
