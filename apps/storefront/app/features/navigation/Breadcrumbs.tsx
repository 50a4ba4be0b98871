import { Link } from "../../components/ui/Link";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { JsonLd } from "../seo/JsonLd";
import { breadcrumbJsonLd } from "../seo/json-ld";
import { useShop } from "../shop/ShopContext";
import { t } from "../layout/messages";
import type { Breadcrumb } from "./breadcrumbs";

/** Home › … › current page, with BreadcrumbList JSON-LD. `items` carry app paths (no locale prefix). */
export function Breadcrumbs({ items }: { items: ReadonlyArray<Breadcrumb> }) {
  const { locale, origin } = useShop();
  const trail = [{ label: t(locale.code, "home"), path: "/" }, ...items].map((item) => ({
    label: item.label,
    href: localizePath(item.path, locale),
  }));
  return (
    <nav aria-label={t(locale.code, "breadcrumb")} className="text-sm text-neutral-600">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.href}-${index}`} className="flex items-center gap-1">
              {index > 0 && <Icon name="chevronRight" size={16} className="text-neutral-400" />}
              {last ? (
                <span aria-current="page" className="font-medium text-neutral-900">
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className="rounded hover:text-neutral-950 hover:underline">
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(origin, trail)} />
    </nav>
  );
}
