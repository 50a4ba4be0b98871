import { NavigationLink } from "../navigation/NavigationLink";
import type { NavigationItem } from "../navigation/navigation";

interface CategoryTeasersProps {
  title: string;
  emptyText: string;
  items: NavigationItem[];
}

const MAX_CHILDREN = 5;

/** The main categories as cards, each listing its first sub-categories. */
export function CategoryTeasers({ title, emptyText, items }: CategoryTeasersProps) {
  return (
    <section aria-labelledby="category-teasers-title" className="mt-12">
      <h2 id="category-teasers-title" className="text-[22px] font-semibold tracking-tight text-neutral-950">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-4 text-neutral-600">{emptyText}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-xl border border-neutral-200 bg-white p-6 shadow-xs">
              <h3 className="text-lg font-semibold text-neutral-950">
                <NavigationLink item={item} className="rounded-md hover:text-brand-700 hover:underline" />
              </h3>
              {item.children.length > 0 && (
                <ul className="mt-3 space-y-1 text-neutral-700">
                  {item.children.slice(0, MAX_CHILDREN).map((child) => (
                    <li key={child.id}>
                      <NavigationLink item={child} className="rounded-md hover:text-brand-700 hover:underline" />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
