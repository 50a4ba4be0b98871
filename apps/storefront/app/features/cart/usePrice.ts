import { formatPrice } from "../../lib/format-price";
import { useShop } from "../shop/ShopContext";

/** Formats amounts in the page's locale and the context currency (the backend already converted them). */
export function usePrice(): (value: number) => string {
  const { locale, currency } = useShop();
  return (value) => formatPrice(value, locale, currency.isoCode);
}
