import { useLocation } from "react-router";
import { localeFromPath, type Locale } from "./i18n";

/** The page's locale, read from the URL, so CMS elements and product parts work under any layout. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}
