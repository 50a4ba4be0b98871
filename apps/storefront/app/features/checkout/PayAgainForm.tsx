import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import { useShop } from "../shop/ShopContext";
import type { MethodView } from "./checkout";
import { t } from "./messages";
import { MethodOption } from "./MethodOption";
import { SectionErrors } from "./SectionErrors";

/** The success page's second chance after a failed or cancelled payment (posted to the /unpaid route's action): choose a payment method (POST /order/payment) and pay again. */
export function PayAgainForm({
  action,
  methods,
  selectedId,
  errors,
}: {
  action: string;
  methods: MethodView[];
  selectedId: string;
  errors: string[];
}) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" action={action} className="flex flex-col gap-4">
      <SectionErrors messages={errors} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-neutral-950">{t(locale.code, "paymentMethod")}</legend>
        {methods.map((method) => (
          <MethodOption
            key={method.id}
            method={method}
            name="paymentMethodId"
            checked={method.id === selectedId}
            required
          />
        ))}
      </fieldset>
      <Button type="submit" busy={busy} className="self-start">
        {t(locale.code, "payAgain")}
      </Button>
    </Form>
  );
}
