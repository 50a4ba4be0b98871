import { useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { useEarlyChoice } from "../../lib/use-early-choice";
import { useHydrated } from "../../lib/use-hydrated";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

/** A POST form to /_shop/currency (PATCH /context); submits on change, with a button when JavaScript is off. */
export function CurrencySwitcher() {
  const { locale, currency, currencies } = useShop();
  const { pathname, search } = useLocation();
  const id = useId();
  // A currency picked before hydration is submitted once the app runs (the button is only there without JavaScript).
  const form = useRef<HTMLFormElement>(null);
  useEarlyChoice(form, useHydrated(), (control) => control.form?.requestSubmit());
  if (currencies.length < 2) return null;
  return (
    <Form ref={form} method="post" action="/_shop/currency" className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label htmlFor={id} className="text-neutral-600">
        {t(locale.code, "currency")}
      </label>
      <select
        id={id}
        name="currencyId"
        defaultValue={currency.id}
        key={currency.id}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
        className="rounded-md border border-neutral-300 bg-white py-1 pl-2 pr-7 text-sm text-neutral-900"
      >
        {currencies.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.isoCode} {entry.symbol !== entry.isoCode ? `(${entry.symbol})` : ""}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-md border border-neutral-300 bg-white px-2 py-1 font-medium text-neutral-900"
        >
          {t(locale.code, "changeCurrency")}
        </button>
      </noscript>
    </Form>
  );
}
