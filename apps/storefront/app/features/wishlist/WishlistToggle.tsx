import { useState } from "react";
import { Icon } from "../../components/ui/Icon";
import { localizePath } from "../../lib/i18n";
import { CARD_FORMS } from "../listing/CardForms";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { useWishlist } from "./useWishlist";

interface WishlistToggleProps {
  productId: string;
  productName: string;
  /** "icon": the round heart of product cards (a button of the page's shared form); "button": the labelled button
   * of the buy box (a form of its own). */
  variant?: "icon" | "button";
  className?: string;
}

/**
 * The wishlist heart. A real form: without JavaScript it posts intent=toggle to /_action/wishlist
 * (the server decides add or remove and says which); with JavaScript it changes the browser's list
 * (guests) or the account's (logged-in customers) at once and notifies.
 */
export function WishlistToggle({ productId, productName, variant = "icon", className = "" }: WishlistToggleProps) {
  const { locale } = useShop();
  const wishlist = useWishlist();
  const [busy, setBusy] = useState(false);
  const onList = wishlist.ids.includes(productId);
  // The accessible name stays the same and aria-pressed carries the state (a toggle button's pattern).
  const label = t(locale.code, "toggleLabel", { name: productName });
  const heart = <Icon name="heart" size={variant === "icon" ? 20 : 22} fill={onList ? "currentColor" : "none"} />;
  const toggle = () => {
    if (busy) return;
    setBusy(true);
    void wishlist.toggle(productId, productName).finally(() => setBusy(false));
  };
  if (variant === "icon")
    return (
      // A product card's heart: a button of the page's shared wishlist form (CardForms), no form per card. Without
      // JavaScript the action says "added"/"removed" without the name; the card's link names the product.
      <button
        type="submit"
        form={CARD_FORMS.wishlist}
        name="productId"
        value={productId}
        aria-pressed={onList}
        aria-label={label}
        aria-busy={busy || undefined}
        // .pc-wish (app.css) places the heart on the picture and colours it by aria-pressed.
        className={className}
        onClick={(event) => {
          event.preventDefault();
          toggle();
        }}
      >
        {heart}
      </button>
    );
  return (
    <form
      method="post"
      action={localizePath("/_action/wishlist", locale)}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        toggle();
      }}
    >
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="productName" value={productName} />
      <button
        type="submit"
        aria-pressed={onList}
        aria-label={label}
        aria-busy={busy || undefined}
        className={`inline-flex min-h-10 items-center gap-2 rounded-lg border px-4 py-2 font-medium transition-colors hover:bg-neutral-50 ${onList ? "border-red-300 text-red-800" : "border-neutral-300 text-neutral-900"}`}
      >
        {heart}
        <span aria-hidden="true">{t(locale.code, "wishlistButton")}</span>
      </button>
    </form>
  );
}
