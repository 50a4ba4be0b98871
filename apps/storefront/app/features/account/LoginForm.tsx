import { Form, useNavigation } from "react-router";
import { Link } from "../../components/ui/Link";
import { Button } from "../../components/ui/Button";
import { localizePath } from "../../lib/i18n";
import { ErrorSummary } from "../forms/ErrorSummary";
import { TextField } from "../forms/TextField";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import type { FormValues } from "./account";
import { t } from "./messages";

interface LoginFormProps {
  /** The route that handles the post (its action calls loginFromForm); intent=login. */
  action: string;
  /** A same-origin path to go to after logging in. */
  redirectTo?: string;
  errors?: FormErrors;
  values?: FormValues;
}

/** Email and password, posted to `action`; a real form, so it works without JavaScript. */
export function LoginForm({ action, redirectTo, errors, values = {} }: LoginFormProps) {
  const { locale } = useShop();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "login";
  return (
    <Form method="post" action={action} noValidate className="space-y-4">
      <ErrorSummary errors={errors} locale={locale.code} scope="login" />
      <input type="hidden" name="intent" value="login" />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <TextField
        scope="login"
        name="email"
        type="email"
        label={t(locale.code, "email")}
        value={values.email}
        error={errors?.fields.email}
        autoComplete="username"
        required
      />
      <TextField
        scope="login"
        name="password"
        type="password"
        label={t(locale.code, "password")}
        error={errors?.fields.password}
        autoComplete="current-password"
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button type="submit" busy={busy}>
          {t(locale.code, "loginSubmit")}
        </Button>
        <Link to={localizePath("/account/recover", locale)} className="text-brand-700 underline hover:text-brand-800">
          {t(locale.code, "forgotPassword")}
        </Link>
      </div>
    </Form>
  );
}
