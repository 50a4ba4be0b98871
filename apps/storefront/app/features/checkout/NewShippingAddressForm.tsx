import { Form } from "react-router";
import { Button } from "../../components/ui/Button";
import type { CountryView, FormValues, SalutationView } from "../account/account";
import { defaultSalutationId } from "../account/account";
import { AddressFields } from "../account/AddressFields";
import { ErrorSummary } from "../forms/ErrorSummary";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import { t } from "./messages";

interface NewShippingAddressFormProps {
  action: string;
  prefix: string;
  countries: CountryView[];
  salutations: SalutationView[];
  errors?: FormErrors;
  values?: FormValues;
}

/** "Ship to a different address": a new address for the customer (or guest), used as this order's shipping address. */
export function NewShippingAddressForm({
  action,
  prefix,
  countries,
  salutations,
  errors,
  values = {},
}: NewShippingAddressFormProps) {
  const { locale } = useShop();
  const open = Boolean(errors);
  return (
    <details open={open} className="group rounded-lg border border-neutral-200">
      <summary className="cursor-pointer list-none rounded-lg px-4 py-3 font-medium text-brand-700 hover:bg-neutral-50">
        <span aria-hidden="true" className="mr-2 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t(locale.code, "differentShipping")}
      </summary>
      <Form method="post" action={action} noValidate preventScrollReset className="flex flex-col gap-4 px-4 pb-4">
        <ErrorSummary errors={errors} locale={locale.code} scope="shipping" />
        <input type="hidden" name="intent" value="newShippingAddress" />
        <AddressFields
          prefix={prefix}
          values={{ [`${prefix}salutationId`]: defaultSalutationId(salutations), ...values }}
          errors={errors?.fields}
          countries={countries}
          salutations={salutations}
          scope="shipping"
        />
        <Button type="submit" variant="secondary" className="self-start">
          {t(locale.code, "saveAddress")}
        </Button>
      </Form>
    </details>
  );
}
