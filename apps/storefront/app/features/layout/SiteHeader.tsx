import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Icon } from "../../components/ui/Icon";
import { translate } from "../../lib/messages";
import { DesktopNavigation } from "../navigation/DesktopNavigation";
import { useShop } from "../shop/ShopContext";
import { HeaderActions } from "./HeaderActions";
import { Logo } from "./Logo";
import { t } from "./messages";
import { SearchSuggest } from "../search/SearchSuggest";

const SEARCH_ID = "site-search";

const loadMobileMenu = () => import("./MobileMenu");
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

/**
 * Desktop: a sticky header (logo, search, actions; the row slims on scroll) with the main menu on one line. Phone: one
 * sticky row (menu, logo, search, account, cart); the search field opens under it. Language and currency live in the
 * footer at every size (as Hydrogen's country selector), and in the phone drawer.
 */
export function SiteHeader() {
  const { locale, navigation } = useShop();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer (MobileMenu.tsx, a chunk of its own) is rendered from its first opening on.
  const [menuShown, setMenuShown] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchRef = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();

  useEffect(() => {
    if (searchOpen) searchRef.current?.querySelector("input")?.focus();
  }, [searchOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white">
      <div className="page-grid">
        <div className="relative flex h-14 items-center gap-1 header-slim md:h-16 md:gap-6">
          <a
            href="#footer"
            onClick={(event) => {
              // Without JavaScript the link jumps to the footer's navigation; with it, the drawer opens.
              event.preventDefault();
              setMenuOpen(true);
              setMenuShown(true);
            }}
            onPointerEnter={() => void loadMobileMenu().catch(() => {})}
            onFocus={() => void loadMobileMenu().catch(() => {})}
            aria-label={t(locale.code, "openMenu")}
            aria-haspopup="dialog"
            className="grid size-10 place-items-center rounded-lg text-neutral-800 hover:bg-neutral-100 md:hidden"
          >
            <Icon name="menu" size={24} />
          </a>
          <Logo />
          {/* A panel under the row on phones (opened by the search button, or by #site-search without JavaScript). */}
          <div
            id={SEARCH_ID}
            ref={searchRef}
            className={`absolute inset-x-0 top-full z-10 -mx-4 hidden border-b border-neutral-200 bg-white px-4 py-3 shadow-md target:block sm:-mx-6 sm:px-6 md:static md:mx-0 md:block md:max-w-xl md:flex-1 md:border-0 md:p-0 md:shadow-none ${searchOpen ? "max-md:block" : ""}`}
          >
            <SearchSuggest defaultValue={params.get("search") ?? ""} />
          </div>
          <div className="ml-auto flex items-center">
            <a
              href={`#${SEARCH_ID}`}
              onClick={(event) => {
                event.preventDefault();
                setSearchOpen((open) => !open);
              }}
              aria-label={t(locale.code, "search")}
              aria-expanded={searchOpen}
              aria-controls={SEARCH_ID}
              className="grid size-10 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 md:hidden"
            >
              <Icon name="search" size={22} />
            </a>
            <HeaderActions />
          </div>
        </div>
        <DesktopNavigation
          items={navigation}
          label={translate(locale.code, "mainNavigation")}
          showAllLabel={(name) => t(locale.code, "showAll", { name })}
        />
      </div>
      {menuShown && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
