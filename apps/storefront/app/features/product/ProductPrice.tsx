import { formatPrice } from "../../lib/format-price";
import type { Locale } from "../../lib/i18n";
import { numberFormat } from "../../lib/intl";
import { t as listingT } from "../listing/messages";
import type { PriceView } from "../listing/product-card";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import type { ProductView } from "./product";

/**
 * Where a product's price is shown: on a product card (listings, search, CMS, wishlist), in the shop's currency, or
 * on the product page, in the currency its prices were computed in, with the tax state they were computed for.
 */
export type ProductPriceProps =
  | { place: "card"; price: PriceView }
  | {
      place: "page";
      price: ProductView["price"];
      locale: Locale;
      currencyIsoCode: string;
      taxState: "gross" | "net";
    };

/**
 * A product's price, the one component for every place it is shown: what one piece costs and, when it is discounted,
 * the list price struck through with words for screen readers. A card's is one line, "from" for a starting price; its
 * markup stays small (it repeats on every card). The product page's is large, with the saving, the tax note and the
 * price per reference unit.
 */
export function ProductPrice(props: ProductPriceProps) {
  return props.place === "card" ? <CardPrice price={props.price} /> : <PagePrice {...props} />;
}

function CardPrice({ price }: { price: PriceView }) {
  const { locale, currency } = useShop();
  const format = (value: number) => formatPrice(value, locale, currency.isoCode);
  const current = format(price.value);
  return (
    // .pc-price (app.css): the card's price line, on every product card.
    <p className="pc-price">
      <span className={price.listPrice === undefined ? undefined : "pc-price-sale"}>
        {price.from ? listingT(locale.code, "priceFrom", { price: current }) : current}
      </span>
      {price.listPrice !== undefined && (
        <span className="text-sm text-neutral-600">
          <span className="sr-only">{listingT(locale.code, "listPrice", { price: format(price.listPrice) })}</span>
          <s aria-hidden="true">{format(price.listPrice)}</s>
        </span>
      )}
    </p>
  );
}

function PagePrice({ price, locale, currencyIsoCode, taxState }: Extract<ProductPriceProps, { place: "page" }>) {
  const format = (value: number) => formatPrice(value, locale, currencyIsoCode);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={`text-[28px] font-semibold ${price.listPrice !== null ? "text-red-700" : "text-neutral-950"}`}>
          {format(price.unitPrice)}
        </span>
        {price.listPrice !== null && (
          <span className="text-neutral-600">
            <span className="sr-only">{t(locale.code, "listPrice")} </span>
            <s>{format(price.listPrice)}</s>
          </span>
        )}
        {price.discountPercentage !== null && (
          <span className="rounded-md bg-red-50 px-2 py-0.5 text-sm font-medium text-red-800">
            {t(locale.code, "discount", { percentage: price.discountPercentage })}
          </span>
        )}
      </p>
      <p className="mt-1 text-sm text-neutral-600">{t(locale.code, taxState === "net" ? "exclVat" : "inclVat")}</p>
      {price.reference && (
        <p className="mt-1 text-sm text-neutral-700">
          {t(locale.code, "referencePrice", {
            content: numberFormat(locale.languageCode).format(price.reference.purchaseUnit),
            price: format(price.reference.price),
            amount: price.reference.referenceUnit,
            unit: price.reference.unitName,
          })}
        </p>
      )}
    </div>
  );
}
