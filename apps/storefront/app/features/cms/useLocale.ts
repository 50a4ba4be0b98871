import { useLocation } from "react-router";
import { localeFromPath, type Locale } from "../../lib/i18n";

/** The page's locale, read from the URL so CMS elements work under any layout. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
