import { useState } from "react";
import { useSearchParams } from "react-router";
import { Drawer } from "../../components/ui/Drawer";
import { Icon } from "../../components/ui/Icon";
import { translate } from "../../lib/messages";
import { DesktopNavigation } from "../navigation/DesktopNavigation";
import { MobileNavigation } from "../navigation/MobileNavigation";
import { useShop } from "../shop/ShopContext";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { HeaderActions } from "./HeaderActions";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { Logo } from "./Logo";
import { t } from "./messages";
import { SearchSuggest } from "../search/SearchSuggest";

export function SiteHeader() {
  const { locale, navigation } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  const [params] = useSearchParams();
  // The suggest box is a GET form to /search underneath, so search works without JavaScript.
  const search = <SearchSuggest defaultValue={params.get("search") ?? ""} />;
  return (
    <header className="border-b border-neutral-200 bg-white">
      <div className="border-b border-neutral-200 bg-neutral-50 text-sm">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-end gap-x-4 gap-y-1 px-4 py-1 sm:px-6 lg:px-8">
          <LanguageSwitcher />
          <CurrencySwitcher />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center gap-3 py-3 md:h-16 md:flex-nowrap md:gap-6 md:py-0">
          <a
            href="#footer"
            onClick={(event) => {
              // Without JavaScript the link jumps to the footer's navigation; with it, the drawer opens.
              event.preventDefault();
              setMenuOpen(true);
            }}
            aria-label={t(locale.code, "openMenu")}
            aria-haspopup="dialog"
            className="grid size-10 place-items-center rounded-lg text-neutral-800 hover:bg-neutral-100 md:hidden"
          >
            <Icon name="menu" size={24} />
          </a>
          <Logo />
          {/* Below the logo row on phones, between logo and actions from tablet width up. */}
          <div className="order-last basis-full md:order-none md:max-w-md md:flex-1 md:basis-auto lg:max-w-xl">{search}</div>
          <div className="ml-auto">
            <HeaderActions />
          </div>
        </div>
        <div className="pb-2">
          <DesktopNavigation
            items={navigation}
            label={translate(locale.code, "mainNavigation")}
            showAllLabel={(name) => t(locale.code, "showAll", { name })}
          />
        </div>
      </div>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={t(locale.code, "menu")} closeLabel={t(locale.code, "closeMenu")}>
        {menuOpen && (
          <MobileNavigation items={navigation} label={translate(locale.code, "mainNavigation")} onNavigate={() => setMenuOpen(false)} />
        )}
      </Drawer>
    </header>
  );
}
