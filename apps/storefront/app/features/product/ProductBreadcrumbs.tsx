import { Link } from "react-router";
import { localizePath, type Locale } from "../../lib/i18n";
import { t } from "./messages";
import type { BreadcrumbView } from "./product-page.server";

export function ProductBreadcrumbs({ breadcrumbs, current, locale }: { breadcrumbs: BreadcrumbView[]; current: string; locale: Locale }) {
  const items = [{ name: t(locale.code, "home"), path: localizePath("/", locale) }, ...breadcrumbs];
  return (
    <nav aria-label={t(locale.code, "breadcrumb")} className="text-sm text-neutral-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item) => (
          <li key={item.path} className="flex items-center gap-2">
            <Link to={item.path} prefetch="intent" className="hover:text-brand-700 hover:underline">{item.name}</Link>
            <span aria-hidden="true" className="text-neutral-400">/</span>
          </li>
        ))}
        <li aria-current="page" className="font-medium text-neutral-900">{current}</li>
      </ol>
    </nav>
  );
}
