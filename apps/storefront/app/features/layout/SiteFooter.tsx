import { translate } from "../../lib/messages";
import { NavigationLink } from "../navigation/NavigationLink";
import { navigationKey, type NavigationItem } from "../navigation/navigation";
import { useShop } from "../shop/ShopContext";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { t } from "./messages";

function FooterColumn({ item }: { item: NavigationItem }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-neutral-900">{item.label}</h2>
      <ul className="ft-links mt-3 space-y-2">
        {item.children.map((child) => (
          <li key={navigationKey(child)}>
            <NavigationLink item={child} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Footer navigation (columns of the footer-navigation folders), the main categories and the service links. */
export function SiteFooter() {
  const { shopName, locale, navigation, footerNavigation, serviceNavigation } = useShop();
  const columns = footerNavigation.filter((item) => item.children.length > 0);
  return (
    <footer id="footer" className="mt-auto border-t border-neutral-200 bg-surface text-sm">
      <div className="page-grid grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t(locale.code, "footerNavigation")} className="contents">
          {columns.map((item) => (
            <FooterColumn key={navigationKey(item)} item={item} />
          ))}
        </nav>
        <div className="lg:col-span-2">
          <h2 className="text-base font-semibold text-neutral-900">{translate(locale.code, "shopByCategory")}</h2>
          <ul className="ft-links mt-3 grid grid-cols-2 gap-2">
            {navigation.map((item) => (
              <li key={navigationKey(item)}>
                <NavigationLink item={item} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {/* The header keeps to logo, menu, search and the shopper's actions; language and currency are set here. */}
      <div className="page-grid flex flex-wrap items-center gap-x-6 gap-y-3 pb-6">
        <LanguageSwitcher />
        <CurrencySwitcher />
      </div>
      <div className="border-t border-neutral-200">
        <div className="page-grid flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-neutral-600">
            <span className="font-medium text-neutral-900">{shopName}</span> · {translate(locale.code, "footerNote")}
          </p>
          {serviceNavigation.length > 0 && (
            <nav aria-label={t(locale.code, "serviceNavigation")}>
              <ul className="ft-links flex flex-wrap gap-x-4 gap-y-1">
                {serviceNavigation.map((item) => (
                  <li key={navigationKey(item)}>
                    <NavigationLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  );
}
