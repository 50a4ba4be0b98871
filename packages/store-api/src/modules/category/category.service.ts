import { emptyCriteria, type Criteria } from "../../dal/criteria.js";
import type { Entity } from "../../dal/definition.js";
import { readByIds, readOne } from "../../dal/read.js";
import { search } from "../../dal/search.js";
import type { Db } from "../../db/database.js";
import { assertUuid, StoreApiError } from "../../http/errors.js";
import { contentErrors } from "../cms/cms.errors.js";
import { resolveCmsPage } from "../cms/cms.service.js";
import type { Json } from "../cms/cms.js";
import type { SalesChannelContext } from "../context/context.js";
import { productDetail } from "../product/product.service.js";
import { seoUrlDefinition } from "../seo/seo.definition.js";
import { salesChannelDefinition } from "../system/system.definition.js";
import { categoryDefinition, channelRoots } from "./category.definition.js";
import { categoryTreeRows } from "./category.repository.js";
import { buildTree, isInTree, type CategoryMeta } from "./category.js";

const ALIAS_COLUMNS: Record<string, "navigation_category_id" | "footer_category_id" | "service_category_id"> = {
  "main-navigation": "navigation_category_id",
  "footer-navigation": "footer_category_id",
  "service-navigation": "service_category_id",
};

/** A navigation id or alias (main-/footer-/service-navigation) → category id; null when the alias is not configured. */
export function resolveNavigationAlias(ctx: SalesChannelContext, value: string): string | null {
  const column = ALIAS_COLUMNS[value];
  if (column) return ctx.salesChannel[column] ?? null;
  return assertUuid(value);
}

export interface ReadCategoryOptions {
  slots: string[] | null;
  listingParams: Record<string, Json>;
}

/**
 * Shopware's CategoryRoute: the category with `media` and its resolved layout. The navigation root uses the
 * channel's home layout and home slot config when one is set; folders and links are only readable as the root.
 */
export async function readCategory(
  db: Db,
  ctx: SalesChannelContext,
  navigationId: string,
  options: ReadCategoryOptions,
): Promise<Entity> {
  const rootId = ctx.salesChannel.navigation_category_id;
  const id = navigationId === "home" ? rootId : assertUuid(navigationId);
  const category = await readOne(db, categoryDefinition, id, ctx, {
    ...emptyCriteria(),
    associations: { media: emptyCriteria() },
  });
  if (!category || category.active !== true) throw contentErrors.categoryNotFound(id);
  if ((category.type === "folder" || category.type === "link") && id !== rootId)
    throw contentErrors.categoryNotFound(id);

  let pageId = category.cmsPageId as string | null;
  let slotConfig: Json = category.slotConfig;
  const homePageId = ctx.salesChannel.home_cms_page_id;
  if (id === rootId && homePageId) {
    pageId = homePageId;
    const [channel] = await readByIds(db, salesChannelDefinition, [ctx.salesChannelId], ctx);
    slotConfig = channel?.homeSlotConfig ?? null;
  }
  if (!pageId) {
    category.cmsPage = null;
    return category;
  }
  const cmsPage = await resolveCmsPage(db, ctx, pageId, {
    entity: category,
    slotConfig,
    slots: options.slots,
    listingParams: options.listingParams,
    navigationId: id,
  });
  if (!cmsPage) throw contentErrors.cmsPageNotFound(pageId);
  category.cmsPageId = pageId;
  category.cmsPage = cmsPage;
  return category;
}

export interface NavigationOptions {
  depth: number;
  buildTree: boolean;
  criteria: Criteria;
}

/**
 * Shopware's NavigationRoute: the root's subtree down to `depth` (+1, so leaves know their children), plus the
 * active category's ancestors and children; as a tree of visible, active categories or as a flat list.
 * Null when the root alias is not configured for the channel (the route answers 204).
 */
export async function readNavigation(
  db: Db,
  ctx: SalesChannelContext,
  activeInput: string,
  rootInput: string,
  options: NavigationOptions,
): Promise<Entity[] | null> {
  const rootId = resolveNavigationAlias(ctx, rootInput);
  if (!rootId) return null;
  const requestedActive = resolveNavigationAlias(ctx, activeInput) ?? rootId;

  const metaRows = await categoryTreeRows(db, [requestedActive, rootId], requestedActive);
  const meta = new Map<string, CategoryMeta>(
    metaRows.map((row) => [row.id, { id: row.id, parentId: row.parent_id, path: row.path, level: Number(row.level) }]),
  );
  const active = meta.get(requestedActive);
  const root = meta.get(rootId);
  const roots = channelRoots(ctx);
  if (!active || !isInTree(active, roots)) throw contentErrors.categoryNotFound(requestedActive);
  if (!root || !isInTree(root, roots)) throw contentErrors.categoryNotFound(rootId);
  const activeId = isInTree(active, [rootId]) ? requestedActive : rootId;

  const base: Criteria = {
    ...options.criteria,
    ids: undefined,
    limit: undefined,
    page: undefined,
    sorts: [
      { field: "level", order: "ASC", naturalSorting: false },
      { field: "position", order: "ASC", naturalSorting: false },
    ],
    aggregations: [],
    totalCountMode: 0,
  };
  base.associations = { media: emptyCriteria(), ...base.associations };
  base.filters = [...base.filters, { type: "equals", field: "active", value: true }];

  const loaded = new Map<string, Entity>();
  if (options.depth > 0) {
    const levels = await search(
      db,
      categoryDefinition,
      {
        ...base,
        filters: [
          ...base.filters,
          { type: "contains", field: "path", value: `|${rootId}|` },
          { type: "range", field: "level", parameters: { gt: root.level, lte: root.level + options.depth + 1 } },
        ],
      },
      ctx,
      { defaultLimit: null },
    );
    for (const category of levels.elements) loaded.set(category.id, category);
  }

  // The active category's ancestors, itself and its children, unless the levels above already hold them.
  const activeMeta = meta.get(activeId) as CategoryMeta;
  const children =
    activeId === requestedActive ? [...meta.values()].filter((m) => m.parentId === activeId).map((m) => m.id) : [];
  const ancestors = (activeMeta.path ?? "").split("|").filter(Boolean);
  const missing = [...new Set([...children, ...ancestors, activeId])].filter((id) => id !== rootId && !loaded.has(id));
  if (missing.length) {
    const extra = await search(db, categoryDefinition, { ...base, ids: missing }, ctx, { defaultLimit: null });
    for (const category of extra.elements) loaded.set(category.id, category);
  }
  const all = [...loaded.values()];
  return options.buildTree ? buildTree(rootId, all) : all;
}

/**
 * Shopware's BreadcrumbRoute: the categories from below the channel root that holds the category down to the
 * category itself, each with its SEO path (or the technical one) for linking.
 */
export async function breadcrumbOf(
  db: Db,
  ctx: SalesChannelContext,
  category: Entity,
): Promise<Record<string, unknown>[]> {
  const root = channelRoots(ctx).find((id) => id === category.id || String(category.path ?? "").includes(`|${id}|`));
  if (!root) throw contentErrors.categoryNotFound(category.id);
  const ancestors = String(category.path ?? "")
    .split("|")
    .filter(Boolean);
  const ids = [...ancestors.slice(ancestors.indexOf(root) + 1), category.id].filter((id) => id !== root);
  if (ids.length === 0) return [];
  const loaded = await readByIds(db, categoryDefinition, ids, ctx);
  const seoUrls = await search(
    db,
    seoUrlDefinition,
    {
      ...emptyCriteria(),
      filters: [
        { type: "equalsAny", field: "foreignKey", value: ids },
        { type: "equals", field: "routeName", value: "frontend.navigation.page" },
      ],
    },
    ctx,
    { defaultLimit: null },
  );
  return loaded.map((entry) => {
    const urls = seoUrls.elements.filter((url) => url.foreignKey === entry.id);
    return {
      name: entry.name,
      categoryId: entry.id,
      type: entry.type,
      translated: entry.translated,
      path: typeof urls[0]?.seoPathInfo === "string" ? urls[0].seoPathInfo : `navigation/${entry.id}`,
      seoUrls: urls,
      apiAlias: "breadcrumb",
    };
  });
}

/**
 * readBreadcrumb: a category's breadcrumb, or a product's through the referrer category (when the product is in
 * it) or its main category; an id that is no visible product is tried as a category. Unknown categories give [].
 */
export async function readBreadcrumb(
  db: Db,
  ctx: SalesChannelContext,
  id: string,
  type: string,
  referrerCategoryId: string | null,
): Promise<Record<string, unknown>[] | null> {
  const categoryBreadcrumb = async (categoryId: string) => {
    const category = await readOne(db, categoryDefinition, categoryId, ctx);
    return category && category.active === true ? breadcrumbOf(db, ctx, category) : [];
  };
  if (type === "category") return categoryBreadcrumb(id);
  let product: Entity;
  try {
    product = (await productDetail(db, ctx, id, emptyCriteria(), { skipConfigurator: true, skipCmsPage: true }))
      .product as Entity;
  } catch (error) {
    if (error instanceof StoreApiError && error.code === "CONTENT__PRODUCT_NOT_FOUND") return categoryBreadcrumb(id);
    throw error;
  }
  const tree = Array.isArray(product.categoryTree) ? (product.categoryTree as string[]) : [];
  if (referrerCategoryId && tree.includes(referrerCategoryId)) {
    const referrer = await readOne(db, categoryDefinition, referrerCategoryId, ctx);
    if (referrer && referrer.active === true) return breadcrumbOf(db, ctx, referrer);
  }
  const main = product.seoCategory as Entity | null;
  // Shopware answers a product without a main category with 204 (BREADCRUMB_CATEGORY_NOT_FOUND).
  return main ? breadcrumbOf(db, ctx, main) : null;
}
