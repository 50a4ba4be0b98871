import type { Locale } from "../../lib/i18n";
import { t } from "./messages";
import type { ProductView } from "./product";

const DOT = { "in-stock": "bg-green-600", "low-stock": "bg-amber-500", "out-of-stock": "bg-red-600" } as const;

/** Availability, delivery time, free shipping and product number: the facts under the price. */
export function StockInfo({ product, locale }: { product: ProductView; locale: Locale }) {
  const availability =
    product.availability === "out-of-stock"
      ? t(locale.code, "outOfStock")
      : product.availability === "low-stock"
        ? t(locale.code, "lowStock", { count: product.availableStock })
        : t(locale.code, "inStock");
  return (
    <ul className="space-y-1 text-sm text-neutral-700">
      <li className="flex items-center gap-2" data-testid="availability">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${DOT[product.availability]}`} />
        {availability}
      </li>
      {product.deliveryTime && <li>{t(locale.code, "deliveryTime", { time: product.deliveryTime })}</li>}
      {product.shippingFree && <li className="font-medium text-green-800">{t(locale.code, "shippingFree")}</li>}
      <li>{t(locale.code, "productNumber", { number: product.productNumber })}</li>
    </ul>
  );
}
