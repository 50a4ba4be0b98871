import { Link } from "react-router";
import { Icon, type IconName } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

function Action({ to, icon, label, count }: { to: string; icon: IconName; label: string; count?: number }) {
  return (
    <Link to={to} aria-label={label} className="relative grid size-10 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950">
      <Icon name={icon} size={22} />
      {count !== undefined && (
        <span aria-hidden="true" className="absolute right-0.5 top-0.5 grid min-w-[18px] place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-semibold leading-[18px] text-white">
          {count}
        </span>
      )}
    </Link>
  );
}

/** Account entry and the wishlist and cart counters (0 until the wishlist and cart issues land). */
export function HeaderActions() {
  const { locale } = useShop();
  const wishlistCount = 0;
  const cartCount = 0;
  return (
    <div className="flex items-center gap-1">
      <Action to={localizePath("/account", locale)} icon="user" label={t(locale.code, "account")} />
      <Action to={localizePath("/wishlist", locale)} icon="heart" label={t(locale.code, "wishlist", { count: wishlistCount })} count={wishlistCount} />
      <Action to={localizePath("/checkout/cart", locale)} icon="cart" label={t(locale.code, "cart", { count: cartCount })} count={cartCount} />
    </div>
  );
}
