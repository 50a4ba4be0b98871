import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { localizePath, type Locale } from "../../lib/i18n";
import { JsField } from "../cart/JsField";
import { useCartFetcher } from "../cart/useCartFetcher";
import { t } from "./messages";
import type { ProductView } from "./product";

/**
 * The buy box's add-to-cart form (POST /_action/cart, intent=add). The quantity field only offers
 * what the product allows (min, purchase steps, max); the server checks again. With JavaScript a
 * fetcher sends it: notification, side cart, no reload. (The buy box places the wishlist toggle beside it.)
 */
export function AddToCartForm({ id, product, locale }: { id?: string; product: ProductView; locale: Locale }) {
  const fetcher = useCartFetcher();
  const { min, step, max } = product.quantity;
  const soldOut = product.availability === "out-of-stock";
  const busy = fetcher.state !== "idle";
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fetcher.Form
        id={id}
        method="post"
        action={localizePath("/_action/cart", locale)}
        className="flex flex-1 flex-wrap items-end gap-3"
        onSubmit={(event) => {
          // No double adds; the button stays enabled so it keeps the focus the side cart returns to.
          if (busy) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
        <JsField />
        <label className="flex flex-col gap-1 text-sm font-medium text-neutral-900">
          {t(locale.code, "quantity")}
          <input
            type="number"
            name="quantity"
            inputMode="numeric"
            defaultValue={min}
            min={min}
            max={max}
            step={step}
            required
            disabled={soldOut}
            className="h-12 w-24 rounded-lg border border-neutral-300 px-3 text-base"
          />
        </label>
        <Button type="submit" disabled={soldOut} aria-busy={busy || undefined} className="h-12 flex-1 px-6">
          <Icon name="cart" />
          {t(locale.code, "addToCart")}
        </Button>
      </fetcher.Form>
    </div>
  );
}
