import { navigationKey, type NavigationItem } from "./navigation";
import { NavigationLink } from "./NavigationLink";

interface MainNavigationProps {
  items: NavigationItem[];
  label: string;
}

export function MainNavigation({ items, label }: MainNavigationProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-1 pb-2 md:mr-0 md:-ml-3 md:overflow-visible md:px-0">
      <ul className="flex gap-1 whitespace-nowrap md:flex-wrap">
        {items.map((item) => (
          <li key={navigationKey(item)}>
            <NavigationLink
              item={item}
              className="block rounded-lg px-3 py-2 text-base font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-950"
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
