import { Form, useNavigation } from "react-router";
import { Link } from "../../components/ui/Link";
import { Button } from "../../components/ui/Button";
import { AccountPage } from "./AccountPage";
import { LINK_CLASS } from "./styles";
import { NoticeBox } from "./NoticeBox";
import { t } from "./messages";
import { ErrorSummary } from "../forms/ErrorSummary";
import { t as formT } from "../forms/messages";
import { TextField } from "../forms/TextField";
import type { FormErrors } from "../forms/violations";
import { useShop } from "../shop/ShopContext";
import { localizePath } from "../../lib/i18n";
import type { Route } from "../../routes/+types/reset-password";

/** The content of routes/reset-password.tsx, hydrated on first use there (page-kinds/KindIsland.tsx, ContentIsland). */
export default function ResetPasswordContent({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { locale } = useShop();
  const busy = useNavigation().state === "submitting";
  const errors: FormErrors | undefined = actionData?.errors;
  if (loaderData.state !== "valid") {
    return (
      <AccountPage title={t(locale.code, "resetTitle")} narrow>
        <NoticeBox tone="warning">
          {formT(locale.code, loaderData.state === "expired" ? "recoveryExpired" : "recoveryInvalid")}
        </NoticeBox>
        <Link to={localizePath("/account/recover", locale)} className={`mt-6 inline-flex ${LINK_CLASS}`}>
          {t(locale.code, "requestNewLink")}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t(locale.code, "resetTitle")} narrow>
      <div className="rounded-xl border border-neutral-200 bg-white p-6">
        <Form method="post" noValidate className="space-y-4">
          <ErrorSummary errors={errors} locale={locale.code} scope="reset" />
          <input type="hidden" name="hash" value={loaderData.hash} />
          <TextField
            scope="reset"
            name="newPassword"
            type="password"
            label={t(locale.code, "newPassword")}
            hint={t(locale.code, "passwordHint")}
            error={errors?.fields.newPassword}
            autoComplete="new-password"
            required
          />
          <TextField
            scope="reset"
            name="newPasswordConfirm"
            type="password"
            label={t(locale.code, "newPasswordConfirm")}
            error={errors?.fields.newPasswordConfirm}
            autoComplete="new-password"
            required
          />
          <Button type="submit" busy={busy}>
            {t(locale.code, "resetSubmit")}
          </Button>
        </Form>
      </div>
    </AccountPage>
  );
}
