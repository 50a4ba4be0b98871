import { useLocation } from "react-router";
import { localeFromPath, type Locale } from "../../lib/i18n";

/** The page's locale, read from the URL so product parts also work inside CMS pages. */
export function useProductLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
