import type { Filter } from "../../dal/criteria.js";
import { defineEntity, notHeld, shared, translated, type Entity, type ReadContext } from "../../dal/definition.js";
import type { Db } from "../../db/database.js";
import type { Row } from "../../db/schema.js";
import "../cms/cms.definition.js";
import "../media/media.definition.js";
import "../seo/seo.definition.js";
import { childrenInOrder } from "./category.repository.js";

/** The navigation roots of the request's channel (main, footer, service), when the read runs for a channel. */
export function channelRoots(ctx: ReadContext): string[] {
  const channel = (ctx as { salesChannel?: Row<"sales_channel"> }).salesChannel;
  if (!channel) return [];
  return [channel.navigation_category_id, channel.footer_category_id, channel.service_category_id].filter(
    (id): id is string => typeof id === "string" && id !== "",
  );
}

/** Categories of the channel's trees: a root itself or anything whose path runs through one. */
export function inChannelTrees(roots: string[]): Filter {
  return {
    type: "multi",
    operator: "or",
    queries: roots.flatMap((root): Filter[] => [
      { type: "equals", field: "id", value: root },
      { type: "contains", field: "path", value: `|${root}|` },
    ]),
  };
}

export const categoryDefinition = defineEntity({
  name: "category",
  table: "category",
  fields: {
    parentId: "id",
    path: "string",
    level: "int",
    position: "int",
    type: "string",
    linkType: shared(),
    internalLink: shared("id"),
    linkNewTab: shared("bool"),
    active: "bool",
    visible: "bool",
    displayNestedProducts: "bool",
    childCount: "int",
    cmsPageId: "id",
    mediaId: "id",
    productAssignmentType: "string",
    productStreamId: "id",
    name: translated(),
    breadcrumb: translated("json"),
    description: translated(),
    metaTitle: translated(),
    metaDescription: translated(),
    keywords: translated(),
    externalLink: translated(),
    slotConfig: translated("json"),
  },
  associations: {
    parent: { kind: "manyToOne", entity: "category", local: "parentId" },
    children: { kind: "oneToMany", entity: "category", foreign: "parentId" },
    media: { kind: "manyToOne", entity: "media", local: "mediaId" },
    cmsPage: { kind: "manyToOne", entity: "cms_page", local: "cmsPageId" },
    seoUrls: { kind: "oneToMany", entity: "seo_url", foreign: "foreignKey" },
    tags: notHeld.many("tag"),
  },
  termFields: ["name"],
  storeFilter: (ctx) => {
    const roots = channelRoots(ctx);
    return roots.length ? [inChannelTrees(roots)] : [];
  },
  enrich: enrichCategories,
  enrichBesideAssociations: true,
  // Shopware always writes these; `children` stays empty unless the association (or a navigation tree) fills it.
  defaults: { children: [], afterCategoryId: null, visibleChildCount: 0 },
});

/**
 * Runtime fields: `afterCategoryId` (the previous sibling, Shopware's ordering pointer), `visibleChildCount` (active,
 * visible children) and a `breadcrumb` list even where a translation lacks one. One query per load, not per entity:
 * the children of the loaded categories (counted) and of their parents (the siblings, in order).
 */
async function enrichCategories(
  db: Db,
  entities: Entity[],
  _ctx: ReadContext,
  associationsRead: Promise<void>,
): Promise<void> {
  if (entities.length === 0) return;
  const ids = new Set(entities.map((e) => e.id));
  const parentIds = new Set(entities.map((e) => e.parentId).filter((id): id is string => typeof id === "string"));
  const [children] = await Promise.all([childrenInOrder(db, [...new Set([...ids, ...parentIds])]), associationsRead]);
  const visible = new Map<string, number>();
  const previous = new Map<string, string | null>();
  let before: (typeof children)[number] | undefined;
  for (const row of children) {
    if (ids.has(row.parent_id) && Number(row.active) === 1 && Number(row.visible) === 1)
      visible.set(row.parent_id, (visible.get(row.parent_id) ?? 0) + 1);
    // Rows come parent by parent, each parent's in position order: the row before is the previous sibling.
    previous.set(row.id, before && before.parent_id === row.parent_id ? before.id : null);
    before = row;
  }
  for (const category of entities) {
    category.visibleChildCount = visible.get(category.id) ?? 0;
    category.afterCategoryId = previous.get(category.id) ?? null;
    if (!Array.isArray(category.breadcrumb)) category.breadcrumb = category.name ? [category.name] : [];
    const translatedValues = category.translated as Record<string, unknown>;
    if (!Array.isArray(translatedValues.breadcrumb)) translatedValues.breadcrumb = category.breadcrumb;
  }
}
