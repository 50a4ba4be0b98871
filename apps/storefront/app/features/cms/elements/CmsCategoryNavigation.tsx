import { Link } from "../../../components/ui/Link";
import type { CategoryTreeItem } from "../cms-types";
import { t } from "../messages";
import { useLocale } from "../../../lib/use-locale";

function TreeLink({ item }: { item: CategoryTreeItem }) {
  const className = `block rounded-md px-2 py-1.5 ${item.current ? "bg-brand-50 font-semibold text-brand-800" : item.active ? "font-medium text-neutral-950" : "text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950"}`;
  if (!item.href) return <span className={className}>{item.label}</span>;
  return (
    <Link to={item.href} prefetch="intent" aria-current={item.current ? "page" : undefined} className={className}>
      {item.label}
    </Link>
  );
}

function Tree({ items }: { items: CategoryTreeItem[] }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <TreeLink item={item} />
          {item.children.length > 0 && (
            <div className="ml-3 border-l border-neutral-200 pl-2">
              <Tree items={item.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The category-navigation element: the current branch of the main navigation. */
export function CmsCategoryNavigation({ root }: { root: CategoryTreeItem }) {
  const locale = useLocale();
  return (
    <nav aria-label={t(locale.code, "subcategories")} className="text-sm">
      <p className="mb-2 px-2 text-xs font-semibold uppercase tracking-wide text-neutral-600">
        {t(locale.code, "subcategories")}
      </p>
      <Tree items={[root]} />
    </nav>
  );
}
