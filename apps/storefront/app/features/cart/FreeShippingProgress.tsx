import { Icon } from "../../components/ui/Icon";
import { freeShippingProgress } from "../checkout/shipping-prices";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";
import { usePrice } from "./usePrice";

/**
 * How far the goods are from free shipping, from the chosen shipping method's price matrix (a free tier by cart
 * value). Nothing when the method has no such tier: the page then claims no threshold.
 */
export function FreeShippingProgress({ threshold, value }: { threshold: number; value: number }) {
  const { locale } = useShop();
  const price = usePrice();
  const progress = freeShippingProgress(threshold, value);
  if (!progress) return null;
  if (progress.missing === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
        <Icon name="check" size={16} />
        {t(locale.code, "freeShippingReached")}
      </p>
    );
  }
  const text = t(locale.code, "freeShippingMissing", { amount: price(progress.missing) });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-800">{text}</p>
      <div
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}
