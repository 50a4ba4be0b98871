import { sql } from "kysely";
import type { Db } from "../db/database.js";

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Visits every object in a response tree (depth first). */
export function walk(value: Json, visit: (object: Record<string, Json>) => void, seen = new Set<object>()): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit, seen);
  } else if (isObject(value)) {
    if (seen.has(value)) return;
    seen.add(value);
    visit(value);
    for (const child of Object.values(value)) walk(child, visit, seen);
  }
}

/**
 * Applies Shopware `includes`: objects whose apiAlias is listed keep only the listed properties (and apiAlias);
 * nested paths such as `calculatedPrice.unitPrice` keep `calculatedPrice` and trim it.
 */
export function applyIncludes(value: Json, includes: Record<string, string[]> | undefined): Json {
  if (!includes || Object.keys(includes).length === 0) return value;
  const trim = (object: Record<string, Json>, fields: string[]) => {
    const keep = new Map<string, string[]>();
    for (const field of fields) {
      const [head, ...rest] = field.split(".");
      keep.set(head, [...(keep.get(head) ?? []), ...(rest.length ? [rest.join(".")] : [])]);
    }
    for (const key of Object.keys(object)) {
      if (key === "apiAlias") continue;
      const nested = keep.get(key);
      if (!nested) delete object[key];
      else if (nested.length && isObject(object[key]) && !includes[object[key].apiAlias as string])
        trim(object[key], nested);
    }
  };
  walk(value, (object) => {
    const alias = object.apiAlias;
    if (typeof alias === "string" && includes[alias]) trim(object, includes[alias]);
  });
  return value;
}

const SEO_ROUTES: Record<string, string> = {
  product: "frontend.detail.page",
  category: "frontend.navigation.page",
  landing_page: "frontend.landing.page",
};

/** With `sw-include-seo-urls`, every product, category and landing page in the response gets its canonical `seoUrls`. */
export async function attachSeoUrls(db: Db, value: Json, languageId: string, salesChannelId: string): Promise<void> {
  const targets: Record<string, Json>[] = [];
  walk(value, (object) => {
    if (typeof object.apiAlias === "string" && SEO_ROUTES[object.apiAlias] && typeof object.id === "string")
      targets.push(object);
  });
  if (targets.length === 0) return;
  const ids = [...new Set(targets.map((t) => t.id as string))];
  const rows: Record<string, Json>[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    rows.push(
      ...(
        await sql<
          Record<string, Json>
        >`SELECT * FROM seo_url WHERE foreign_key IN (${sql.join(chunk)}) AND language_id = ${languageId} AND is_canonical = 1 AND is_deleted = 0 AND (sales_channel_id = ${salesChannelId} OR sales_channel_id IS NULL)`.execute(
          db,
        )
      ).rows,
    );
  }
  const byForeignKey = new Map<string, Json[]>();
  for (const row of rows) {
    const list = byForeignKey.get(row.foreign_key as string) ?? [];
    list.push(seoUrlJson(row));
    byForeignKey.set(row.foreign_key as string, list);
  }
  for (const target of targets) {
    target.seoUrls = (byForeignKey.get(target.id as string) ?? []).filter(
      (url) => (url as Record<string, Json>).routeName === SEO_ROUTES[target.apiAlias as string],
    );
  }
}

export function seoUrlJson(row: Record<string, Json>): Record<string, Json> {
  return {
    id: row.id,
    salesChannelId: row.sales_channel_id,
    languageId: row.language_id,
    foreignKey: row.foreign_key,
    routeName: row.route_name,
    pathInfo: row.path_info,
    seoPathInfo: row.seo_path_info,
    isCanonical: Boolean(row.is_canonical),
    isModified: Boolean(row.is_modified),
    isDeleted: Boolean(row.is_deleted),
    customFields: row.custom_fields ? JSON.parse(row.custom_fields as string) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? null,
    apiAlias: "seo_url",
  };
}
