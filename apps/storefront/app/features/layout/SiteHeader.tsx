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
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex h-16 items-center">
          <Link
            to={localizePath("/", locale)}
            className="flex items-center gap-2 rounded-lg text-xl font-semibold tracking-tight text-neutral-950"
          >
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-700 text-base font-bold text-white">
              {shopName.charAt(0)}
            </span>
            <span>{shopName}</span>
          </Link>
        </div>
        <MainNavigation items={navigation} label={translate(locale.code, "mainNavigation")} />
      </div>
    </header>
  );
}
