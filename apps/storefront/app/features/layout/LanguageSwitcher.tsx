import { useLocation, useMatches } from "react-router";
import { LOCALES } from "../../lib/i18n";
import { alternatePaths, alternatesFromMatches } from "../seo/alternates";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/**
 * Links to the current page in every locale (for SEO pages the translated SEO path the page's
 * loader found). They pass through /_shop/locale, which remembers the choice in the locale cookie;
 * plain links, so they work without JavaScript.
 */
export function LanguageSwitcher() {
  const { locale } = useShop();
  const { pathname, search } = useLocation();
  const paths = alternatePaths(pathname, alternatesFromMatches(useMatches()));
  return (
    <nav aria-label={t(locale.code, "language")}>
      {/* -ml-2: the first name's text, not its padded hover box, starts on the page grid. */}
      <ul className="-ml-2 flex gap-1">
        {LOCALES.map((target) => {
          const current = target.code === locale.code;
          const to = `/_shop/locale?${new URLSearchParams({ locale: target.code, to: paths(target) + search })}`;
          return (
            <li key={target.code}>
              <a
                href={to}
                lang={target.languageCode}
                hrefLang={target.languageCode}
                aria-current={current ? "page" : undefined}
                className={
                  current
                    ? "block rounded-md px-2 py-1 font-semibold text-neutral-900"
                    : "block rounded-md px-2 py-1 text-neutral-600 hover:bg-neutral-200 hover:text-neutral-900"
                }
              >
                {target.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
