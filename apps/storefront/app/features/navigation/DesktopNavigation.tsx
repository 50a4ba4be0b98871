import { useState } from "react";
import { navigationKey, teaserImageAttributes, type NavigationItem } from "./navigation";
import { NavigationLink } from "./NavigationLink";

interface DesktopNavigationProps {
  items: NavigationItem[];
  label: string;
  showAllLabel: (name: string) => string;
}

/**
 * The main navigation with full-width flyout panels. Panels open on hover and on keyboard focus
 * (CSS :focus-within), so they work before hydration and without JavaScript; Escape closes the open one.
 * Styled by the .mm-* classes in app.css: the menu's ~60 links are on every page, styled through their lists.
 * The teaser tile shows the category's picture (issue 14), rendered once its panel has opened (hover or focus):
 * ten pictures' markup in every page's HTML would be page weight the shopper rarely uses (issue 15). Without
 * JavaScript the tile has its name and "Show all" only.
 */
export function DesktopNavigation({ items, label, showAllLabel }: DesktopNavigationProps) {
  const [closedIndex, setClosedIndex] = useState<number | null>(null);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const open = (index: number) => {
    if (!opened.has(index)) setOpened(new Set(opened).add(index));
  };
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="relative -mx-1.5 hidden pb-1 md:block">
      <ul className="mm-bar flex flex-wrap xl:flex-nowrap xl:justify-between">
        {items.map((item, index) => {
          const hasPanel = item.children.length > 0 && closedIndex !== index;
          return (
            <li
              key={navigationKey(item)}
              className="group"
              onMouseEnter={() => open(index)}
              onMouseLeave={() => setClosedIndex(null)}
              onKeyDown={(event) => {
                if (event.key !== "Escape") return;
                setClosedIndex(index);
                event.currentTarget.querySelector<HTMLElement>("a, span")?.focus();
              }}
              onFocus={(event) => {
                open(index);
                // Focus coming back from outside re-enables a panel closed with Escape.
                if (!event.currentTarget.contains(event.relatedTarget)) setClosedIndex(null);
              }}
            >
              <NavigationLink item={item} />
              {hasPanel && (
                <div className="mm-panel">
                  <div className="mm-box">
                    {/* The teaser tile: the category itself, first in the panel (and in the keyboard order). */}
                    <div className="mm-tile">
                      {item.image && opened.has(index) && (
                        <img
                          {...teaserImageAttributes(item.image)}
                          sizes="200px"
                          alt={item.image.alt}
                          loading="lazy"
                          decoding="async"
                          className="mm-tile-img"
                        />
                      )}
                      <p className="mm-tile-name">{item.label}</p>
                      {item.href && (
                        <NavigationLink item={{ ...item, children: [] }} className="mm-all">
                          {showAllLabel(item.label)}
                        </NavigationLink>
                      )}
                    </div>
                    <ul className="mm-grid">
                      {item.children.map((child) => (
                        <li key={navigationKey(child)}>
                          <NavigationLink item={child} />
                          {child.children.length > 0 && (
                            <ul className="mm-l3s">
                              {child.children.map((grandchild) => (
                                <li key={navigationKey(grandchild)}>
                                  <NavigationLink item={grandchild} />
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
