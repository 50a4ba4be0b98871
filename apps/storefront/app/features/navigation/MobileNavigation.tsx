import type { NavigationItem } from "./navigation";
import { NavigationLink } from "./NavigationLink";

/** The navigation tree inside the phone drawer: nested lists, sub-levels behind disclosure toggles. */
export function MobileNavigation({ items, label, onNavigate }: { items: NavigationItem[]; label: string; onNavigate: () => void }) {
  return (
    // Any followed link closes the drawer; the click bubbles up from the <a>.
    <nav aria-label={label} onClick={(event) => (event.target as HTMLElement).closest("a") && onNavigate()}>
      <MobileList items={items} depth={0} />
    </nav>
  );
}

function MobileList({ items, depth }: { items: NavigationItem[]; depth: number }) {
  return (
    <ul className={depth === 0 ? "divide-y divide-neutral-100" : "ml-4 border-l border-neutral-200 pl-2"}>
      {items.map((item) =>
        item.children.length > 0 ? (
          <li key={item.id}>
            <details className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 font-medium text-neutral-900 hover:bg-neutral-50 [&::-webkit-details-marker]:hidden">
                {item.label}
                <span aria-hidden="true" className="text-neutral-500 transition-transform group-open:rotate-90">
                  ›
                </span>
              </summary>
              {item.href && (
                <NavigationLink item={{ ...item, children: [] }} className="ml-4 block rounded-lg px-3 py-2 text-brand-700 hover:underline">
                  {item.label}
                </NavigationLink>
              )}
              <MobileList items={item.children} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={item.id}>
            <NavigationLink item={item} className="block rounded-lg px-3 py-3 text-neutral-800 hover:bg-neutral-50" />
          </li>
        ),
      )}
    </ul>
  );
}
