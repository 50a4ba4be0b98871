import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import { JsField } from "./JsField";
import { t } from "./quick-add-messages";
import { useCartFetcher } from "./useCartFetcher";

interface QuickAddToCartProps {
  productId: string;
  productName: string;
  className?: string;
}

/**
 * One-click add to cart (quantity 1) for product cards and the wishlist: a real form to /_action/cart,
 * a fetcher once JavaScript runs (notification, side cart opens).
 */
export function QuickAddToCart({ productId, productName, className = "" }: QuickAddToCartProps) {
  const { locale } = useShop();
  const fetcher = useCartFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form
      method="post"
      action={localizePath("/_action/cart", locale)}
      // On every card: no data-discover attribute; the action's route is found when the form is first sent.
      discover="none"
      className={className}
      onSubmit={(event) => {
        // No double adds; the button stays enabled so it keeps the focus the side cart returns to.
        if (busy) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <JsField />
      <button type="submit" aria-busy={busy || undefined} className="pc-add">
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
    </fetcher.Form>
  );
}
