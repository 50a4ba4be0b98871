import { formatPrice } from "../../lib/format-price";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { PriceView } from "./product-card";

/** A product price in the context currency: "from" for variants, the list price struck through when discounted. */
export function ProductPrice({ price }: { price: PriceView }) {
  const { locale, currency } = useShop();
  const format = (value: number) => formatPrice(value, locale, currency.isoCode);
  const current = format(price.value);
  return (
    // .pc-price (app.css): the card's price line, on every product card.
    <p className="pc-price">
      <span className={price.listPrice === null ? undefined : "pc-price-sale"}>
        {price.from ? t(locale.code, "priceFrom", { price: current }) : current}
      </span>
      {price.listPrice !== null && (
        <span className="text-sm text-neutral-600">
          <span className="sr-only">{t(locale.code, "listPrice", { price: format(price.listPrice) })}</span>
          <s aria-hidden="true">{format(price.listPrice)}</s>
        </span>
      )}
    </p>
  );
}
