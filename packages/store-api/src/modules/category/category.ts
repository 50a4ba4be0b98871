import type { Entity } from "../../dal/definition.js";

/** What the navigation needs to place a category: its parent, its path of ancestors and its depth. */
export interface CategoryMeta {
  id: string;
  parentId: string | null;
  /** Shopware's materialised path of ancestor ids, `|root|parent|`; null for roots. */
  path: string | null;
  level: number;
}

/** True when the category is one of the roots or lies below one of them. */
export function isInTree(category: CategoryMeta, roots: string[]): boolean {
  return roots.some((root) => category.id === root || (category.path ?? "").includes(`|${root}|`));
}

/**
 * Shopware's NavigationRoute::buildTree: the children of `parentId` sorted by position, each with its own
 * children nested; inactive and invisible categories are dropped together with their subtrees.
 */
export function buildTree(parentId: string, categories: Entity[]): Entity[] {
  const byParent = new Map<string, Entity[]>();
  for (const category of categories) {
    const parent = category.parentId as string | null;
    if (parent) byParent.set(parent, [...(byParent.get(parent) ?? []), category]);
  }
  const visit = (id: string, seen: Set<string>): Entity[] =>
    (byParent.get(id) ?? [])
      .filter((child) => child.active === true && child.visible === true && !seen.has(child.id))
      .sort((a, b) => Number(a.position) - Number(b.position) || String(a.id).localeCompare(String(b.id)))
      .map((child) => ({ ...child, children: visit(child.id, new Set([...seen, child.id])) }));
  return visit(parentId, new Set([parentId]));
}
