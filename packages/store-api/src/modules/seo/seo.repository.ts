/** The seo module's queries over seo_url. */
import { sql } from "kysely";
import type { Db } from "../../db/database.js";

/** The routes whose SEO URLs a sitemap lists, with each one's entity table and what makes that entity live. */
const LIVE_ENTITIES = {
  "frontend.navigation.page": { table: "category", live: sql`e.active = 1 AND e.type = 'page'` },
  "frontend.detail.page": { table: "product", live: sql`e.active = 1 AND e.visibility >= 30` },
  "frontend.landing.page": { table: "landing_page", live: sql`e.active = 1` },
} as const;

export type SitemapRoute = keyof typeof LIVE_ENTITIES;

/**
 * The canonical, not deleted SEO paths of a route in a channel (or for every channel) and language whose entity is
 * live, in path order, with the entity's creation and update times.
 */
export async function liveCanonicalPaths(
  db: Db,
  route: SitemapRoute,
  salesChannelId: string,
  languageId: string,
): Promise<{ seo_path_info: string; created_at: string; updated_at: string | null }[]> {
  const { table, live } = LIVE_ENTITIES[route];
  const rows = await sql<{ seo_path_info: string; created_at: string; updated_at: string | null }>`
        SELECT s.seo_path_info, e.created_at, e.updated_at FROM seo_url s JOIN ${sql.table(table)} e ON e.id = s.foreign_key
        WHERE s.route_name = ${route} AND s.language_id = ${languageId} AND s.is_canonical = 1 AND s.is_deleted = 0
          AND (s.sales_channel_id = ${salesChannelId} OR s.sales_channel_id IS NULL) AND ${live}
        ORDER BY s.seo_path_info`.execute(db);
  return rows.rows;
}
