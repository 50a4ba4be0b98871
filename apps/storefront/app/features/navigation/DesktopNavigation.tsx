import { useState } from "react";
import type { NavigationItem } from "./navigation";
import { NavigationLink } from "./NavigationLink";

interface DesktopNavigationProps {
  items: NavigationItem[];
  label: string;
  showAllLabel: (name: string) => string;
}

/**
 * The main navigation with full-width flyout panels. Panels open on hover and on keyboard focus
 * (CSS :focus-within), so they work before hydration and without JavaScript; Escape closes the open one.
 */
export function DesktopNavigation({ items, label, showAllLabel }: DesktopNavigationProps) {
  const [closedId, setClosedId] = useState<string | null>(null);
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="relative hidden md:block">
      <ul className="flex flex-wrap gap-x-1">
        {items.map((item) => {
          const hasPanel = item.children.length > 0 && closedId !== item.id;
          return (
            <li
              key={item.id}
              className="group"
              onMouseLeave={() => setClosedId(null)}
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                setClosedId(item.id);
                (event.currentTarget.querySelector("a, span") as HTMLElement | null)?.focus();
              }}
              onFocus={(event) => {
                // Focus coming back from outside re-enables a panel closed with Escape.
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setClosedId(null);
              }}
            >
              <NavigationLink
                item={item}
                className="block rounded-lg px-3 py-2 text-[15px] font-medium text-neutral-700 transition-colors hover:bg-neutral-100 hover:text-neutral-950 group-hover:bg-neutral-100"
              />
              {hasPanel && (
                <div className="invisible absolute inset-x-0 top-full z-30 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  <div className="rounded-xl border border-neutral-200 bg-white p-6 shadow-lg">
                    {item.href && (
                      <NavigationLink
                        item={{ ...item, children: [] }}
                        className="mb-4 inline-block rounded font-semibold text-brand-700 hover:underline"
                      >
                        {showAllLabel(item.label)}
                      </NavigationLink>
                    )}
                    <ul className="grid grid-cols-3 gap-x-8 gap-y-6 lg:grid-cols-4">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <NavigationLink item={child} className="rounded font-medium text-neutral-900 hover:text-brand-700 hover:underline" />
                          {child.children.length > 0 && (
                            <ul className="mt-2 space-y-1">
                              {child.children.map((grandchild) => (
                                <li key={grandchild.id}>
                                  <NavigationLink item={grandchild} className="rounded text-sm text-neutral-600 hover:text-neutral-950 hover:underline" />
                                </li>
                              ))}
                            </ul>
                          )}
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
