import type { Translated } from "../ids.js";
import type { Catalogue, CategorySeed, CmsConfig } from "../catalogue/types.js";
import type { SeedWriter } from "../writer.js";
import { json, mapTranslated, same, type KeyRegistry } from "./keys.js";
import { slotConfigJson } from "./cms.js";

/** What products and SEO URLs need to know about a category once its row is built. */
export interface CategoryNode {
  seed: CategorySeed;
  id: string;
  /** Keys from the tree's root down to this category (inclusive). */
  lineage: string[];
  /** Names from the root down to this category. */
  breadcrumb: Translated[];
  rootKey: string;
}

export type CategoryTree = Map<string, CategoryNode>;

/** Walks the flat, parents-first category list once, resolving each category's lineage. */
export function buildCategoryTree(catalogue: Catalogue, keys: KeyRegistry): CategoryTree {
  const tree: CategoryTree = new Map();
  for (const seed of catalogue.categories) {
    const parent = seed.parent === null ? null : tree.get(seed.parent);
    if (seed.parent !== null && !parent)
      throw new Error(`catalogue: category ${seed.key} comes before its parent ${seed.parent}`);
    tree.set(seed.key, {
      seed,
      id: keys.id("category", seed.key),
      lineage: parent ? [...parent.lineage, seed.key] : [seed.key],
      breadcrumb: parent ? [...parent.breadcrumb, seed.name] : [seed.name],
      rootKey: parent ? parent.rootKey : seed.key,
    });
  }
  return tree;
}

/** Ids of a category and all its ancestors, root first. */
export function ancestorIds(tree: CategoryTree, key: string): string[] {
  const node = tree.get(key);
  if (!node) throw new Error(`catalogue: unknown category "${key}"`);
  return node.lineage.map((k) => (tree.get(k) as CategoryNode).id);
}

const LINK_KINDS = { category: "category", product: "product", landing_page: "landingPage" } as const;

export function addCategories(writer: SeedWriter, catalogue: Catalogue, tree: CategoryTree, keys: KeyRegistry): void {
  const childCount = new Map<string, number>();
  for (const seed of catalogue.categories)
    if (seed.parent) childCount.set(seed.parent, (childCount.get(seed.parent) ?? 0) + 1);

  for (const node of tree.values()) {
    const { seed } = node;
    const parentIds = ancestorIds(tree, seed.key).slice(0, -1);
    // Pages render a layout: their own, the home layout for the main root, else the default listing layout.
    const cmsPage =
      seed.type === "page"
        ? (seed.cmsPage ??
          (seed.key === catalogue.navigation.main ? catalogue.defaults.homeCmsPage : defaultLayoutFor(catalogue, node)))
        : undefined;
    const internalLink =
      seed.type === "link" && seed.linkType && seed.linkType !== "external" && seed.internalLink
        ? keys.id(LINK_KINDS[seed.linkType], seed.internalLink)
        : null;
    writer.addTranslated(
      "category",
      {
        id: node.id,
        parent_id: parentIds.length ? parentIds[parentIds.length - 1] : null,
        path: parentIds.length ? `|${parentIds.join("|")}|` : null,
        level: node.lineage.length,
        position: seed.position,
        type: seed.type,
        link_type: seed.type === "link" ? (seed.linkType ?? null) : null,
        internal_link: internalLink,
        link_new_tab: seed.linkNewTab ? 1 : 0,
        active: seed.active ? 1 : 0,
        visible: seed.visible ? 1 : 0,
        display_nested_products: 1,
        child_count: childCount.get(seed.key) ?? 0,
        cms_page_id: keys.optional("cms", cmsPage),
        media_id: keys.optional("media", seed.media),
        product_assignment_type: "product",
        product_stream_id: null,
      },
      {
        name: seed.name,
        breadcrumb: breadcrumbJson(node.breadcrumb),
        description: seed.description ?? null,
        meta_title: seed.metaTitle ?? null,
        meta_description: seed.metaDescription ?? null,
        keywords: seed.keywords ?? null,
        external_link:
          seed.type === "link" && seed.linkType === "external" && seed.externalLink ? same(seed.externalLink) : null,
        slot_config: slotConfigOf(seed.slotConfig, keys),
      },
    );
  }
}

/** Only main-tree pages list products by default; footer and service pages without a layout stay plain. */
function defaultLayoutFor(catalogue: Catalogue, node: CategoryNode): string | undefined {
  return node.rootKey === catalogue.navigation.main ? catalogue.defaults.categoryCmsPage : undefined;
}

/** Shopware's category breadcrumb: the names from the tree's root down to the category itself. */
function breadcrumbJson(names: Translated[]): Translated {
  return mapTranslated(names[0], (_, locale) => json(names.map((name) => name[locale])));
}

function slotConfigOf(config: Record<string, CmsConfig> | undefined, keys: KeyRegistry): string | null {
  return config ? slotConfigJson(config, keys) : null;
}
