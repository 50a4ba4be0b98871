import { useEffect } from "react";
import { useInputValue } from "../forms/useInputValue";
import { localizePath } from "../../lib/i18n";
import { useShop } from "../shop/ShopContext";
import type { CartLineItemView } from "./cart";
import { JsField } from "./JsField";
import { t } from "./messages";
import { useCartFetcher } from "./useCartFetcher";
import { useHydrated } from "../../lib/use-hydrated";

const STEP_BUTTON =
  "grid size-10 place-items-center text-lg text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:bg-transparent";

/**
 * A line's quantity: −/+ buttons and a number field in one form (intent=update). Without JavaScript
 * the buttons post the next quantity and "Update" posts the typed one; with JavaScript a fetcher
 * sends them and the line shows the new quantity at once (`onPending`), before the backend answers.
 */
export function QuantityStepper({
  item,
  onPending,
}: {
  item: CartLineItemView;
  onPending: (quantity: number | null) => void;
}) {
  const { locale } = useShop();
  const hydrated = useHydrated();
  const fetcher = useCartFetcher({ key: `quantity-${item.id}` });
  const { min, max, step } = item.quantityRule;
  const sent = fetcher.formData
    ? Number(fetcher.formData.get("nextQuantity") ?? fetcher.formData.get("quantity"))
    : null;
  const pending = sent !== null && Number.isInteger(sent) && sent > 0 ? sent : null;
  const quantity = pending ?? item.quantity;
  const { ref: inputRef, value: typed, setValue: setTyped } = useInputValue(String(quantity));
  useEffect(() => onPending(pending), [pending, onPending]);

  const submitTyped = (form: HTMLFormElement) => {
    if (typed === String(item.quantity)) return;
    const data = new FormData(form);
    data.delete("nextQuantity");
    fetcher.submit(data, { method: "post", action: localizePath("/_action/cart", locale) });
  };
  const name = item.label;
  const inputId = `quantity-${item.id}`;
  return (
    <fetcher.Form method="post" action={localizePath("/_action/cart", locale)} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="lineItemId" value={item.id} />
      <JsField />
      {/* First in the form so that Enter in the field "clicks" it, not the − button (implicit submission). */}
      {!hydrated && (
        <button
          type="submit"
          className="nojs-only order-last rounded-lg border border-neutral-300 px-3 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t(locale.code, "update")}
        </button>
      )}
      <div className="flex items-center overflow-hidden rounded-lg border border-neutral-300">
        <button
          type="submit"
          name="nextQuantity"
          value={quantity - step}
          disabled={quantity - step < min}
          aria-label={t(locale.code, "decrease", { name })}
          className={STEP_BUTTON}
        >
          <span aria-hidden="true">−</span>
        </button>
        <label htmlFor={inputId} className="sr-only">
          {t(locale.code, "quantityOf", { name })}
        </label>
        <input
          id={inputId}
          type="number"
          name="quantity"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          ref={inputRef}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={(event) => hydrated && event.currentTarget.form && submitTyped(event.currentTarget.form)}
          onKeyDown={(event) => {
            if (event.key !== "Enter" || !hydrated || !event.currentTarget.form) return;
            event.preventDefault();
            submitTyped(event.currentTarget.form);
          }}
          className="h-10 w-14 border-x border-neutral-300 text-center text-base [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="submit"
          name="nextQuantity"
          value={quantity + step}
          disabled={quantity + step > max}
          aria-label={t(locale.code, "increase", { name })}
          className={STEP_BUTTON}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </fetcher.Form>
  );
}
