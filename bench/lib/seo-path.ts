import { DEFAULT_ACCESS_KEY } from "../../packages/store-api/src/config.js";
import type { Db } from "../../packages/store-api/src/db/database.js";

/** The canonical SEO path of an entity in the default sales channel's language. */
export async function seoPath(db: Db, foreignKey: string, routeName: string): Promise<string> {
  const channel = await db
    .selectFrom("sales_channel")
    .select("language_id")
    .where("access_key", "=", DEFAULT_ACCESS_KEY)
    .executeTakeFirstOrThrow();
  const row = await db
    .selectFrom("seo_url")
    .select("seo_path_info")
    .where("foreign_key", "=", foreignKey)
    .where("route_name", "=", routeName)
    .where("is_canonical", "=", 1)
    .where("is_deleted", "=", 0)
    .where("language_id", "=", channel.language_id)
    .executeTakeFirst();
  if (!row) throw new Error(`no SEO URL for ${routeName} ${foreignKey}`);
  return `/${row.seo_path_info.replace(/^\/+/, "")}`;
}
