import { useLocation } from "react-router";
import { navigationKey, type NavigationItem } from "../navigation/navigation";
import { NavigationLink } from "../navigation/NavigationLink";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/** A path as written in the navigation (SEO paths may hold non-ASCII letters, which a request URL percent-encodes). */
function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** The menu entry linking to `path` (the navigation carries links, not category ids: hydration data). */
function findItem(items: NavigationItem[], path: string): NavigationItem | null {
  for (const item of items) {
    if (item.href !== null && !item.external && decodedPath(item.href) === path) return item;
    const found = findItem(item.children, path);
    if (found) return found;
  }
  return null;
}

/** Phones: the category's sub-categories as one scrollable row of chips (the sidebar tree is for wider screens). */
export function SubcategoryChips() {
  const { locale, navigation } = useShop();
  const { pathname } = useLocation();
  const children = findItem(navigation, decodedPath(pathname))?.children.filter((item) => item.href) ?? [];
  if (children.length === 0) return null;
  return (
    <nav aria-label={t(locale.code, "subcategoryChips")} className="-mx-4 mt-3 overflow-x-auto px-4 md:hidden">
      <ul className="flex gap-2 whitespace-nowrap">
        {children.map((item) => (
          <li key={navigationKey(item)}>
            <NavigationLink
              item={{ ...item, children: [] }}
              className="block rounded-full border border-neutral-300 bg-white px-3.5 py-1.5 text-sm text-neutral-800 hover:border-neutral-900"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
