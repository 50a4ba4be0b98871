import type { NavigationItem } from "../navigation/navigation";
import { NavigationLink } from "../navigation/NavigationLink";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

function findItem(items: NavigationItem[], id: string): NavigationItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const found = findItem(item.children, id);
    if (found) return found;
  }
  return null;
}

/** Phones: the category's sub-categories as one scrollable row of chips (the sidebar tree is for wider screens). */
export function SubcategoryChips({ categoryId }: { categoryId: string }) {
  const { locale, navigation } = useShop();
  const children = findItem(navigation, categoryId)?.children.filter((item) => item.href) ?? [];
  if (children.length === 0) return null;
  return (
    <nav aria-label={t(locale.code, "subcategoryChips")} className="-mx-4 mt-3 overflow-x-auto px-4 md:hidden">
      <ul className="flex gap-2 whitespace-nowrap">
        {children.map((item) => (
          <li key={item.id}>
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
