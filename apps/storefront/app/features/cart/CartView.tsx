import { Link } from "../../components/ui/Link";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { CartView as Cart } from "./cart";
import { CartErrors } from "./CartErrors";
import { CartLineItem } from "./CartLineItem";
import { CartTotals } from "./CartTotals";
import { EmptyCart } from "./EmptyCart";
import { FreeShippingProgress } from "./FreeShippingProgress";
import { t } from "./messages";
import { PromotionCodeForm } from "./PromotionCodeForm";

/** The cart page's content: errors, line items, and a summary with code field, totals and the way to checkout. */
export function CartView({
  cart,
  freeShipping = null,
}: {
  cart: Cart;
  freeShipping?: { threshold: number; value: number } | null;
}) {
  const { locale } = useShop();
  if (cart.isEmpty) {
    return (
      <div className="flex flex-col gap-4">
        <CartErrors errors={cart.errors} />
        <EmptyCart />
      </div>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="flex min-w-0 flex-col gap-4">
        <CartErrors errors={cart.errors} />
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {cart.lineItems.map((item) => (
            <CartLineItem key={item.id} item={item} />
          ))}
        </ul>
        <Link
          to={localizePath("/", locale)}
          className="self-start text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t(locale.code, "continueShopping")}
        </Link>
      </div>
      <aside
        aria-labelledby="cart-summary-title"
        className="flex h-fit flex-col gap-6 rounded-xl border border-neutral-200 p-6"
      >
        <h2 id="cart-summary-title" className="text-lg font-semibold text-neutral-950">
          {t(locale.code, "cartSummary")}
        </h2>
        {freeShipping && <FreeShippingProgress threshold={freeShipping.threshold} value={freeShipping.value} />}
        <CartTotals totals={cart} hideShipping={cart.isVirtual} />
        <PromotionCodeForm />
        <Link
          to={localizePath("/checkout", locale)}
          className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-5 font-medium text-white hover:bg-brand-800"
        >
          {t(locale.code, "toCheckout")}
        </Link>
      </aside>
    </div>
  );
}
