import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Link } from "../../components/ui/Link";
import { Drawer } from "../../components/ui/Drawer";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { CartView } from "./cart";
import type { CartNotice } from "./cart-notice";
import { CartErrors } from "./CartErrors";
import { CartLineItem } from "./CartLineItem";
import { CartTotals } from "./CartTotals";
import { EmptyCart } from "./EmptyCart";
import { t } from "./messages";
import { PromotionCodeForm } from "./PromotionCodeForm";

const NOTICE_TONES: Record<CartNotice["type"], string> = {
  success: "bg-green-50 text-green-800",
  info: "bg-neutral-100 text-neutral-800",
  warning: "bg-amber-50 text-amber-900",
  danger: "bg-red-50 text-red-800",
};

/**
 * The side cart: a drawer from the right (native modal dialog: focus trap, Escape, focus back to the
 * cart button). It loads the cart when it opens; React Router reloads that fetcher after every
 * action, so quantities and totals stay current while it is open.
 */
export function SideCart({ open, onClose, notices }: { open: boolean; onClose: () => void; notices: CartNotice[] }) {
  const { locale } = useShop();
  const fetcher = useFetcher<{ cart: CartView }>({ key: "side-cart" });
  const { load } = fetcher;
  useEffect(() => {
    if (open) void load(localizePath("/_action/cart", locale));
  }, [open, load, locale]);
  const cart = fetcher.data?.cart;

  return (
    <Drawer
      side="right"
      open={open}
      onClose={onClose}
      title={t(locale.code, "sideCartTitle")}
      closeLabel={t(locale.code, "closeCart")}
    >
      {notices.length > 0 && (
        // A live region around the list: role=status on the <ul> itself would take away its list semantics (axe).
        <div role="status" className="mb-4">
          <ul className="flex flex-col gap-2">
            {notices.map((notice) => (
              <li
                key={notice.message}
                className={`rounded-lg px-3 py-2 text-sm font-medium ${NOTICE_TONES[notice.type]}`}
              >
                {notice.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {!cart ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p className="sr-only">{t(locale.code, "updating")}</p>
          {[0, 1].map((index) => (
            <div key={index} className="h-20 animate-pulse rounded-lg bg-neutral-100" />
          ))}
        </div>
      ) : cart.isEmpty ? (
        <EmptyCart onNavigate={onClose} />
      ) : (
        <div className="flex flex-col gap-4">
          <CartErrors errors={cart.errors} />
          <ul className="divide-y divide-neutral-200 border-b border-neutral-200">
            {cart.lineItems.map((item) => (
              <CartLineItem key={item.id} item={item} variant="compact" />
            ))}
          </ul>
          <PromotionCodeForm idPrefix="side-cart" />
          <CartTotals totals={cart} hideShipping={cart.isVirtual} />
          <div className="flex flex-col gap-2">
            <Link
              to={localizePath("/checkout", locale)}
              onClick={onClose}
              className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
            >
              {t(locale.code, "toCheckout")}
            </Link>
            <Link
              to={localizePath("/checkout/cart", locale)}
              onClick={onClose}
              className="inline-flex min-h-12 items-center justify-center rounded-lg border border-neutral-300 px-5 font-medium text-neutral-900 hover:bg-neutral-50"
            >
              {t(locale.code, "viewCart")}
            </Link>
          </div>
        </div>
      )}
    </Drawer>
  );
}
