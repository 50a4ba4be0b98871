import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import { CARD_FORMS } from "../listing/CardForms";
import { t } from "./quick-add-messages";
import { useCartFetcher } from "./useCartFetcher";

interface QuickAddToCartProps {
  productId: string;
  productName: string;
  className?: string;
}

/**
 * One-click add to cart (quantity 1) for product cards and the wishlist: a button of the page's shared cart form
 * (CardForms: intent=add to /_action/cart, the button gives the product id), a fetcher once JavaScript runs
 * (notification, side cart opens; js=1 makes the action answer with data instead of the no-JS 303).
 */
export function QuickAddToCart({ productId, productName, className = "" }: QuickAddToCartProps) {
  const { locale } = useShop();
  const fetcher = useCartFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <button
      type="submit"
      form={CARD_FORMS.cart}
      name="productId"
      value={productId}
      aria-busy={busy || undefined}
      className={className ? `pc-add ${className}` : "pc-add"}
      onClick={(event) => {
        event.preventDefault();
        // No double adds; the button stays enabled so it keeps the focus the side cart returns to.
        if (busy) return;
        void fetcher.submit(
          { intent: "add", productId, js: "1" },
          { method: "post", action: localizePath("/_action/cart", locale) },
        );
      }}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-3.5 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {t(locale.code, "addToCart")}
      {/* One text node: ": " and the name as two would need a <!-- --> separator in every card's HTML. */}
      <span className="sr-only">{`: ${productName}`}</span>
    </button>
  );
}
