import { usePrice } from "../cart/usePrice";
import { useShop } from "../shop/ShopContext";
import type { MethodView } from "./checkout";
import { t } from "./messages";

/** One shipping or payment method as a radio card: name, delivery time, description, and a shipping method's price. */
export function MethodOption({
  method,
  name,
  checked,
  required,
}: {
  method: MethodView;
  name: string;
  checked: boolean;
  required?: boolean;
}) {
  const { locale } = useShop();
  const price = usePrice();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        name={name}
        value={method.id}
        defaultChecked={checked}
        required={required}
        className="mt-1 size-5 shrink-0 accent-brand-700"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-neutral-950">{method.name}</span>
        {method.deliveryTime && <span className="text-sm text-neutral-700">{method.deliveryTime}</span>}
        {method.description && <span className="text-sm text-neutral-700">{method.description}</span>}
      </span>
      {method.price !== null && (
        <span
          className={`shrink-0 font-medium tabular-nums ${method.price === 0 ? "text-green-800" : "text-neutral-950"}`}
        >
          {method.price === 0 ? t(locale.code, "shippingFree") : price(method.price)}
        </span>
      )}
    </label>
  );
}
