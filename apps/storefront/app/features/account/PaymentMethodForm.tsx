import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import { ErrorSummary } from "../forms/ErrorSummary";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import type { PaymentMethodView } from "./payment-method";

interface PaymentMethodFormProps {
  methods: PaymentMethodView[];
  selectedId: string;
  legend: string;
  submitLabel: string;
  /** Posted as intent, so one route action can serve several forms. */
  intent: string;
  action?: string;
  errors?: FormErrors;
  /** The main action of its page (pay again) rather than a setting. */
  primary?: boolean;
}

/** Radio buttons of payment methods and a submit button; a real form, so it works without JavaScript. */
export function PaymentMethodForm({
  methods,
  selectedId,
  legend,
  submitLabel,
  intent,
  action,
  errors,
  primary = false,
}: PaymentMethodFormProps) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" action={action} className="space-y-4">
      <ErrorSummary errors={errors} locale={locale.code} scope={intent} />
      <input type="hidden" name="intent" value={intent} />
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="space-y-2">
          {methods.map((method) => (
            <label
              key={method.id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="paymentMethodId"
                value={method.id}
                defaultChecked={method.id === selectedId}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-medium text-neutral-900">{method.name}</span>
                {method.description && <span className="block text-sm text-neutral-600">{method.description}</span>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" variant={primary ? "primary" : "secondary"} busy={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
