import { toNavigationItem, type NavigationCategory } from "../navigation/navigation";
import type { Locale } from "../../lib/i18n";
import type { CategoryNavigationView, CategoryTreeItem } from "./cms-types";

function toTree(
  category: NavigationCategory,
  activeIds: ReadonlySet<string>,
  currentId: string,
  locale: Locale,
): CategoryTreeItem {
  const active = activeIds.has(category.id) || category.id === currentId;
  // The entry alone (its label and link); the subtree follows below, only where it is expanded.
  const { label, href } = toNavigationItem({ ...category, children: [] }, locale);
  return {
    id: category.id,
    label,
    href,
    active,
    current: category.id === currentId,
    // Only the branch leading to the current category is expanded, as in a shop's side menu.
    children: active ? (category.children ?? []).map((child) => toTree(child, activeIds, currentId, locale)) : [],
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
  const branch = tree.find((category) => category.id === currentId || activeIds.has(category.id));
  return branch ? { root: toTree(branch, activeIds, currentId, locale) } : null;
}
