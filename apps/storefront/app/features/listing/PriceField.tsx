import { useLayoutEffect, useRef } from "react";
import { useNavigation } from "react-router";

interface PriceFieldProps {
  name: "min-price" | "max-price";
  label: string;
  placeholder: string;
  /** the price the shown listing applies ("" for none) */
  applied: string;
}

/**
 * A price field of the filter form. What the shopper typed stays through every listing that lands meanwhile (another
 * filter, a sort, a page): the field is never re-created, and React leaves an edited field's value alone. Only a new
 * applied price for this very field (its chip removed, "Reset all", back) is written in, and not even that over what
 * the shopper typed after the navigation that brought it began: their typing is the later choice.
 */
export function PriceField({ name, label, placeholder, applied }: PriceFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const navigating = useNavigation().state !== "idle";
  // Typed while a navigation was under way (the state rendered last, so also while a landed one is still drawn).
  const typedWhileNavigating = useRef(false);
  const shown = useRef(applied);
  useLayoutEffect(() => {
    if (applied !== shown.current) {
      shown.current = applied;
      if (input.current && !typedWhileNavigating.current) input.current.value = applied;
    }
    if (!navigating) typedWhileNavigating.current = false;
  }, [applied, navigating]);
  return (
    <label className="flex flex-1 flex-col gap-1 text-xs text-neutral-700">
      {label}
      <input
        ref={input}
        type="number"
        name={name}
        min={0}
        step="any"
        inputMode="decimal"
        placeholder={placeholder}
        defaultValue={applied}
        onInput={() => {
          typedWhileNavigating.current = navigating;
        }}
        className="min-h-10 w-full rounded-lg border border-neutral-300 px-3 text-base"
      />
    </label>
  );
}
