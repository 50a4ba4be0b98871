import { useShop } from "../shop/ShopContext";
import type { CartErrorView } from "./cart";
import { cartErrorMessage, cartErrorTone } from "./cart-errors";
import { t } from "./messages";

const TONES = {
  info: "border-neutral-300 bg-neutral-50 text-neutral-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  danger: "border-red-300 bg-red-50 text-red-800",
} as const;

/** The cart's errors and notices (stock adjustments, blocked methods, promotions…) in the shopper's language. */
export function CartErrors({ errors }: { errors: CartErrorView[] }) {
  const { locale } = useShop();
  if (errors.length === 0) return null;
  return (
    <section aria-label={t(locale.code, "cartNotices")} className="flex flex-col gap-2">
      {/* The live region wraps the list: role=status on the <ul> itself would take its list semantics away (axe). */}
      <div role="status">
        <ul className="flex flex-col gap-2">
          {errors.map((error) => (
            <li key={error.key} className={`rounded-lg border px-4 py-3 text-sm ${TONES[cartErrorTone(error)]}`}>
              {cartErrorMessage(locale.code, error)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
