import { formatPrice } from "../../lib/format-price";
import { srcSetUrls } from "../../lib/srcset";
import { cardImageSrc } from "../listing/product-card";
import { t } from "../listing/messages";
import { useShop } from "../shop/ShopContext";
import type { SuggestionView } from "./suggest";

interface SuggestionRowProps {
  id: string;
  product: SuggestionView;
  active: boolean;
  onSelect: () => void;
}

/** One product in the suggest listbox: thumbnail, name and price. */
export function SuggestionRow({ id, product, active, onSelect }: SuggestionRowProps) {
  const { locale, currency } = useShop();
  const price = product.price && formatPrice(product.price.value, locale, currency.isoCode);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      onClick={onSelect}
      className={`flex cursor-pointer items-center gap-3 rounded-lg p-2 ${active ? "bg-brand-50" : "hover:bg-neutral-50"}`}
    >
      <span className="size-12 shrink-0 overflow-hidden rounded-md bg-neutral-100">
        {product.image && (
          <img
            src={srcSetUrls(product.image.srcSet)[0] || cardImageSrc(product.image)}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-full object-contain mix-blend-multiply"
          />
        )}
      </span>
      <span className="line-clamp-2 flex-1 text-sm text-neutral-900">{product.name}</span>
      {price && (
        <span className="shrink-0 text-sm font-semibold text-neutral-900">
          {product.price?.from ? t(locale.code, "priceFrom", { price }) : price}
        </span>
      )}
    </li>
  );
}
