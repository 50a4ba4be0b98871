import { Form, useNavigation } from "react-router";
import { Button } from "../../components/ui/Button";
import { CheckboxField } from "../forms/CheckboxField";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import { defaultSalutationId, type CountryView, type FormValues, type SalutationView } from "./account";
import { AddressFields } from "./AddressFields";
import { t } from "./messages";

interface RegisterFormProps {
  /** The route that handles the post (its action calls registerFromForm); intent=register. */
  action: string;
  redirectTo?: string;
  /**
   * Checkout: guest first. The e-mail and "Do not create a customer account" (ticked at first; it hides the password)
   * come before the address, and the button says "Continue as guest" or "Create account" as the box is.
   */
  allowGuest?: boolean;
  errors?: FormErrors;
  values?: FormValues;
  countries: CountryView[];
  salutations: SalutationView[];
  /** A customer group's registration for companies only: no account type choice, the company is required. */
  businessOnly?: boolean;
}

const SECTION = "rounded-xl border border-neutral-200 p-4 sm:p-6";
const LEGEND = "px-1 text-lg font-semibold text-neutral-950";

/**
 * Private or business registration with the billing address, password and newsletter box. The business
 * fields and the password hide through CSS (`:has`) when they do not apply, so this works without JavaScript.
 */
export function RegisterForm({
  action,
  redirectTo,
  allowGuest = false,
  errors,
  values = {},
  countries,
  salutations,
  businessOnly = false,
}: RegisterFormProps) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "register";
  const fields = errors?.fields ?? {};
  const business = businessOnly || values.accountType === "business";
  const addressValues = { "billingAddress.salutationId": defaultSalutationId(salutations), ...values };
  // A form sent back with errors keeps the shopper's choice; a fresh checkout form offers the guest order first.
  const guestChecked = Object.keys(values).length > 0 ? values.guest === "1" : allowGuest;
  const accessData = (
    <fieldset className={SECTION}>
      <legend className={LEGEND}>{t(locale.code, "accessData")}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          scope="register"
          name="email"
          type="email"
          label={t(locale.code, "email")}
          value={values.email}
          error={fields.email}
          autoComplete="email"
          required
          className="sm:col-span-2"
        />
        {allowGuest && (
          <CheckboxField
            scope="register"
            name="guest"
            label={t(locale.code, "guest")}
            checked={guestChecked}
            className="sm:col-span-2"
          />
        )}
        <div className="group-has-[input[name=guest]:checked]/register:hidden sm:col-span-2">
          <TextField
            scope="register"
            name="password"
            type="password"
            label={t(locale.code, "password")}
            hint={t(locale.code, "passwordHint")}
            error={fields.password}
            autoComplete="new-password"
            minLength={8}
          />
        </div>
        <CheckboxField
          scope="register"
          name="newsletter"
          label={t(locale.code, "newsletter")}
          checked={values.newsletter === "1"}
          className="sm:col-span-2"
        />
      </div>
    </fieldset>
  );
  return (
    <Form method="post" action={action} noValidate className="group/register space-y-6">
      <ErrorSummary errors={errors} locale={locale.code} scope="register" />
      <input type="hidden" name="intent" value="register" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {allowGuest && accessData}
      <fieldset className={SECTION}>
        <legend className={LEGEND}>{t(locale.code, "personalData")}</legend>
        {businessOnly ? (
          <>
            <input type="hidden" name="accountType" value="business" />
            <p className="mb-4 text-base text-neutral-700">{t(locale.code, "businessOnlyHint")}</p>
          </>
        ) : (
          <div role="radiogroup" aria-label={t(locale.code, "accountType")} className="mb-4 flex flex-wrap gap-6">
            {(["private", "business"] as const).map((type) => (
              <label key={type} className="flex items-center gap-2 text-base text-neutral-800">
                <input
                  type="radio"
                  name="accountType"
                  value={type}
                  defaultChecked={type === "business" ? business : !business}
                  className="size-5 accent-brand-700"
                />
                {t(locale.code, type === "business" ? "accountTypeBusiness" : "accountTypePrivate")}
              </label>
            ))}
          </div>
        )}
        <AddressFields
          prefix="billingAddress."
          values={addressValues}
          errors={fields}
          countries={countries}
          salutations={salutations}
          scope="register"
        />
        {/* Shown only while "business" is chosen (pure CSS, so without JavaScript too); always on a business-only form. */}
        <div
          className={`mt-4 gap-4 sm:grid-cols-2 ${businessOnly ? "grid" : "hidden group-has-[input[name=accountType][value=business]:checked]/register:grid"}`}
        >
          <TextField
            scope="register"
            name="billingAddress.company"
            label={t(locale.code, "company")}
            value={values["billingAddress.company"]}
            error={fields["billingAddress.company"]}
            autoComplete="organization"
            required={businessOnly}
          />
          <TextField
            scope="register"
            name="vatId"
            label={t(locale.code, "vatId")}
            value={values.vatId}
            error={fields.vatId}
          />
        </div>
      </fieldset>
      {!allowGuest && accessData}
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        {allowGuest ? (
          // Pure CSS follows the box (so without JavaScript too, and live with it); a hidden span is not part of the
          // button's name. The action honours the box: ticked registers a guest, unticked an account.
          <>
            <span className="group-has-[input[name=guest]:checked]/register:hidden">
              {t(locale.code, "registerSubmit")}
            </span>
            <span className="hidden group-has-[input[name=guest]:checked]/register:inline">
              {t(locale.code, "guestSubmit")}
            </span>
          </>
        ) : (
          t(locale.code, "registerSubmit")
        )}
      </Button>
    </Form>
  );
}
