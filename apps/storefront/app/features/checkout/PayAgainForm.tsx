import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import { useShop } from "../shop/ShopContext";
import type { MethodView } from "./checkout";
import { t } from "./messages";
import { SectionErrors } from "./SectionErrors";

/** The unpaid page's second chance: choose a payment method (POST /order/payment) and pay again. */
export function PayAgainForm({ methods, selectedId, errors }: { methods: MethodView[]; selectedId: string; errors: string[] }) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" className="flex flex-col gap-4">
      <SectionErrors messages={errors} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-neutral-950">{t(locale.code, "paymentMethod")}</legend>
        {methods.map((method) => (
          <label key={method.id} className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" name="paymentMethodId" value={method.id} defaultChecked={method.id === selectedId} required className="mt-1 size-5 shrink-0 accent-brand-700" />
            <span className="flex flex-col">
              <span className="font-medium text-neutral-950">{method.name}</span>
              {method.description && <span className="text-sm text-neutral-700">{method.description}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" busy={busy} className="self-start">
        {t(locale.code, "payAgain")}
      </Button>
    </Form>
  );
}
