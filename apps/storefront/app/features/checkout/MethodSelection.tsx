import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { useEarlyChoice } from "../../lib/use-early-choice";
import { useHydrated } from "../../lib/use-hydrated";
import { useShop } from "../shop/ShopContext";
import type { MethodView } from "./checkout";
import { t } from "./messages";
import { MethodOption } from "./MethodOption";
import { SectionErrors } from "./SectionErrors";

interface MethodSelectionProps {
  kind: "shipping" | "payment";
  methods: MethodView[];
  selectedId: string;
  action: string;
  errors: string[];
}

/**
 * Radio buttons for the shipping or payment method (PATCH /context). Without JavaScript "Apply" posts
 * the choice; with it, choosing posts at once.
 */
export function MethodSelection({ kind, methods, selectedId, action, errors }: MethodSelectionProps) {
  const { locale } = useShop();
  const hydrated = useHydrated();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  // A method picked before hydration is shown checked: post it, as a change after hydration would be.
  useEarlyChoice(form, hydrated, (input) => input.form && submit(input.form, { preventScrollReset: true }));
  const intent = `${kind}Method`;
  const field = `${kind}MethodId`;
  const legend = t(locale.code, kind === "shipping" ? "stepShipping" : "stepPayment");
  return (
    <Form
      ref={form}
      method="post"
      action={action}
      preventScrollReset
      onChange={(event) => hydrated && submit(event.currentTarget, { preventScrollReset: true })}
    >
      <SectionErrors messages={errors} />
      <input type="hidden" name="intent" value={intent} />
      {/* Keyed by the saved choice: after the page reloads its data the radios show what the backend kept. */}
      <fieldset key={selectedId}>
        <legend className="sr-only">{legend}</legend>
        <div className="flex flex-col gap-2">
          {methods.map((method) => (
            <MethodOption key={method.id} method={method} name={field} checked={method.id === selectedId} />
          ))}
        </div>
      </fieldset>
      {!hydrated && (
        <button
          type="submit"
          className="nojs-only mt-3 rounded-lg border border-neutral-300 px-4 py-2 text-sm font-medium hover:bg-neutral-50"
        >
          {t(locale.code, "applyMethod")}
        </button>
      )}
    </Form>
  );
}
