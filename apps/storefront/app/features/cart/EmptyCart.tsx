import { Link } from "../../components/ui/Link";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/** Spec §4: nothing good in the cart. A way back to shopping instead of a dead end. */
export function EmptyCart({ onNavigate }: { onNavigate?: () => void }) {
  const { locale } = useShop();
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-neutral-200 bg-neutral-50 px-6 py-12 text-center">
      <Icon name="cart" size={40} className="text-neutral-500" />
      <p className="text-xl font-semibold text-neutral-950">{t(locale.code, "emptyTitle")}</p>
      <p className="text-neutral-700">{t(locale.code, "emptyText")}</p>
      <Link
        to={localizePath("/", locale)}
        onClick={onNavigate}
        className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
      >
        {t(locale.code, "continueShopping")}
      </Link>
    </div>
  );
}
