import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

export function SuccessLinks() {
  const { locale, session } = useShop();
  return (
    <div className="flex flex-wrap gap-3">
      <Link
        to={localizePath("/", locale)}
        className="rounded-lg bg-brand-700 px-5 py-3 font-medium text-white hover:bg-brand-800"
      >
        {t(locale.code, "backToShop")}
      </Link>
      {session.loggedIn && (
        <Link
          to={localizePath("/account/order", locale)}
          className="rounded-lg border border-neutral-300 px-5 py-3 font-medium text-neutral-900 hover:bg-neutral-50"
        >
          {t(locale.code, "viewOrders")}
        </Link>
      )}
    </div>
  );
}
