import { Link } from "react-router";
import type { BreadcrumbView } from "./category-page";
import { t } from "./messages";
import { useLocale } from "./useLocale";

/** The category trail; the last entry is the current page. */
export function Breadcrumbs({ items }: { items: BreadcrumbView[] }) {
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t(locale.code, "breadcrumb")} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true" className="text-neutral-400">/</span>}
              {last || !item.path ? (
                <span aria-current={last ? "page" : undefined} className={last ? "font-medium text-neutral-900" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.path} prefetch="intent" className="rounded-sm hover:text-brand-700 hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
