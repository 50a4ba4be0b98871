import type { CountryView, SalutationView } from "../account/account";
import { LoginForm } from "../account/LoginForm";
import { RegisterForm } from "../account/RegisterForm";
import { useShop } from "../shop/ShopContext";
import type { CheckoutActionData } from "./checkout";
import { t } from "./messages";

interface CheckoutIdentityProps {
  action: string;
  countries: CountryView[];
  salutations: SalutationView[];
  result: CheckoutActionData | undefined;
}

/**
 * Step 1 without a session customer. Guest checkout first (e-mail, "Do not create a customer account" ticked,
 * the address, "Continue as guest"; unticking asks for a password and the button says "Create account"),
 * the login form second.
 */
export function CheckoutIdentity({ action, countries, salutations, result }: CheckoutIdentityProps) {
  const { locale } = useShop();
  const login = result?.intent === "login" ? result : undefined;
  const register = result?.intent === "register" ? result : undefined;
  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="checkout-register-title"
        className="flex flex-col gap-3 border-b border-neutral-200 pb-8"
      >
        <h3 id="checkout-register-title" className="font-semibold text-neutral-950">
          {t(locale.code, "newCustomer")}
        </h3>
        <RegisterForm
          action={action}
          allowGuest
          errors={register?.errors}
          values={register?.values}
          countries={countries}
          salutations={salutations}
        />
      </section>
      <section aria-labelledby="checkout-login-title" className="flex max-w-md flex-col gap-3">
        <h3 id="checkout-login-title" className="font-semibold text-neutral-950">
          {t(locale.code, "haveAccount")}
        </h3>
        <LoginForm action={action} errors={login?.errors} values={login?.values} />
      </section>
    </div>
  );
}
