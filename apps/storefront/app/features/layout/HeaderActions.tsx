import { lazy, Suspense, useEffect, useState, type MouseEvent } from "react";
import { Link } from "../../components/ui/Link";
import { Icon, type IconName } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { onOpenSideCart } from "../cart/side-cart-events";
import type { CartNotice } from "../cart/cart-notice";
import { useShop } from "../shop/ShopContext";
import { useWishlistCount } from "../wishlist/useWishlistCount";
import { t } from "./messages";

// The drawer and its line items, totals and code field load on first use, not with every page.
const SideCart = lazy(() => import("../cart/SideCart").then((module) => ({ default: module.SideCart })));

interface ActionProps {
  to: string;
  icon: IconName;
  label: string;
  count?: number;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  hasPopup?: boolean;
  className?: string;
}

function Action({ to, icon, label, count, onClick, hasPopup, className = "grid" }: ActionProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      onClick={onClick}
      aria-haspopup={hasPopup ? "dialog" : undefined}
      className={`relative ${className} size-10 place-items-center rounded-lg text-neutral-700 hover:bg-neutral-100 hover:text-neutral-950`}
    >
      <Icon name={icon} size={22} />
      {count !== undefined && (
        <span
          aria-hidden="true"
          data-testid={`${icon}-count`}
          className="absolute right-0.5 top-0.5 grid min-w-[18px] place-items-center rounded-full bg-brand-700 px-1 text-[11px] font-semibold leading-[18px] text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/** Account entry, the wishlist counter, and the cart counter that opens the side cart (the cart page without JavaScript). */
export function HeaderActions() {
  const { locale, cartItemCount } = useShop();
  const wishlist = useWishlistCount();
  const [cartOpen, setCartOpen] = useState(false);
  // Mounted once opened, then kept (closing animates nothing, reopening is instant).
  const [cartUsed, setCartUsed] = useState(false);
  const [cartNotices, setCartNotices] = useState<CartNotice[]>([]);
  useEffect(
    () =>
      onOpenSideCart((notices) => {
        setCartNotices(notices);
        setCartUsed(true);
        setCartOpen(true);
      }),
    [],
  );
  return (
    <div className="flex items-center md:gap-1">
      <Action to={localizePath("/account", locale)} icon="user" label={t(locale.code, "account")} />
      <Action
        to={localizePath("/wishlist", locale)}
        icon="heart"
        label={t(locale.code, "wishlist", { count: wishlist })}
        count={wishlist}
        className="hidden md:grid"
      />
      <Action
        to={localizePath("/checkout/cart", locale)}
        icon="cart"
        label={t(locale.code, "cart", { count: cartItemCount })}
        count={cartItemCount}
        hasPopup
        onClick={(event) => {
          event.preventDefault();
          setCartNotices([]);
          setCartUsed(true);
          setCartOpen(true);
        }}
      />
      {cartUsed && (
        <Suspense fallback={null}>
          <SideCart open={cartOpen} notices={cartNotices} onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
