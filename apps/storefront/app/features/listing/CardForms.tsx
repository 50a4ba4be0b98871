import { localizePath, type Locale } from "../../lib/i18n";

/**
 * The two forms every product card's buttons send (issue 15: a card repeats up to 27 times on a page, and a form of its
 * own with hidden fields was a third of its HTML). Rendered once per document by the root layout; a card's heart and
 * its "Add to cart" are `<button form=… name="productId" value=…>`: without JavaScript the button sends its form with
 * its product id, with JavaScript its click handler does the same through fetch (and the form is never sent).
 */
export const CARD_FORMS = { cart: "pc-cart", wishlist: "pc-wishlist" } as const;

export function CardForms({ locale }: { locale: Locale }) {
  return (
    <>
      <form id={CARD_FORMS.cart} method="post" action={localizePath("/_action/cart", locale)} hidden>
        <input type="hidden" name="intent" value="add" />
      </form>
      <form id={CARD_FORMS.wishlist} method="post" action={localizePath("/_action/wishlist", locale)} hidden>
        <input type="hidden" name="intent" value="toggle" />
      </form>
    </>
  );
}
