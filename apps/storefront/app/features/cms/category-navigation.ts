import { toNavigationItems, type NavigationCategory, type NavigationItem } from "../navigation/navigation";
import type { Locale } from "../../lib/i18n";
import type { CategoryNavigationView, CategoryTreeItem } from "./cms-types";

function toTree(item: NavigationItem, activeIds: ReadonlySet<string>, currentId: string): CategoryTreeItem {
  const active = activeIds.has(item.id) || item.id === currentId;
  return {
    id: item.id,
    label: item.label,
    href: item.href,
    active,
    current: item.id === currentId,
    // Only the branch leading to the current category is expanded, as in a shop's side menu.
    children: active ? item.children.map((child) => toTree(child, activeIds, currentId)) : [],
  };
}

/**
 * The main-navigation branch of the current category: its top-level ancestor with the path down
 * to the category expanded. `path` is Shopware's "|rootId|parentId|…|" of the current category.
 */
export function toCategoryNavigation(
  tree: readonly NavigationCategory[],
  currentId: string,
  path: string | null | undefined,
  locale: Locale,
): CategoryNavigationView | null {
  const activeIds = new Set((path ?? "").split("|").filter(Boolean));
  const items = toNavigationItems(tree, locale);
  const branch = items.find((item) => item.id === currentId || activeIds.has(item.id));
  return branch ? { root: toTree(branch, activeIds, currentId) } : null;
}
