import { Drawer } from "../../components/ui/Drawer";
import { translate } from "../../lib/messages";
import { MobileNavigation } from "../navigation/MobileNavigation";
import { useShop } from "../shop/ShopContext";
import { CurrencySwitcher } from "./CurrencySwitcher";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { t } from "./messages";

/**
 * The phone drawer: the main menu, language and currency. A chunk of its own (issue 15, first-load JS), loaded when
 * the shopper first points at, focuses or taps the menu button (SiteHeader); a tap before it arrived opens it then.
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { locale, navigation } = useShop();
  return (
    <Drawer open={open} onClose={onClose} title={t(locale.code, "menu")} closeLabel={t(locale.code, "closeMenu")}>
      {open && (
        <>
          <MobileNavigation items={navigation} label={translate(locale.code, "mainNavigation")} onNavigate={onClose} />
          <div className="mt-4 space-y-4 border-t border-neutral-200 px-3 py-4 text-sm">
            <LanguageSwitcher />
            <CurrencySwitcher />
          </div>
        </>
      )}
    </Drawer>
  );
}
