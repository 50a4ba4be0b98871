/** The CMS module's own queries (the DAL definitions read pages, sections, blocks and slots for the routes). */
import type { Db } from "../../db/database.js";

/** A slot's type and its config (JSON text) in every language; undefined for an unknown slot. */
export async function findSlotWithConfigs(
  db: Db,
  slotId: string,
): Promise<{ type: string; configs: { language_id: string; config: string | null }[] } | undefined> {
  const slot = await db.selectFrom("cms_slot").select(["id", "type"]).where("id", "=", slotId).executeTakeFirst();
  if (!slot) return undefined;
  const configs = await db
    .selectFrom("cms_slot_translation")
    .select(["language_id", "config"])
    .where("cms_slot_id", "=", slotId)
    .execute();
  return { type: slot.type, configs };
}

/** A landing page's slot overrides (slot_config, JSON text) in every language. */
export async function landingPageSlotConfigs(
  db: Db,
  landingPageId: string,
): Promise<{ language_id: string; slot_config: string | null }[]> {
  return db
    .selectFrom("landing_page_translation")
    .select(["language_id", "slot_config"])
    .where("landing_page_id", "=", landingPageId)
    .execute();
}
