import { useId, useState } from "react";
import { Icon } from "../../components/ui/Icon";
import { navigationKey, type NavigationItem } from "./navigation";
import { NavigationLink } from "./NavigationLink";

/** The navigation tree inside the phone drawer: sub-levels open with disclosure buttons. */
export function MobileNavigation({
  items,
  label,
  onNavigate,
}: {
  items: NavigationItem[];
  label: string;
  onNavigate: () => void;
}) {
  return (
    // Any followed link closes the drawer; the click bubbles up from the <a>.
    <nav
      aria-label={label}
      onClick={(event) => event.target instanceof Element && event.target.closest("a") && onNavigate()}
    >
      <MobileList items={items} depth={0} />
    </nav>
  );
}

function MobileList({ items, depth }: { items: NavigationItem[]; depth: number }) {
  return (
    <ul className={depth === 0 ? "divide-y divide-neutral-100" : "ml-4 border-l border-neutral-200 pl-2"}>
      {items.map((item) =>
        item.children.length > 0 ? (
          <MobileGroup key={navigationKey(item)} item={item} depth={depth} />
        ) : (
          <li key={navigationKey(item)}>
            <NavigationLink item={item} className="block rounded-lg px-3 py-3 text-neutral-800 hover:bg-neutral-50" />
          </li>
        ),
      )}
    </ul>
  );
}

function MobileGroup({ item, depth }: { item: NavigationItem; depth: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left font-medium text-neutral-900 hover:bg-neutral-50"
      >
        {item.label}
        <Icon
          name="chevronRight"
          size={18}
          className={`text-neutral-500 transition-transform ${open ? "rotate-90" : ""}`}
        />
      </button>
      <div id={id} hidden={!open}>
        {item.href && (
          <NavigationLink
            item={{ ...item, children: [] }}
            className="ml-4 block rounded-lg px-3 py-2 text-brand-700 hover:underline"
          >
            {item.label}
          </NavigationLink>
        )}
        <MobileList items={item.children} depth={depth + 1} />
      </div>
    </li>
  );
}
