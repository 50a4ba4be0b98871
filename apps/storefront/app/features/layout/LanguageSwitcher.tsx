import { Link } from "react-router";
import { LOCALES, switchLocalePath, type Locale } from "../../lib/i18n";
import { translate } from "../../lib/messages";

interface LanguageSwitcherProps {
  locale: Locale;
  pathname: string;
}

/** Links to the current page in every locale; works without JavaScript. */
export function LanguageSwitcher({ locale, pathname }: LanguageSwitcherProps) {
  return (
    <nav aria-label={translate(locale.code, "languageNavigation")} className="border-b border-neutral-200 bg-neutral-50">
      <ul className="mx-auto flex max-w-7xl justify-end gap-1 px-4 py-1 text-sm sm:px-6 lg:px-8">
        {LOCALES.map((target) => {
          const current = target.code === locale.code;
          return (
            <li key={target.code}>
              <Link
                to={switchLocalePath(pathname, target)}
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
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
