import type { Db } from "../../db/database.js";

/**
 * Reads one `system_config` value (stored as JSON text, Shopware's `core.*` keys) with a default for absent keys.
 * It sits beside the mail outbox because the engagement features (newsletter, contact form, reviews, wishlist) are the
 * first to read shop settings at request time; it has no mail-specific logic and may move to modules/system.
 */
export async function systemConfig<T>(db: Db, key: string, fallback: T): Promise<T> {
  const row = await db.selectFrom("system_config").select("value").where("key", "=", key).executeTakeFirst();
  if (!row) return fallback;
  return JSON.parse(row.value) as T;
}

export async function systemConfigBool(db: Db, key: string, fallback: boolean): Promise<boolean> {
  const value = await systemConfig<unknown>(db, key, fallback);
  return value === true || value === 1 || value === "1" || value === "true";
}

export async function setSystemConfig(db: Db, key: string, value: unknown): Promise<void> {
  const text = JSON.stringify(value);
  await db
    .insertInto("system_config")
    .values({ key, value: text })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: text }))
    .execute();
}
