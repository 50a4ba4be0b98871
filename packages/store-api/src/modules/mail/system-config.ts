import type { Db } from "../../db/database.js";
import { findSystemConfigValue, saveSystemConfigValue } from "../system/system.repository.js";

/**
 * Reads one `system_config` value (stored as JSON text, Shopware's `core.*` keys) with a default for absent keys.
 * It sits beside the mail outbox because the engagement features (newsletter, contact form, reviews, wishlist) are the
 * first to read shop settings at request time; it has no mail-specific logic and may move to modules/system.
 */
export async function systemConfig<T>(db: Db, key: string, fallback: T): Promise<T> {
  const value = await findSystemConfigValue(db, key);
  if (value === undefined) return fallback;
  return JSON.parse(value) as T;
}

export async function systemConfigBool(db: Db, key: string, fallback: boolean): Promise<boolean> {
  const value = await systemConfig<unknown>(db, key, fallback);
  return value === true || value === 1 || value === "1" || value === "true";
}

export async function setSystemConfig(db: Db, key: string, value: unknown): Promise<void> {
  await saveSystemConfigValue(db, key, JSON.stringify(value));
}
