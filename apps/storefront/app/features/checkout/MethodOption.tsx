import type { MethodView } from "./checkout";

/** One shipping or payment method as a radio card: name, delivery time, description. */
export function MethodOption({ method, name, checked, required }: { method: MethodView; name: string; checked: boolean; required?: boolean }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
      <input type="radio" name={name} value={method.id} defaultChecked={checked} required={required} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <span className="flex flex-col">
        <span className="font-medium text-neutral-950">{method.name}</span>
        {method.deliveryTime && <span className="text-sm text-neutral-700">{method.deliveryTime}</span>}
        {method.description && <span className="text-sm text-neutral-700">{method.description}</span>}
      </span>
    </label>
  );
}
