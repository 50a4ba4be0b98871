import { formatPrice } from "../../lib/format-price";
import type { Locale } from "../../lib/i18n";
import { t } from "./messages";
import type { ProductView } from "./product";
import { numberFormat } from "../../lib/intl";

interface ProductPriceProps {
  price: ProductView["price"];
  locale: Locale;
  currencyIsoCode: string;
  taxState: "gross" | "net";
}

export function ProductPrice({ price, locale, currencyIsoCode, taxState }: ProductPriceProps) {
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
