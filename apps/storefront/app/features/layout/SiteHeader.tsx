import { Link } from "react-router";
import { localizePath, type Locale } from "../../lib/i18n";
import { translate } from "../../lib/messages";
import { MainNavigation } from "../navigation/MainNavigation";
import type { NavigationItem } from "../navigation/navigation";

interface SiteHeaderProps {
  shopName: string;
  locale: Locale;
  navigation: NavigationItem[];
}

export function SiteHeader({ shopName, locale, navigation }: SiteHeaderProps) {
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:px-6 md:flex-row md:items-center md:gap-10 lg:px-8">
        <Link
          to={localizePath("/", locale)}
          className="flex shrink-0 items-center gap-2 self-start rounded-lg text-xl font-semibold tracking-tight text-neutral-950 md:self-auto"
        >
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-700 text-base font-bold text-white">
            {shopName.charAt(0)}
          </span>
          <span>{shopName}</span>
          <span className="sr-only">, {translate(locale.code, "homeLink")}</span>
        </Link>
        <MainNavigation items={navigation} label={translate(locale.code, "mainNavigation")} />
      </div>
    </header>
  );
}
