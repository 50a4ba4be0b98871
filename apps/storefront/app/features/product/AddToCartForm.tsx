import { Form } from "react-router";
import { Button } from "../../components/ui/Button";
import { Icon } from "../../components/ui/Icon";
import { localizePath, type Locale } from "../../lib/i18n";
import { useNotify } from "../notifications/useNotify";
import { t } from "./messages";
import type { ProductView } from "./product";

/**
 * A real add-to-cart form (POST /checkout/cart, intent=add), ready for the cart of issue 4. Until
 * that lands, JavaScript answers it honestly with a "coming soon" notice instead of pretending.
 */
export function AddToCartForm({ product, locale }: { product: ProductView; locale: Locale }) {
  const notify = useNotify();
  const { min, step, max } = product.quantity;
  const soldOut = product.availability === "out-of-stock";
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Form
        method="post"
        action={localizePath("/checkout/cart", locale)}
        onSubmit={(event) => {
          event.preventDefault();
          notify({ type: "info", message: t(locale.code, "cartComingSoon") });
        }}
        className="flex flex-1 flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="productId" value={product.id} />
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
        <Button type="submit" disabled={soldOut} className="h-12 flex-1 px-6">
          <Icon name="cart" />
          {t(locale.code, "addToCart")}
        </Button>
      </Form>
      <Button
        variant="secondary"
        className="h-12"
        onClick={() => notify({ type: "info", message: t(locale.code, "wishlistComingSoon") })}
      >
        <Icon name="heart" label={t(locale.code, "addToWishlist")} />
      </Button>
    </div>
  );
}
