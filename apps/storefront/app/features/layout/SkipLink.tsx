import { translate } from "../../lib/messages";
import { useShop } from "../shop/ShopContext";

export function SkipLink() {
  const { locale } = useShop();
  return (
    <a
      href="#main"
      className="sr-only rounded-lg bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:shadow-lg"
    >
      {translate(locale.code, "skipToContent")}
    </a>
  );
}
